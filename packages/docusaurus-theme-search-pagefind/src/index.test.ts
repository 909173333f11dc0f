import path from 'node:path';
import {fileURLToPath} from 'node:url';
import type {LoadContext} from '@docusaurus/types';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import {describe, expect, it} from 'vitest';
import type {SearchGlobalData} from './shared/globalData';
import themeSearchPagefind, {validateOptions, type Options} from './index';

// What contentLoaded hands the browser (the global data): the engine's options are the site's,
// picked once from the validated options, with nothing of the others.

/** The repository's own site: its Docusaurus is the one the theme resolves. */
const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const context = {
  siteDir,
  baseUrl: '/notes/',
  i18n: {
    currentLocale: 'en',
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {en: {htmlLang: 'en'}},
  },
  siteConfig: {title: 'Notes', url: 'https://notes.example.org', future: {}},
} as unknown as LoadContext;

/** The global data the theme writes for `options`, as Docusaurus validates them. */
async function globalData(options: Options): Promise<SearchGlobalData> {
  const validated = validateOptions({validate: normalizePluginOptions as never, options});
  const plugin = themeSearchPagefind(context, validated);
  let data: unknown;
  await plugin.contentLoaded!({
    content: undefined,
    allContent: {},
    actions: {setGlobalData: (written: unknown) => (data = written), addRoute: () => {}},
  } as never);
  return data as SearchGlobalData;
}

describe('the global data', () => {
  it("holds the engine's options the site sets", async () => {
    const ranking = {termFrequency: 0.5, termSaturation: 1};
    expect((await globalData({ranking, pageMarks: false})).engineOptions).toEqual({ranking});
  });

  it("holds no engine's option the site leaves to Pagefind", async () => {
    expect(await globalData({})).not.toHaveProperty('engineOptions');
  });
});
