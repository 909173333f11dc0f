import {describe, expect, it} from 'vitest';
import {bestPages, nextRound, pagesForPlaces, titledFirst} from './bestPages';

// Pages as lists of hits (a hit's key is itself); `delays` says when each page's read
// answers, in ms (none: at once), `failing` which pages' reads fail.
function pagesOf(hitsPerPage: string[][], delays: number[] = [], failing: number[] = []) {
  const asked: number[] = [];
  const read = (page: number) => {
    asked.push(page);
    return new Promise<string[]>((resolve, reject) => {
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

  it('gives the hits of every page of the rounds read until they hold the hits wanted', async () => {
    const {read, asked} = pagesOf(site);
    // The first round holds 6 of the 4 wanted: its fourth page's hit is one of them all the same.
    const found = await bestPages(site.length, 4, 4, read, key);
    expect(found).toEqual({hits: ['a', 'b', 'c', 'd', 'e', 'f', 'g'], pagesRead: 4, distinct: 7});
    expect(asked).toEqual([0, 1, 2, 3]);
  });

  it('counts a hit two pages share once', async () => {
    const {read} = pagesOf([['a', 'b'], ['a', 'b'], ['c']]);
    const found = await bestPages(3, 3, 3, read, key);
    expect(found).toEqual({hits: ['a', 'b', 'a', 'b', 'c'], pagesRead: 3, distinct: 3});
  });

  it('fails when a page of a round fails', async () => {
    await expect(bestPages(site.length, 4, 4, pagesOf(site, [], [3]).read, key)).rejects.toThrow(
      'page 3',
    );
  });

  it('takes the pages in their order, whichever answers first', async () => {
    const {read} = pagesOf(site, [30, 20, 10, 0]);
    const found = await bestPages(site.length, 4, 4, read, key);
    expect(found.hits).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g']);
  });

  it('reads further rounds while the pages read hold too few hits, then every page at most once', async () => {
    const {read, asked} = pagesOf(site);
    const found = await bestPages(site.length, 1, 100, read, key);
    expect(found).toEqual({hits: site.flat(), pagesRead: site.length, distinct: 10});
    expect(asked).toEqual([0, 1, 2, 3, 4, 5]);
    for (const first of [0, NaN, -3]) {
      const odd = await bestPages(site.length, first, 1, pagesOf(site).read, key);
      expect(odd.pagesRead).toBe(1); // one page at least
    }
    const none = await bestPages(0, 5, 20, read, key);
    expect(none).toEqual({hits: [], pagesRead: 0, distinct: 0});
  });

  it('stops when the checkpoint throws (a newer search)', async () => {
    const {read, asked} = pagesOf(site, [10, 10, 10, 10]);
    const stopping = bestPages(site.length, 1, 20, read, key, () => {
      throw new Error('typed past');
    });
    await expect(stopping).rejects.toThrow('typed past');
    expect(asked).toEqual([0]);
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

describe('titledFirst', () => {
  const page = (id: string, title?: number) => ({id, title});

  it('reads the pages past the first round whose title holds the query in it, those starting with it first', () => {
    const pages = [page('a', 1), page('b'), page('c'), page('d', 1), page('e'), page('f', 2)];
    // Two best, then at most two titled pages from the rest: f starts with the query, d holds it.
    const {pages: ordered, titled} = titledFirst(pages, 2, 2);
    expect(ordered.map((p) => p.id)).toEqual(['a', 'b', 'd', 'f', 'c', 'e']);
    expect(titled).toBe(2);
  });

  it('takes at most `most`, the starting ones before the others', () => {
    const pages = [page('a'), page('b', 1), page('c', 2), page('d', 1)];
    expect(titledFirst(pages, 1, 1).pages.map((p) => p.id)).toEqual(['a', 'c', 'b', 'd']);
  });

  it('keeps the order when no page is titled so, or the engine does not tell (pagefind.js)', () => {
    const pages = [page('a'), page('b'), page('c')];
    expect(titledFirst(pages, 1, 5)).toEqual({pages, titled: 0});
  });
});
