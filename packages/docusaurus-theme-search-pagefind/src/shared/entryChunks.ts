import type {Chunk} from './pagefind/chunkBounds.js';
import {fileHash} from './pagefind/fileHash.js';
import {BUNDLE_LIMITS} from './pagefind/limits.js';
import {chunkHashAt} from './chunkNames.js';

// The index chunks' names and bounds, which this theme's build writes into the bundle's entry
// file beside Pagefind's fields (server/pageFiles.ts), under ENTRY_CHUNKS_FIELD: a query knows
// which chunks it needs as soon as the entry is in, one round trip before the page list (the
// page list of the third layout lists no chunks: shared/pageFiles.ts). Pagefind's readers
// ignore the field. It is
//   {"meta": "<the metadata hash it belongs to>", "names": "<language>_<hash>_",
//    "bounds": [shared, rest, shared, rest, ...], "summaries": 1}
// each chunk's from and to in turn, each bound as the count of characters (code points) it
// shares with the bound before it, then the rest of it (neighbouring bounds share most of
// their characters); the chunk at place i is named chunkHashAt(names, i). "summaries" says the
// build wrote each chunk's summary (chunkSummaries.ts); a bundle of an earlier build has none.

/** The entry file's field holding the chunk list. */
export const ENTRY_CHUNKS_FIELD = 'docusaurus-theme-search-pagefind';

/** The field's value. */
export interface EntryChunks {
  meta: string;
  names: string;
  bounds: Array<number | string>;
  summaries?: 1;
}

/** `texts` front-coded: for each, the count of characters it shares with the one before, then the rest. */
export function frontCoded(texts: readonly string[]): Array<number | string> {
  let previous: string[] = [];
  const items: Array<number | string> = [];
  for (const text of texts) {
    const characters = Array.from(text);
    let shared = 0;
    while (
      shared < characters.length &&
      shared < previous.length &&
      characters[shared] === previous[shared]
    )
      shared++;
    items.push(shared, characters.slice(shared).join(''));
    previous = characters;
  }
  return items;
}

/**
 * Front-coded texts read back, `count` of them, each from `next()` (its shared count and its
 * rest); throws, naming `where`, at a count past the text before. (No array of characters per
 * text: the entry's list is read as the first query waits, thousands of bounds.)
 */
export function frontDecoded(
  count: number,
  next: () => [unknown, unknown],
  where: string,
): string[] {
  let previous = '';
  const texts: string[] = new Array(count);
  for (let i = 0; i < count; i++) {
    const [shared, rest] = next();
    const end = Number.isInteger(shared) ? codePointsEnd(previous, shared as number) : -1;
    if (end < 0)
      throw new Error(`${where}: a chunk bound shares ${String(shared).slice(0, 20)} characters`);
    if (typeof rest !== 'string') throw new Error(`${where}: a chunk bound is not text`);
    previous = texts[i] = previous.slice(0, end) + rest;
  }
  return texts;
}

/**
 * Where the first `count` characters (code points, as Array.from counts them) of `text` end,
 * in UTF-16 units; -1 when it has fewer, or `count` is negative.
 */
function codePointsEnd(text: string, count: number): number {
  if (count < 0) return -1;
  let end = 0;
  for (let k = 0; k < count; k++) {
    if (end >= text.length) return -1;
    const unit = text.charCodeAt(end);
    const low = text.charCodeAt(end + 1);
    end += unit >= 0xd800 && unit < 0xdc00 && low >= 0xdc00 && low < 0xe000 ? 2 : 1;
  }
  return end;
}

/** The entry field of the chunks `chunks` (named by their place) of metadata `metaHash`. */
export function entryChunks(
  chunks: readonly Chunk[],
  names: string,
  metaHash: string,
): EntryChunks {
  return {meta: metaHash, names, bounds: frontCoded(chunks.flatMap(({from, to}) => [from, to]))};
}

/**
 * The chunk list the entry file `json` holds for metadata `metaHash`; null when it holds none
 * for it (a bundle of another build or tool). Throws when the field is there but broken.
 */
export function chunksOfEntry(json: unknown, metaHash: string): Chunk[] | null {
  const field = (json as Record<string, unknown> | null)?.[ENTRY_CHUNKS_FIELD];
  if (field === undefined) return null;
  const where = `pagefind-entry.json's ${ENTRY_CHUNKS_FIELD}`;
  const {meta, names, bounds} = (field ?? {}) as Partial<Record<keyof EntryChunks, unknown>>;
  if (meta !== metaHash) return null;
  if (typeof names !== 'string' || !Array.isArray(bounds))
    throw new Error(`${where}: not a chunk list`);
  if (bounds.length % 4 !== 0 || bounds.length / 4 > BUNDLE_LIMITS.chunks)
    throw new Error(`${where}: ${bounds.length} items of chunk bounds`);
  // (The names are checked once: each chunk's hash adds only its place to them.)
  if (bounds.length > 0) fileHash(names);
  let at = 0;
  const texts = frontDecoded(bounds.length / 2, () => [bounds[at++], bounds[at++]], where);
  const chunks: Chunk[] = new Array(bounds.length / 4);
  for (let i = 0; i < chunks.length; i++)
    chunks[i] = {from: texts[2 * i], to: texts[2 * i + 1], hash: chunkHashAt(names, i)};
  return chunks;
}

/**
 * The chunks the entry file lists, or null: a list that cannot be read is as none (Pagefind's
 * metadata lists them).
 */
export function listedChunks(json: unknown, metaHash: string): Chunk[] | null {
  try {
    return chunksOfEntry(json, metaHash);
  } catch {
    return null;
  }
}

/** Whether the entry file `json` says its chunks of metadata `metaHash` have summaries. */
export function entrySummaries(json: unknown, metaHash: string): boolean {
  const field = (json as Record<string, unknown> | null)?.[ENTRY_CHUNKS_FIELD] as
    Partial<Record<keyof EntryChunks, unknown>> | null | undefined;
  return field?.meta === metaHash && field.summaries === 1;
}
