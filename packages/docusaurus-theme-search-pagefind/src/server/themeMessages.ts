// The theme's own translated strings, locales/<locale>/<plugin name>.json in
// the package, as Docusaurus reads a theme's default code translations.
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {PLUGIN_NAME} from '../shared/globalData.js';
import {docusaurusModule} from './siteDocusaurus.js';

/**
 * The package's locales folder. This module runs from src/server (tests) and lib/node/server
 * (the published build), so the folder is found from the nearest package.json up.
 */
export const THEME_LOCALES_DIR: string = (() => {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!fs.existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`${PLUGIN_NAME}: no package.json above ${dir}`);
    dir = parent;
  }
  return path.join(dir, 'locales');
})();

/**
 * The theme's strings for `locale`, from the first file of the locales Docusaurus tries for it
 * ("zh-TW" → zh-Hant, "pt" → pt-BR, "fr-CA" → fr); empty when it has none (English is the code's).
 */
export function themeMessages(locale: string): Record<string, string> {
  const {codeTranslationLocalesToTry} = docusaurusModule<
    typeof import('@docusaurus/theme-translations')
  >('@docusaurus/theme-translations');
  for (const candidate of codeTranslationLocalesToTry(locale)) {
    const file = path.join(THEME_LOCALES_DIR, candidate, `${PLUGIN_NAME}.json`);
    if (fs.existsSync(file))
      return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
  }
  return {};
}
