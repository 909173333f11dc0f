import {describe, expect, it} from 'vitest';
import {sectionTitle} from './sectionTitle';

describe('sectionTitle', () => {
  it.each([
    // [the site's sectionTitles, locale, title]
    [{}, 'zh-Hans', '文档'],
    [{}, 'zh', '文档'],
    [{}, 'zh-TW', '文件'],
    [{}, 'zh-Hant', '文件'],
    [{}, 'ja', 'ドキュメント'],
    [{}, 'en', 'Documentation'],
    [{}, 'zh-HK', '文件'],
    [{}, 'zh-SG', '文档'],
    [{}, 'fr-FR', 'Documentation'],
    [{}, 'de', 'Dokumentation'],
    [{}, 'de-AT', 'Dokumentation'], // Docusaurus's fallback: the language's file
    [{}, 'ko', '문서'],
    [{}, 'ar', 'التوثيق'],
    [{}, 'pt', 'Documentação'], // pt-BR, as Docusaurus reads "pt"
    [{}, 'sw', 'Documentation'], // no translation: English
    [{en: 'Guides'}, 'en', 'Guides'],
    [{en: 'Guides'}, 'en-GB', 'Guides'], // the language's title serves its locales
    [{zh: '指南'}, 'zh-Hans', '指南'], // the site's language title before the default for the locale
    [{zh: '指南', 'zh-Hans': '手册'}, 'zh-Hans', '手册'],
    [{ja: 'ガイド'}, 'zh-Hans', '文档'],
  ])('%j, %s → %s', (titles, locale, title) => {
    expect(sectionTitle(titles, locale)).toBe(title);
  });
});
