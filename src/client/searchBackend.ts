/**
 * Which search answers the reader: Algolia when the site has an app and a key,
 * else the embedded index. A module of its own because the search button and
 * the page's head need only this, on every page, while the rest of the search
 * settings (src/client/searchConfig.ts) load with the modal.
 */
import { siteConfig } from '../config/site';
import { searchBackend } from '../lib/search/settings';

export const SEARCH_BACKEND = searchBackend(siteConfig.search.appId, siteConfig.search.apiKey);
