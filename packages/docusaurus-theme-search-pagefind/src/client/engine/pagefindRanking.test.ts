import {describe, expect, it} from 'vitest';
import type {Postings} from '../../shared/pagefind/postings';
import {sortRange} from './matchLocations';
import {idf, lengthBonus, RANKING, rankedScores, rankingWeights} from './pagefindRanking';
import {runCharacters} from './runScores';
import type {Match} from './scoreTypes';

// A run of Chinese characters counts once per occurrence, however the indexer cut it: a page
// where 状态管理 is one word and a page where it is 状态 + 管理 score alike.

/** Postings built in plain arrays (the reader decodes them into typed arrays). */
type ArrayPostings = {[K in keyof Postings]: number[]};

/** Postings of one word: on each page, content positions at weight 1 (24). */
function postings(pages: Record<number, number[]>): Postings {
  const result: ArrayPostings = {
    pages: [],
    locationStart: [0],
    locations: [],
    metaStart: [0],
    metaLocations: [],
  };
  for (const [page, positions] of Object.entries(pages)) {
    result.pages.push(Number(page));
    for (const position of positions) result.locations.push(24, position);
    result.locationStart.push(result.locations.length);
    result.metaStart.push(0);
  }
  return result;
}

const stats = {wordCount: () => 20, averageLength: 20, totalPages: 4, metaFields: []};

function scores(joined: boolean): Float64Array {
  // Page 0 holds 状态管理 once, as one word; page 1 once, cut in two; page 2 twice, as one word.
  const matches: Match[] = [
    {
      word: '状态管理',
      term: 0,
      lengthBonus: 1,
      diacriticBonus: 1,
      postings: postings({0: [3], 2: [3, 9]}),
      joined,
    },
    {
      word: '状态',
      term: 0,
      lengthBonus: 1,
      diacriticBonus: 1,
      postings: postings({1: [3]}),
      joined,
    },
    {
      word: '管理',
      term: 0,
      lengthBonus: 1,
      diacriticBonus: 1,
      postings: postings({1: [4]}),
      joined,
    },
  ];
  return rankedScores(stats, [0, 1, 2], matches, [3], {});
}

describe('a Chinese run counts once per occurrence', () => {
  it.each([
    ['cut in two, next to each other', 1, 'equal'],
    ['twice, as one word', 2, 'higher'],
  ] as const)('a page holding it %s scores %s than one holding it once', (_, page, expected) => {
    const [once, other] = [scores(true)[0], scores(true)[page]];
    if (expected === 'equal') expect(other).toBeCloseTo(once, 10);
    else expect(other).toBeGreaterThan(once);
  });

  it('words that are not a run count each occurrence (as Pagefind does)', () => {
    expect(scores(false)[1]).toBeGreaterThan(scores(false)[0]);
  });
});

// A run's occurrence counts by the share of the run it writes in a row, in the text and in a
// title or heading: a page holding only the run's parts apart (关联 here, 类型 there) or a
// word starting with its last character (型trait) does not outscore a page that writes it.
describe('a Chinese run counts by the share of it written in a row', () => {
  /** Postings of one word: content positions, and meta positions in field 0. */
  function withMeta(pages: Record<number, {content?: number[]; meta?: number[]}>): Postings {
    const result: ArrayPostings = {
      pages: [],
      locationStart: [0],
      locations: [],
      metaStart: [0],
      metaLocations: [],
    };
    for (const [page, {content = [], meta = []}] of Object.entries(pages)) {
      result.pages.push(Number(page));
      for (const position of content) result.locations.push(24, position);
      result.locationStart.push(result.locations.length);
      for (const position of meta) result.metaLocations.push(0, position);
      result.metaStart.push(result.metaLocations.length);
    }
    return result;
  }
  const run = '关联类型';
  const word = (text: string, pages: Parameters<typeof withMeta>[0]): Match => ({
    word: text,
    term: 0,
    lengthBonus: 1,
    diacriticBonus: 1,
    postings: withMeta(pages),
    joined: true,
    runLength: 4,
    runCharacters: runCharacters(text, run),
  });
  const metaStats = {wordCount: () => 20, averageLength: 20, totalPages: 2, metaFields: ['title']};
  /** Page 0 holds the run as `written`, page 1 as `other`: words and where they are. */
  it.each([
    [
      'in the text: 关联类型 once vs 关联 and 类型 apart (no more than one occurrence in all)',
      {关联: {content: [3]}, 类型: {content: [4]}},
      {关联: {content: [3]}, 类型: {content: [9]}},
      'not-lower',
    ],
    [
      'in the text: 关联类型 once, as one word, vs 关联 alone once',
      {关联类型: {content: [3]}},
      {关联: {content: [3]}},
      'higher',
    ],
    [
      'in a title: 关联类型 cut in characters vs 类型 alone',
      {关: {meta: [0]}, 联: {meta: [1]}, 类: {meta: [2]}, 型: {meta: [3]}},
      {类: {meta: [2]}, 型: {meta: [3]}},
      'higher',
    ],
    [
      'in a title: 关联类型 vs a word starting with 型',
      {关联: {meta: [0]}, 类型: {meta: [1]}},
      {型trait: {meta: [1]}},
      'higher',
    ],
  ] as const)('%s', (_, written, other, expected) => {
    const matches: Match[] = [];
    for (const [page, words] of [written, other].entries()) {
      for (const [text, at] of Object.entries(words)) matches.push(word(text, {[page]: at}));
    }
    const [first, second] = rankedScores(metaStats, [0, 1], matches, [2], {title: 6});
    if (expected === 'higher') expect(first).toBeGreaterThan(second);
    else expect(first).toBeGreaterThanOrEqual(second - 1e-9);
  });

  it.each([
    ['关联', 2],
    ['类型', 2],
    ['关联类型', 4],
    ['型trait', 1],
    ['类型参数', 2],
    ['联', 1],
  ])('%s writes %i characters of 关联类型', (text, characters) => {
    expect(runCharacters(text, run)).toBe(characters);
  });
});

describe('sortRange', () => {
  it('sorts a part of the array in place as the typed array sort does, and leaves the rest', () => {
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    for (let round = 0; round < 100; round++) {
      // Ranges of 0 to 36 values: sorted by insertion and by the typed array's sort.
      const values = Float64Array.from({length: 40}, () => (next() % 9) * 2 ** 29 + (next() % 5));
      const [from, to] = [round % 4, (round % 4) + (round % 37)];
      const expected = values.slice();
      expected.subarray(from, to).sort();
      sortRange(values, from, to);
      expect(Array.from(values)).toEqual(Array.from(expected));
    }
  });
});

// Pagefind's ranking weights (pagefind_web's calculate_bm25_word_score): BM25's term frequency
// (k1 = termSaturation, b = pageLength) weighed by termFrequency against the raw weighted count
// over a fifth of the average page length, capped at k1 + 1.
describe("Pagefind's ranking weights", () => {
  // One word, at weight 24 (a count of 1) per occurrence: twice on page 0, once on page 1.
  const word: Match = {
    word: 'cache',
    term: 0,
    lengthBonus: 1,
    diacriticBonus: 1,
    postings: postings({0: [3, 9], 1: [3]}),
  };
  const score = (ranking = RANKING) => rankedScores(stats, [0, 1], [word], [2], {}, ranking);
  const bm25 = (count: number, k1: number, b: number) =>
    ((k1 + 1) * count) / (k1 * (1 - b + b) + count); // (pages of the average length)

  it("are Pagefind's defaults unless given, which score by BM25 alone", () => {
    expect(rankingWeights()).toEqual(RANKING);
    expect(rankingWeights({pageLength: 0.2})).toEqual({...RANKING, pageLength: 0.2});
    expect([...score()]).toEqual([...rankedScores(stats, [0, 1], [word], [2], {})]);
    expect(score()[0]).toBe(idf(4, 2) * bm25(2, 1.4, 0.75));
  });

  it('termFrequency 0 scores the raw count, capped at termSaturation + 1', () => {
    const [twice, once] = score(rankingWeights({termFrequency: 0}));
    expect(twice).toBeCloseTo(idf(4, 2) * (2 / (20 / 5)), 12);
    expect(once).toBeCloseTo(idf(4, 2) * (1 / (20 / 5)), 12);
    // On pages of average length 5, the raw counts are 2 and 1: the first capped at 1.5.
    const short = {...stats, wordCount: () => 5, averageLength: 5};
    const ranking = rankingWeights({termFrequency: 0, termSaturation: 0.5});
    const [capped, under] = rankedScores(short, [0, 1], [word], [2], {}, ranking);
    expect(capped).toBeCloseTo(idf(4, 2) * 1.5, 12);
    expect(under).toBeCloseTo(idf(4, 2) * 1, 12);
  });

  it('termFrequency between 0 and 1 mixes the two', () => {
    const [twice] = score(rankingWeights({termFrequency: 0.25}));
    expect(twice).toBeCloseTo(idf(4, 2) * (0.75 * (2 / 4) + 0.25 * bm25(2, 1.4, 0.75)), 12);
  });

  it('termSimilarity 0 gives every word length the same bonus', () => {
    expect(lengthBonus('cacheable', 'cache')).toBeLessThan(1);
    expect(lengthBonus('cacheable', 'cache', rankingWeights({termSimilarity: 0}))).toBe(1);
  });
});
