import fs from 'node:fs';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { INDEX_ENTRY_URL } from '../src/lib/search/indexFormat';
import { gatsbyState } from './gatsbyState';
import { loadSiteFrom } from './site';
import { warmRenderer } from './siteRenderer';
import { searchIndexEntry } from './search/siteIndex';
import { watchRenderDependencies } from './renderDependencies';
import { agentFilesOf } from './twins';
import { indexFolders } from './search/indexFolder';
import { developImageFile } from './developImages';
import { siteImageCache } from './mdx/images';
import { allowDrawing } from './mdx/mermaid';

/** The slice of Express's response used here. */
interface DevResponse {
  type(type: string): DevResponse;
  set(name: string, value: string): DevResponse;
  status(code: number): DevResponse;
  send(body: string): void;
  sendFile(file: string): void;
}

/** The slice of the develop server's Express app used here (Gatsby types `app` as `any`). */
interface DevApp {
  use(handler: (req: unknown, res: unknown, next: () => void) => void): void;
  get(path: RegExp, handler: (req: { path: string; params: Record<string, string> }, res: DevResponse) => Promise<void>): void;
}

/** The Markdown twins and llms files, made from the current content on each request under develop. */
const AGENT_FILE = /^\/(?:.+\.md|llms(?:-full)?\.txt)$/;

/**
 * Under `gatsby develop` the embedded index is served from the current
 * content on each request, so an edited page is searchable after a reload:
 * its entry names the develop folder, and whatever folder a request names,
 * the answer is a file of the index of the content as it is now.
 */
export const onCreateDevServer: GatsbyNode['onCreateDevServer'] = ({ app, getNodesByType, store, actions, createNodeId }) => {
  // Partials, components, images: an edit shows without a restart (node/renderDependencies.ts).
  watchRenderDependencies({ actions, createNodeId });
  // The renderer started now, while the author reads the first page, not at their first edit.
  void warmRenderer().catch(() => undefined);
  const server = app as DevApp;
  // Diagrams not yet drawn are drawn once the browser asks for a page (node/mdx/mermaid.ts, drawingLater):
  // webpack's development middleware holds a page's request until the first bundle is made, so they wait for it.
  server.use((req, res, next) => {
    allowDrawing();
    next();
  });
  // Gatsby serves public/ before this route (start-server.js: developStatic, then onCreateDevServer), so an
  // index left there by a production build, under the hash the unedited content has, would be served in place
  // of the current one: an edit was never searchable under develop after a build. The production index goes.
  const searchDir = path.join(gatsbyState(store).program.directory, 'public', 'search');
  for (const folder of indexFolders(searchDir)) fs.rmSync(folder, { recursive: true, force: true });
  fs.rmSync(path.join(searchDir, path.basename(INDEX_ENTRY_URL)), { force: true });
  // The same holds for the Markdown twins and the llms files a production build wrote (not for files of static/).
  const siteDir = path.dirname(path.dirname(searchDir));
  const publicDir = path.join(siteDir, 'public');
  for (const entry of fs.existsSync(publicDir) ? fs.readdirSync(publicDir, { recursive: true, withFileTypes: true }) : []) {
    const rel = path.relative(publicDir, path.join(entry.parentPath, entry.name));
    if (entry.isFile() && AGENT_FILE.test(`/${rel.split(path.sep).join('/')}`) && !fs.existsSync(path.join(siteDir, 'static', rel)))
      fs.rmSync(path.join(publicDir, rel));
  }
  server.get(AGENT_FILE, async (req, res) => {
    try {
      const text = agentFilesOf(await loadSiteFrom(getNodesByType)).get(decodeURI(req.path));
      if (text === undefined) return void res.status(404).type('text/plain').send(`No file ${req.path} is made from the content`);
      res
        .type(req.path.endsWith('.md') ? 'text/markdown; charset=utf-8' : 'text/plain; charset=utf-8')
        .set('Cache-Control', 'no-store')
        .send(text);
    } catch (error) {
      res
        .status(500)
        .type('text/plain')
        .send((error as Error).message);
    }
  });
  // An image's variant files, made on the first request (node/developImages.ts); public/ has those a build wrote.
  server.get(/^\/assets\/images\/([^/]+)$/, async (req, res) => {
    const made = developImageFile(decodeURIComponent(req.params[0]), siteImageCache(siteDir));
    if (!made) return void res.status(404).type('text/plain').send(`No image of the content is served at ${req.path}`);
    try {
      res.sendFile(await made);
    } catch (error) {
      res
        .status(500)
        .type('text/plain')
        .send(`${req.path}: ${(error as Error).message}`);
    }
  });
  server.get(/^\/search\/(?:(?:[0-9a-f]{16}|develop)\/(.+\.json)|current\.json)$/, async (req, res) => {
    try {
      const index = await (await loadSiteFrom(getNodesByType)).index();
      const json = req.params[0] === undefined ? searchIndexEntry(index) : index.files.get(req.params[0]);
      if (json === undefined) {
        res.status(404).type('text/plain').send(`No file ${req.params[0]} in the search index`);
        return;
      }
      res.type('application/json').set('Cache-Control', 'no-store').send(json);
    } catch (error) {
      res
        .status(500)
        .type('text/plain')
        .send((error as Error).message);
    }
  });
};
