import {describe, expect, it} from 'vitest';
import type {Postings} from '../shared/pagefindFormat';
import {rankedScores, type Match} from './pagefindRanking';

// A run of Chinese characters counts once per occurrence, however the indexer cut it: a page
// where 状态管理 is one word and a page where it is 状态 + 管理 score alike.

/** Postings of one word: on each page, content positions at weight 1 (24). */
function postings(pages: Record<number, number[]>): Postings {
  const result: Postings = {pages: [], locationStart: [0], locations: [], metaStart: [0], metaLocations: []};
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
    {word: '状态管理', term: 0, lengthBonus: 1, diacriticBonus: 1, postings: postings({0: [3], 2: [3, 9]}), joined},
    {word: '状态', term: 0, lengthBonus: 1, diacriticBonus: 1, postings: postings({1: [3]}), joined},
    {word: '管理', term: 0, lengthBonus: 1, diacriticBonus: 1, postings: postings({1: [4]}), joined},
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
