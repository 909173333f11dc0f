import {cp, readFile, readdir} from 'node:fs/promises';
import path from 'node:path';
import {gunzipSync} from 'node:zlib';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {generatePages, type Locale} from '../../bench/generate';
import {benchQueries} from '../../bench/queries';
import {serveSite, type ServedSite} from '../support/servedBundles';
import {withPagefindIds} from '../support/bundleEngines';
import {createPagefindReader} from '../../src/client/engine/reader';
import {META_WEIGHTS} from '../../src/shared/recordLayout';
import {SIGNATURE} from '../../src/shared/pagefind/bundleFile';
import {chunkBounds} from '../../src/shared/pagefind/chunkBounds';
import {indexChunkWords} from '../../src/shared/pagefind/chunks';
import {decodeMeta, type Meta} from '../../src/shared/pagefind/meta';
import {extractRecords} from '../../src/server/extract';
import {CHUNK_BYTES, cutIndexChunks} from '../../src/server/indexChunks';
import {chunkHashAt} from '../../src/shared/chunkNames';
import type {BuildIndexResult} from '../../src/server/indexer';
import {SNOWBALL_FOLDER} from '../../src/client/engine/stemmers/snowballFolder';

// The index chunks cut smaller, on real bundles: a generated site of 150 pages per locale
// indexed by Pagefind as it writes them (Pagefind's chunks), and the same bundle cut. The
// reader must answer every query alike on both, fetching fewer bytes of index chunks.

let site: ServedSite;

const unpack = (file: Buffer) => new Uint8Array(gunzipSync(file)).subarray(SIGNATURE.length);

async function bundleMeta(bundle: string): Promise<Meta> {
  const entry = JSON.parse(await readFile(path.join(bundle, 'pagefind-entry.json'), 'utf8')) as {
    languages: Record<string, {hash: string}>;
  };
  const [{hash}] = Object.values(entry.languages);
  return decodeMeta(unpack(await readFile(path.join(bundle, `pagefind.${hash}.pf_meta`))));
}

const chunkWords = async (bundle: string, hash: string) =>
  indexChunkWords(unpack(await readFile(path.join(bundle, 'index', `${hash}.pf_index`))));

const bundleDir = (locale: Locale, kind: 'whole' | 'cut' | 'built') =>
  path.join(site.dir, kind, locale, 'pagefind');

/** Each locale's bundle as a build writes it: Pagefind asked for chunks about the limit, then cut. */
const built = {} as Record<Locale, BuildIndexResult>;

beforeAll(async () => {
  const records: Record<Locale, ReturnType<typeof extractRecords>> = {zh: [], en: []};
  for (const page of generatePages({pages: 150}))
    records[page.locale].push(...extractRecords(page.html, page.url));
  site = await serveSite({
    bundles: (['whole', 'built'] as const).flatMap((kind) =>
      (['zh', 'en'] as const).map((locale) => ({
        folder: `${kind}/${locale}/pagefind`,
        records: records[locale],
        options: kind === 'whole' ? {chunkBytes: Infinity} : {},
      })),
    ),
  });
  for (const locale of ['zh', 'en'] as const) {
    await cp(bundleDir(locale, 'whole'), bundleDir(locale, 'cut'), {recursive: true});
    await cutIndexChunks(bundleDir(locale, 'cut'));
    built[locale] = site.built[`built/${locale}/pagefind`];
  }
}, 120_000);

afterAll(() => site?.close());

describe.each(['zh', 'en'] as const)('index chunks cut smaller (%s)', (locale) => {
  it("bounds chunks as Pagefind does: its own chunks' bounds, from their words", async () => {
    const meta = await bundleMeta(bundleDir(locale, 'whole'));
    const words = await Promise.all(
      meta.chunks.map((c) => chunkWords(bundleDir(locale, 'whole'), c.hash)),
    );
    expect(meta.chunks.length).toBeGreaterThan(1);
    expect(chunkBounds(words.map((w) => ({first: w[0].word, last: w.at(-1)!.word})))).toEqual(
      meta.chunks.map(({from, to}) => ({from, to})),
    );
  });

  it('keeps every word and its pages as Pagefind wrote them, in order, in chunks no larger than the limit unless one word is', async () => {
    const whole = await bundleMeta(bundleDir(locale, 'whole'));
    const cut = await bundleMeta(bundleDir(locale, 'cut'));
    expect(cut.chunks.length).toBeGreaterThan(whole.chunks.length);
    expect(cut.pages).toEqual(whole.pages);
    expect(cut.filters).toEqual(whole.filters);
    expect(cut.metaFields).toEqual(whole.metaFields);
    const flat = async (bundle: string, meta: Meta) =>
      (await Promise.all(meta.chunks.map((c) => chunkWords(bundle, c.hash)))).flat();
    const before = await flat(bundleDir(locale, 'whole'), whole);
    const after = await flat(bundleDir(locale, 'cut'), cut);
    expect(after.map((w) => w.word)).toEqual(before.map((w) => w.word));
    after.forEach((w, i) => expect(Buffer.compare(w.bytes, before[i].bytes)).toBe(0));
    for (const c of cut.chunks) {
      const words = await chunkWords(bundleDir(locale, 'cut'), c.hash);
      const bytes = words.reduce((sum, w) => sum + w.bytes.length, 0);
      if (words.length > 1) expect(bytes).toBeLessThanOrEqual(CHUNK_BYTES * 1.5);
    }
    // Each named by its place in the list (the page list names none), after a hash of them all
    // (the whole bundle's chunks, other data, have other names).
    const names = cut.chunks[0].hash.slice(0, -1);
    expect(cut.chunks.map((c) => c.hash)).toEqual(cut.chunks.map((_, i) => chunkHashAt(names, i)));
    expect(names).toMatch(new RegExp(`^${locale}_[0-9a-f]{8}_$`));
    expect(whole.chunks[0].hash.startsWith(names)).toBe(false);
    // Only the chunk files the metadata lists are left.
    expect((await readdir(path.join(bundleDir(locale, 'cut'), 'index'))).sort()).toEqual(
      cut.chunks.map((c) => `${c.hash}.pf_index`).sort(),
    );
  });

  it('has Pagefind write chunks about the limit, so that few are cut again', async () => {
    const {written, cut} = built[locale].chunks;
    const whole = await bundleMeta(bundleDir(locale, 'whole'));
    // (Pagefind's own chunks are several times the limit: each was cut into several.)
    expect(written).toBeGreaterThan(whole.chunks.length * 2);
    expect(cut).toBeLessThanOrEqual(Math.ceil(written * 1.1));
    // The same words, in chunks no larger than the limit unless one word is.
    const meta = await bundleMeta(bundleDir(locale, 'built'));
    expect(meta.chunks.length).toBe(cut);
    const words = await Promise.all(
      meta.chunks.map((c) => chunkWords(bundleDir(locale, 'built'), c.hash)),
    );
    for (const chunk of words) {
      const bytes = chunk.reduce((sum, w) => sum + w.bytes.length, 0);
      if (chunk.length > 1) expect(bytes).toBeLessThanOrEqual(CHUNK_BYTES * 1.5);
    }
    const cutWords = await Promise.all(
      (await bundleMeta(bundleDir(locale, 'cut'))).chunks.map((c) =>
        chunkWords(bundleDir(locale, 'cut'), c.hash),
      ),
    );
    expect(words.flat().map((w) => w.word)).toEqual(cutWords.flat().map((w) => w.word));
  });

  it('answers every bench query, as typed, with the same pages and scores, fetching fewer bytes of index chunks', async () => {
    const chunkBytes = {whole: 0, cut: 0};
    // (Pages named by their hashes: the cut bundle, its metadata written again, has no page
    // files, and the reader reads Pagefind's metadata.)
    const readerOf = (kind: 'whole' | 'cut') =>
      withPagefindIds(
        createPagefindReader({
          stemmerFolder: SNOWBALL_FOLDER,
          bundleUrl: site.bundleUrl(`${kind}/${locale}/pagefind`),
          metaWeights: META_WEIGHTS,
          fetch: (async (url: string) => {
            // (The chunks themselves: the whole bundle's summaries are chunkSummaries.test.ts's.)
            if (/\/by-page\/[^/]+\/index\//.test(url)) return new Response('', {status: 404});
            const response = await fetch(url);
            if (url.endsWith('.pf_index'))
              chunkBytes[kind] += (await response.clone().arrayBuffer()).byteLength;
            return response;
          }) as typeof fetch,
        }),
        site.bundleUrl(`${kind}/${locale}/pagefind`),
      );
    const answer = async (reader: ReturnType<typeof readerOf>, query: string) =>
      ((await reader.search(query))?.results ?? []).map((r) => [r.id, r.score]);
    // Each query a first query (a fresh reader): the same answer, in fewer bytes.
    for (const query of benchQueries[locale]) {
      const whole = await answer(readerOf('whole'), query);
      expect(whole.length, query).toBeGreaterThan(0);
      expect(await answer(readerOf('cut'), query), query).toEqual(whole);
    }
    expect(chunkBytes.cut).toBeLessThan(chunkBytes.whole * 0.75);
    // English typed a letter at a time from the third (words typed past their stems among
    // them), in one session per bundle: the same answers.
    if (locale !== 'en') return;
    const typed = benchQueries.en.flatMap((query) =>
      Array.from({length: query.length - 2}, (_, i) => query.slice(0, i + 3)),
    );
    const sessions = {whole: readerOf('whole'), cut: readerOf('cut')};
    let found = 0;
    for (const query of typed) {
      const whole = await answer(sessions.whole, query);
      expect(await answer(sessions.cut, query), query).toEqual(whole);
      if (whole.length > 0) found++;
    }
    expect(found).toBeGreaterThan(typed.length * 0.9);
  }, 60_000);
});
