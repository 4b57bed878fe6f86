import { expect, test, type Page, type Route } from '@playwright/test';
import { pauseClock } from './clock';
import { hydrated } from './hydrated';

const DOC = '/docs/opencv/basics';
/** The index's entry (src/lib/search/indexFormat.ts): what a search reads first, the meta file with the folder of the rest. */
const INDEX_ENTRY = /\/search\/current\.json$/;
const RECENT_KEY = '__DOCSEARCH_RECENT_SEARCHES__linhao';
const FAVORITE_KEY = '__DOCSEARCH_FAVORITE_SEARCHES__linhao';
const modal = (page: Page) => page.locator('.DocSearch-Modal');
const input = (page: Page) => page.locator('.DocSearch-Input');

/** Opens the modal with Ctrl+K, types `query`, and moves to its first hit: many renders of the modal. */
async function searchAndMove(page: Page, query: string) {
  await page.keyboard.press('Control+k');
  await expect(input(page)).toBeFocused();
  await page.keyboard.type(query);
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(page.locator('.DocSearch-Hit[aria-selected="true"]')).toHaveCount(1);
}

async function openWithShortcut(page: Page) {
  await hydrated(page);
  await page.keyboard.press('Control+k');
  await expect(input(page)).toBeFocused();
}

test.describe('search modal', () => {
  test('nothing of the search ships with the page: code, styles and index load on intent', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    await page.goto(DOC);
    await hydrated(page);
    expect(requested.filter((p) => p.startsWith('/search/') || p.startsWith('/docsearch/'))).toEqual([]);
    const jsBefore = requested.filter((p) => p.endsWith('.js')).length;
    await page.getByRole('button', { name: 'Search' }).hover();
    await expect.poll(() => requested.filter((p) => INDEX_ENTRY.test(p)).length).toBe(1);
    expect(requested.filter((p) => /^\/docsearch\/3\.9\.0\/modal\.[0-9a-f]{12}\.css$/.test(p))).toHaveLength(1);
    expect(requested.filter((p) => p.endsWith('.js')).length).toBeGreaterThan(jsBefore);
    // On intent, only the index's entry, which holds its meta: dictionaries, postings and texts wait for a query.
    expect(requested.filter((p) => p.startsWith('/search/'))).toEqual([requested.find((p) => INDEX_ENTRY.test(p))]);
  });

  test('a query reads only the parts of the index it needs: its first letter, the shards of its terms, the text of its hits', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    await page.goto(DOC);
    await openWithShortcut(page);
    await input(page).fill('docker');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    const files = requested.filter((p) => p.startsWith('/search/')).map((p) => p.replace(/^\/search\/[0-9a-f]{16}\//, ''));
    expect(files.filter((f) => f.startsWith('d/'))).toEqual(['d/d.json']);
    const shards = files.filter((f) => f.startsWith('p/'));
    expect(shards.length).toBeGreaterThan(0);
    expect(shards.length).toBeLessThanOrEqual(3);
    // The texts: at most one records file per hit of the answer (the modal asks for 20 and shows 5 per category).
    expect(files.filter((f) => f.startsWith('r/')).length).toBeLessThanOrEqual(20);
    expect(new Set(files).size).toBe(files.length);
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`the modal wears the site's colours, not DocSearch's, in ${scheme} mode`, async ({ page }) => {
      await page.addInitScript((mode) => localStorage.setItem('theme', mode), scheme);
      await page.goto(DOC);
      await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
      await openWithShortcut(page);
      await input(page).fill('docker');
      await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
      const colours = await page.evaluate(() => {
        // A site colour as the browser computes it, from an element of the page's own.
        const site = (variable: string) => {
          const probe = document.createElement('div');
          probe.style.backgroundColor = `var(${variable})`;
          document.body.append(probe);
          const value = getComputedStyle(probe).backgroundColor;
          probe.remove();
          return value;
        };
        const modal = getComputedStyle(document.querySelector('.DocSearch-Modal')!);
        const hit = getComputedStyle(document.querySelector('.DocSearch-Hit:not([aria-selected="true"]) a')!);
        const selected = getComputedStyle(document.querySelector('.DocSearch-Hit[aria-selected="true"] .DocSearch-Hit-title')!);
        return {
          modal: modal.backgroundColor,
          siteModal: site('--c-bg-soft'),
          hit: hit.backgroundColor,
          siteHit: site('--c-bg'),
          selected: selected.color,
          docsearchOnRoot: getComputedStyle(document.documentElement).getPropertyValue('--docsearch-modal-background'),
        };
      });
      expect(colours.modal).toBe(colours.siteModal);
      expect(colours.hit).toBe(colours.siteHit);
      // The selected hit's text, set for each mode in src/styles/global.css.
      expect(colours.selected).toBe(scheme === 'light' ? 'rgb(255, 255, 255)' : 'rgb(14, 35, 24)');
      // DocSearch's defaults stay in the modal: the page's root has none of its variables.
      expect(colours.docsearchOnRoot).toBe('');
    });
  }

  test('a part of the index that cannot be fetched after the first shows the error screen; the next keystroke tries again', async ({ page }) => {
    let fail = true;
    await page.route(/\/search\/[0-9a-f]{16}\/p\/\d+\.json$/, (route) => (fail ? route.abort('failed') : route.continue()));
    await page.goto(DOC);
    await openWithShortcut(page);
    await input(page).fill('docker');
    await expect(page.getByText('Unable to fetch results')).toBeVisible();
    fail = false;
    await input(page).pressSequentially(' ');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  });

  test('Ctrl+K opens it with the spec texts; results are grouped by category, at most 5 each, with a link to all results', async ({ page }) => {
    await page.goto(DOC);
    await openWithShortcut(page);
    await expect(input(page)).toHaveAttribute('placeholder', 'Search docs');
    await expect(input(page)).toHaveAttribute('maxlength', '64');
    // Shown on small screens only, but always there.
    await expect(page.locator('.DocSearch-Cancel')).toHaveText('Cancel');
    await input(page).fill('docker');
    await expect(page.locator('.DocSearch-Hit-source').first()).toBeVisible();
    const sources = await page.locator('.DocSearch-Hit-source').allTextContents();
    expect(sources).toContain('Development tools');
    for (const section of await page.locator('.DocSearch-Hits').all()) {
      expect(await section.locator('.DocSearch-Hit').count()).toBeLessThanOrEqual(5);
    }
    await expect(page.locator('.DocSearch-Hit-title mark').first()).toHaveText(/docker/i);
    const seeAll = page.getByRole('link', { name: /^See all \d+ results$/ });
    await expect(seeAll).toHaveAttribute('href', '/search?q=docker');
    await seeAll.click();
    await expect(page).toHaveURL(/\/search\?q=docker$/);
    await expect(page.locator('#search-page-input')).toHaveValue('docker');
    await expect(modal(page)).toHaveCount(0);
  });

  test('the clear button is titled "Clear the query" and clears it; Escape closes the modal', async ({ page }) => {
    await page.goto(DOC);
    await openWithShortcut(page);
    await input(page).fill('git');
    await page.getByTitle('Clear the query').click();
    await expect(input(page)).toHaveValue('');
    await page.keyboard.press('Escape');
    await expect(modal(page)).toHaveCount(0);
  });

  test('while it is open the focus stays in it, and it goes back to the search button when it closes', async ({ page }) => {
    await page.goto(DOC);
    const button = page.getByRole('banner').getByRole('button', { name: 'Search', exact: true });
    await openWithShortcut(page);
    // What Gatsby's router does a frame or more after a client-side navigation: focus the page.
    await page.evaluate(() => document.getElementById('gatsby-focus-wrapper')!.focus());
    await expect(input(page)).toBeFocused();
    await page.keyboard.type('docker');
    await expect(input(page)).toHaveValue('docker');
    await page.keyboard.press('Escape');
    await expect(modal(page)).toHaveCount(0);
    await expect(button).toBeFocused();
    // Ctrl+K closes it too.
    await page.keyboard.press('Control+k');
    await expect(input(page)).toBeFocused();
    await page.keyboard.press('Control+k');
    await expect(modal(page)).toHaveCount(0);
    await expect(button).toBeFocused();
  });

  test('"/" opens it, but not while typing in an input', async ({ page }) => {
    await page.goto('/search');
    await hydrated(page);
    await page.locator('#search-page-input').focus();
    await page.keyboard.type('a/b');
    await expect(page.locator('#search-page-input')).toHaveValue('a/b');
    await expect(modal(page)).toHaveCount(0);
    await page.locator('main h1').click();
    await page.keyboard.press('/');
    await expect(input(page)).toBeFocused();
  });

  test('"/" pressed right after Escape closed it opens it again, every time', async ({ page }) => {
    await page.goto(DOC);
    await hydrated(page);
    await page.locator('main h1').click();
    for (let round = 0; round < 5; round++) {
      await page.keyboard.press('/');
      await expect(input(page)).toBeFocused();
      if (round % 2) await page.keyboard.type('git');
      // No wait between the two keys: the second comes as soon as the first is handled.
      await page.keyboard.press('Escape');
      await page.keyboard.press('/');
      await expect(input(page)).toBeFocused();
      await expect(input(page)).toHaveValue('');
      await page.keyboard.press('Escape');
      await expect(modal(page)).toHaveCount(0);
    }
  });

  test('a hotkey pressed before the page is interactive opens the search once it is, with what was typed after it', async ({ page }) => {
    // The page's code is held back until the keys are in: the HTML is there, nothing of React runs.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/(?:app|framework|webpack-runtime|component---[^/]*)-[0-9a-f]{20}\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(DOC, { waitUntil: 'domcontentloaded' });
    await page.locator('main h1').click();
    await page.keyboard.press('/');
    await page.keyboard.type('gti');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Backspace');
    await page.keyboard.type('it');
    await expect(modal(page)).toHaveCount(0);
    release();
    await expect(input(page)).toBeFocused();
    await expect(input(page)).toHaveValue('git');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  });

  test('typing a character on the focused search button opens it with that character', async ({ page }) => {
    await page.goto(DOC);
    await hydrated(page);
    await page.getByRole('button', { name: 'Search' }).focus();
    await page.keyboard.press('g');
    await expect(input(page)).toHaveValue('g');
  });

  test('the initial query is the selected text, cut to 64 characters', async ({ page }) => {
    await page.goto(DOC);
    await hydrated(page);
    await page.evaluate(() => {
      const p = document.createElement('p');
      p.id = 'long-selection';
      p.textContent = 'threshold '.repeat(10);
      document.querySelector('main .markdown')!.prepend(p);
      const range = document.createRange();
      range.selectNodeContents(p);
      window.getSelection()!.removeAllRanges();
      window.getSelection()!.addRange(range);
    });
    await page.keyboard.press('Control+k');
    const value = await input(page).inputValue();
    expect(value).toBe('threshold '.repeat(10).trim().slice(0, 64));
  });

  test('the selection is read once, when the modal opens, not on each render (each read forces a layout)', async ({ page }) => {
    await page.goto(DOC);
    await hydrated(page);
    await page.evaluate(() => {
      const counter = window as unknown as { selectionReads: number };
      counter.selectionReads = 0;
      // eslint-disable-next-line @typescript-eslint/unbound-method -- the original is called below with the selection as `this`
      const read = Selection.prototype.toString;
      Selection.prototype.toString = function (this: Selection) {
        counter.selectionReads++;
        return read.call(this);
      };
    });
    await searchAndMove(page, 'docker');
    expect(await page.evaluate(() => (window as unknown as { selectionReads: number }).selectionReads)).toBe(1);
  });

  test('opening the modal and typing a query touches the page storage a bounded number of times, not on each render', async ({ page }) => {
    await page.goto(DOC);
    await hydrated(page);
    await page.evaluate(() => {
      const counter = window as unknown as { storageCalls: string[] };
      counter.storageCalls = [];
      for (const method of ['getItem', 'setItem', 'removeItem'] as const) {
        // eslint-disable-next-line @typescript-eslint/unbound-method -- the original is called below with the storage as `this`
        const original: (this: Storage, ...args: string[]) => unknown = Storage.prototype[method];
        (Storage.prototype as unknown as Record<string, unknown>)[method] = function (this: Storage, ...args: string[]) {
          counter.storageCalls.push(`${method} ${args[0]}`);
          return original.apply(this, args);
        };
      }
    });
    await searchAndMove(page, 'docker');
    const calls = await page.evaluate(() => (window as unknown as { storageCalls: string[] }).storageCalls);
    // The modal cleans each stored list once (src/client/storedSearches.ts: a read, and a removal when a
    // list it holds is left empty; the site's storage wrapper probed the storage once, at load), and
    // DocSearch opens each once: a probe of the storage (a test key written and removed), then a read.
    // Stock DocSearch did the probe and the read on every render.
    expect(calls.filter((c) => c.startsWith('setItem'))).toEqual(['setItem __TEST_KEY__', 'setItem __TEST_KEY__']);
    expect(calls.filter((c) => c.startsWith('getItem')).sort()).toEqual([
      `getItem ${FAVORITE_KEY}`,
      `getItem ${FAVORITE_KEY}`,
      `getItem ${RECENT_KEY}`,
      `getItem ${RECENT_KEY}`,
    ]);
    expect(calls).toHaveLength(8);
  });

  test('arrows move, Enter opens the hit in the same tab through the router', async ({ page }) => {
    await page.goto(DOC);
    await openWithShortcut(page);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await input(page).fill('undoing things');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    await expect(page.locator('.DocSearch-Hit[aria-selected="true"]')).toHaveCount(1);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/docs\/development_tool\/git#undoing-things$/);
    await expect(modal(page)).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  });

  test('Ctrl+Enter opens the hit in a new tab, Shift+Enter in a new window', async ({ page, context }) => {
    await page.goto(DOC);
    await openWithShortcut(page);
    await input(page).fill('undoing things');
    await expect(page.locator('.DocSearch-Hit[aria-selected="true"]')).toHaveCount(1);
    const [tab] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Control+Enter')]);
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toBe('/docs/development_tool/git');
    const [win] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Shift+Enter')]);
    await win.waitForLoadState();
    expect(new URL(win.url()).pathname).toBe('/docs/development_tool/git');
  });

  test('empty query: no recent searches, then the visited hit under Recent, and favorites', async ({ page }) => {
    await page.goto(DOC);
    await openWithShortcut(page);
    await expect(page.getByText('No recent searches')).toBeVisible();
    await input(page).fill('random forest');
    await page.locator('.DocSearch-Hit a').first().click();
    await expect(page).toHaveURL(/random_forest/);
    await openWithShortcut(page);
    await expect(page.locator('.DocSearch-Hit-source', { hasText: 'Recent' })).toBeVisible();
    expect(JSON.parse((await page.evaluate((k) => localStorage.getItem(k), RECENT_KEY))!)).toHaveLength(1);
    await page.getByTitle('Save this search').first().click();
    await expect(page.locator('.DocSearch-Hit-source', { hasText: 'Favorite' })).toBeVisible();
  });

  test('no results: the query, up to three suggestions, and where to tell us', async ({ page }) => {
    await page.goto(DOC);
    await openWithShortcut(page);
    await input(page).fill('docker');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await input(page).fill('zzqxwv');
    await expect(page.locator('.DocSearch-NoResults .DocSearch-Title')).toHaveText('No results for "zzqxwv"');
    await expect(page.getByText('Try searching for')).toBeVisible();
    expect(await page.locator('.DocSearch-NoResults-Prefill-List li').count()).toBeLessThanOrEqual(3);
    await expect(page.getByText('Believe this query should return results?')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Let us know.' })).toHaveAttribute('href', /^mailto:.*zzqxwv/);
  });

  test('finds what a reader types: swapped letters, a name by its parts or as one word, the other spelling, a Chinese term', async ({ page }) => {
    await page.goto(DOC);
    await openWithShortcut(page);
    const cases: [string, RegExp][] = [
      // A swapped pair of letters is one typo.
      ['dokcer compose', /^\/docs\/development_tool\/docker(#|$)/],
      ['nueral network basics', /^\/docs\/machine_learning\/neural_network\/neural_network_basics(#|$)/],
      // A name by its words, whole, and typed as one word; one only a code block uses.
      ['cvt color', /^\/docs\/opencv\/basics(#|$)/],
      ['findcontours', /^\/docs\/opencv\/image-processing-advanced(#|$)/],
      ['kneighborsclassifier', /^\/docs\/machine_learning\/traditional_algorithm\/k_proximity(#|$)/],
      // American spelling of a British page.
      ['histogram equalization', /^\/docs\/opencv\/image-processing-advanced(#|$)/],
      // A Chinese term for an English page, through the site's synonyms.
      ['决策树', /^\/docs\/machine_learning\/traditional_algorithm\/decision_tree(#|$)/],
    ];
    for (const [query, url] of cases) {
      await input(page).fill(query);
      const first = page.locator('.DocSearch-Hit a').first();
      await expect(first).toBeVisible();
      await expect
        .poll(
          async () =>
            new URL((await first.getAttribute('href')) ?? '', 'http://x').pathname + new URL((await first.getAttribute('href')) ?? '', 'http://x').hash,
          { message: query },
        )
        .toMatch(url);
    }
  });

  test('an index that cannot be fetched shows the error screen, and it stays', async ({ page }) => {
    await page.route(INDEX_ENTRY, (route) => route.abort('failed'));
    await page.clock.install();
    await page.goto(DOC);
    await openWithShortcut(page);
    await input(page).fill('docker');
    await expect(page.getByText('Unable to fetch results')).toBeVisible();
    await expect(page.getByText('You might want to check your network connection.')).toBeVisible();
    // Whatever timers the modal has, they run out: the screen stays until the reader types.
    await page.clock.runFor(10_000);
    await expect(page.getByText('Unable to fetch results')).toBeVisible();
  });

  test('what the reader types while the search opens goes into its query, none of it lost', async ({ page }) => {
    await page.goto(DOC);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    // The modal's code is held, so these keys are all typed before it can open.
    const held: Route[] = [];
    let hold = true;
    await page.route(/\.js$/, (route) => (hold ? void held.push(route) : route.continue()));
    await page.keyboard.press('Control+k');
    await expect.poll(() => held.length).toBeGreaterThan(0);
    await page.keyboard.type('dockre');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Backspace');
    await page.keyboard.type('er/');
    hold = false;
    for (const route of held) await route.continue();
    await expect(input(page)).toBeFocused();
    await expect(input(page)).toHaveValue('docker/');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    // Once it is open, typing goes on at the end of the query.
    await page.keyboard.press('Backspace');
    await page.keyboard.type(' compose');
    await expect(input(page)).toHaveValue('docker compose');
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(1);
  });

  test('what the reader types after the modal is up, before its effects have run, goes into the query too', async ({ page }) => {
    await page.clock.install();
    await page.goto(DOC);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    // The modal's effects run on timers after a paint; with the clock stopped they wait,
    // while the input takes the focus (a task after the mount) and the reader types.
    await pauseClock(page);
    await page.keyboard.press('Control+k');
    await expect(input(page)).toBeFocused();
    await page.keyboard.type('dockre');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Backspace');
    await page.keyboard.type('er');
    await page.clock.resume();
    await expect(input(page)).toHaveValue('docker');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    // From then on the keys go to the input, after the query.
    await page.keyboard.type(' compose');
    await expect(input(page)).toHaveValue('docker compose');
  });

  test('hostile strings in content and in recent searches are shown as text, never run', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', async (d) => {
      dialogs.push(d.message());
      await d.dismiss();
    });
    await page.goto(DOC);
    await openWithShortcut(page);
    await input(page).fill('img src onerror');
    const hit = page.locator('.DocSearch-Hit').first();
    await expect(hit).toContainText('<img src=x onerror=alert(1)>');
    await expect(page.locator('.DocSearch-Modal img[src="x"]')).toHaveCount(0);
    await input(page).fill('escape script tags');
    // The last query's hits also show the post's title, <script> and all: wait
    // for this query's own, with its words marked. A click on the last query's
    // first hit (a paragraph with no title hit beside it) is not remembered
    // by DocSearch, which saves a paragraph's page title, if shown, instead.
    const first = page.locator('.DocSearch-Hit').first();
    await expect(first.locator('mark', { hasText: /^escape$/i }).first()).toBeVisible();
    await expect(first).toContainText('<script>');
    await first.locator('a').click();
    await expect(page.locator('main h1')).toHaveText('Why I escape <script> tags: notes on XSS');
    await openWithShortcut(page);
    await expect(page.locator('.DocSearch-Hit').first()).toContainText('<script>');
    await expect(page.locator('.DocSearch-Modal script')).toHaveCount(0);
    expect(dialogs).toEqual([]);
  });
});

test.describe('search page', () => {
  test('fills the box from q, shows the count, breadcrumbs and snippets, and loads more', async ({ page }) => {
    await page.goto('/search?q=python');
    await expect(page.locator('#search-page-input')).toHaveValue('python');
    const count = page.getByText(/^\d+ results$/);
    await expect(count).toBeVisible();
    const total = Number((await count.textContent())!.split(' ')[0]);
    expect(total).toBeGreaterThan(20);
    const results = page.locator('main ol > li:has(h2)');
    await expect(results).toHaveCount(20);
    await expect(results.first().locator('mark').first()).toHaveText(/python/i);
    await expect(page.locator('main nav[aria-label="Breadcrumbs"]').first()).toBeVisible();
    await page.getByRole('button', { name: 'Load more results' }).click();
    await expect(results).toHaveCount(Math.min(40, total));
  });

  test('keeps the URL in sync with the box and says when nothing matches', async ({ page }) => {
    await page.goto('/search');
    await hydrated(page);
    await page.locator('#search-page-input').fill('zzqxwv');
    await expect(page).toHaveURL(/\/search\?q=zzqxwv$/);
    await expect(page.getByText('No results for "zzqxwv"')).toBeVisible();
  });

  test('shows hostile text as text', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (d) => void d.dismiss().then(() => dialogs.push(d.message())));
    await page.goto('/search?q=img%20src%20onerror');
    await expect(page.locator('main').getByText('<img src=x onerror=alert(1)>', { exact: false }).first()).toBeVisible();
    await expect(page.locator('main ol img')).toHaveCount(0);
    expect(dialogs).toEqual([]);
  });

  test('shows the error text when the index cannot be fetched', async ({ page }) => {
    await page.route(INDEX_ENTRY, (route) => route.abort('failed'));
    await page.goto('/search?q=docker');
    await expect(page.getByText('Unable to fetch results')).toBeVisible();
    await expect(page.getByText('You might want to check your network connection.')).toBeVisible();
  });
});

test.describe('search faults and hostile data', () => {
  test('a stored recent search whose URL could run script is dropped, and markup in one is shown as text', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', async (d) => {
      dialogs.push(d.message());
      await d.dismiss();
    });
    const entry = (objectID: string, url: string, lvl1: string) => ({
      objectID,
      url,
      type: 'lvl1',
      content: null,
      hierarchy: { lvl0: 'Docs', lvl1, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    });
    await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
      RECENT_KEY,
      JSON.stringify([entry('evil', 'javascript:alert(1)', 'Stored poison'), entry('kept', '/docs/opencv/basics', '<img src=x onerror=alert(2)>')]),
    ] as const);
    await page.goto(DOC);
    await openWithShortcut(page);
    const recent = page.locator('.DocSearch-Hit');
    await expect(recent).toHaveCount(1);
    await expect(recent).toContainText('<img src=x onerror=alert(2)>');
    await expect(modal(page).locator('img[src="x"]')).toHaveCount(0);
    expect((JSON.parse((await page.evaluate((k) => localStorage.getItem(k), RECENT_KEY))!) as { objectID: string }[]).map((e) => e.objectID)).toEqual(['kept']);
    expect(dialogs).toEqual([]);
  });

  test('an index request that never answers: the stalled state, then after 2 s the error screen; the next keystroke tries again', async ({ page }) => {
    await page.clock.install();
    let hold = true;
    let requests = 0;
    await page.route(INDEX_ENTRY, async (route) => {
      requests++;
      if (!hold) await route.continue();
      // Held: the request never answers.
    });
    await page.goto(DOC);
    await hydrated(page);
    // Time stands still from before the modal asks for the index (it does on opening).
    await pauseClock(page);
    await openWithShortcut(page);
    await input(page).fill('docker');
    await page.clock.runFor(500);
    await expect(page.locator('.DocSearch-Container--Stalled')).toBeVisible();
    await expect(page.getByText('Unable to fetch results')).toHaveCount(0);
    await page.clock.runFor(1600);
    await expect(page.getByText('Unable to fetch results')).toBeVisible();
    await expect(page.getByText('You might want to check your network connection.')).toBeVisible();
    hold = false;
    await page.clock.resume();
    await input(page).press('End');
    await input(page).pressSequentially(' compose');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    expect(requests).toBe(2);
  });

  test('an index that is not JSON, or JSON of another shape, shows the error screen; the next keystroke tries again', async ({ page }) => {
    const bodies = [
      '<!doctype html><title>Wi-Fi sign-in</title>',
      JSON.stringify({ folder: '/search/0123456789abcdef/', meta: { v: 3, pages: [['/docs/x']] } }),
    ];
    let served = 0;
    await page.route(INDEX_ENTRY, (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: bodies[Math.min(served++, bodies.length - 1)] }),
    );
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(DOC);
    await openWithShortcut(page);
    await input(page).fill('docker');
    await expect(page.getByText('Unable to fetch results')).toBeVisible();
    // The index may have been asked for on intent already: count from here.
    const before = served;
    await input(page).pressSequentially('x');
    await expect.poll(() => served).toBe(before + 1);
    expect(served).toBeGreaterThanOrEqual(2); // both kinds of broken answer were served
    await expect(page.getByText('Unable to fetch results')).toBeVisible();
    // Shown to the reader, so not left as unhandled rejections in the console either.
    expect(errors).toEqual([]);
  });
});
