import {CborReader, cborHead, cborText, concatBytes} from '../cbor.js';
import type {Chunk} from './chunkBounds.js';

// The index chunks' coding as Pagefind 1.6.0 writes them (see version.ts): a chunk and the
// metadata's list of chunks written again, for the indexer's re-cutting of its chunks
// (server/indexChunks.ts). Where a chunk's words end is chunkBounds.ts's.

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
