import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {siteReader} from '../../test/support/bundleEngines';
import {serveSite, type BundleContent, type ServedSite} from '../../test/support/servedBundles';
import {chapterPage} from './chapterPage';
import {siteRanker, type Ranker} from './engines';
import {knownItemQueries} from './knownItems';
import {localeChapters} from './languages';
import type {PagefindModule} from '../../src/client/engine/types';

// A page whose title is the query comes first, though Pagefind's score puts it below pages
// that write the word more often: the Rust Book's appendices (bench/quality/corpus-slice/
// appendices/<locale>, committed), whose short first page is titled "Appendix" (付録) and whose
// others are titled "Appendix A: Keywords" and so on and write the word many times, shaped as
// built pages, extracted, indexed and searched with the site's search client as the modal asks.

const SLICE_DIR = path.join(__dirname, 'corpus-slice', 'appendices');
const LOCALES = ['en', 'ja'];

// And a page whose title holds the query's word, below five pages whose title and text hold
// words of its stem (the Rust Book's "useful", stemmed "use": its "Useful Development Tools" is
// Pagefind's sixth page, after pages titled "Using …" that write "use" often).
const FILLER = Array.from({length: 400}, (_, i) => `filler${i % 50}`).join(' ');
const WORD_PAGES: Record<string, [title: string, body: string]> = {
  ...Object.fromEntries(
    Array.from({length: 6}, (_, i) => [
      `using-tool-${i}`,
      [
        `Using tool ${i}`,
        // Sections enough that the first five pages hold the hits the modal asks for.
        Array.from(
          {length: 5},
          (_, j) => `## Step ${j}\n\nUse it: users use it, we used it, using it ${i} times.`,
        ).join('\n\n'),
      ],
    ]),
  ),
  'useful-development-tools': ['Useful development tools', `${FILLER}. It is useful.`],
};

let site: ServedSite;
let wordsReader: PagefindModule;
const rankers = new Map<string, Ranker>();
/** The chapter names of a query's pages, best first. */
const chapters = async (locale: string, query: string) =>
  (await rankers.get(locale)!(query)).map((url) => url.replace(/^.*\//, ''));
const titles = new Map<string, Array<{query: string; expect: string[]}>>();

beforeAll(async () => {
  const bundles: BundleContent[] = [];
  for (const locale of LOCALES) {
    const found = await localeChapters([SLICE_DIR], locale);
    if (!found) throw new Error(`No slice for ${locale} in ${SLICE_DIR}`);
    bundles.push({
      folder: `${locale}/pagefind`,
      pages: found.chapters.map((c) => chapterPage(c.text, c.name, locale)),
    });
    titles.set(
      locale,
      knownItemQueries(found.chapters, locale).filter((q) => q.category === 'title'),
    );
  }
  bundles.push({
    folder: 'words/pagefind',
    pages: Object.entries(WORD_PAGES).map(([name, [title, body]]) =>
      chapterPage(`---\ntitle: ${title}\n---\n\n${body}\n`, name, 'en'),
    ),
  });
  site = await serveSite({bundles});
  for (const locale of LOCALES)
    rankers.set(locale, siteRanker(site.bundleUrl(`${locale}/pagefind`), locale));
  rankers.set('words', siteRanker(site.bundleUrl('words/pagefind'), 'en'));
  wordsReader = siteReader(site.bundleUrl('words/pagefind'));
}, 120_000);

afterAll(() => site?.close());

describe('a page whose title is the query comes first', () => {
  it.each([
    ['en', 'Appendix'],
    ['ja', '付録'],
  ])('%s: "%s" shows the appendices\' first page first', async (locale, query) => {
    expect((await chapters(locale, query))[0]).toBe('appendix-00');
  });

  it.each(LOCALES)("%s: every appendix's title shows it first", async (locale) => {
    const misses: string[] = [];
    for (const {query, expect: wanted} of titles.get(locale)!) {
      const pages = await chapters(locale, query);
      if (!wanted.includes(pages[0])) misses.push(`${query} → ${pages.slice(0, 3).join(', ')}`);
    }
    expect(misses).toEqual([]);
  });
});

describe("a page whose title holds the query's word is shown", () => {
  it('shows it in the top 3, though Pagefind scores five pages above it', async () => {
    const {results} = (await wordsReader.search('useful'))!;
    const urls = await Promise.all(results.map(async (r) => (await r.data()).url));
    // (The case this is about: the page is past the first five Pagefind gives.)
    expect(urls.findIndex((url) => url.endsWith('/useful-development-tools'))).toBeGreaterThan(4);
    expect((await chapters('words', 'useful')).slice(0, 3)).toContain('useful-development-tools');
  });

  it('knows the titled pages from the index, and not while the word is being typed', async () => {
    const titled = async (query: string) => {
      const {results} = (await wordsReader.search(query))!;
      const pages = await Promise.all(
        results.map(async (r) => [(await r.data()).url.replace(/^.*\//, ''), r.title] as const),
      );
      return pages.filter(([, title]) => title).sort();
    };
    // "Useful …" starts with it (2); "Using …" are of its stem, "use", at their start too.
    expect(await titled('useful')).toEqual(
      [
        ...Array.from({length: 6}, (_, i) => [`using-tool-${i}`, 2]),
        ['useful-development-tools', 2],
      ].sort(),
    );
    expect(await titled('development')).toEqual([['useful-development-tools', 1]]);
    expect(await titled('usef')).toEqual([]);
  });
});
