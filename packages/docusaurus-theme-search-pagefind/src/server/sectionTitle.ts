// Build-time (Node): the result group (lvl0) of pages outside any docs sidebar or navbar
// section, per locale. Used by the index (src/index.ts) and the Algolia push (push.ts) alike.

/** By locale or language; Traditional Chinese before the language's Simplified default. */
const DEFAULT_SECTION_TITLES: Record<string, string> = {
  zh: '文档',
  'zh-Hant': '文件',
  'zh-TW': '文件',
  'zh-HK': '文件',
  ja: 'ドキュメント',
};

/**
 * The locale's title for pages outside any section: the site's for the locale, else for its
 * language ("zh" serves "zh-Hans"), else the default for the locale or its language, else English.
 */
export function sectionTitle(titles: Record<string, string>, locale: string): string {
  const language = locale.split('-')[0]!;
  return (
    titles[locale] ??
    titles[language] ??
    DEFAULT_SECTION_TITLES[locale] ??
    DEFAULT_SECTION_TITLES[language] ??
    'Documentation'
  );
}
