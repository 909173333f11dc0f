import {copyFile, mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {CborReader, cborHead, cborText, concatBytes} from '../shared/cbor.js';
import {chunkHashAt} from '../shared/chunkNames.js';
import {ENTRY_CHUNKS_FIELD, entryChunks, type EntryChunks} from '../shared/entryChunks.js';
import {parseEntry} from '../shared/pagefind/entry.js';
import {fragmentPath} from '../shared/pagefind/fragment.js';
import {decodeMeta, type MetaPage} from '../shared/pagefind/meta.js';
import {BUILD_ADVICE} from '../shared/pagefind/version.js';
import {
  PAGE_FILES_TAG,
  WORD_COUNT_PLANES,
  pageFilesFolder,
  pageFragmentPath,
  pageListPath,
} from '../shared/pageFiles.js';
import {languageOf} from '../shared/languages.js';
import {writeChunkSummaries} from './chunkSummaries.js';
import {eachFile, pack, unpack} from './packedFiles.js';

// Writes this theme's page files beside a bundle Pagefind has written (the layout and why:
// shared/pageFiles.ts): the page list, Pagefind's metadata without the pages' hashes and its
// chunks, each page's fragment under its page number and each chunk's summary
// (chunkSummaries.ts); and the chunks' names and bounds in the entry file (shared/entryChunks.ts). Pagefind's other files are left as they are.

/**
 * The page list of the metadata `meta` (its bytes after the signature), the metadata file
 * pagefind.<metaHash>.pf_meta: its word counts, then its fields after the chunks as they are;
 * and the entry file's field listing its chunks. Throws unless its chunks are named by their
 * place (server/indexChunks.ts names them so).
 */
export function encodePageList(
  meta: Uint8Array,
  metaHash: string,
): {list: Uint8Array; chunks: EntryChunks} {
  const {pages, chunks} = decodeMeta(meta, BUILD_ADVICE);
  const names = chunks.length ? chunks[0].hash.slice(0, -1) : '';
  for (const [place, chunk] of chunks.entries())
    if (chunk.hash !== chunkHashAt(names, place))
      throw new Error(
        `Index chunk ${chunk.hash} of ${metaHash} is not named by its place (${chunkHashAt(names, place)})`,
      );
  const cbor = new CborReader(meta);
  if (cbor.array() !== 6) throw new Error('Pagefind metadata: not 6 fields');
  cbor.skip(); // version
  cbor.skip(); // pages
  cbor.skip(); // index chunks
  const rest = meta.subarray(cbor.position);
  const planes = wordCountPlanes(pages.map((page) => page.wordCount));
  const list = concatBytes([
    cborHead(4, 7),
    cborText(PAGE_FILES_TAG),
    cborText(metaHash),
    cborHead(0, pages.length),
    cborHead(2, planes.length),
    planes,
    rest,
  ]);
  return {list, chunks: entryChunks(chunks, names, metaHash)};
}

/** Word counts as the page list holds them: as few planes of a byte each as the largest takes. */
export function wordCountPlanes(counts: readonly number[]): Uint8Array {
  let depth = 1;
  while (counts.some((count) => count >= 256 ** depth)) depth++;
  if (depth > WORD_COUNT_PLANES) throw new Error('A page has more words than a page list holds');
  const planes = new Uint8Array(depth * counts.length);
  for (const [i, count] of counts.entries())
    for (let plane = 0; plane < depth; plane++)
      planes[plane * counts.length + i] = Math.floor(count / 256 ** (depth - 1 - plane)) % 256;
  return planes;
}

/** A page's fragment file of its own: Pagefind's file, or its fragment taken from its group's. */
async function writeFragment(bundleDir: string, page: MetaPage, to: string): Promise<void> {
  const from = path.join(bundleDir, fragmentPath(page));
  if (!page.group) return copyFile(from, to);
  const group = JSON.parse(new TextDecoder().decode(await unpack(await readFile(from)))) as Record<
    string,
    unknown
  >;
  if (!Object.hasOwn(group, page.hash))
    throw new Error(`Pagefind's fragment group ${page.group} holds no page ${page.hash}`);
  await writeFile(to, await pack(new TextEncoder().encode(JSON.stringify(group[page.hash]))));
}

/** Writes the page files of the bundle in `bundleDir` (its entry's language). */
export async function writePageFiles(bundleDir: string): Promise<void> {
  const entryFile = path.join(bundleDir, 'pagefind-entry.json');
  const entry = JSON.parse(await readFile(entryFile, 'utf8')) as Record<string, unknown>;
  const {metaHash, language} = parseEntry(entry, BUILD_ADVICE);
  const meta = await unpack(await readFile(path.join(bundleDir, `pagefind.${metaHash}.pf_meta`)));
  const {pages} = decodeMeta(meta, BUILD_ADVICE);
  await mkdir(path.join(bundleDir, pageFilesFolder(metaHash)), {recursive: true});
  const {list, chunks} = encodePageList(meta, metaHash);
  await writeFile(path.join(bundleDir, pageListPath(metaHash)), await pack(list));
  await eachFile([...pages.keys()], (i) =>
    writeFragment(bundleDir, pages[i], path.join(bundleDir, pageFragmentPath(metaHash, i))),
  );
  // (Not in a language whose words the segmenter cuts: its queries are runs, which read the
  // chunks themselves. client/engine/summaryQueries.ts.)
  const summaries = !languageOf(language).segmented;
  if (summaries)
    await writeChunkSummaries(bundleDir, metaHash, decodeMeta(meta, BUILD_ADVICE).chunks);
  // (The entry last: a build stopped before it leaves an entry naming no chunks, and the
  // reader then reads Pagefind's metadata and fragment files.)
  await writeFile(
    entryFile,
    JSON.stringify({
      ...entry,
      [ENTRY_CHUNKS_FIELD]: summaries ? {...chunks, summaries: 1} : chunks,
    }),
  );
}
