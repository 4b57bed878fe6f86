/**
 * The short key a theme message travels under in a build of several locales: the Babel plugin
 * (plugins/babel-plugin-translate.cjs) writes each translate() call's id as it, and a locale's
 * messages (src/node/themeMessages.ts) are keyed by it, so pages carry `egjfnb` for
 * `theme.docs.versions.latestVersionSuggestionLabel`: FNV-1a, 30 of its bits in base 36 (six
 * characters at most; a unit test holds the theme's ids free of clashes). It has no dot, so it never
 * equals the keys of the navbar's and footer's labels, which stay whole (their ids are made at run
 * time: `navbar.item.label.${label}`). CommonJS, as Babel requires its plugins.
 */
function messageKey(id) {
  let hash = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) {
    hash ^= id.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 2).toString(36);
}

module.exports = { messageKey };
