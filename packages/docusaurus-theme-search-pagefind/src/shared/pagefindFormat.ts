import {CborReader} from './cbor.js';

// Pagefind's bundle format, as Pagefind 1.6.0 writes it: the one place in this project that
// mirrors Pagefind's files. The browser's reader (client/engine/reader.ts) reads bundles
// through it, and the indexer (server/indexer.ts) checks with it that the bundle it just wrote
// is one the reader knows. Upgrading Pagefind: see "Upgrading Pagefind" in the README.
//
// Upstream, github.com/Pagefind/pagefind at the tag v1.6.0 (writer, then reader). The copies
// of that repository at hand here stop at its main branch of August 2026 (after v1.5.2, with
// these same files); what 1.6.0 changed (the fragment group, noted below) was read from the
// bundles the 1.6.0 binary writes and from its pagefind.js, and the tests check this module
// against both:
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

const SIGNATURE = 'pagefind_dcd';

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
  'or teach the theme\'s src/shared/pagefindFormat.ts the new format (its README, "Upgrading Pagefind").';

/** What the browser says: the site was rebuilt, or a cache holds an index of another build. */
export const BROWSER_ADVICE =
  'Reload the page; if this persists, the site must be rebuilt and redeployed.';

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
  return {version, language, metaHash: info.hash, includeCharacters};
}

/** A file's bytes after the signature; gunzipped first unless the server already did. */
export async function readBundleFile(response: Response): Promise<Uint8Array> {
  let bytes = new Uint8Array(await response.arrayBuffer());
  if (!startsWithSignature(bytes)) {
    // Stored gzip-compressed; a server that sent it with Content-Encoding: gzip has already
    // had it decompressed by the browser.
    // (A stream of the bytes in hand: a Blob would copy them to the browser process first.)
    const compressed = bytes;
    const source = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(compressed);
        controller.close();
      },
    });
    // (Typed as a pair of byte streams: Node's and the DOM's DecompressionStream types differ.)
    const gunzip = new DecompressionStream('gzip') as unknown as Parameters<
      typeof source.pipeThrough<Uint8Array>
    >[0];
    bytes = new Uint8Array(await new Response(source.pipeThrough(gunzip)).arrayBuffer());
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

/** pagefind.<hash>.pf_meta, read; throws PagefindVersionError for another version. */
export function decodeMeta(bytes: Uint8Array, advice = BROWSER_ADVICE): Meta {
  const cbor = new CborReader(bytes);
  cbor.array();
  const version = cbor.string();
  if (version !== PAGEFIND_VERSION) throw new PagefindVersionError(version, advice);
  const pages: MetaPage[] = [];
  for (let i = 0, n = cbor.array(); i < n; i++) {
    const length = cbor.array();
    if (length !== 3) throw new Error(`Pagefind metadata: a page has ${length} fields, not 3`);
    pages.push({hash: cbor.string(), wordCount: cbor.int(), group: cbor.string()});
  }
  const chunks: Chunk[] = [];
  for (let i = 0, n = cbor.array(); i < n; i++) {
    cbor.array();
    chunks.push({from: cbor.string(), to: cbor.string(), hash: cbor.string()});
  }
  const filters: Meta['filters'] = [];
  for (let i = 0, n = cbor.array(); i < n; i++) {
    cbor.array();
    filters.push({name: cbor.string(), hash: cbor.string()});
  }
  cbor.skip(); // sorts
  const metaFields: string[] = [];
  for (let i = 0, n = cbor.array(); i < n; i++) metaFields.push(cbor.string());
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
    page += cbor.int();
    let weight = 25;
    let position = 0;
    for (let j = 0, m = cbor.array(); j < m; j++) {
      const value = cbor.int();
      if (value < 0) {
        weight = Math.min(255, -value - 1);
        position = 0; // the first position after a weight is absolute
      } else {
        position += value;
        locations.push(weight, position);
      }
    }
    let field = 0;
    let metaPosition = 0;
    for (let j = 0, m = cbor.array(); j < m; j++) {
      const value = cbor.int();
      if (value < 0) {
        field = -value - 1;
        metaPosition = 0;
      } else {
        metaPosition += value;
        metaLocations.push(field, metaPosition);
      }
    }
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

/** A page's fragment from its file's bytes (after the signature): its own file, or its group's. */
export function decodeFragment(
  bytes: Uint8Array,
  page: Pick<MetaPage, 'hash' | 'group'>,
): Fragment {
  const json = JSON.parse(new TextDecoder().decode(bytes)) as Fragment | Record<string, Fragment>;
  const data = (page.group ? (json as Record<string, Fragment>)[page.hash] : json) as
    Fragment | undefined;
  if (!data || typeof data.content !== 'string')
    throw new Error(`Pagefind fragment of ${page.hash} is missing`);
  // The indexer puts zero-width spaces between the Chinese words it segmented; pagefind.js
  // takes them out of the content too.
  return {...data, content: data.content.replace(/\u200B/g, '')};
}
