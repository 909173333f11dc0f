import {CborReader} from '../cbor.js';
import {fileHash} from './fileHash.js';
import type {Chunk} from './chunkBounds.js';
import {BUNDLE_LIMITS} from './limits.js';
import {BROWSER_ADVICE, PAGEFIND_VERSION, PagefindVersionError} from './version.js';

// The bundle's metadata file as Pagefind 1.6.0 writes it (see version.ts):
// - pagefind/src/index/index_metadata.rs, pagefind_web/src/metadata.rs:
//   pagefind.<hash>.pf_meta, CBOR [version, pages, index chunks, filters, sorts, meta fields];
//   a page is [hash, word count, fragment group] (the group is new in 1.6: "" or the hash
//   of a file holding the fragments of several pages, see maxFragments); an index chunk is
//   [first word, last word, hash];

export interface MetaPage {
  hash: string;
  wordCount: number;
  /** The fragment group file holding this page's fragment, or "" for a file of its own. */
  group: string;
}

export interface Meta {
  pages: MetaPage[];
  /** Each page's word count, as pages[i].wordCount, in one array (read for every page scored). */
  wordCounts: Float64Array;
  averageLength: number;
  chunks: Chunk[];
  /** Each filter's name and the hash of its file, filter/<hash>.pf_filter. */
  filters: Array<{name: string; hash: string}>;
  metaFields: string[];
}

export {fileHash};

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
  // Each page's hash and group are cut from one decoding of the pages' bytes, not a TextDecoder
  // call per string: the metadata lists every page, and the first query waits for it. (A valid
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
  return metaOf(pages, wordCounts, decodeMetaRest(cbor));
}

/** What the metadata lists after its pages: the index chunks, filters and meta fields. */
export type MetaRest = Pick<Meta, 'chunks' | 'filters' | 'metaFields'>;

/**
 * The metadata's fields after its pages ([index chunks, filters, sorts, meta fields]), read
 * from `cbor` where the pages end (this theme's page list of the first layout,
 * shared/pageFiles.ts, ends as Pagefind's metadata does).
 */
export function decodeMetaRest(cbor: CborReader): MetaRest {
  const chunks: Chunk[] = [];
  const chunkCount = cbor.array();
  if (chunkCount > BUNDLE_LIMITS.chunks)
    throw new Error(`Pagefind metadata lists ${chunkCount} index chunks, more than a reader takes`);
  for (let i = 0; i < chunkCount; i++) {
    cbor.array();
    chunks.push({from: cbor.string(), to: cbor.string(), hash: fileHash(cbor.string())});
  }
  return {chunks, ...decodeAfterChunks(cbor)};
}

/**
 * The metadata's fields after its index chunks ([filters, sorts, meta fields]), read from
 * `cbor` where the chunks end (this theme's page list ends so too).
 */
export function decodeAfterChunks(cbor: CborReader): Pick<Meta, 'filters' | 'metaFields'> {
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
  return {filters, metaFields};
}

/** The metadata from its pages (with their word counts in one array) and the rest. */
export function metaOf(pages: MetaPage[], wordCounts: Float64Array, rest: MetaRest): Meta {
  let totalWords = 0;
  for (let i = 0; i < wordCounts.length; i++) totalWords += wordCounts[i];
  return {
    pages,
    wordCounts,
    averageLength: pages.length ? totalWords / pages.length : 0,
    ...rest,
  };
}
