import {describe, expect, it} from 'vitest';
import {META_WEIGHTS} from '../../shared/recordLayout';
import {createPagefindReader, warmUp} from './reader';
import {warmUpBundle} from './warmUpBundle';
import {SNOWBALL_FOLDER} from './stemmers/snowballFolder';

// The made-up bundle the reader warms up on is one the reader reads, and its searches take the
// paths a site's queries take: a Chinese run found by its pairs, English prefixes.

function madeUpReader(language: string, without: (path: string) => boolean = () => false) {
  const {files, queries} = warmUpBundle(language);
  const asked: string[] = [];
  const reader = createPagefindReader({
    stemmerFolder: SNOWBALL_FOLDER,
    bundleUrl: 'warm-up/',
    metaWeights: META_WEIGHTS,
    fetch: (async (url: string) => {
      const path = url.slice('warm-up/'.length);
      asked.push(path);
      const file = without(path) ? undefined : files.get(path);
      return file ? new Response(file) : new Response(null, {status: 404});
    }) as typeof fetch,
  });
  return {reader, queries, asked};
}

describe('the warm-up bundle', () => {
  it('is searched with Chinese runs on a Chinese site: the run is found where its pairs are written in a row', async () => {
    const {reader, queries} = madeUpReader('zh-CN');
    expect(queries[0]).toBe('甲乙丙丁');
    const run = (await reader.search('甲乙丙丁'))!.results;
    // Every page but each fifth writes the three pairs in a row; a title on every fourth.
    expect(run).toHaveLength(200);
    expect(run[0].score).toBeGreaterThan(run.at(-1)!.score);
    for (const query of queries)
      expect((await reader.search(query))!.results.length).toBeGreaterThan(0);
  });

  it('is searched with English prefixes elsewhere', async () => {
    const {reader, queries} = madeUpReader('en');
    expect(queries.every((query) => /^[a-z ]+$/.test(query))).toBe(true);
    for (const query of queries)
      expect((await reader.search(query))!.results.length).toBeGreaterThan(0);
    // A prefix finds the pages of each word it starts (alpha's and alphabet's).
    const alphabet = (await reader.search('alphabet'))!.results.length;
    expect(alphabet).toBeGreaterThan(0);
    expect((await reader.search('alph'))!.results.length).toBeGreaterThan(alphabet);
  });

  it("reads the English words from the chunk's summary, with the chunk's pages and scores", async () => {
    const summarised = madeUpReader('en');
    const chunked = madeUpReader('en', (path) => path.startsWith('by-page/'));
    for (const query of summarised.queries) {
      const got = (await summarised.reader.search(query))!.results;
      const expected = (await chunked.reader.search(query))!.results;
      expect(got.length, query).toBeGreaterThan(0);
      expect(got.map(({id, score}) => [id, score])).toEqual(
        expected.map(({id, score}) => [id, score]),
      );
    }
    expect(summarised.asked).toContain('by-page/warm/index/warm0.pf_index');
    expect(summarised.asked).not.toContain('index/warm0.pf_index');
    expect(chunked.asked).toContain('index/warm0.pf_index');
  });

  it("counts the places of each page found that hold the query's words, in the text and meta fields", async () => {
    const {reader} = madeUpReader('en');
    // Each made-up word is written three times on a page it is on, and on some pages in a
    // title or heading (one or two meta fields) too.
    const exact = (await reader.search('"alphabet"'))!.results;
    expect(exact.length).toBeGreaterThan(0);
    const counts = exact.map((result) => result.places);
    expect(counts.every((count) => count !== undefined && count >= 3 && count <= 5)).toBe(true);
    expect(counts.some((count) => count! > 3)).toBe(true);
    // A prefix finds alpha's places too.
    const prefix = new Map(
      (await reader.search('alph'))!.results.map((result) => [result.id, result.places!]),
    );
    for (const result of exact)
      expect(prefix.get(result.id)).toBeGreaterThanOrEqual(result.places!);
    expect([...prefix.values()].some((count) => count >= 6)).toBe(true);
  });

  it('warms up without an error, in both kinds of language', async () => {
    await expect(warmUp('zh-CN', META_WEIGHTS, SNOWBALL_FOLDER)).resolves.toBeUndefined();
    await expect(warmUp('en', META_WEIGHTS, SNOWBALL_FOLDER)).resolves.toBeUndefined();
  });
});
