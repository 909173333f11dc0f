import type {LoadContext} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import {latestDocsTags, siteManifest} from './siteManifest';
import type {LoadedPluginLike} from './twins';

// The manifest a build writes at the site's root for other sites' readers.

function context(currentLocale: string, baseUrl: string, localeBaseUrls?: Record<string, string>) {
  const locales = ['zh-Hans', 'en', 'pt-BR'];
  return {
    baseUrl,
    siteConfig: {baseUrl: '/notes/', url: 'https://notes.example.org'},
    i18n: {
      defaultLocale: 'zh-Hans',
      locales,
      currentLocale,
      localeConfigs: Object.fromEntries(
        locales.map((locale) => [
          locale,
          {
            htmlLang: locale === 'zh-Hans' ? 'zh-CN' : locale,
            path: locale,
            ...(localeBaseUrls ? {baseUrl: localeBaseUrls[locale]} : {}),
          },
        ]),
      ),
    },
  } as unknown as LoadContext;
}

const docs = (id: string, versions: Array<[string, boolean]>): LoadedPluginLike => ({
  name: 'docusaurus-plugin-content-docs',
  options: {id},
  content: {loadedVersions: versions.map(([versionName, isLast]) => ({versionName, isLast}))},
});

const plugins = [
  docs('default', [
    ['current', false],
    ['2.0', true],
    ['1.0', false],
  ]),
  docs('api', [['current', true]]),
  {name: 'docusaurus-plugin-content-blog', options: {id: 'default'}, content: {}},
];

describe('siteManifest', () => {
  it("lists every locale's bundle when the default locale is built at the root", () => {
    expect(siteManifest(context('zh-Hans', '/notes/'), plugins)).toEqual({
      format: 'docusaurus-theme-search-pagefind',
      version: 1,
      pagefind: '1.6.0',
      url: 'https://notes.example.org',
      defaultLocale: 'zh-Hans',
      locales: ['zh-Hans', 'en', 'pt-BR'].map((locale, i) => ({
        locale,
        htmlLang: locale === 'zh-Hans' ? 'zh-CN' : locale,
        bundle: i === 0 ? 'pagefind/' : `${locale}/pagefind/`,
        tags: ['default', 'docs-default-2.0', 'docs-api-current'],
        tagFilter: true,
      })),
    });
  });

  it('writes none for a locale under the root (the root lists it)', () => {
    expect(siteManifest(context('en', '/notes/en/'), plugins)).toBeNull();
  });

  it('lists its own bundle only when one locale is built at the root', () => {
    const manifest = siteManifest(context('en', '/notes/'), plugins)!;
    expect(manifest.defaultLocale).toBe('en');
    expect(manifest.locales.map(({locale, bundle}) => [locale, bundle])).toEqual([
      ['en', 'pagefind/'],
    ]);
  });

  it("follows each locale's base URL, and leaves out one served elsewhere", () => {
    const manifest = siteManifest(
      context('zh-Hans', '/notes/', {'zh-Hans': '/notes/', en: '/notes/english/', 'pt-BR': '/pt/'}),
      plugins,
    )!;
    expect(manifest.locales.map(({bundle}) => bundle)).toEqual(['pagefind/', 'english/pagefind/']);
  });
});

describe('latestDocsTags', () => {
  it("names each docs instance's latest version", () => {
    expect(latestDocsTags(plugins)).toEqual(['docs-default-2.0', 'docs-api-current']);
  });
});
