import {describe, expect, it} from 'vitest';
import type {SearchHit} from '../algoliaAdapter/types';
import {mergeHits} from './mergeResults';

// Several sites' hits in one list: each site's order kept, the better tier first, then the
// page score times the site's weight, this site's first on a tie.

const hit = (objectID: string, tier: number, score: number) =>
  ({objectID, __ranking: {tier, score}}) as SearchHit;
const ids = (hits: SearchHit[]) => hits.map((h) => h.objectID);

describe('mergeHits', () => {
  const own = [hit('a', 9, 1), hit('b', 3, 50), hit('c', 3, 2)];
  const other = [hit('x', 9, 5), hit('y', 3, 10), hit('z', 1, 100)];

  it('takes the better tier, then the higher weighted score, and keeps each list in order', () => {
    expect(
      ids(
        mergeHits(
          [
            {hits: own, weight: 1},
            {hits: other, weight: 1},
          ],
          10,
        ),
      ),
    ).toEqual(['x', 'a', 'b', 'y', 'c', 'z']);
  });

  it("weighs a site's scores, within a tier", () => {
    expect(
      ids(
        mergeHits(
          [
            {hits: own, weight: 1},
            {hits: other, weight: 0.1},
          ],
          10,
        ),
      ),
    ).toEqual(['a', 'x', 'b', 'c', 'y', 'z']);
  });

  it('puts the first site first on a tie, and stops at the count', () => {
    expect(
      ids(
        mergeHits(
          [
            {hits: [hit('a', 1, 1)], weight: 1},
            {hits: [hit('x', 1, 1)], weight: 1},
          ],
          1,
        ),
      ),
    ).toEqual(['a']);
    expect(mergeHits([], 5)).toEqual([]);
  });

  it("keeps a site's own order even where its scores are not sorted", () => {
    const unsorted = [hit('p', 5, 1), hit('q', 5, 99)];
    expect(
      ids(
        mergeHits(
          [
            {hits: unsorted, weight: 1},
            {hits: [hit('r', 5, 50)], weight: 1},
          ],
          3,
        ),
      ),
    ).toEqual(['r', 'p', 'q']);
  });
});
