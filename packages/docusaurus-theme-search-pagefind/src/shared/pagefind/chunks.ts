import {CborReader, cborHead, cborText, concatBytes} from '../cbor.js';

// The index chunks' bounds and coding as Pagefind 1.6.0 writes them (see version.ts): where a
// chunk's words end, and a chunk and the metadata's list of chunks written again, for the
// indexer's re-cutting of its chunks (server/indexChunks.ts).

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
