import {DEV_STATUS_FILE} from '../../shared/types';
import type {PagefindSearchClientOptions} from './types';
import {fetchWithTimeout} from '../engine/timeout';

// Dev server only: under `npm start` the plugin rebuilds the bundle from the
// Markdown sources each time one is saved (server/devIndex.ts). Before each search the client
// asks for the bundle's version and drops what it read of an older one; an indexing error in the
// dev server becomes the modal's error screen. In a production build this is dead code.

export function devServerOptions(
  bundleUrl: string,
): Pick<PagefindSearchClientOptions, 'indexVersion'> {
  if (process.env.NODE_ENV !== 'development') return {};
  const get = fetchWithTimeout();
  return {
    async indexVersion() {
      const response = await get(`${bundleUrl}${DEV_STATUS_FILE}`, {cache: 'no-store'});
      if (!response.ok) throw new Error(`${DEV_STATUS_FILE}: HTTP ${response.status}`);
      const status = (await response.json()) as {version?: number; error?: string | null};
      if (status.error)
        throw new Error(`The dev server could not index the sources: ${status.error}`);
      return String(status.version ?? 0);
    },
  };
}
