// Scoring a query set (pure functions, shared by the quality bench and its npm-test floor).
// A query's rank is the position, among the distinct pages an engine shows (best first), of the
// first page the query expects; none when no expected page is shown. hits@k is the share of
// queries ranked k or better, MRR the mean of 1/rank (0 when none).
import {readFileSync} from 'node:fs';
import path from 'node:path';

export type Locale = 'zh' | 'en';
export const qualityLocales: readonly Locale[] = ['zh', 'en'];

/**
 * Query kinds. Those of the committed query sets (topic … cross) and those generated from a
 * corpus (knownItems.ts: `title`, a chapter's title; `word`, a word of one title alone;
 * codeQueries.ts: `code`, a name the chapters show only in code blocks).
 */
export const categories = [
  'topic',
  'api',
  'zh2',
  'mixed',
  'prefix',
  'typo',
  'cross',
  'title',
  'word',
  'code',
] as const;
export type Category = (typeof categories)[number];

export interface QualityQuery {
  query: string;
  category: Category;
  /** Chapter file names (no .md) of the pages that answer it, any of them. */
  expect: string[];
}

export interface Outcome {
  query: QualityQuery;
  /** 1-based, or null when no expected page was shown. */
  rank: number | null;
  /** The first pages shown (URL paths). */
  top: string[];
  /** How many pages the engine showed. */
  shown: number;
}

export interface Scores {
  queries: number;
  hits1: number;
  hits3: number;
  mrr: number;
  /** Queries the engine showed nothing for. */
  empty: number;
}

/** Which query set: the locale's own language, or the other language's (cross-language search). */
export type QuerySet = 'same' | 'cross';

/**
 * The committed query set of a locale: bench/quality/queries.<locale>.json, or for `cross`
 * queries.cross-<locale>.json (queries in the other language, typed on this locale's site).
 */
export function loadQueries(locale: Locale, set: QuerySet = 'same'): QualityQuery[] {
  const file = path.join(__dirname, `queries.${set === 'cross' ? 'cross-' : ''}${locale}.json`);
  const {queries} = JSON.parse(readFileSync(file, 'utf8')) as {queries: QualityQuery[]};
  for (const q of queries) {
    if (!q.query || !categories.includes(q.category) || !q.expect?.length)
      throw new Error(`${file}: malformed query ${JSON.stringify(q)}`);
  }
  return queries;
}

/** Whether a page path is one of a chapter's: ".../rust-book/<chapter>", with or without ".html" or a trailing slash. */
export function isChapter(pagePath: string, chapter: string): boolean {
  return pagePath.replace(/(\.html|\/)$/, '').endsWith(`/rust-book/${chapter}`);
}

export function rankOf(query: QualityQuery, pages: readonly string[]): number | null {
  const index = pages.findIndex((page) => query.expect.some((chapter) => isChapter(page, chapter)));
  return index < 0 ? null : index + 1;
}

export function outcome(query: QualityQuery, pages: readonly string[]): Outcome {
  return {query, rank: rankOf(query, pages), top: pages.slice(0, 3), shown: pages.length};
}

export function score(outcomes: readonly Outcome[]): Scores {
  const n = outcomes.length;
  const share = (test: (o: Outcome) => boolean) => (n ? outcomes.filter(test).length / n : 0);
  return {
    queries: n,
    hits1: share((o) => o.rank === 1),
    hits3: share((o) => o.rank !== null && o.rank <= 3),
    mrr: n ? outcomes.reduce((sum, o) => sum + (o.rank ? 1 / o.rank : 0), 0) / n : 0,
    empty: outcomes.filter((o) => o.shown === 0).length,
  };
}

/** Scores per category present in the outcomes, in the order of `categories`. */
export function scoreByCategory(outcomes: readonly Outcome[]): Array<[Category, Scores]> {
  return categories
    .filter((c) => outcomes.some((o) => o.query.category === c))
    .map((c) => [c, score(outcomes.filter((o) => o.query.category === c))]);
}
