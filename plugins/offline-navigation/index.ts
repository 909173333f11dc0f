// Build-time only. When a click leads to a page whose code cannot be downloaded, Docusaurus's
// client (PendingNavigation, @docusaurus/core 3.10) reloads the tab, assuming a new deployment
// removed the old chunks; offline, that swaps the site for the browser's own offline page. The
// core's import of its preload helper is aliased to client/preload.ts, a wrap that tells the two
// cases apart: when the site cannot be reached it keeps the current page, says so in the page,
// and finishes the navigation when the network returns.
import {createRequire} from 'node:module';
import {fileURLToPath} from 'node:url';
import type {Plugin} from '@docusaurus/types';

const require = createRequire(import.meta.url);

export default function offlineNavigationPlugin(): Plugin {
  return {
    name: 'offline-navigation',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      // PendingNavigation imports it as "./preload" (see prefetch-once for why the key has no extension).
      const corePreload = require
        .resolve('@docusaurus/core/lib/client/preload.js')
        .replace(/\.js$/, '');
      return {
        resolve: {
          alias: {
            [`${corePreload}$`]: fileURLToPath(new URL('./client/preload.ts', import.meta.url)),
          },
        },
      };
    },
  };
}
