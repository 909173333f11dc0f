// Build-time only. Takes Prism out of the main bundle that every page loads: the classic theme
// registers Prism's extra languages from a client module that every page runs at start-up,
// which puts prism-react-renderer, and Prism's costly set-up of its bundled languages, in the
// main bundle even of pages without code. That client module is replaced with an empty one,
// and src/theme/CodeBlock/Content registers the languages itself, so Prism comes with the code
// block component, in the chunk of the pages that render Markdown.
import {createRequire} from 'node:module';
import type {Plugin} from '@docusaurus/types';

const require = createRequire(import.meta.url);

export default function lazyPrismPlugin(): Plugin {
  return {
    name: 'lazy-prism',
    configureWebpack() {
      const themeClientModule = require.resolve('@docusaurus/theme-classic/lib/prism-include-languages.js');
      return {resolve: {alias: {[themeClientModule]: false}}};
    },
  };
}
