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
export function searchIndexFile(publicDir: string): WeighedFile;
