import {describe, expect, it} from 'vitest';
import type {Locale} from '../../bench/generate';
import {benchQueries} from '../../bench/queries';
import {bundleMeta, bundles, loggingReader, useReaderSite} from '../support/readerSite';
import type {PagefindModule} from '../../src/client/engine/types';
import {readBundleFile} from '../../src/shared/pagefind/bundleFile';
import {indexChunk} from '../../src/shared/pagefind/postings';
import {parseEntry} from '../../src/shared/pagefind/entry';
import {chunkSummaryPath} from '../../src/shared/pageFilePaths';

// The chunks' summaries (shared/chunkSummaries.ts) on a real bundle: every word of the index,
// typed whole, by its first letters and beside the next word, finds the same pages with the
// same scores, to the bit, from the summaries as from the chunks; a summary that is missing,
// corrupt, another file or another bundle's gives way to its chunk; the queries that need
// positions (a run of Chinese characters, a "quoted" phrase) read the chunks.

useReaderSite();

const SUMMARY = /^by-page\/[\w-]+\/index\/[\w-]+\.pf_index$/;
const CHUNK = /^index\/[\w-]+\.pf_index$/;

const readerOf = loggingReader;

const notFound = () => new Response('', {status: 404});
const withoutSummaries = (locale: Locale) =>
  readerOf(locale, (path) => (SUMMARY.test(path) ? notFound() : undefined));

/** Each query's pages (by page number) and scores. */
async function answers(reader: PagefindModule, queries: readonly string[]) {
  const out: Array<[string, Array<[string, number]>]> = [];
  for (const query of queries) {
    const {results} = (await reader.search(query))!;
    out.push([query, results.map(({id, score}) => [id, score])]);
  }
  return out;
}

/** Every word of the locale's index, in index order. */
async function indexWords(locale: Locale): Promise<string[]> {
  const {chunks} = await bundleMeta(locale);
  const words: string[] = [];
  for (const {hash} of chunks) {
    const response = await fetch(`${bundles[locale]}index/${hash}.pf_index`);
    words.push(...indexChunk(await readBundleFile(response, 'index')).words);
  }
  return words;
}

describe("the chunks' summaries", () => {
  it('score every word of the index, its first letters and it beside the next word as the chunks do', async () => {
    const words = (await indexWords('en')).filter((word) => /^[a-z]/.test(word));
    expect(words.length).toBeGreaterThan(300);
    const queries = [
      ...new Set([
        ...words,
        ...words.map((word) => word.slice(0, 3)),
        ...words.slice(1).map((word, i) => `${words[i]} ${word}`),
        ...benchQueries.en,
      ]),
    ];
    const summarised = readerOf('en');
    const expected = await answers(withoutSummaries('en').reader, queries);
    const got = await answers(summarised.reader, queries);
    // (Most queries find pages: the comparison is not of empty lists.)
    expect(expected.filter(([, pages]) => pages.length > 0).length).toBeGreaterThan(
      0.9 * queries.length,
    );
    expect(got).toEqual(expected);
    expect(summarised.asked.filter((path) => SUMMARY.test(path)).length).toBeGreaterThan(10);
    expect(summarised.asked.filter((path) => CHUNK.test(path))).toEqual([]);
  }, 120_000);

  it('give way to the chunk where a summary is missing, corrupt, not one, or another bundle’s', async () => {
    const queries = benchQueries.en.slice(0, 4);
    const expected = await answers(withoutSummaries('en').reader, queries);
    const zh = readerOf('zh');
    await zh.reader.search('cache'); // (a Latin word on the Chinese site reads its chunks)
    const chunkOfZh = zh.asked.find((path) => CHUNK.test(path))!;
    const zhEntry = parseEntry(await (await fetch(`${bundles.zh}pagefind-entry.json`)).json());
    const summaryOfZh = chunkSummaryPath(zhEntry.metaHash, (await bundleMeta('zh')).chunks[0].hash);
    // (A chunk the queries do not read.)
    const reading = readerOf('en');
    await answers(reading.reader, queries);
    const enEntry = parseEntry(await (await fetch(`${bundles.en}pagefind-entry.json`)).json());
    const summaryOfEn = (await bundleMeta('en')).chunks
      .map(({hash}) => chunkSummaryPath(enEntry.metaHash, hash))
      .find((path) => !reading.asked.includes(path))!;
    expect([chunkOfZh, summaryOfEn]).toEqual([expect.any(String), expect.any(String)]);
    const broken: Record<string, () => Response | Promise<Response>> = {
      missing: notFound,
      corrupt: () => new Response('pagefind_dcd<not cbor>'),
      html: () => new Response('<!doctype html><title>Not found</title>'),
      'a chunk, not a summary': () => fetch(`${bundles.zh}${chunkOfZh}`),
      "another bundle's summary": () => fetch(`${bundles.zh}${summaryOfZh}`),
      "another chunk's summary": () => fetch(`${bundles.en}${summaryOfEn}`),
    };
    for (const [kind, response] of Object.entries(broken)) {
      const {reader, asked} = readerOf('en', (path) =>
        SUMMARY.test(path) ? response() : undefined,
      );
      expect(await answers(reader, queries), kind).toEqual(expected);
      expect(asked.filter((path) => CHUNK.test(path)).length, kind).toBeGreaterThan(0);
    }
  }, 60_000);

  it('are not read for a run of Chinese characters or a "quoted" phrase', async () => {
    for (const [locale, queries] of [
      ['zh', benchQueries.zh],
      ['en', ['"connection pool"', '"cache"']],
    ] as const) {
      const {reader, asked} = readerOf(locale);
      const got = await answers(reader, queries);
      expect(got.some(([, pages]) => pages.length > 0)).toBe(true);
      expect(
        asked.filter((path) => SUMMARY.test(path)),
        locale,
      ).toEqual([]);
      expect(asked.filter((path) => CHUNK.test(path)).length, locale).toBeGreaterThan(0);
    }
  });
});
