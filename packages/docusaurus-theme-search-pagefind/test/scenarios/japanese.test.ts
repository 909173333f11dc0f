import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {pagefindJs, siteReader} from '../support/bundleEngines';
import {serveSite, type ServedSite} from '../support/servedBundles';
import {fold} from '../../src/client/text/fold';
import {normalizeQuery} from '../../src/client/engine/reader';
import type {PagefindModule} from '../../src/client/engine/types';

// A Japanese site (a locale Pagefind segments with its own Japanese dictionary), on one real
// bundle: the reader finds words in kanji and in kana, whose voicing marks (ビ is not ヒ)
// Pagefind keeps in the index and in pagefind.js's queries, as pagefind.js does: folding that
// drops them would leave every katakana word unanswered.

const pages = [
  {
    url: 'http://localhost/ja/docs/intro',
    title: '港湾ガイド',
    text: '防波堤の無線ビーコンが古い桟橋の明かりに代わりました。',
  },
  {
    url: 'http://localhost/ja/docs/lanterns',
    title: '提灯の合図',
    text: '各桟橋では夕暮れから夜明けまで提灯がともされています。',
  },
  {
    url: 'http://localhost/ja/guides/rigging',
    title: '艤装',
    text: 'レガッタの前に、乗組員は港湾の斜路で帆とマストを整えます。',
  },
];

let site: ServedSite;

beforeAll(async () => {
  site = await serveSite({
    bundles: [
      {
        folder: 'pagefind',
        pages: pages.map(({url, title, text}) => [
          url,
          `<html lang="ja"><head><meta name="docsearch:language" content="ja"></head><body><article><h1>${title}</h1><p>${text}</p></article></body></html>`,
        ]),
      },
    ],
  });
}, 120_000);

afterAll(() => site?.close());

async function urls(engine: PagefindModule, query: string): Promise<string[]> {
  const results = (await engine.search(query))?.results ?? [];
  return (await Promise.all(results.map((result) => result.data()))).map((data) => data.url).sort();
}

describe('a Japanese bundle', () => {
  it('keeps kana voicing marks where diacritics are removed', () => {
    expect(fold('ビーコン Café')).toBe('ビーコン cafe');
    expect(normalizeQuery('ビーコン', 'ja').words).toEqual(['ビーコン']);
    expect(normalizeQuery('レガッタ', 'ja').words).toEqual(['レガッタ']);
    expect(normalizeQuery('naïve', 'ja').words).toEqual(['naive']);
  });

  it('answers words in kanji and in kana, as pagefind.js does', async () => {
    const ours = siteReader(site.bundleUrl('pagefind'));
    const theirs = await pagefindJs(site, 'pagefind');
    const expected: Record<string, string[]> = {
      ビーコン: ['http://localhost/ja/docs/intro'],
      レガッタ: ['http://localhost/ja/guides/rigging'],
      提灯: ['http://localhost/ja/docs/lanterns'],
      港湾: ['http://localhost/ja/docs/intro', 'http://localhost/ja/guides/rigging'],
    };
    for (const [query, found] of Object.entries(expected))
      expect(await urls(ours, fold(query)), query).toEqual(found);
    // pagefind.js looks for words in the index chunks it has loaded and not in titles cut into
    // words (港湾ガイド), which the reader does: compare the words of the body text.
    for (const query of ['ビーコン', 'レガッタ', '提灯'])
      expect(await urls(theirs, query), `pagefind.js: ${query}`).toEqual(expected[query]);
  });
});
