// Rewrites of a dependency's built code, applied as webpack loads it (docsearchPatches.cjs,
// reactDomServerPatch.cjs). Each patch names the exact code it rewrites; code found other than once
// is an error naming the patch, the file and where the patch is kept, so an upgrade of the
// dependency cannot drop a fix silently.

/**
 * Applies each of `patches` to `source`; returns it and the errors.
 * @param {string} source
 * @param {string} file
 * @param {{ name: string, find: string, replace: string }[]} patches
 * @param {{ what: string, where: string }} about what the patches are for ("DocSearch") and the file that keeps them
 */
function applyPatches(source, file, patches, { what, where }) {
  const errors = [];
  let out = source;
  for (const patch of patches) {
    const count = out.split(patch.find).length - 1;
    if (count !== 1) {
      errors.push(
        `${what} patch "${patch.name}": expected its code once in ${file}, found it ${count} times. Check the patch in ${where} against this ${what} version.`,
      );
      continue;
    }
    out = out.replace(patch.find, () => patch.replace);
  }
  return { source: out, errors };
}

/**
 * The webpack loader that applies `patches` to the module it loads, each error the build's; with
 * `patch(source, file)` and `PATCHES` for the tests. (Not `apply`: webpack calls the loader with
 * Function.prototype.apply.)
 */
function patchLoader(patches, about) {
  const patch = (source, file) => applyPatches(source, file, patches, about);
  function loader(source) {
    const { source: out, errors } = patch(source, this.resourcePath);
    for (const message of errors) this.emitError(new Error(message));
    return out;
  }
  return Object.assign(loader, { patch, PATCHES: patches });
}

module.exports = { applyPatches, patchLoader };
