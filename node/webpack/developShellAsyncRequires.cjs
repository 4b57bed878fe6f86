// Stands in for Gatsby's list of every page template in the develop shell's bundle, which renders no page
// (see node/webpack/developShell.ts).
exports.components = {};
