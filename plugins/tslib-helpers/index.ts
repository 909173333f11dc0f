// Build-time only. Docusaurus's packages are CommonJS compiled by TypeScript with its helpers
// imported: `const tslib_1 = require("tslib"); tslib_1.__importDefault(...)`. Webpack cannot
// tell which exports a require() kept in a variable uses, so every page carried all of tslib's
// helpers to call one. For modules under @docusaurus/, "tslib" is resolved to
// client/tslib.ts, which re-exports the two helpers those packages call (index.test.ts checks
// the installed packages), so webpack keeps those two. Other modules get tslib unchanged.
import {fileURLToPath} from 'node:url';
import type {Plugin} from '@docusaurus/types';

/** The modules of the Docusaurus packages. */
export const DOCUSAURUS_MODULES = /[\\/]node_modules[\\/]@docusaurus[\\/]/;

export default function tslibHelpersPlugin(): Plugin {
  return {
    name: 'tslib-helpers',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      const helpers = fileURLToPath(new URL('./client/tslib.ts', import.meta.url));
      return {
        module: {
          rules: [{test: DOCUSAURUS_MODULES, resolve: {alias: {tslib$: helpers}}}],
        },
      };
    },
  };
}
