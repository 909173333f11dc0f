import {createHash} from 'node:crypto';
import {readFile, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {
  chunkBounds,
  encodeIndexChunk,
  indexChunkWords,
  withMetaChunks,
  type Chunk,
  type RawWord,
} from '../shared/pagefind/chunks.js';
import {decodeMeta} from '../shared/pagefind/meta.js';
import {BUILD_ADVICE} from '../shared/pagefind/version.js';
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
// Pagefind wrote them, so the reader and pagefind.js find the same words.

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
 * Cuts the index chunks of the bundle in `bundleDir` larger than `chunkBytes` (see above),
 * rewriting its metadata and entry file. Returns how many chunks it had and has.
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
  let changed = false;
  for (const [language, info] of Object.entries(entry.languages)) {
    const metaFile = path.join(bundleDir, `pagefind.${info.hash}.pf_meta`);
    const metaBytes = await unpack(await readFile(metaFile));
    const {chunks} = decodeMeta(metaBytes, BUILD_ADVICE);
    before += chunks.length;
    const names = new Set(chunks.map((c) => c.hash));
    // Each chunk, or each piece of one cut: its words (the first and last of one left whole), its file.
    const pieces: Array<{words: RawWord[]; hash: string}> = [];
    const written: Array<{hash: string; bytes: Uint8Array}> = [];
    const replaced: string[] = [];
    const files = chunks.map((chunk) => path.join(bundleDir, 'index', `${chunk.hash}.pf_index`));
    const contents = await eachFile(files, async (file) => unpack(await readFile(file)));
    for (const [i, chunk] of chunks.entries()) {
      const file = files[i];
      const bytes = contents[i];
      const count = Math.ceil(bytes.length / chunkBytes);
      const words = indexChunkWords(bytes);
      if (count <= 1 || words.length < 2) {
        pieces.push({words: [words[0], words.at(-1)!].filter(Boolean), hash: chunk.hash});
        continue;
      }
      replaced.push(file);
      for (const part of cut(words, Math.min(count, words.length))) {
        const encoded = encodeIndexChunk(part);
        // Named as Pagefind names a chunk: the language and the start of its hash, longer
        // only where two would meet.
        const full = `${language}_${sha1(encoded)}`;
        let length = language.length + 8;
        while (names.has(full.slice(0, length)) && length < full.length) length++;
        const hash = full.slice(0, length);
        names.add(hash);
        written.push({hash, bytes: encoded});
        pieces.push({words: part, hash});
      }
    }
    after += pieces.length;
    if (written.length === 0) continue;
    const bounds = chunkBounds(
      pieces.map(({words}) => ({first: words[0]?.word ?? '', last: words.at(-1)?.word ?? ''})),
    );
    // (A chunk left whole gets the bounds it had: the words on either side of it are the same.)
    const listed: Chunk[] = pieces.map(({hash}, i) => ({...bounds[i], hash}));
    await eachFile(written, async ({hash, bytes}) =>
      writeFile(path.join(bundleDir, 'index', `${hash}.pf_index`), await pack(bytes)),
    );
    await eachFile(replaced, (file) => rm(file));
    const meta = withMetaChunks(metaBytes, listed);
    const metaHash = `${language}_${sha1(meta).slice(0, language.length + 8)}`;
    await writeFile(path.join(bundleDir, `pagefind.${metaHash}.pf_meta`), await pack(meta));
    await rm(metaFile);
    info.hash = metaHash;
    changed = true;
  }
  if (changed) await writeFile(entryFile, JSON.stringify(entry));
  return {before, after};
}
