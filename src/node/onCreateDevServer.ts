import type { GatsbyNode } from 'gatsby';
import { loadSiteFrom } from './site';

/** The slice of Express's response used here. */
interface DevResponse {
  type(type: string): DevResponse;
  set(name: string, value: string): DevResponse;
  status(code: number): DevResponse;
  send(body: string): void;
}

/**
 * Under `gatsby develop` the embedded index is served from the current
 * content on each request, so an edited page is searchable after a reload.
 * The page's static query names the index by its content hash; whatever hash
 * it asks for, the answer is the index of the content as it is now.
 */
export const onCreateDevServer: GatsbyNode['onCreateDevServer'] = ({ app, getNodesByType }) => {
  app.get(/^\/search\/index\.[0-9a-f]+\.json$/, async (_req: unknown, res: DevResponse) => {
    try {
      const site = await loadSiteFrom(getNodesByType);
      res.type('application/json').set('Cache-Control', 'no-store').send(site.index.json);
    } catch (error) {
      res.status(500).type('text/plain').send((error as Error).message);
    }
  });
};
