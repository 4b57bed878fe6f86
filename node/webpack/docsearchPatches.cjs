// Changes to DocSearch 3.9's built module (@docsearch/react/dist/esm/index.js),
// applied as webpack loads it. Each names the exact code it rewrites and the
// build fails if that code is not found exactly once, so a DocSearch upgrade
// cannot drop a fix silently. Sources of the rewritten code:
// https://github.com/algolia/docsearch/blob/v3.9.0/packages/docsearch-react/src/DocSearchModal.tsx
const { patchLoader } = require('./applyPatches.cjs');

const PATCHES = [
  {
    name: 'error status kept',
    // DocSearch shows "Unable to fetch results" when every search host fails,
    // but only for one tick: its autocomplete core sets the status to "error"
    // and then a `.finally` puts it back to "idle", so the modal ends on the
    // no-results screen. This keeps "error" until the next keystroke (which
    // sets "loading" anyway). The code is autocomplete-core 1.17.9's `onInput`,
    // bundled into DocSearch 3.9.0 (`p` is its setStatus, `c` its store, `lt`
    // lastStalledId, `o` the props):
    // https://github.com/algolia/autocomplete/blob/v1.17.9/packages/autocomplete-core/src/onInput.ts
    find: '.finally((function(){p("idle"),lt&&o.environment.clearTimeout(lt)}))',
    replace: '.finally((function(){"error"!==c.getState().status&&p("idle"),lt&&o.environment.clearTimeout(lt)}))',
  },
  {
    name: 'no read of the selection on each render',
    // DocSearchModal computes `useRef(window.getSelection().toString()…)`'s
    // initial value on every render, though the ref keeps only the first, as
    // the query to start with when the modal is given none. Chromium's
    // Selection.toString() updates style and layout before it reads
    // (DOMSelection::toString, https://source.chromium.org/chromium/chromium/src/+/main:third_party/blink/renderer/core/editing/dom_selection.cc),
    // so every render of the modal forced a layout of the page, in the task that
    // shows the first results too (`node scripts/bench/long-frames.mjs`; docs/performance.md#figures-behind-the-code). The search bar reads the
    // selection once, when the modal opens, and passes it as `initialQuery`
    // (src/components/SearchBar), so DocSearch's own read is never needed.
    // The code is DocSearchModal's `initialQueryFromSelection`:
    // https://github.com/algolia/docsearch/blob/v3.9.0/packages/docsearch-react/src/DocSearchModal.tsx
    find: '"undefined"!=typeof window?window.getSelection().toString().slice(0,64):""',
    replace: '""',
  },
  {
    name: 'stored searches opened once',
    // DocSearchModal opens its favourite and recent searches as
    // `useRef(createStoredSearches(…)).current`, so on every render it built
    // both again, and each build probes localStorage (a write and a removal
    // of a test key) and reads and parses the stored list: four synchronous
    // storage calls and two parses per render, 19 renders from Ctrl+K to the
    // first results of a query typed at once. `useState` with an initializer
    // keeps the same first value and builds it once. The code is DocSearchModal's
    // `favoriteSearches` and `recentSearches` (`xr` is createStoredSearches, `o`
    // the index name, `e` React):
    // https://github.com/algolia/docsearch/blob/v3.9.0/packages/docsearch-react/src/DocSearchModal.tsx
    // https://github.com/algolia/docsearch/blob/v3.9.0/packages/docsearch-react/src/stored-searches.ts
    find: 'G=e.useRef(xr({key:"__DOCSEARCH_FAVORITE_SEARCHES__".concat(o),limit:10})).current,Y=e.useRef(xr({key:"__DOCSEARCH_RECENT_SEARCHES__".concat(o),limit:0===G.getAll().length?7:4})).current',
    replace:
      'G=e.useState((function(){return xr({key:"__DOCSEARCH_FAVORITE_SEARCHES__".concat(o),limit:10})}))[0],Y=e.useState((function(){return xr({key:"__DOCSEARCH_RECENT_SEARCHES__".concat(o),limit:0===G.getAll().length?7:4})}))[0]',
  },
  {
    name: 'input focused after the commit',
    // The search box's input has React's `autoFocus`, which React honours by
    // calling focus() inside the commit that mounts the modal; focusing the
    // just-inserted input makes Chromium compute the page's style and layout
    // there, so that commit was the longest task of a first search (24 ms of
    // its 50 at 4× CPU throttle; `node scripts/bench/compare-search.mjs`). The
    // search box's own effect focuses the input too, right after the commit
    // (`o.autoFocus&&o.inputRef.current.focus()`), so without the prop the
    // focus comes a task later, the same for the reader. The code is SearchBox's
    // input: https://github.com/algolia/docsearch/blob/v3.9.0/packages/docsearch-react/src/SearchBox.tsx
    find: 'autoFocus:o.autoFocus,maxLength:64',
    replace: 'maxLength:64',
  },
];

module.exports = patchLoader(PATCHES, { what: 'DocSearch', where: 'node/webpack/docsearchPatches.cjs' });
