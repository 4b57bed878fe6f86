// DocSearch 3.9 shows "Unable to fetch results" when every search host fails,
// but only for one tick: its autocomplete core sets the status to "error" and
// then a `.finally` puts it back to "idle", so the modal ends on the no-results
// screen. This loader keeps "error" until the next keystroke (which sets
// "loading" anyway). It fails the build if the code it rewrites is not found,
// so a DocSearch upgrade cannot drop the fix silently.
const FIND = '.finally((function(){p("idle"),lt&&o.environment.clearTimeout(lt)}))';
const REPLACE = '.finally((function(){"error"!==c.getState().status&&p("idle"),lt&&o.environment.clearTimeout(lt)}))';

module.exports = function docsearchErrorStatusLoader(source) {
  const count = source.split(FIND).length - 1;
  if (count !== 1) {
    this.emitError(new Error(`docsearch-error-status loader: expected the status reset once in ${this.resourcePath}, found it ${count} times. Check the fix against this DocSearch version.`));
    return source;
  }
  return source.replace(FIND, REPLACE);
};
