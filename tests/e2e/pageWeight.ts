/** What a built page of public/ loads first; see scripts/lib/page-weight.mjs. */
import path from 'node:path';
import { firstLoad as firstLoadIn, searchIndexFile as searchIndexFileIn } from '../../scripts/lib/page-weight.mjs';

export const PUBLIC = path.resolve('public');
export const firstLoad = (route: string) => firstLoadIn(PUBLIC, route);
export const searchIndexFile = () => searchIndexFileIn(PUBLIC);
