// Stands in for the site's page frame in the develop shell's bundle, which renders no page
// (see node/webpack/developShell.ts).
exports.wrapPageElement = ({ element }) => element;
