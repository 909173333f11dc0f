import {CborReader, cborHead, cborText, concatBytes} from '../cbor.js';

// Pagefind's bundle format, as Pagefind 1.6.0 writes it: the one place in this project that
// mirrors Pagefind's files. The browser's reader (client/engine/reader.ts) reads bundles
// through it, and the indexer (server/indexer.ts) checks with it that the bundle it just wrote
// is one the reader knows. Upgrading Pagefind: see "Upgrading Pagefind" in CONTRIBUTING.md.
//
// Upstream, github.com/Pagefind/pagefind at the tag v1.6.0 (writer, then reader). The fragment
// group (new in 1.6.0, noted below) is as the bundles the 1.6.0 binary writes and its
// pagefind.js read it; the tests check this module against both:
// - pagefind/src/output/entry.rs, pagefind_web_js/lib/coupled_search.ts (loadEntry):
//   pagefind-entry.json, {version, languages: {code: {hash, wasm, page_count}},
//   include_characters};
// - pagefind/src/index/index_metadata.rs, pagefind_web/src/metadata.rs:
//   pagefind.<hash>.pf_meta, CBOR [version, pages, index chunks, filters, sorts, meta fields];
//   a page is [hash, word count, fragment group] (the group is new in 1.6: "" or the hash
//   of a file holding the fragments of several pages, see maxFragments); an index chunk is
//   [first word, last word, hash];
// - pagefind/src/index/index_words.rs, pagefind_web/src/index.rs: index/<hash>.pf_index,
//   [[word, pages, variants]] sorted by word. A page is [page delta, locations, meta
//   locations]; in locations a negative number -(w + 1) sets the weight w (24 = 1.0) of the
//   positions after it, the first position after it absolute and each next one a delta; in
//   meta locations a negative number -(f + 1) switches to meta field f. A variant is
//   [form, pages]: the same word written with other diacritics;
// - pagefind/src/fossick/mod.rs, pagefind_web_js/lib/coupled_search.ts (loadFragment):
//   fragment/<hash>.pf_fragment, a page's JSON {url, content, word_count, filters, meta,
//   anchors}; a group's file is a JSON object of such pages by page hash;
// - pagefind/src/index/index_filter.rs, pagefind_web/src/filter_index.rs: filter/<hash>.pf_filter,
//   [filter, [[value, pages]]], the pages by their number in the metadata; the metadata lists
//   the filters as [[filter, hash]]. The reader reads one filter, a page's docusaurus_tag (see
//   decodeFilter); the other filters only come back with a page's fragment.
// Every file but the entry is gzip-compressed and starts with the signature "pagefind_dcd".
// Bundles of any other version are refused (PagefindVersionError); nothing here reads 1.5.

/** The Pagefind release whose bundles this module reads (and the indexer must write). */
export const PAGEFIND_VERSION = '1.6.0';

/** What every bundle file but the entry starts with, once gunzipped. */
export const SIGNATURE = 'pagefind_dcd';

/** A bundle written by a Pagefind release this module does not read. */
export class PagefindVersionError extends Error {
  constructor(
    readonly found: string,
    advice: string,
  ) {
    super(
      `The search index was written by Pagefind ${found || '(no version)'}, but the search reader reads Pagefind ${PAGEFIND_VERSION} bundles only. ${advice}`,
    );
    this.name = 'PagefindVersionError';
  }
}

/** What the indexer says when the installed Pagefind writes another version. */
export const BUILD_ADVICE =
  `Reinstall docusaurus-theme-search-pagefind so that it has pagefind ${PAGEFIND_VERSION} ("npm ci"), ` +
  'or teach the theme\'s src/shared/pagefind/format.ts the new format (its CONTRIBUTING.md, "Upgrading Pagefind").';

/**
 * What the browser's console says (the visitor reads the modal's or search page's help text,
 * theme/SearchBar/outdatedIndexText.ts): a cache holds an index of another build, or the site
 * was built with another Pagefind.
 */
export const BROWSER_ADVICE =
  'A cache may still hold an earlier build of the site; otherwise the site must be rebuilt with this theme and redeployed.';

/**
 * What the reader accepts from a bundle: everything read from an index is input, and a file,
 * list or number past these bounds means an index the reader cannot trust (a tampered or
 * broken deploy), refused quickly instead of freezing the tab. Pagefind's own files are far
 * below them: a 10,000-page site has a few hundred chunks of tens of kilobytes each.
 */
export const BUNDLE_LIMITS = {
  /** Bytes of one file, decompressed, by kind (the metadata lists every page). */
  bytes: {meta: 32 << 20, index: 16 << 20, filter: 16 << 20, fragment: 8 << 20, entry: 1 << 20},
  /** Pages and index chunks the metadata may list. */
  pages: 2_000_000,
  chunks: 20_000,
  /** A word's position in its page (pageScores packs positions below 2^24). */
  position: 2 ** 24 - 1,
  /** Meta fields (a meta location's field number). */
  metaFields: 256,
  /** A fragment's URL and text, in UTF-16 code units. */
  urlLength: 4096,
  contentLength: 4 << 20,
} as const;

export type BundleFileKind = keyof (typeof BUNDLE_LIMITS)['bytes'];

/** A file larger than BUNDLE_LIMITS allows, refused before (or while) it is decoded. */
export class BundleSizeError extends Error {
  constructor(kind: BundleFileKind, size: number | string) {
    super(`Pagefind ${kind} file too large (${size} bytes, at most ${BUNDLE_LIMITS.bytes[kind]})`);
    this.name = 'BundleSizeError';
  }
}

/**
 * One page's fragment that cannot be used (not an object, a URL that is not absolute or not
 * under the site's base, fields of the wrong types, too long): that page is left out of the
 * results, the others stand.
 */
export class InvalidRecordError extends Error {
  constructor(
    /** The bundle file the fragment came from. */
    readonly file: string,
    reason: string,
  ) {
    super(`Skipped a search record of ${file}: ${reason}`);
    this.name = 'InvalidRecordError';
  }
}

export interface BundleEntry {
  version: string;
  language: string;
  /** The language's metadata file is pagefind.<metaHash>.pf_meta. */
  metaHash: string;
  includeCharacters: string[];
}

/** pagefind-entry.json, read; throws PagefindVersionError for another version. */
export function parseEntry(json: unknown, advice = BROWSER_ADVICE): BundleEntry {
  const entry = (json ?? {}) as {
    version?: unknown;
    languages?: Record<string, {hash?: unknown}>;
    include_characters?: unknown;
  };
  const version = typeof entry.version === 'string' ? entry.version : '';
  if (version !== PAGEFIND_VERSION) throw new PagefindVersionError(version, advice);
  const [language, info] = Object.entries(entry.languages ?? {})[0] ?? [];
  if (!language || typeof info?.hash !== 'string')
    throw new Error('pagefind-entry.json names no language');
  const includeCharacters = Array.isArray(entry.include_characters)
    ? entry.include_characters.filter((c): c is string => typeof c === 'string')
    : [];
  return {version, language, metaHash: fileHash(info.hash), includeCharacters};
}

const GZIP_MAGIC = [0x1f, 0x8b];

/**
 * A stream's bytes, at most `limit` of them: past it the stream is cancelled and a
 * BundleSizeError thrown. `check` sees the first bytes and may throw (a file that is neither
 * Pagefind's nor gzip is refused without reading the rest).
 */
async function readCapped(
  stream: ReadableStream<Uint8Array>,
  kind: BundleFileKind,
  check?: (head: Uint8Array) => void,
): Promise<Uint8Array> {
  const limit = BUNDLE_LIMITS.bytes[kind];
  const reader = stream.getReader();
  const parts: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const {done, value} = await reader.read();
      if (done) break;
      if (size === 0 && value.length > 0) check?.(value);
      size += value.length;
      if (size > limit) throw new BundleSizeError(kind, `over ${limit}`);
      parts.push(value);
    }
  } catch (error) {
    void reader.cancel().catch(() => {});
    throw error;
  }
  if (parts.length === 1) return parts[0];
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.length;
  }
  return bytes;
}

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  if (bytes.length < prefix.length) return false;
  return prefix.every((byte, i) => bytes[i] === byte);
}

const SIGNATURE_BYTES = Array.from(SIGNATURE, (c) => c.charCodeAt(0));

/**
 * A file's bytes after the signature; gunzipped first unless the server already did. Sizes are
 * checked before decoding: a Content-Length over the kind's limit is refused unread, a body or
 * its decompressed bytes past it are cut off there, and a file that starts as neither Pagefind
 * data nor gzip (an HTML page, zeros) is refused at its first bytes.
 */
export async function readBundleFile(
  response: Response,
  kind: BundleFileKind = 'meta',
): Promise<Uint8Array> {
  const limit = BUNDLE_LIMITS.bytes[kind];
  const declared = Number(response.headers?.get('content-length') ?? '');
  if (declared > limit) {
    void response.body?.cancel().catch(() => {});
    throw new BundleSizeError(kind, declared);
  }
  const checkHead = (head: Uint8Array) => {
    if (
      head.length >= 2 &&
      !startsWith(head, GZIP_MAGIC) &&
      !startsWith(head, SIGNATURE_BYTES.slice(0, Math.min(head.length, SIGNATURE_BYTES.length)))
    )
      throw new Error(`Not a Pagefind file (${kind})`);
  };
  let bytes = response.body
    ? await readCapped(response.body, kind, checkHead)
    : new Uint8Array(await response.arrayBuffer());
  if (!startsWithSignature(bytes)) {
    if (!startsWith(bytes, GZIP_MAGIC)) throw new Error('Not a Pagefind file');
    // Stored gzip-compressed; a server that sent it with Content-Encoding: gzip has already
    // had it decompressed by the browser.
    // The bytes in hand are written straight into the decompressor (a stream piped into it
    // costs more promises; a Blob would copy them to the browser process first). A corrupt
    // file fails the read below; the writer's own rejections are that same failure.
    const gunzip = new DecompressionStream('gzip');
    const writer = gunzip.writable.getWriter();
    writer.write(bytes as Uint8Array<ArrayBuffer>).catch(() => {});
    writer.close().catch(() => {});
    bytes = await readCapped(gunzip.readable as ReadableStream<Uint8Array>, kind);
  }
  if (!startsWithSignature(bytes)) throw new Error('Not a Pagefind file');
  return bytes.subarray(SIGNATURE.length);
}

function startsWithSignature(bytes: Uint8Array): boolean {
  if (bytes.length < SIGNATURE.length) return false;
  for (let i = 0; i < SIGNATURE.length; i++) if (bytes[i] !== SIGNATURE.charCodeAt(i)) return false;
  return true;
}

export interface Chunk {
  from: string;
  to: string;
  hash: string;
}

/**
 * Whether chunk i's `to` may be its last word cut short. Pagefind writes each chunk's last word
 * only to one letter past what it shares with the next chunk's first (pagefind/src/index/mod.rs,
 * chunk_meta): a chunk of the words 牌与 to 状态, before one starting 率与, says "牌" to "状", and
 * holds words past "状" that start with it. Unless `to` begins the next chunk's first word:
 * then it is the whole last word (缓, before 缓存).
 */
export function cutShort(chunks: readonly Chunk[], i: number): boolean {
  const next = chunks[i + 1];
  return next !== undefined && !next.from.startsWith(chunks[i].to);
}

/**
 * The `from` and `to` of chunks whose first and last words are given, as Pagefind writes them
 * (pagefind/src/index/mod.rs, chunk_meta and get_prefixes): between two chunks, the last word
 * of the one and the first of the next are each cut one character past what they share.
 */
export function chunkBounds(
  chunks: ReadonlyArray<{first: string; last: string}>,
): Array<{from: string; to: string}> {
  const bounds = chunks.map(({first, last}) => ({from: first, to: last}));
  for (let i = 0; i + 1 < bounds.length; i++) {
    const a = Array.from(bounds[i].to);
    const b = Array.from(bounds[i + 1].from);
    let common = 0;
    while (common < a.length && common < b.length && a[common] === b[common]) common++;
    bounds[i].to = a.slice(0, common + 1).join('');
    bounds[i + 1].from = b.slice(0, common + 1).join('');
  }
  return bounds;
}

/** A word of an index chunk with its encoded entry ([word, pages, variants]), as written. */
export interface RawWord {
  word: string;
  bytes: Uint8Array;
}

/** An index chunk's words, each with its entry's bytes as the file holds them. */
export function indexChunkWords(bytes: Uint8Array): RawWord[] {
  const cbor = new CborReader(bytes);
  if (cbor.array() !== 1) throw new Error('Pagefind index: a chunk is not [words]');
  const words: RawWord[] = [];
  for (let i = 0, n = cbor.array(); i < n; i++) {
    const start = cbor.position;
    if (cbor.array() !== 3) throw new Error('Pagefind index: a word has not 3 fields');
    const word = cbor.string();
    cbor.skip(); // pages
    cbor.skip(); // variants
    words.push({word, bytes: bytes.subarray(start, cbor.position)});
  }
  if (cbor.position !== bytes.length) throw new Error('Pagefind index: bytes after the words');
  return words;
}

/** An index chunk of `words` (sorted), encoded as Pagefind encodes one (before compression). */
export function encodeIndexChunk(words: readonly RawWord[]): Uint8Array {
  return concatBytes([cborHead(4, 1), cborHead(4, words.length), ...words.map((w) => w.bytes)]);
}

/** The metadata file's bytes (decompressed) with its list of index chunks replaced by `chunks`. */
export function withMetaChunks(meta: Uint8Array, chunks: readonly Chunk[]): Uint8Array {
  const cbor = new CborReader(meta);
  if (cbor.array() !== 6) throw new Error('Pagefind metadata: not 6 fields');
  cbor.skip(); // version
  cbor.skip(); // pages
  const start = cbor.position;
  cbor.skip(); // index chunks
  const end = cbor.position;
  return concatBytes([
    meta.subarray(0, start),
    cborHead(4, chunks.length),
    ...chunks.flatMap((c) => [cborHead(4, 3), cborText(c.from), cborText(c.to), cborText(c.hash)]),
    meta.subarray(end),
  ]);
}

export interface MetaPage {
  hash: string;
  wordCount: number;
  /** The fragment group file holding this page's fragment, or "" for a file of its own. */
  group: string;
}

export interface Meta {
  pages: MetaPage[];
  averageLength: number;
  chunks: Chunk[];
  /** Each filter's name and the hash of its file, filter/<hash>.pf_filter. */
  filters: Array<{name: string; hash: string}>;
  metaFields: string[];
}

const FILE_HASH = /^[A-Za-z0-9_-]{1,128}$/;

/** A file's hash as the metadata names it: letters, digits, - and _ (never a path such as ../). */
function fileHash(hash: string): string {
  if (!FILE_HASH.test(hash))
    throw new Error(`Pagefind metadata names a file ${JSON.stringify(hash.slice(0, 40))}`);
  return hash;
}

/** Bytes as single-byte characters (windows-1252, which decodes ASCII as UTF-8 does). */
const asciiDecoder = new TextDecoder('windows-1252');

/** pagefind.<hash>.pf_meta, read; throws PagefindVersionError for another version. */
export function decodeMeta(bytes: Uint8Array, advice = BROWSER_ADVICE): Meta {
  const cbor = new CborReader(bytes);
  cbor.array();
  const version = cbor.string();
  if (version !== PAGEFIND_VERSION) throw new PagefindVersionError(version, advice);
  const pages: MetaPage[] = [];
  const pageCount = cbor.array();
  if (pageCount > BUNDLE_LIMITS.pages)
    throw new Error(`Pagefind metadata lists ${pageCount} pages, more than a reader takes`);
  // Each page's hash and group are cut from one decoding of the pages' bytes: a TextDecoder
  // call per string cost the first query's task about 20 ms on a 10,000-page index. (A valid
  // hash is ASCII, which windows-1252 reads as UTF-8 does; anything else fails fileHash.)
  const pagesStart = cbor.position;
  // (A page takes five bytes at least: a count the file cannot hold allocates nothing.)
  if (pageCount * 5 > bytes.length - pagesStart) throw new Error('CBOR: unexpected end of data');
  const ranges = new Int32Array(4 * pageCount);
  const wordCounts = new Float64Array(pageCount);
  for (let i = 0; i < pageCount; i++) {
    const length = cbor.array();
    if (length !== 3) throw new Error(`Pagefind metadata: a page has ${length} fields, not 3`);
    ranges[4 * i] = cbor.stringStart() - pagesStart;
    ranges[4 * i + 1] = cbor.position - pagesStart;
    const wordCount = cbor.int();
    if (!(wordCount >= 0 && wordCount <= BUNDLE_LIMITS.position))
      throw new Error(`Pagefind metadata: a page has ${wordCount} words`);
    wordCounts[i] = wordCount;
    ranges[4 * i + 2] = cbor.stringStart() - pagesStart;
    ranges[4 * i + 3] = cbor.position - pagesStart;
  }
  const pagesText = asciiDecoder.decode(bytes.subarray(pagesStart, cbor.position));
  for (let i = 0; i < pageCount; i++) {
    const hash = fileHash(pagesText.slice(ranges[4 * i], ranges[4 * i + 1]));
    const group = pagesText.slice(ranges[4 * i + 2], ranges[4 * i + 3]);
    if (group) fileHash(group);
    pages.push({hash, wordCount: wordCounts[i], group});
  }
  const chunks: Chunk[] = [];
  const chunkCount = cbor.array();
  if (chunkCount > BUNDLE_LIMITS.chunks)
    throw new Error(`Pagefind metadata lists ${chunkCount} index chunks, more than a reader takes`);
  for (let i = 0; i < chunkCount; i++) {
    cbor.array();
    chunks.push({from: cbor.string(), to: cbor.string(), hash: fileHash(cbor.string())});
  }
  const filters: Meta['filters'] = [];
  for (let i = 0, n = cbor.array(); i < n; i++) {
    cbor.array();
    filters.push({name: cbor.string(), hash: fileHash(cbor.string())});
  }
  cbor.skip(); // sorts
  const metaFields: string[] = [];
  const fieldCount = cbor.array();
  if (fieldCount > BUNDLE_LIMITS.metaFields)
    throw new Error(`Pagefind metadata lists ${fieldCount} meta fields`);
  for (let i = 0; i < fieldCount; i++) metaFields.push(cbor.string());
  const totalWords = pages.reduce((sum, page) => sum + page.wordCount, 0);
  return {
    pages,
    averageLength: pages.length ? totalWords / pages.length : 0,
    chunks,
    filters,
    metaFields,
  };
}

/** A word's postings, in flat arrays (decoded from an index chunk). */
export interface Postings {
  /** Page indexes, ascending. */
  pages: number[];
  /** Page i's locations are locations[locationStart[i]] to locations[locationStart[i + 1]]. */
  locationStart: number[];
  /** Weight, position, weight, position... */
  locations: number[];
  /** Page i's meta locations are metaLocations[metaStart[i]] to metaLocations[metaStart[i + 1]]. */
  metaStart: number[];
  /** Field, position, field, position... */
  metaLocations: number[];
}

export interface WordEntry {
  word: string;
  /** The word's own postings and its variants', each with the form that matched. */
  forms: Array<{form: string; postings: Postings}>;
}

/** One index chunk: its words, sorted, with where each word's postings start. */
export interface LoadedChunk {
  words: string[];
  /** Where each word's pages start. */
  offsets: number[];
  bytes: Uint8Array;
  decoded: Map<number, WordEntry>;
}

/** index/<hash>.pf_index, read: its words; postings are decoded on demand (wordEntry). */
export function indexChunk(bytes: Uint8Array): LoadedChunk {
  const cbor = new CborReader(bytes);
  cbor.array();
  const words: string[] = [];
  const offsets: number[] = [];
  for (let i = 0, n = cbor.array(); i < n; i++) {
    const length = cbor.array();
    if (length !== 3) throw new Error(`Pagefind index: a word has ${length} fields, not 3`);
    words.push(cbor.string());
    offsets.push(cbor.position);
    cbor.skip(); // pages
    cbor.skip(); // variants
  }
  return {words, offsets, bytes, decoded: new Map()};
}

/**
 * A page's content or meta locations: `count` integers from the reader's position, where a
 * negative one -(k + 1) sets k (the weight of the content positions after it, up to 255, or
 * the meta field they are in) and the others are positions, the first after a k absolute
 * and each next one a delta. Pushes (k, position) pairs onto `into`.
 */
function readLocations(cbor: CborReader, count: number, into: number[], meta: boolean): void {
  let k = meta ? 0 : 25;
  let position = 0;
  for (let j = 0; j < count; j++) {
    const value = cbor.int();
    if (value < 0) {
      k = -value - 1;
      if (!meta) k = Math.min(255, k);
      else if (k >= BUNDLE_LIMITS.metaFields) throw new Error(`Pagefind index: meta field ${k}`);
      position = 0; // the first position after a k is absolute
    } else {
      position += value;
      if (position > BUNDLE_LIMITS.position)
        throw new Error(
          `Pagefind index: a ${meta ? 'meta ' : ''}word at position ${position}, past any page`,
        );
      into.push(k, position);
    }
  }
}

function decodePostings(cbor: CborReader): Postings {
  const postings: Postings = {
    pages: [],
    locationStart: [0],
    locations: [],
    metaStart: [0],
    metaLocations: [],
  };
  const {locations, metaLocations} = postings;
  let page = 0;
  for (let i = 0, n = cbor.array(); i < n; i++) {
    const length = cbor.array();
    if (length !== 3) throw new Error(`Pagefind index: a page has ${length} fields, not 3`);
    const delta = cbor.int();
    if (delta < 0) throw new Error('Pagefind index: pages out of order');
    page += delta;
    readLocations(cbor, cbor.array(), locations, false);
    readLocations(cbor, cbor.array(), metaLocations, true);
    postings.pages.push(page);
    postings.locationStart.push(locations.length);
    postings.metaStart.push(metaLocations.length);
  }
  return postings;
}

/** The word at `index` of a chunk, with its postings and its variants' (decoded once). */
export function wordEntry(chunk: LoadedChunk, index: number): WordEntry {
  const known = chunk.decoded.get(index);
  if (known) return known;
  const cbor = new CborReader(chunk.bytes);
  cbor.position = chunk.offsets[index];
  const word = chunk.words[index];
  const forms = [{form: word, postings: decodePostings(cbor)}];
  for (let i = 0, n = cbor.array(); i < n; i++) {
    cbor.array();
    const form = cbor.string();
    forms.push({form, postings: decodePostings(cbor)});
  }
  const entry = {word, forms};
  chunk.decoded.set(index, entry);
  return entry;
}

/** The path of a filter's file. */
export function filterPath(filter: Pick<Meta['filters'][number], 'hash'>): string {
  return `filter/${filter.hash}.pf_filter`;
}

/** filter/<hash>.pf_filter, read (after the signature): each value's pages, by page number. */
export function decodeFilter(bytes: Uint8Array): Map<string, number[]> {
  const cbor = new CborReader(bytes);
  cbor.array();
  cbor.string(); // the filter's name
  const values = new Map<string, number[]>();
  for (let i = 0, n = cbor.array(); i < n; i++) {
    cbor.array();
    const value = cbor.string();
    const pages: number[] = [];
    for (let j = 0, m = cbor.array(); j < m; j++) pages.push(cbor.int());
    values.set(value, pages);
  }
  return values;
}

/** A page's fragment: what the reader hands back as the page's data. */
export interface Fragment {
  url: string;
  content: string;
  meta: Record<string, string | undefined>;
  filters?: Record<string, string[] | undefined>;
}

/** The path of the file holding a page's fragment. */
export function fragmentPath(page: Pick<MetaPage, 'hash' | 'group'>): string {
  return `fragment/${page.group || page.hash}.pf_fragment`;
}

/** Whether a value is a plain object (not null, not an array). */
function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A page's fragment checked field by field: `url` an absolute http(s) URL under `base` (the
 * site's base URL, the bundle folder's parent, when given), `content` a string, `meta` strings,
 * `filters` lists of strings, each within BUNDLE_LIMITS. Throws InvalidRecordError naming `file`.
 */
export function checkFragment(value: unknown, file: string, base?: string): Fragment {
  const bad = (reason: string) => new InvalidRecordError(file, reason);
  if (!isObject(value)) throw bad('not an object');
  const {url, content, meta, filters} = value;
  if (typeof url !== 'string' || url.length > BUNDLE_LIMITS.urlLength)
    throw bad('its url is not a string');
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw bad(`its url ${JSON.stringify(url.slice(0, 80))} is not absolute`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
    throw bad(`its url ${JSON.stringify(url.slice(0, 80))} is not a web page`);
  if (base && !parsed.pathname.startsWith(base))
    throw bad(`its url ${JSON.stringify(url.slice(0, 80))} is not under ${base}`);
  if (typeof content !== 'string') throw bad('its content is not text');
  if (content.length > BUNDLE_LIMITS.contentLength) throw bad('its content is too long');
  if (!isObject(meta)) throw bad('its meta is not an object');
  for (const [key, field] of Object.entries(meta))
    if (field !== undefined && typeof field !== 'string') throw bad(`its meta ${key} is not text`);
  if (filters !== undefined) {
    if (!isObject(filters)) throw bad('its filters are not an object');
    for (const [key, values] of Object.entries(filters))
      if (
        values !== undefined &&
        !(Array.isArray(values) && values.every((v: unknown) => typeof v === 'string'))
      )
        throw bad(`its filter ${key} is not a list of text`);
  }
  return {
    url,
    content,
    meta: meta as Fragment['meta'],
    ...(filters === undefined ? {} : {filters: filters as Fragment['filters']}),
  };
}

/**
 * A page's fragment from its file's bytes (after the signature): its own file, or its group's.
 * A file that is not JSON, or a group without the page, throws; a fragment that is not a
 * usable record throws InvalidRecordError (see checkFragment).
 */
export function decodeFragment(
  bytes: Uint8Array,
  page: Pick<MetaPage, 'hash' | 'group'>,
  base?: string,
): Fragment {
  const file = fragmentPath(page);
  const json = JSON.parse(new TextDecoder().decode(bytes)) as unknown;
  const data = page.group ? (isObject(json) ? json[page.hash] : undefined) : json;
  if (data === undefined) throw new InvalidRecordError(file, `it holds no page ${page.hash}`);
  const fragment = checkFragment(data, file, base);
  // The indexer puts zero-width spaces between the Chinese words it segmented; pagefind.js
  // takes them out of the content too.
  return {...fragment, content: fragment.content.replace(/\u200B/g, '')};
}
