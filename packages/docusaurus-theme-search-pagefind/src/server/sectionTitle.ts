// The result group (lvl0) of pages outside any docs sidebar or navbar
// section, per locale. Used by the index (src/index.ts) and the Algolia push (push.ts) alike.
import {themeMessages} from './themeMessages.js';

/** The title in English, and its key in the theme's locale files (locales/<locale>/…json). */
export const DEFAULT_SECTION_TITLE = 'Documentation';
export const SECTION_TITLE_KEY = 'search.sectionTitle';

/**
 * The locale's title for pages outside any section: the site's for the locale, else for its
 * language ("zh" serves "zh-Hans"), else the theme's translation for the locale (found as
 * Docusaurus finds a theme's strings: "zh-TW" reads zh-Hant), else English.
 */
export function sectionTitle(titles: Record<string, string>, locale: string): string {
  const language = locale.split('-')[0]!;
  return (
    titles[locale] ??
    titles[language] ??
    themeMessages(locale)[SECTION_TITLE_KEY] ??
    DEFAULT_SECTION_TITLE
  );
}
