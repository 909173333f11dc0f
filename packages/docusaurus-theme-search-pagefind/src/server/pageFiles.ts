import {copyFile, mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {CborReader, cborHead, cborText, concatBytes} from '../shared/cbor.js';
import {parseEntry} from '../shared/pagefind/entry.js';
import {fragmentPath} from '../shared/pagefind/fragment.js';
import {decodeMeta, type MetaPage} from '../shared/pagefind/meta.js';
import {BUILD_ADVICE} from '../shared/pagefind/version.js';
import {
  PAGE_FILES_TAG,
  WORD_COUNT_PLANES,
  chunkHashAt,
  pageFilesFolder,
  pageFragmentPath,
  pageListPath,
} from '../shared/pageFiles.js';
import {eachFile, pack, unpack} from './packedFiles.js';

// Writes this theme's page files beside a bundle Pagefind has written (the layout and why:
// shared/pageFiles.ts): the page list, Pagefind's metadata without the pages' hashes, and each
// page's fragment under its page number. Pagefind's own files are left as they are.

/**
 * The page list of the metadata `meta` (its bytes after the signature), the metadata file
 * pagefind.<metaHash>.pf_meta: its word counts, its chunks' names and bounds, then its fields
 * after the chunks as they are. Throws unless its chunks are named by their place
 * (server/indexChunks.ts names them so).
 */
export function encodePageList(meta: Uint8Array, metaHash: string): Uint8Array {
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
  return concatBytes([
    cborHead(4, 9),
    cborText(PAGE_FILES_TAG),
    cborText(metaHash),
    cborHead(0, pages.length),
    cborHead(2, planes.length),
    planes,
    cborText(names),
    frontCoded(chunks.flatMap((chunk) => [chunk.from, chunk.to])),
    rest,
  ]);
}

/**
 * `texts` as the page list holds chunk bounds: an array of, for each, the count of characters
 * (code points) it shares with the one before it, then the rest of it.
 */
export function frontCoded(texts: readonly string[]): Uint8Array {
  let previous: string[] = [];
  const parts = [cborHead(4, 2 * texts.length)];
  for (const text of texts) {
    const characters = Array.from(text);
    let shared = 0;
    while (
      shared < characters.length &&
      shared < previous.length &&
      characters[shared] === previous[shared]
    )
      shared++;
    parts.push(cborHead(0, shared), cborText(characters.slice(shared).join('')));
    previous = characters;
  }
  return concatBytes(parts);
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
  const {metaHash} = parseEntry(
    JSON.parse(await readFile(path.join(bundleDir, 'pagefind-entry.json'), 'utf8')),
    BUILD_ADVICE,
  );
  const meta = await unpack(await readFile(path.join(bundleDir, `pagefind.${metaHash}.pf_meta`)));
  const {pages} = decodeMeta(meta, BUILD_ADVICE);
  await mkdir(path.join(bundleDir, pageFilesFolder(metaHash)), {recursive: true});
  await writeFile(
    path.join(bundleDir, pageListPath(metaHash)),
    await pack(encodePageList(meta, metaHash)),
  );
  await eachFile([...pages.keys()], (i) =>
    writeFragment(bundleDir, pages[i], path.join(bundleDir, pageFragmentPath(metaHash, i))),
  );
}
