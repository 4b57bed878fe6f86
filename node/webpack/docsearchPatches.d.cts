import type { PatchLoader } from './applyPatches.cjs';

/** See docsearchPatches.cjs. */
declare const loader: PatchLoader;
export = loader;
