import {describe, expect, it} from 'vitest';
import {bestPages, nextRound, pagesForPlaces} from './bestPages';

// Pages as lists of hits (a hit's key is itself); `delays` says when each page's read
// answers, in ms (none: at once; Infinity: never), `failing` which pages' reads fail.
function pagesOf(hitsPerPage: string[][], delays: number[] = [], failing: number[] = []) {
  const asked: number[] = [];
  const read = (page: number) => {
    asked.push(page);
    return new Promise<string[]>((resolve, reject) => {
      if (delays[page] === Infinity) return;
      setTimeout(
        () =>
          failing.includes(page) ? reject(new Error(`page ${page}`)) : resolve(hitsPerPage[page]),
        delays[page] ?? 0,
      );
    });
  };
  return {read, asked};
}

const key = (hit: string) => hit;

describe('bestPages', () => {
  const site = [['a', 'b'], ['c'], ['d', 'e', 'f'], ['g'], ['h', 'i'], ['j']];

  it('gives the hits of the shortest run of best pages that holds the hits wanted', async () => {
    const {read} = pagesOf(site);
    const found = await bestPages(site.length, 5, 4, read, key);
    expect(found).toEqual({hits: ['a', 'b', 'c', 'd', 'e', 'f'], pagesUsed: 3, distinct: 6});
  });

  it('gives the same hits whatever the size of the first round', async () => {
    for (const first of [1, 2, 3, 4, 6, 100, 0, NaN]) {
      const {read} = pagesOf(site);
      const found = await bestPages(site.length, first, 4, read, key);
      expect(found.hits).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    }
  });

  it('counts a hit two pages share once', async () => {
    const {read} = pagesOf([['a', 'b'], ['a', 'b'], ['c']]);
    const found = await bestPages(3, 3, 3, read, key);
    expect(found).toEqual({hits: ['a', 'b', 'a', 'b', 'c'], pagesUsed: 3, distinct: 3});
  });

  it('does not wait for a page of the round that is not needed', async () => {
    // The last page of the round never answers: the first three hold enough.
    const {read, asked} = pagesOf(site, [0, 0, 0, Infinity]);
    const found = await bestPages(site.length, 4, 4, read, key);
    expect(asked).toEqual([0, 1, 2, 3]);
    expect(found.pagesUsed).toBe(3);
  });

  it('fails when a page it needs fails, and not for one it does not need', async () => {
    await expect(bestPages(site.length, 4, 4, pagesOf(site, [], [1]).read, key)).rejects.toThrow(
      'page 1',
    );
    const found = await bestPages(site.length, 4, 4, pagesOf(site, [], [3]).read, key);
    expect(found.pagesUsed).toBe(3);
  });

  it('takes the pages in their order, whichever answers first', async () => {
    const {read} = pagesOf(site, [30, 20, 10, 0]);
    const found = await bestPages(site.length, 4, 4, read, key);
    expect(found.hits).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });

  it('reads further rounds while the pages read hold too few hits, then every page at most once', async () => {
    const {read, asked} = pagesOf(site);
    const found = await bestPages(site.length, 1, 100, read, key);
    expect(found).toEqual({hits: site.flat(), pagesUsed: site.length, distinct: 10});
    expect(asked).toEqual([0, 1, 2, 3, 4, 5]);
    const none = await bestPages(0, 5, 20, read, key);
    expect(none).toEqual({hits: [], pagesUsed: 0, distinct: 0});
  });

  it('stops when the checkpoint throws (a newer search)', async () => {
    const {read} = pagesOf(site, [10, 10, 10, 10]);
    let calls = 0;
    const stopping = bestPages(site.length, 4, 20, read, key, () => {
      if (++calls === 2) throw new Error('typed past');
    });
    await expect(stopping).rejects.toThrow('typed past');
  });

  it('sizes a round by what the pages read say is missing, and one more, at most four times the last', () => {
    expect(nextRound(20, 5, 4, 4)).toBe(13);
    expect(nextRound(20, 19, 5, 5)).toBe(2);
    expect(nextRound(20, 1, 4, 4)).toBe(16);
    expect(nextRound(20, 0, 4, 4)).toBe(8);
    expect(nextRound(20, NaN, 4, 4)).toBe(8);
  });

  it('counts how many best pages could hold the hits wanted by their places', () => {
    const pages = (...places: Array<number | undefined>) =>
      places.map((count) => ({places: count}));
    expect(pagesForPlaces(pages(1, 1, 2, 1, 1, 3, 8), 6, 20)).toBe(5);
    expect(pagesForPlaces(pages(30, 12), 20, 20)).toBe(1);
    // A page counts one place at least (a translation's words, found in no place of its own).
    expect(pagesForPlaces(pages(0, 0, 0, 0), 3, 20)).toBe(3);
    // At most `limit` pages, and no more than there are.
    expect(pagesForPlaces(pages(1, 1, 1, 1, 1), 20, 3)).toBe(3);
    expect(pagesForPlaces(pages(1, 1), 20, 10)).toBe(2);
    expect(pagesForPlaces([], 20, 10)).toBe(1);
    // An engine that does not count places (pagefind.js): nothing to go by.
    expect(pagesForPlaces(pages(undefined, 1), 20, 10)).toBe(1);
  });
});
