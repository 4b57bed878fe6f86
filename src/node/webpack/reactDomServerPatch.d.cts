import type { LoaderContext } from 'webpack';

interface Patch {
  name: string;
  find: string;
  replace: string;
}

declare function reactDomServerPatchLoader(this: LoaderContext<unknown>, source: string): string;
declare namespace reactDomServerPatchLoader {
  const PATCHES: Patch[];
  function applyReactDomServerPatch(source: string, file: string): { source: string; errors: string[] };
}
export = reactDomServerPatchLoader;
