import type { LoaderContext } from 'webpack';

interface DocsearchPatch {
  name: string;
  find: string;
  replace: string;
}

declare function docsearchPatchesLoader(this: LoaderContext<unknown>, source: string): string;
declare namespace docsearchPatchesLoader {
  const PATCHES: DocsearchPatch[];
  function applyDocsearchPatches(source: string, file: string): { source: string; errors: string[] };
}
export = docsearchPatchesLoader;
