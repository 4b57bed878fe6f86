import type { PatchLoader } from './applyPatches.cjs';

/** See reactDomServerPatch.cjs. */
declare const loader: PatchLoader;
export = loader;
