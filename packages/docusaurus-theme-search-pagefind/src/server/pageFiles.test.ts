import {mkdir, mkdtemp, readFile, rm, writeFile} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {CborReader, cborHead, cborText, concatBytes} from '../shared/cbor';
import {decodeFragment} from '../shared/pagefind/fragment';
import {decodeMeta} from '../shared/pagefind/meta';
import {PAGEFIND_VERSION} from '../shared/pagefind/version';
import {chunksOfEntry, ENTRY_CHUNKS_FIELD, entrySummaries, frontCoded} from '../shared/entryChunks';
import {
  decodePageList,
  pageFragmentPath,
  pageListPath,
  PAGE_FILES_TAG,
  PAGE_FILES_TAG_1,
  PAGE_FILES_TAG_2,
} from '../shared/pageFiles';
import {summaryChunk} from '../shared/chunkSummaries';
import {chunkSummaryPath} from '../shared/pageFilePaths';
import {wordEntry} from '../shared/pagefind/postings';
import {pack, unpack} from './packedFiles';
import {encodePageList, wordCountPlanes, writePageFiles} from './pageFiles';

// The page files written beside a bundle and read back: the page list and the entry's chunk
// list say what Pagefind's metadata says but the pages' hashes, each page's file holds its
// fragment (one of a fragment group's too), and a page list that is not one, or another
// bundle's, is refused.

type Cbor = number | string | Cbor[];

function encode(value: Cbor): Uint8Array {
  if (typeof value === 'number') return value < 0 ? cborHead(1, -1 - value) : cborHead(0, value);
  if (typeof value === 'string') return cborText(value);
  return concatBytes([cborHead(4, value.length), ...value.map(encode)]);
}

const page = (title: string) => ({
  url: `https://example.org/docs/${title}`,
  content: `${title} text`,
  word_count: 2,
  filters: {tag: ['docs']},
  meta: {title},
  anchors: [],
});
const json = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));

const META_HASH = 'en_0123abcd';

/** The page list written for Pagefind's metadata `pagefind`, read back with its entry's chunk list. */
function writtenAndRead(pagefind: Uint8Array) {
  const {list, chunks} = encodePageList(pagefind, META_HASH);
  const entry = JSON.parse(JSON.stringify({[ENTRY_CHUNKS_FIELD]: chunks})) as unknown;
  return decodePageList(list, META_HASH, chunksOfEntry(entry, META_HASH));
}

const meta = encode([
  PAGEFIND_VERSION,
  [
    ['en_aaa1111', 120, ''],
    ['en_bbb2222', 7, 'en_grp9999'],
    ['en_ccc3333', 0, 'en_grp9999'],
  ],
  [
    ['a', 'm', 'en_c0ffee00_0'],
    ['n', 'z', 'en_c0ffee00_1'],
  ],
  [['tag', 'en_flt0001']],
  [],
  ['title', 'headings'],
]);

describe('writePageFiles', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'page-files-'));
    await mkdir(path.join(dir, 'fragment'));
    await writeFile(
      path.join(dir, 'pagefind-entry.json'),
      JSON.stringify({
        version: PAGEFIND_VERSION,
        languages: {en: {hash: META_HASH, wasm: null, page_count: 3}},
      }),
    );
    await writeFile(path.join(dir, `pagefind.${META_HASH}.pf_meta`), await pack(meta));
    await writeFile(
      path.join(dir, 'fragment/en_aaa1111.pf_fragment'),
      await pack(json(page('one'))),
    );
    await writeFile(
      path.join(dir, 'fragment/en_grp9999.pf_fragment'),
      await pack(json({en_bbb2222: page('two'), en_ccc3333: page('three')})),
    );
    // The chunks: [word, pages, variants], a page [page delta, locations, meta locations],
    // -25 setting the weight 24 of the positions after it, -49 the weight 48, -1 meta field 0.
    // Page 0 holds "applepi" and its parts "appl" and "pi" at position 5, "appl" alone at 3.
    await mkdir(path.join(dir, 'index'));
    const chunks = [
      [
        ['appl', [[0, [-25, 3, 2], []]], []],
        ['applepi', [[0, [-25, 5], [-1, 0]]], []],
      ],
      [
        [
          'pi',
          [
            [0, [-25, 5], []],
            [2, [-49, 1, 4], []],
          ],
          [],
        ],
      ],
    ];
    for (const [place, words] of chunks.entries())
      await writeFile(
        path.join(dir, `index/en_c0ffee00_${place}.pf_index`),
        await pack(encode([words as Cbor])),
      );
    await writePageFiles(dir);
  });
  afterAll(() => rm(dir, {recursive: true, force: true}));

  it('summarises each chunk: the places a word alone holds counted by weight, the others kept', async () => {
    const entry = JSON.parse(await readFile(path.join(dir, 'pagefind-entry.json'), 'utf8'));
    expect(entrySummaries(entry, META_HASH)).toBe(true);
    const read = async (hash: string) => {
      const file = path.join(dir, chunkSummaryPath(META_HASH, hash));
      const chunk = summaryChunk(await unpack(await readFile(file)), hash);
      return chunk.words.map((word, i) => {
        const {postings} = wordEntry(chunk, i).forms[0];
        return {
          word,
          pages: Array.from(postings.pages),
          solo: Array.from(postings.solo!),
          soloStart: Array.from(postings.soloStart!),
          locations: Array.from(postings.locations),
          meta: Array.from(postings.metaLocations),
        };
      });
    };
    expect(await read('en_c0ffee00_0')).toEqual([
      {word: 'appl', pages: [0], solo: [24, 1], soloStart: [0, 2], locations: [24, 5], meta: []},
      {word: 'applepi', pages: [0], solo: [], soloStart: [0, 0], locations: [24, 5], meta: [0, 0]},
    ]);
    expect(await read('en_c0ffee00_1')).toEqual([
      {
        word: 'pi',
        pages: [0, 2],
        solo: [48, 2],
        soloStart: [0, 0, 2],
        locations: [24, 5],
        meta: [],
      },
    ]);
    // Another chunk's summary is refused.
    const file = path.join(dir, chunkSummaryPath(META_HASH, 'en_c0ffee00_1'));
    const bytes = await unpack(await readFile(file));
    expect(() => summaryChunk(bytes, 'en_c0ffee00_0')).toThrow(
      /Not the summary of index chunk en_c0ffee00_0/,
    );
    expect(() => summaryChunk(meta, 'en_c0ffee00_0')).toThrow(/Not a summary/);
  });

  it("lists what Pagefind's metadata lists, but the pages' hashes, its chunks in the entry", async () => {
    const entry = JSON.parse(
      await readFile(path.join(dir, 'pagefind-entry.json'), 'utf8'),
    ) as Record<string, unknown>;
    expect(entry).toMatchObject({
      version: PAGEFIND_VERSION,
      languages: {en: {hash: META_HASH, wasm: null, page_count: 3}},
    });
    const list = decodePageList(
      await unpack(await readFile(path.join(dir, pageListPath(META_HASH)))),
      META_HASH,
      chunksOfEntry(entry, META_HASH),
    );
    const pagefind = decodeMeta(meta);
    expect(list.pages).toEqual(
      pagefind.pages.map(({wordCount}) => ({hash: '', group: '', wordCount})),
    );
    expect(list.wordCounts).toEqual(pagefind.wordCounts);
    expect(list.averageLength).toBe(pagefind.averageLength);
    expect(list.chunks).toEqual(pagefind.chunks);
    expect(list.filters).toEqual(pagefind.filters);
    expect(list.metaFields).toEqual(pagefind.metaFields);
  });

  it("holds each page's fragment by its number, a group's page alone", async () => {
    for (const [number, title] of ['one', 'two', 'three'].entries()) {
      const file = pageFragmentPath(META_HASH, number);
      const bytes = await unpack(await readFile(path.join(dir, file)));
      expect(decodeFragment(bytes, {hash: '', group: ''}, '/docs/', file)).toEqual({
        url: `https://example.org/docs/${title}`,
        content: `${title} text`,
        meta: {title},
        filters: {tag: ['docs']},
      });
    }
  });
});

describe('decodePageList refuses what is not the page list of the bundle read', () => {
  const {list, chunks} = encodePageList(meta, META_HASH);
  const listed = chunksOfEntry({[ENTRY_CHUNKS_FIELD]: chunks}, META_HASH);
  const cbor = new CborReader(meta);
  cbor.array();
  cbor.skip(); // version
  cbor.skip(); // pages
  const afterPages = meta.subarray(cbor.position);
  cbor.skip(); // index chunks
  const afterChunks = meta.subarray(cbor.position);
  const head = (layout: string, fields: number) => [
    cborHead(4, fields),
    cborText(layout),
    cborText(META_HASH),
    cborHead(0, 3),
    cborHead(2, 3),
    wordCountPlanes([120, 7, 0]),
  ];

  it('reads a good one, with the chunks its entry lists', () => {
    expect(decodePageList(list, META_HASH, listed)).toEqual({
      ...decodeMeta(meta),
      pages: decodeMeta(meta).pages.map(({wordCount}) => ({hash: '', group: '', wordCount})),
    });
  });

  it('refuses one whose entry lists no chunks for it', () => {
    expect(() => decodePageList(list, META_HASH)).toThrow(
      /pagefind-entry.json lists no index chunks for it/,
    );
    expect(chunksOfEntry({[ENTRY_CHUNKS_FIELD]: chunks}, 'en_99999999')).toBeNull();
    expect(chunksOfEntry({version: PAGEFIND_VERSION}, META_HASH)).toBeNull();
  });

  it('refuses to write one for chunks not named by their place', () => {
    const unnamed = encode([PAGEFIND_VERSION, [], [['a', 'z', 'en_idx0001']], [], [], []]);
    expect(() => encodePageList(unnamed, META_HASH)).toThrow(
      /chunk en_idx0001 of en_0123abcd is not named by its place/,
    );
  });

  it("reads one of the first layout, its chunks' hashes listed (an older build's)", () => {
    const first = concatBytes([...head(PAGE_FILES_TAG_1, 8), afterPages]);
    expect(decodePageList(first, META_HASH)).toEqual(decodePageList(list, META_HASH, listed));
  });

  it("reads one of the second layout, its chunks' names and bounds listed (an older build's)", () => {
    const second = concatBytes([
      ...head(PAGE_FILES_TAG_2, 9),
      cborText('en_c0ffee00_'),
      encode(frontCoded(['a', 'm', 'n', 'z'])),
      afterChunks,
    ]);
    expect(decodePageList(second, META_HASH)).toEqual(decodePageList(list, META_HASH, listed));
  });

  it("another bundle's", () => {
    expect(() => decodePageList(list, 'en_99999999', listed)).toThrow(
      /lists the pages of en_0123abcd/,
    );
  });

  it("Pagefind's metadata, another layout, bytes after its fields", () => {
    expect(() => decodePageList(meta, META_HASH, listed)).toThrow(/not a page list/);
    const other = encode(['other layout', META_HASH, 0, [], [], [], [], []]);
    expect(() => decodePageList(other, META_HASH)).toThrow(/not a page list \(other layout\)/);
    expect(() => decodePageList(concatBytes([list, Uint8Array.of(0)]), META_HASH, listed)).toThrow(
      /bytes after/,
    );
  });

  it('word counts that are not a plane or three of a byte per page', () => {
    const start = [cborHead(4, 7), cborText(PAGE_FILES_TAG), cborText(META_HASH)];
    const counts = (pages: number, bytes: number) =>
      concatBytes([...start, cborHead(0, pages), cborHead(2, bytes), new Uint8Array(bytes)]);
    expect(() => decodePageList(counts(1_000_000, 1), META_HASH, [])).toThrow(
      /1 bytes of word counts for 1000000 pages/,
    );
    expect(() => decodePageList(counts(2, 8), META_HASH, [])).toThrow(/8 bytes of word counts/);
    expect(() => decodePageList(counts(3_000_000, 0), META_HASH, [])).toThrow(/more than a reader/);
  });
});

describe("the entry's chunk list", () => {
  const field = (value: unknown) => ({[ENTRY_CHUNKS_FIELD]: value});

  it('reads back each bound, written after the characters it shares with the one before', () => {
    // (Neighbours sharing Chinese characters, an emoji's two UTF-16 units, and nothing.)
    const bounds = [
      ['缓', '缓存'],
      ['缓存策', '缓存配'],
      ['😀', '😀😁'],
      ['😂', 'a'],
      ['ab', 'ab'],
      ['', 'z'],
    ];
    const chunks = bounds.map(([from, to], i) => [from, to, `en_c0ffee00_${i}`]);
    const named = encode([PAGEFIND_VERSION, [['en_p1', 3, '']], chunks, [], [], []]);
    expect(writtenAndRead(named).chunks).toEqual(decodeMeta(named).chunks);
    expect(frontCoded(['缓存', '缓存策'])).toEqual([0, '缓存', 2, '策']);
  });

  it('refuses a bound that shares more characters than the one before has, or is not text', () => {
    const entry = (bounds: unknown[]) => field({meta: META_HASH, names: 'en_c0ffee00_', bounds});
    expect(() => chunksOfEntry(entry([0, 'ab', 3, 'c']), META_HASH)).toThrow(
      /a chunk bound shares 3 characters/,
    );
    expect(() => chunksOfEntry(entry([0, 'ab', 1, 7]), META_HASH)).toThrow(/not text/);
    expect(() => chunksOfEntry(entry([0, 'ab', -1, 'c']), META_HASH)).toThrow(/shares -1/);
    expect(() => chunksOfEntry(entry([0, 'ab']), META_HASH)).toThrow(/2 items of chunk bounds/);
  });

  it('refuses a field that is not a chunk list, or names chunks no file is named', () => {
    expect(() => chunksOfEntry(field({meta: META_HASH}), META_HASH)).toThrow(/not a chunk list/);
    expect(() => chunksOfEntry(field({meta: META_HASH, names: 1, bounds: []}), META_HASH)).toThrow(
      /not a chunk list/,
    );
    expect(() =>
      chunksOfEntry(field({meta: META_HASH, names: '../x', bounds: [0, 'a', 0, 'b']}), META_HASH),
    ).toThrow(/names a file/);
    expect(chunksOfEntry(field(null), META_HASH)).toBeNull();
  });
});

describe('wordCountPlanes', () => {
  it('takes as many planes as the largest count, and the page list reads them back', () => {
    expect(wordCountPlanes([0, 255, 7])).toEqual(Uint8Array.of(0, 255, 7));
    expect(wordCountPlanes([256, 1])).toEqual(Uint8Array.of(1, 0, 0, 1));
    const counts = [0, 255, 256, 65_535, 65_536, 2 ** 24 - 1];
    expect(wordCountPlanes(counts)).toHaveLength(3 * counts.length);
    const pages = counts.map((count, i) => [`en_p${i}`, count, '']);
    const big = encode([PAGEFIND_VERSION, pages, [], [], [], []]);
    expect(writtenAndRead(big).pages).toEqual(
      counts.map((wordCount) => ({hash: '', group: '', wordCount})),
    );
    expect(() => wordCountPlanes([2 ** 24])).toThrow(/more words/);
  });
});
