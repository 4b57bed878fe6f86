export interface WeighedFile {
  name: string;
  gzipBytes: number;
}
export interface FirstLoad {
  html: { bytes: number; gzipBytes: number };
  js: (WeighedFile & { source: string })[];
  css: WeighedFile[];
}
export function firstLoad(publicDir: string, route: string): FirstLoad;
export function searchIndexDir(publicDir: string): { dir: string; url: string };
export function fileLoader(dir: string): (file: string) => Promise<unknown>;
export function searchFileGzipBytes(dir: string, file: string): number;
export function currentChunkFiles(publicDir: string): string[];
export function inlineStyles(html: string): string;
export function pageFiles(publicDir: string): string[];
