/**
 * The key a theme message travels under in a build of several locales: the Babel plugin
 * (plugins/babel-plugin-translate.cjs) writes each translate() call's id as it, and a locale's
 * messages (node/themeMessages.ts) are keyed by it. An id of themeIds.json (every translate()
 * of src/, written by `npm run theme-ids`) is its place in that list in base 36, so pages carry
 * `1w` for `theme.docs.versions.latestVersionSuggestionLabel`; another id (a call the list does not
 * have yet, the navbar's and footer's labels) is itself. Ids have dots; the places do not.
 * CommonJS, as Babel requires its plugins.
 */
const fs = require('node:fs');
const path = require('node:path');

const THEME_IDS_FILE = path.join(__dirname, 'themeIds.json');

/** The key of each id, from the list as the file holds it now (read each time: `gatsby develop` outlives an edit of it), or as `text` gives it. */
function messageKeys(text = fs.readFileSync(THEME_IDS_FILE, 'utf8')) {
  const places = new Map(JSON.parse(text).map((id, i) => [id, i.toString(36)]));
  return (id) => places.get(id) ?? id;
}

module.exports = { messageKeys, THEME_IDS_FILE };
