import {existsSync} from 'node:fs';
import {readdir} from 'node:fs/promises';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {serveSite, type ServedSite} from '../../test/support/servedBundles';
import {chapterPage} from './chapterPage';
import {siteRanker} from './engines';
import {answerable, knownItemQueries} from './knownItems';
import {localeChapters} from './languages';
import {outcome, score, type Outcome} from './metrics';

// The languages part of the quality bench in `npm test`: five chapters of each translation of
// the Rust Book (bench/quality/corpus-slice/<locale>, committed), shaped as built pages,
// extracted, indexed and searched with the site's real extractor, indexer and search client as
// the modal asks it, with the known-item queries generated from their titles. No query whose
// words are all in one page may find nothing; `npm run bench:quality` measures whole books,
// with pagefind.js alongside.

const SLICE_DIR = path.join(__dirname, 'corpus-slice');
/** The translations' slices (zh and en have floor.test.ts's chapters and query sets). */
const TRANSLATIONS = ['ja', 'ko', 'es', 'fr', 'de', 'pt-BR', 'ru', 'vi', 'zh-TW', 'ar', 'it', 'id'];

/**
 * Chapters a translation's slice holds beside the five all share: Japanese titles whose words
 * the browser's segmenter and the indexer cut differently (すべきかするまいか, one word in the
 * index, six in the query; コマンドラインプログラムを), and the chapters holding the words a
 * search matching the query's words one by one finds instead (see chineseRuns.ts's mergeRuns).
 */
const EXTRA: Readonly<Record<string, readonly string[]>> = {
  ja: [
    'ch09-01-unrecoverable-errors-with-panic.md',
    'ch09-03-to-panic-or-not-to-panic.md',
    'ch12-00-an-io-project.md',
    'ch12-04-testing-the-librarys-functionality.md',
    'ch14-02-publishing-to-crates-io.md',
  ],
};

/** Title queries found in the top 3, per locale, at least: every one. */
const TITLE_HITS3 = 1;

let site: ServedSite;
const runs = new Map<string, {outcomes: Outcome[]; emptyAnswerable: string[]}>();

describe('search quality floor on the Rust Book in twelve more languages', () => {
  beforeAll(async () => {
    const chapters = new Map<string, NonNullable<Awaited<ReturnType<typeof localeChapters>>>>();
    for (const locale of TRANSLATIONS) {
      const found = await localeChapters([SLICE_DIR], locale);
      if (!found) throw new Error(`No slice for ${locale} in ${SLICE_DIR}`);
      chapters.set(locale, found);
    }
    site = await serveSite({
      bundles: TRANSLATIONS.map((locale) => ({
        folder: `${locale}/pagefind`,
        pages: chapters.get(locale)!.chapters.map((c) => chapterPage(c.text, c.name, locale)),
      })),
    });
    for (const locale of TRANSLATIONS) {
      const search = siteRanker(site.bundleUrl(`${locale}/pagefind`), locale);
      const own = chapters.get(locale)!.chapters;
      const run = {outcomes: [] as Outcome[], emptyAnswerable: [] as string[]};
      for (const q of knownItemQueries(own, locale)) {
        const pages = await search(q.query);
        run.outcomes.push(outcome(q, pages));
        if (pages.length === 0 && answerable(q.query, own, locale))
          run.emptyAnswerable.push(q.query);
      }
      runs.set(locale, run);
    }
  }, 180_000);

  afterAll(() => site?.close());

  it('has five chapters of each translation, aligned by file name, and its extra ones', async () => {
    const names = await Promise.all(
      TRANSLATIONS.map(async (l) =>
        (await readdir(path.join(SLICE_DIR, l)))
          .filter((f) => f.endsWith('.md') && !EXTRA[l]?.includes(f))
          .sort(),
      ),
    );
    for (const list of names) expect(list).toEqual(names[0]);
    expect(names[0]).toHaveLength(5);
    for (const [locale, extra] of Object.entries(EXTRA))
      for (const file of extra) expect(existsSync(path.join(SLICE_DIR, locale, file))).toBe(true);
  });

  it.each(TRANSLATIONS)(
    '%s: every query whose words are all in one page finds something',
    (locale) => {
      expect(runs.get(locale)!.emptyAnswerable).toEqual([]);
    },
  );

  it.each(TRANSLATIONS)('%s: the modal shows the titled chapter in its top 3', (locale) => {
    const titles = score(runs.get(locale)!.outcomes.filter((o) => o.query.category === 'title'));
    expect(titles.queries).toBe(5 + (EXTRA[locale]?.length ?? 0));
    expect(titles.hits3).toBeGreaterThanOrEqual(TITLE_HITS3);
  });
});
