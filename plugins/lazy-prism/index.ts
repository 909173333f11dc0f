// Build-time only. Takes Prism out of what pages load to start:
// - The classic theme registers Prism's extra languages from a client module that every page
//   runs at start-up, which put prism-react-renderer, and Prism's costly set-up of its bundled
//   languages, in every page's main bundle. That client module is replaced with an empty one;
//   src/theme/CodeBlock/Content/HighlightedLines.tsx registers the languages instead.
// - src/theme/CodeBlock/Content/highlighter.ts loads HighlightedLines on demand in the
//   browser; the server build gets highlighter.server.ts, which imports it as it is, so the
//   built HTML holds every block highlighted.
import {createRequire} from 'node:module';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

const require = createRequire(import.meta.url);

export default function lazyPrismPlugin(context: LoadContext): Plugin {
  const content = path.join(context.siteDir, 'src/theme/CodeBlock/Content');
  return {
    name: 'lazy-prism',
    configureWebpack(_config, isServer) {
      const themeClientModule =
        require.resolve('@docusaurus/theme-classic/lib/prism-include-languages.js');
      const alias: Record<string, string | false> = {[themeClientModule]: false};
      if (isServer) {
        // The import is "./highlighter", resolved against Content/ before aliases apply.
        alias[`${path.join(content, 'highlighter')}$`] = path.join(
          content,
          'highlighter.server.ts',
        );
      }
      return {resolve: {alias}};
    },
  };
}
