// The index chunks' bounds as Pagefind 1.6.0 writes them (see version.ts): where a chunk's words
// end.

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
