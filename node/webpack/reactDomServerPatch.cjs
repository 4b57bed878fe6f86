// React 18.3's server renderer, as webpack bundles it for the pages' HTML (onCreateWebpackConfig.ts).
// renderToPipeableStream encodes text into 2,048-byte views; when a string does not fit and the
// view's last bytes cannot take its next multi-byte character, it sends the whole view, unused
// zero bytes and all, then the rest in the next one: pages in Arabic, Chinese or Korean got NUL
// bytes between their characters (in text, which browsers drop; in attributes, U+FFFD: ids and
// labels that no longer match). React fixed it in 19 only (https://github.com/facebook/react/pull/26228,
// https://github.com/facebook/react/issues/31134); this is that fix: send the bytes written.
const { patchLoader } = require('./applyPatches.cjs');

const PATCHES = [
  {
    name: 'only the bytes written sent at a chunk boundary',
    // writeChunk of react-dom-server.node.production.min.js 18.3.1 (`k` the view, `l` the bytes written in it, `t` writeToDestination):
    // https://github.com/facebook/react/blob/v18.3.1/packages/react-server/src/ReactServerStreamConfigNode.js
    find: 'd<b.length&&(t(a,k),k=new Uint8Array(2048)',
    replace: 'd<b.length&&(t(a,k.subarray(0,l)),k=new Uint8Array(2048)',
  },
];

module.exports = patchLoader(PATCHES, { what: 'react-dom/server', where: 'node/webpack/reactDomServerPatch.cjs' });
