import {CborReader} from './cbor.js';
import {pageListPath} from './pageFilePaths.js';
import {BUNDLE_LIMITS} from './pagefind/limits.js';
import {
  decodeAfterChunks,
  decodeMetaRest,
  fileHash,
  metaOf,
  type Meta,
  type MetaPage,
  type MetaRest,
} from './pagefind/meta.js';

// This theme's files beside a Pagefind bundle, which a first query reads in place of Pagefind's
// metadata file: that file names each page's fragment file by a random hash, about half of its
// bytes, which a query needs only for the few pages it shows. The build writes, in a folder
// named by the metadata file's hash (server/pageFiles.ts):
// - `meta.pf_meta`: the metadata without the pages' hashes, gzip-compressed after Pagefind's
//   signature, CBOR [PAGE_FILES_TAG, metadata hash, page count, word counts, chunk names, chunk
//   bounds, then Pagefind's metadata after its index chunks, byte for byte: filters, sorts, meta
//   fields]; the word counts are a byte string of 1 to 3 planes of a byte per page, the most
//   significant first (a plane of high bytes, nearly all alike, compresses to little: gzip
//   takes a count in fewer bytes so than as a CBOR number each); the index chunks are named by
//   their place in the list (server/indexChunks.ts names them so), the chunk names being the
//   text before the place, and their bounds are one array, each chunk's from and to, each
//   bound as the count of characters (code points) it shares with the bound before it, then
//   the rest of it (neighbouring bounds share most of their characters: 11 KB of a Chinese
//   page list at 10,000 pages become 6);
// - `<page number>.pf_fragment`: each page's fragment, as Pagefind's file of that page holds it
//   (a page of a fragment group: its own fragment alone).
// A bundle without them (an older build, another site's) is read from Pagefind's files. A page
// list of the first layout (PAGE_FILES_TAG_1: Pagefind's metadata after its pages, byte for
// byte, its chunks' hashes among them), which another site built with an older release of this
// theme serves, is read too.

export {PAGE_FILES_DIR, pageFilesFolder, pageFragmentPath, pageListPath} from './pageFilePaths.js';

/** What the page list starts with: a file of this layout. */
export const PAGE_FILES_TAG = 'docusaurus-theme-search-pagefind pages 2';

/** What a page list of the first layout starts with (its chunks listed with their hashes). */
export const PAGE_FILES_TAG_1 = 'docusaurus-theme-search-pagefind pages 1';

/**
 * The name (hash) of the index chunk at `place` in the list of chunks named `names`: how the
 * build names each chunk of a bundle (server/indexChunks.ts), so that the page list need not
 * list them (`names` is `<language>_<hash of the chunks>_`).
 */
export function chunkHashAt(names: string, place: number): string {
  return `${names}${place}`;
}

/** The planes of bytes the page list's word counts take at most (shared/pagefind/limits.ts). */
export const WORD_COUNT_PLANES = 3;

/** A page of the page list: its fragment is read by its number, so no hash or group. */
const NAMELESS = {hash: '', group: ''} as const;

/**
 * The page list's bytes (after the signature), read as the metadata it stands for; throws if it
 * is not of this layout or lists another metadata file than pagefind.<metaHash>.pf_meta.
 */
export function decodePageList(bytes: Uint8Array, metaHash: string): Meta {
  const cbor = new CborReader(bytes);
  const fields = cbor.array();
  const tag = fields === 8 || fields === 9 ? cbor.string() : '';
  const layout = tag === PAGE_FILES_TAG ? 2 : tag === PAGE_FILES_TAG_1 ? 1 : 0;
  if (layout === 0 || fields !== layout + 7)
    throw new Error(
      `${pageListPath(metaHash)}: not a page list${tag ? ` (${tag.slice(0, 60)})` : ''}`,
    );
  const listed = cbor.string();
  if (listed !== metaHash)
    throw new Error(`${pageListPath(metaHash)}: lists the pages of ${listed.slice(0, 60)}`);
  const pageCount = cbor.int();
  if (!(pageCount >= 0 && pageCount <= BUNDLE_LIMITS.pages))
    throw new Error(`${pageListPath(metaHash)} lists ${pageCount} pages, more than a reader takes`);
  const planes = cbor.byteString();
  const depth = pageCount ? planes.length / pageCount : 0;
  if (!(Number.isInteger(depth) && depth <= WORD_COUNT_PLANES && (depth > 0 || pageCount === 0)))
    throw new Error(
      `${pageListPath(metaHash)}: ${planes.length} bytes of word counts for ${pageCount} pages`,
    );
  const wordCounts = new Float64Array(pageCount);
  const pages: MetaPage[] = new Array(pageCount);
  for (let i = 0; i < pageCount; i++) {
    let wordCount = 0;
    for (let plane = 0; plane < depth; plane++)
      wordCount = wordCount * 256 + planes[plane * pageCount + i];
    wordCounts[i] = wordCount;
    pages[i] = {...NAMELESS, wordCount};
  }
  const rest = layout === 2 ? decodeNamedChunks(cbor, metaHash) : decodeMetaRest(cbor);
  const meta = metaOf(pages, wordCounts, rest);
  if (cbor.remaining !== 0) throw new Error(`${pageListPath(metaHash)}: bytes after its fields`);
  return meta;
}

/** The page list's chunk names and bounds, then Pagefind's fields after its index chunks. */
function decodeNamedChunks(cbor: CborReader, metaHash: string): MetaRest {
  const names = cbor.string();
  const items = cbor.array();
  if (items % 4 !== 0 || items / 4 > BUNDLE_LIMITS.chunks)
    throw new Error(`${pageListPath(metaHash)}: ${items} items of chunk bounds`);
  // (The names are checked once: each chunk's hash adds only its place to them.)
  if (items > 0) fileHash(names);
  // Each bound is the first characters of the bound before it (the chunk's from, the chunk
  // before's to), as many as the page list says, then its own.
  let previous: string[] = [];
  const bound = () => {
    const shared = cbor.int();
    if (!(shared >= 0 && shared <= previous.length))
      throw new Error(`${pageListPath(metaHash)}: a chunk bound shares ${shared} characters`);
    const text = previous.slice(0, shared).join('') + cbor.string();
    previous = Array.from(text);
    return text;
  };
  const chunks: Meta['chunks'] = new Array(items / 4);
  for (let i = 0; i < chunks.length; i++) {
    const from = bound();
    chunks[i] = {from, to: bound(), hash: chunkHashAt(names, i)};
  }
  return {chunks, ...decodeAfterChunks(cbor)};
}
