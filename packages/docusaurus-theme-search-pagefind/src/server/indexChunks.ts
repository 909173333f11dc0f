import {createHash} from 'node:crypto';
import {readFile, rename, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {chunkBounds, type Chunk} from '../shared/pagefind/chunkBounds.js';
import {
  encodeIndexChunk,
  indexChunkWords,
  withMetaChunks,
  type RawWord,
} from '../shared/pagefind/chunks.js';
import {decodeMeta} from '../shared/pagefind/meta.js';
import {BUILD_ADVICE} from '../shared/pagefind/version.js';
import {chunkHashAt} from '../shared/chunkNames.js';
import {eachFile, pack, unpack} from './packedFiles.js';

// The index chunks of a bundle Pagefind has written, cut smaller.
// Pagefind 1.6 fills a chunk with words until they hold 20,000 locations (mod.rs, chunk_index),
// whatever the site's size, unless told another
// number (indexer.ts asks for chunks about CHUNK_BYTES; any still larger are cut here). A query
// fetches the chunk of each of its words (for a Chinese run, of each character it starts from),
// so a title of six words costs six such chunks, most of each holding words the query does not
// need. Each chunk larger than CHUNK_BYTES is cut into as many chunks of
// about equal size as that takes, a word never split, and the metadata lists them with the
// bounds Pagefind would give them (chunkBounds); the words, their pages and the order stay as
// Pagefind wrote them, so the reader and pagefind.js find the same words. Then every chunk is
// named by its place in the list (chunkNames), which the page list the first query reads
// (shared/pageFiles.ts) then need not spell out: 2,079 random hashes, 10 KB of its 39 at 10,000
// Chinese pages.

/** The bytes (before compression) above which an index chunk is cut. */
export const CHUNK_BYTES = 12 * 1024;

const sha1 = (bytes: Uint8Array) => createHash('sha1').update(bytes).digest('hex');

/** `words` in `pieces` runs of about equal bytes, in order, none empty. */
function cut(words: readonly RawWord[], pieces: number): RawWord[][] {
  const total = words.reduce((sum, w) => sum + w.bytes.length, 0);
  const out: RawWord[][] = [[]];
  let size = 0;
  for (const word of words) {
    if (
      out.length < pieces &&
      out.at(-1)!.length > 0 &&
      size + word.bytes.length / 2 > total * (out.length / pieces)
    )
      out.push([]);
    out.at(-1)!.push(word);
    size += word.bytes.length;
  }
  return out;
}

/**
 * The names of a language's index chunks, whose data (unpacked) is `chunks`, in order: the
 * language and a hash of them all, then each one's place (chunkHashAt). Each build's names are
 * its own, as Pagefind's hashes are; a chunk kept from one build to the next is named anew, so
 * a browser's cached copy is not reused after a deploy that changed any chunk.
 */
export function chunkNames(language: string, chunks: readonly Uint8Array[]): string {
  const all = createHash('sha1');
  for (const chunk of chunks) all.update(sha1(chunk));
  return `${language}_${all.digest('hex').slice(0, 8)}_`;
}

/**
 * Cuts the index chunks of the bundle in `bundleDir` larger than `chunkBytes` (see above) and
 * names every chunk by its place in the list (chunkNames: the page list, shared/pageFiles.ts,
 * then lists no chunk's hash), rewriting its metadata and entry file. Returns how many chunks
 * it had and has.
 */
export async function cutIndexChunks(
  bundleDir: string,
  chunkBytes = CHUNK_BYTES,
): Promise<{before: number; after: number}> {
  const entryFile = path.join(bundleDir, 'pagefind-entry.json');
  const entry = JSON.parse(await readFile(entryFile, 'utf8')) as {
    languages: Record<string, {hash: string}>;
  };
  let before = 0;
  let after = 0;
  for (const [language, info] of Object.entries(entry.languages)) {
    const metaFile = path.join(bundleDir, `pagefind.${info.hash}.pf_meta`);
    const metaBytes = await unpack(await readFile(metaFile));
    const {chunks} = decodeMeta(metaBytes, BUILD_ADVICE);
    before += chunks.length;
    // Each chunk, or each piece of one cut: its words (the first and last of one left whole),
    // its data and, for one left whole, its file.
    const pieces: Array<{words: RawWord[]; bytes: Uint8Array; file?: string}> = [];
    const files = chunks.map((chunk) => path.join(bundleDir, 'index', `${chunk.hash}.pf_index`));
    const contents = await eachFile(files, async (file) => unpack(await readFile(file)));
    for (const [i, bytes] of contents.entries()) {
      const count = Math.ceil(bytes.length / chunkBytes);
      const words = indexChunkWords(bytes);
      if (count <= 1 || words.length < 2) {
        pieces.push({words: [words[0], words.at(-1)!].filter(Boolean), bytes, file: files[i]});
        continue;
      }
      for (const part of cut(words, Math.min(count, words.length)))
        pieces.push({words: part, bytes: encodeIndexChunk(part)});
    }
    after += pieces.length;
    const bounds = chunkBounds(
      pieces.map(({words}) => ({first: words[0]?.word ?? '', last: words.at(-1)?.word ?? ''})),
    );
    const names = chunkNames(
      language,
      pieces.map(({bytes}) => bytes),
    );
    // (A chunk left whole gets the bounds it had: the words on either side of it are the same.)
    const listed: Chunk[] = pieces.map((_, i) => ({...bounds[i], hash: chunkHashAt(names, i)}));
    const target = (i: number) => path.join(bundleDir, 'index', `${listed[i].hash}.pf_index`);
    // (Names never met before: another build's hash of its chunks, or Pagefind's, names none.)
    await eachFile([...pieces.keys()], async (i) => {
      const {file, bytes} = pieces[i];
      if (file) await rename(file, target(i));
      else await writeFile(target(i), await pack(bytes));
    });
    // (Pagefind's files of the chunks cut: those left whole were renamed above.)
    const renamed = new Set(pieces.flatMap(({file}) => (file ? [file] : [])));
    await eachFile(
      files.filter((file) => !renamed.has(file)),
      (file) => rm(file, {force: true}),
    );
    const meta = withMetaChunks(metaBytes, listed);
    const metaHash = `${language}_${sha1(meta).slice(0, language.length + 8)}`;
    if (metaHash === info.hash) continue; // (named so already)
    await writeFile(path.join(bundleDir, `pagefind.${metaHash}.pf_meta`), await pack(meta));
    await rm(metaFile);
    info.hash = metaHash;
  }
  await writeFile(entryFile, JSON.stringify(entry));
  return {before, after};
}
