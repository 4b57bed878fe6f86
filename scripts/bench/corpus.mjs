// The large-site benchmark: builds the generated corpus (1,000 docs and 100
// posts on top of the site's own content, or as many as asked), and compares
// its build cost and page weight with the site's. The site's build in public/
// is kept.
import fs from 'node:fs';
import path from 'node:path';
import { firstLoad } from '../lib/page-weight.mjs';
import { buildSteps, WORKTREES } from './against.mjs';
import { measureCommand } from './measure.mjs';

const sum = (files) => files.reduce((n, f) => n + f.gzipBytes, 0);

function weigh(publicDir, route) {
  const load = firstLoad(publicDir, route);
  return { route, htmlBytes: load.html.bytes, htmlGzipBytes: load.html.gzipBytes, jsGzipBytes: sum(load.js), cssGzipBytes: sum(load.css) };
}

/**
 * @param site the site's cold build: { seconds, peakMB, pages }
 * @param size how many generated docs (a multiple of 100) and posts
 */
export async function runCorpusBench(root, site, { docs = 1000, posts = 100 } = {}) {
  // The site's build and the corpus's are kept beside the checkout, with the bench's worktrees: in it, their files
  // would be in the folder Parcel crawls at each start of the corpus's builds, as an author's checkout has not
  // (docs/performance.md#the-sites-node-code-bundled-by-esbuild). The corpus's content is in it, as an author's is.
  const kept = path.join(WORKTREES, `builds-${path.basename(root)}`);
  const publicDir = path.join(root, 'public');
  const ROUTE = '/docs/opencv/basics';
  const siteWeight = weigh(publicDir, ROUTE);
  for (const old of ['public-site', 'public-corpus']) fs.rmSync(path.join(root, '.bench', old), { recursive: true, force: true });
  fs.rmSync(path.join(kept, 'public-site'), { recursive: true, force: true });
  fs.mkdirSync(kept, { recursive: true });
  fs.renameSync(publicDir, path.join(kept, 'public-site'));
  try {
    await measureCommand('node', ['scripts/bench/generate-corpus.mjs', '.bench/content', '--docs', String(docs), '--posts', String(posts)], { cwd: root });
    await measureCommand('npx', ['gatsby', 'clean'], { cwd: root });
    const build = await measureCommand('npm', ['run', 'build'], { cwd: root, env: { SITE_CONTENT_DIR: '.bench/content' } });
    if (!build.ok) throw new Error(`The corpus build failed:\n${build.output.slice(-3000)}`);
    const pages = Number(/(\d+)\/\d+ [\d.]+\/s/.exec(build.output.split('Building static HTML for pages').pop() ?? '')?.[1] ?? 0);
    const corpusWeight = weigh(publicDir, ROUTE);
    const generatedWeight = weigh(publicDir, '/docs/generated/section-05/topic-5/page-5');
    // One doc edited, built again on the warm cache: only what the edit changed should be made again.
    const edited = path.join(root, '.bench/content/docs/generated/section-05/topic-5/page-5.mdx');
    fs.appendFileSync(edited, '\nA sentence added to measure a rebuild.\n');
    const rebuild = await measureCommand('npm', ['run', 'build'], { cwd: root, env: { SITE_CONTENT_DIR: '.bench/content' } });
    if (!rebuild.ok) throw new Error(`The corpus rebuild failed:\n${rebuild.output.slice(-3000)}`);
    fs.rmSync(path.join(kept, 'public-corpus'), { recursive: true, force: true });
    fs.renameSync(publicDir, path.join(kept, 'public-corpus'));
    const ratio = (a, b) => Number((a / b).toFixed(3));
    return {
      docs,
      posts,
      build: {
        seconds: Number(build.seconds.toFixed(1)),
        peakMB: build.peakMB,
        peakAnonMB: build.peakAnonMB,
        peakPssMB: build.peakPssMB,
        pages,
        msPerPage: Math.round((build.seconds * 1000) / pages),
        rebuildAfterOneEditSeconds: Number(rebuild.seconds.toFixed(1)),
        rebuildPeakMB: rebuild.peakMB,
        // Where each build's time went, by Gatsby's steps.
        steps: buildSteps(build.output),
        rebuildSteps: buildSteps(rebuild.output),
      },
      siteMsPerPage: site ? Math.round((site.seconds * 1000) / site.pages) : null,
      sitePage: siteWeight,
      corpusPage: corpusWeight,
      generatedPage: generatedWeight,
      growth: { html: ratio(corpusWeight.htmlBytes, siteWeight.htmlBytes), js: ratio(corpusWeight.jsGzipBytes, siteWeight.jsGzipBytes) },
    };
  } finally {
    // Leave the site's own build in public/, and no corpus cache behind.
    if (fs.existsSync(publicDir)) fs.rmSync(publicDir, { recursive: true, force: true });
    await measureCommand('npx', ['gatsby', 'clean'], { cwd: root });
    fs.renameSync(path.join(kept, 'public-site'), publicDir);
  }
}
