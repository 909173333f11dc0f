// Build-time only. Docusaurus prefetches the chunks of every route that a link in view points
// to, with one <link rel="prefetch"> per chunk and route, and routes share chunks (every doc
// needs its docs version's metadata): on the long doc page that was 240 link elements for 23
// files, all added while the page hydrates, which made the main thread busy for about 160 ms
// under Lighthouse's mobile CPU slowdown. The core's import of its prefetch helper is aliased
// to client/prefetch.ts, a wrap of that helper which asks for each file once, when the main
// thread is idle.
import {createRequire} from 'node:module';
import {fileURLToPath} from 'node:url';
import type {Plugin} from '@docusaurus/types';

const require = createRequire(import.meta.url);

export default function prefetchOncePlugin(): Plugin {
  return {
    name: 'prefetch-once',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      // docusaurus.js imports it as "./prefetch", which the resolver joins to its folder before
      // matching aliases: hence the key without the extension.
      const corePrefetch = require
        .resolve('@docusaurus/core/lib/client/prefetch.js')
        .replace(/\.js$/, '');
      return {
        resolve: {
          alias: {
            [`${corePrefetch}$`]: fileURLToPath(new URL('./client/prefetch.ts', import.meta.url)),
          },
        },
      };
    },
  };
}
