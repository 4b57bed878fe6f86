/** What a built page of public/ loads first; see scripts/lib/page-weight.mjs. */
import path from 'node:path';
import { currentChunkFiles as currentChunkFilesIn, firstLoad as firstLoadIn, searchIndexDir as searchIndexDirIn } from '../../scripts/lib/page-weight.mjs';

export const PUBLIC = path.resolve('public');
export const firstLoad = (route: string) => firstLoadIn(PUBLIC, route);
export const searchIndexDir = () => searchIndexDirIn(PUBLIC);
export const currentChunkFiles = () => currentChunkFilesIn(PUBLIC);
