import {describe, expect, it} from 'vitest';
import {
  readerLocale,
  readSiteManifest,
  SITE_MANIFEST_FORMAT,
  SITE_MANIFEST_VERSION,
  type SiteManifestLocale,
} from './siteManifest';

// The manifest another site publishes: read when it is this theme's, of this layout and of the
// reader's Pagefind release; refused with one reason otherwise; and the locale a reader searches.

const locale = (
  code: string,
  htmlLang = code,
  bundle = `${code}/pagefind/`,
): SiteManifestLocale => ({
  locale: code,
  htmlLang,
  bundle,
  tags: ['default', 'docs-default-current'],
  tagFilter: false,
});

const good = {
  format: SITE_MANIFEST_FORMAT,
  version: SITE_MANIFEST_VERSION,
  pagefind: '1.6.0',
  url: 'https://api.example.org',
  defaultLocale: 'en',
  locales: [locale('en', 'en', 'pagefind/'), locale('zh-Hant', 'zh-TW'), locale('pt-BR')],
};

describe('readSiteManifest', () => {
  it('reads a manifest of this theme', () => {
    expect(readSiteManifest(JSON.parse(JSON.stringify(good)), '1.6.0')).toEqual(good);
  });

  it.each([
    [null, /not a manifest of docusaurus-theme-search-pagefind/],
    ['<html>', /not a manifest of docusaurus-theme-search-pagefind/],
    [{...good, format: 'other'}, /not a manifest/],
    [{...good, version: 2}, /layout version is 2, this theme reads version 1/],
    [
      {...good, pagefind: '1.5.0'},
      /written by Pagefind 1\.5\.0, this theme reads Pagefind 1\.6\.0/,
    ],
    [{...good, locales: []}, /lists no locale/],
    [{...good, url: 'javascript:alert(1)'}, /site URL is not http/],
    [{...good, defaultLocale: 'fr'}, /default locale has no bundle/],
    [{...good, locales: [locale('en', 'en', '../pagefind/')]}, /not a folder below the site/],
    [{...good, locales: [locale('en', 'en', 'https://x.org/pagefind/')]}, /not a folder below/],
    [{...good, locales: [locale('en', 'en', '/pagefind/')]}, /not a folder below the site/],
    [{...good, locales: [{...locale('en'), tags: 'default'}]}, /no list of tags/],
    [{...good, locales: Array.from({length: 101}, (_, i) => locale(`l${i}`))}, /too many locales/],
    [{...good, defaultLocale: 'x'.repeat(300)}, /not a short string/],
  ])('refuses %j', (json, reason) => {
    expect(() => readSiteManifest(json, '1.6.0')).toThrow(reason);
  });
});

describe('readerLocale', () => {
  const manifest = readSiteManifest(good, '1.6.0');
  it.each([
    ['pt-BR', 'pt-BR', 'pt-BR'],
    ['zh-Hant', 'zh-Hant', 'zh-Hant'],
    // the same <html lang>, then the same language
    ['zh-TW', 'zh-TW', 'zh-Hant'],
    ['zh-Hans', 'zh-CN', 'zh-Hant'],
    ['pt', 'pt-PT', 'pt-BR'],
    ['EN', 'en-US', 'en'],
    // else the default locale
    ['ja', 'ja', 'en'],
  ])('a reader of %s (%s) searches %s', (code, htmlLang, expected) => {
    expect(readerLocale(manifest, code, htmlLang).locale).toBe(expected);
  });
});
