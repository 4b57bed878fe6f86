/**
 * Draws each doc's and post's social card (src/lib/socialCard.ts) at build
 * time, on a worker thread (satori and resvg; docs/features.md#social-cards). A card
 * is drawn once: its file is named by its content and kept in Gatsby's cache
 * between builds.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import postcss from 'postcss';
import { siteConfig } from '../src/config/site';
import { formatDate } from '../src/lib/blog';
import { CARD_SIZE, CARDS_DIR, socialCard, type SocialCard } from '../src/lib/socialCard';
import type { Site } from './site';
import { oncePerSite } from './startedOnce';

/** The variable `name` a stylesheet's `:root` sets, the last one, as a hex colour; null when it sets none. */
export function rootColour(css: string, name: string): string | null {
  let colour: string | null = null;
  postcss.parse(css).walkDecls(name, (decl) => {
    const rule = decl.parent;
    const atRoot = rule?.type === 'rule' && rule.selectors.some((s) => s === ':root' || s === 'html');
    const hex = /^#[0-9a-fA-F]{3,8}$/.test(decl.value.trim()) ? decl.value.trim() : null;
    if (atRoot && hex && rule?.parent?.type === 'root') colour = hex;
  });
  return colour;
}

/**
 * The site's primary colour of the light theme (the social cards', the web app's): the theme's
 * (src/styles/global.css), or the one its customCss sets, as a page shows it.
 */
export function accentColour(siteDir: string): string {
  const file = path.join(siteDir, 'src/styles/global.css');
  const theme = rootColour(fs.readFileSync(file, 'utf8'), '--c-primary');
  if (!theme) throw new Error(`${file}: no \`--c-primary: #rrggbb;\` in :root for the social cards' colour`);
  const custom = (siteConfig.customCss ?? [])
    .map((css) => rootColour(fs.readFileSync(path.join(siteDir, css), 'utf8'), '--ifm-color-primary'))
    .filter((c) => c !== null);
  return custom[custom.length - 1] ?? theme;
}

/** The navbar's logo as a `data:` URL, or null when it is not a local SVG or PNG. */
function logoDataUrl(siteDir: string): string | null {
  const src = siteConfig.navbar.logo.src;
  const type = src.endsWith('.svg') ? 'image/svg+xml' : src.endsWith('.png') ? 'image/png' : null;
  const file = path.join(siteDir, 'static', src);
  if (!type || !fs.existsSync(file)) return null;
  return `data:${type};base64,${fs.readFileSync(file).toString('base64')}`;
}

const bySite = new WeakMap<Site, Map<string, SocialCard>>();

/** Each doc's and post's card, by route, in every locale. */
export function cardsOf(site: Site, siteDir: string): Map<string, SocialCard> {
  const known = bySite.get(site);
  if (known) return known;
  const look = { siteName: siteConfig.title, logo: logoDataUrl(siteDir), accent: accentColour(siteDir) };
  const digest = (text: string) => createHash('sha256').update(text).digest('hex');
  const cards = new Map<string, SocialCard>();
  // Every locale's pages: a page not translated yet has its original's card (the same file).
  for (const { model } of site.locales) {
    for (const { docs, sectionOf } of model.versions)
      for (const doc of docs) cards.set(doc.path, socialCard({ ...look, title: doc.title, kicker: sectionOf.get(doc.path) ?? 'Docs' }, digest));
    for (const post of model.posts)
      cards.set(post.path, socialCard({ ...look, title: post.title, kicker: `${post.date ? `${formatDate(post.date)} · ` : ''}Blog` }, digest));
  }
  bySite.set(site, cards);
  return cards;
}

export interface DrawReport {
  drawn: number;
  fromCache: number;
  /** Seconds from the start of the drawing to its end. */
  seconds: number;
}

/**
 * Draws the site's cards into `public/` (see {@link writeCards}), once per
 * site: createPages starts it under `gatsby build` before it creates the pages,
 * so that the cards are drawn on one core while the pages are created and
 * webpack bundles the site on the other, and onPostBuild waits for it (or
 * starts it, when createPages did not).
 */
export const drawCards = oncePerSite((site, siteDir) =>
  writeCards(cardsOf(site, siteDir).values(), path.join(siteDir, 'public'), path.join(siteDir, '.cache', 'social-cards')),
);

/**
 * Writes every card into `public/` (from `cacheDir`, or drawn and kept there)
 * and removes the cards of an earlier build that no page has any more.
 */
export async function writeCards(cards: Iterable<SocialCard>, publicDir: string, cacheDir: string): Promise<DrawReport> {
  const started = Date.now();
  const unique = new Map([...cards].map((c) => [c.file, c]));
  const outDir = path.join(publicDir, CARDS_DIR);
  fs.mkdirSync(outDir, { recursive: true });
  fs.mkdirSync(cacheDir, { recursive: true });
  const wanted = new Set([...unique.keys()].map((file) => path.basename(file)));
  // Only files named as cards are; anything else an author put there stays.
  for (const name of fs.readdirSync(outDir)) if (/^[0-9a-f]{16}\.png$/.test(name) && !wanted.has(name)) fs.rmSync(path.join(outDir, name));
  const toDraw: SocialCard[] = [];
  let fromCache = 0;
  for (const card of unique.values()) {
    const cachedFile = path.join(cacheDir, path.basename(card.file));
    const cached = fs.statSync(cachedFile, { throwIfNoEntry: false });
    if (!cached) {
      toDraw.push(card);
      continue;
    }
    // A card's file is named by what it shows: one already in `public/` is that card, unless a build stopped while copying it.
    const published = path.join(publicDir, card.file);
    if (fs.statSync(published, { throwIfNoEntry: false })?.size !== cached.size) fs.copyFileSync(cachedFile, published);
    fromCache += 1;
  }
  if (toDraw.length > 0) await draw(toDraw, publicDir, cacheDir);
  return { drawn: toDraw.length, fromCache, seconds: (Date.now() - started) / 1000 };
}

/** Draws the cards on a worker thread (node/socialCardWorker.mjs), into the cache and `public/`. */
function draw(cards: SocialCard[], publicDir: string, cacheDir: string): Promise<void> {
  // Gatsby and the tests run from the site's directory; the worker is plain JavaScript, loaded as it is.
  const worker = new Worker(path.join(process.cwd(), 'node/socialCardWorker.mjs'), {
    workerData: {
      size: CARD_SIZE,
      cards: cards.map((card) => ({ tree: card.tree, files: [path.join(cacheDir, path.basename(card.file)), path.join(publicDir, card.file)] })),
    },
  });
  return new Promise((resolve, reject) => {
    worker.once('message', () => resolve());
    worker.once('error', (error) => reject(new Error(`Drawing the social cards failed: ${error.message}`, { cause: error })));
    worker.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`The social cards' drawing stopped (exit code ${code})`))));
  });
}
