import {devServerOptions} from './devServer';
import {createPagefindSearchClient, type PagefindSearchClient} from './searchClient';

// Browser code: the search client the site's modal and /search page use, for the bundle at
// `bundleUrl`; under `npm start` it also follows the dev server's rebuilt bundle (devServer.ts).

export function createSiteSearchClient(bundleUrl: string): PagefindSearchClient {
  return createPagefindSearchClient({bundleUrl, ...devServerOptions(bundleUrl)});
}
