import {CborReader} from './cbor.js';
import {chunkHashAt} from './chunkNames.js';
import {frontDecoded} from './entryChunks.js';
import type {Chunk} from './pagefind/chunkBounds.js';
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
// - `meta.pf_meta`: the metadata without the pages' hashes and without its index chunks,
//   gzip-compressed after Pagefind's signature, CBOR [PAGE_FILES_TAG, metadata hash, page
//   count, word counts, then Pagefind's metadata after its index chunks, byte for byte:
//   filters, sorts, meta fields]; the word counts are a byte string of 1 to 3 planes of a byte
//   per page, the most significant first (a plane of high bytes, nearly all alike, compresses
//   to little: gzip takes a count in fewer bytes so than as a CBOR number each). The index
//   chunks' names and bounds are in the entry file (entryChunks.ts), so that a query asks for
//   its chunks while the page list is on its way;
// - `<page number>.pf_fragment`: each page's fragment, as Pagefind's file of that page holds it
//   (a page of a fragment group: its own fragment alone).
// A bundle without them (an older build, another site's) is read from Pagefind's files. Page
// lists of the layouts before, which another site built with an older release of this theme
// serves, are read too: the second (PAGE_FILES_TAG_2) held the chunks' names and bounds after
// the word counts, each bound front-coded as the entry's are; the first (PAGE_FILES_TAG_1)
// held Pagefind's metadata after its pages, byte for byte, its chunks' hashes among them.

export {PAGE_FILES_DIR, pageFilesFolder, pageFragmentPath, pageListPath} from './pageFilePaths.js';

/** What the page list starts with: a file of this layout. */
export const PAGE_FILES_TAG = 'docusaurus-theme-search-pagefind pages 3';

/** What a page list of the second layout starts with (its chunks' names and bounds listed). */
export const PAGE_FILES_TAG_2 = 'docusaurus-theme-search-pagefind pages 2';

/** What a page list of the first layout starts with (its chunks listed with their hashes). */
export const PAGE_FILES_TAG_1 = 'docusaurus-theme-search-pagefind pages 1';

/** Each layout's tag and count of fields, the first layout first. */
const LAYOUTS = [
  {tag: PAGE_FILES_TAG_1, fields: 8},
  {tag: PAGE_FILES_TAG_2, fields: 9},
  {tag: PAGE_FILES_TAG, fields: 7},
] as const;

/** The planes of bytes the page list's word counts take at most (shared/pagefind/limits.ts). */
export const WORD_COUNT_PLANES = 3;

/** A page of the page list: its fragment is read by its number, so no hash or group. */
const NAMELESS = {hash: '', group: ''} as const;

/**
 * The page list's bytes (after the signature), read as the metadata it stands for, with the
 * index chunks the entry file lists (`entryChunks`, entryChunks.ts) for a list of the current
 * layout; throws if it is not a page list, lists another metadata file than
 * pagefind.<metaHash>.pf_meta, or is of the current layout with no chunks from the entry.
 */
export function decodePageList(
  bytes: Uint8Array,
  metaHash: string,
  entryChunks: Chunk[] | null = null,
): Meta {
  const cbor = new CborReader(bytes);
  const fields = cbor.array();
  const tag = fields >= 7 && fields <= 9 ? cbor.string() : '';
  const layout = LAYOUTS.findIndex((known) => known.tag === tag) + 1;
  if (layout === 0 || fields !== LAYOUTS[layout - 1].fields)
    throw new Error(
      `${pageListPath(metaHash)}: not a page list${tag ? ` (${tag.slice(0, 60)})` : ''}`,
    );
  const listed = cbor.string();
  if (listed !== metaHash)
    throw new Error(`${pageListPath(metaHash)}: lists the pages of ${listed.slice(0, 60)}`);
  if (layout === 3 && !entryChunks)
    throw new Error(`${pageListPath(metaHash)}: pagefind-entry.json lists no index chunks for it`);
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
  const rest =
    layout === 3
      ? {chunks: entryChunks!, ...decodeAfterChunks(cbor)}
      : layout === 2
        ? decodeNamedChunks(cbor, metaHash)
        : decodeMetaRest(cbor);
  const meta = metaOf(pages, wordCounts, rest);
  if (cbor.remaining !== 0) throw new Error(`${pageListPath(metaHash)}: bytes after its fields`);
  return meta;
}

/** A second-layout list's chunk names and bounds, then Pagefind's fields after its chunks. */
function decodeNamedChunks(cbor: CborReader, metaHash: string): MetaRest {
  const names = cbor.string();
  const items = cbor.array();
  if (items % 4 !== 0 || items / 4 > BUNDLE_LIMITS.chunks)
    throw new Error(`${pageListPath(metaHash)}: ${items} items of chunk bounds`);
  // (The names are checked once: each chunk's hash adds only its place to them.)
  if (items > 0) fileHash(names);
  const bounds = frontDecoded(items / 2, () => [cbor.int(), cbor.string()], pageListPath(metaHash));
  const chunks: Meta['chunks'] = new Array(items / 4);
  for (let i = 0; i < chunks.length; i++)
    chunks[i] = {from: bounds[2 * i], to: bounds[2 * i + 1], hash: chunkHashAt(names, i)};
  return {chunks, ...decodeAfterChunks(cbor)};
}
