import type { LoaderContext } from 'webpack';

/** See applyPatches.cjs. */
export interface Patch {
  name: string;
  find: string;
  replace: string;
}

export interface PatchLoader {
  (this: LoaderContext<unknown>, source: string): string;
  /** Applies every patch to `source`; returns it and the errors, each naming `file`. */
  patch: (source: string, file: string) => { source: string; errors: string[] };
  PATCHES: Patch[];
}

export declare function applyPatches(
  source: string,
  file: string,
  patches: Patch[],
  about: { what: string; where: string },
): { source: string; errors: string[] };
export declare function patchLoader(patches: Patch[], about: { what: string; where: string }): PatchLoader;
