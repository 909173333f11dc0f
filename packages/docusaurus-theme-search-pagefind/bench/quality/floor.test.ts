import {readdir, readFile} from 'node:fs/promises';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {serveSite, type ServedSite} from '../../test/support/servedBundles';
import {chapterPage} from './chapterPage';
import {siteRanker} from './engines';
import {
  loadQueries,
  outcome,
  qualityLocales,
  score,
  type Locale,
  type Outcome,
  type QualityQuery,
} from './metrics';

// The quality bench's floor in `npm test`: 16 real chapters of the Rust Book per locale
// (bench/quality/corpus-slice, committed), shaped as built pages (chapterPage.ts), extracted,
// indexed and searched with the site's real extractor, indexer and search client as the modal
// asks it. The queries are those of bench/quality/queries.<locale>.json that expect one of
// these chapters. A drop below the floors fails CI; `npm run bench:quality` measures the whole
// book, with pagefind.js alongside.

const SLICE_DIR = path.join(__dirname, 'corpus-slice');
let slice: string[] = [];

/**
 * Floors about three queries below what the engine scores on this slice, so that a real drop
 * fails and a query that moves by a rank does not; the typo floor allows one miss per locale,
 * as a typo query is also found through its other words.
 */
const FLOORS: Record<Locale, {hits1: number; hits3: number; typoHits3: number}> = {
  zh: {hits1: 0.85, hits3: 0.9, typoHits3: 0.8},
  en: {hits1: 0.85, hits3: 0.9, typoHits3: 0.85},
};

const sliceQueries = (locale: Locale): QualityQuery[] =>
  loadQueries(locale).filter((q) => q.expect.some((chapter) => slice.includes(chapter)));

let site: ServedSite;
const outcomes = {} as Record<Locale, Outcome[]>;

describe('search quality floor on a slice of the Rust Book', () => {
  beforeAll(async () => {
    slice = (await readdir(path.join(SLICE_DIR, 'en')))
      .filter((f) => f.endsWith('.md'))
      .map((f) => f.slice(0, -3));
    const pagesOf = (locale: Locale) =>
      Promise.all(
        slice.map(async (chapter) =>
          chapterPage(
            await readFile(path.join(SLICE_DIR, locale, `${chapter}.md`), 'utf8'),
            chapter,
            locale,
          ),
        ),
      );
    site = await serveSite({
      bundles: await Promise.all(
        qualityLocales.map(async (locale) => ({
          folder: `${locale}/pagefind`,
          pages: await pagesOf(locale),
        })),
      ),
    });
    for (const locale of qualityLocales) {
      const search = siteRanker(site.bundleUrl(`${locale}/pagefind`), locale);
      outcomes[locale] = [];
      for (const q of sliceQueries(locale))
        outcomes[locale].push(outcome(q, await search(q.query)));
    }
  }, 120_000);

  afterAll(() => site?.close());

  it.each(qualityLocales)('%s: enough queries of each kind are in the slice', (locale) => {
    const kinds = new Set(sliceQueries(locale).map((q) => q.category));
    expect(sliceQueries(locale).length).toBeGreaterThanOrEqual(25);
    expect([...kinds]).toEqual(
      expect.arrayContaining(
        locale === 'zh'
          ? ['topic', 'api', 'zh2', 'mixed', 'prefix', 'typo']
          : ['topic', 'api', 'prefix', 'typo'],
      ),
    );
  });

  it.each(qualityLocales)(
    '%s: the modal finds the expected chapter at or above the floors',
    (locale) => {
      const plain = score(outcomes[locale].filter((o) => o.query.category !== 'typo'));
      const typos = score(outcomes[locale].filter((o) => o.query.category === 'typo'));
      const misses = outcomes[locale]
        .filter((o) => !o.rank || o.rank > 3)
        .map((o) => `${o.query.query} → ${o.rank ?? 'none'}`);
      console.log(
        `${locale}: hits@1 ${plain.hits1.toFixed(3)}, hits@3 ${plain.hits3.toFixed(3)}, MRR ${plain.mrr.toFixed(3)} over ${plain.queries}; typos hits@3 ${typos.hits3.toFixed(3)} over ${typos.queries}; misses: ${misses.join(', ')}`,
      );
      // Something is found for every query but the typos (an engine that answers nothing is broken).
      expect(
        outcomes[locale]
          .filter((o) => o.query.category !== 'typo' && o.shown === 0)
          .map((o) => o.query.query),
      ).toEqual([]);
      expect(plain.hits1).toBeGreaterThanOrEqual(FLOORS[locale].hits1);
      expect(plain.hits3).toBeGreaterThanOrEqual(FLOORS[locale].hits3);
      expect(typos.hits3).toBeGreaterThanOrEqual(FLOORS[locale].typoHits3);
    },
  );
});
