import {describe, expect, it} from 'vitest';
import type {Meta} from '../../shared/pagefind/meta';
import {chunksFor, chunksHolding} from './chunkWords';

// Chunk bounds as Pagefind 1.6 writes them: a chunk's last word cut one letter past what it
// shares with the next chunk's first (pagefind/chunks.ts, cutShort).
const meta = (chunks: Array<[string, string]>) =>
  ({chunks: chunks.map(([from, to], i) => ({from, to, hash: `c${i}`}))}) as unknown as Meta;
const hashes = (chunks: Array<{hash: string}>) => chunks.map((c) => c.hash);

describe('the chunks that may hold a word', () => {
  it('include a chunk whose last word was cut short, for a word starting with its bound', () => {
    // The words 牌与 … 状态, then 率与 …: the first chunk says "牌" to "状".
    const cut = meta([
      ['片', '版'],
      ['牌', '状'],
      ['率', '环境'],
    ]);
    expect(hashes(chunksHolding(cut, '状态'))).toEqual(['c1']);
    expect(hashes(chunksHolding(cut, '状'))).toEqual(['c1']);
    expect(hashes(chunksFor(cut, '状态'))).toEqual(['c1']);
    expect(hashes(chunksHolding(cut, '物'))).toEqual(['c1']); // between 牌 and 状
    expect(hashes(chunksHolding(cut, '狗'))).toEqual([]); // past 状, before 率: nowhere
  });

  it('leave out a chunk whose bound is its whole last word, a prefix of the next one', () => {
    // … 缓 | 缓存 | 编 …: "缓" is the whole last word of the first chunk.
    const whole = meta([
      ['络请', '缓'],
      ['缓存', '缓存'],
      ['编', '缩'],
    ]);
    expect(hashes(chunksHolding(whole, '缓存'))).toEqual(['c1']);
    expect(hashes(chunksHolding(whole, '缓'))).toEqual(['c0']);
    expect(hashes(chunksFor(whole, '缓'))).toEqual(['c0', 'c1']);
  });

  it("take the last chunk's bound as its whole last word", () => {
    expect(hashes(chunksHolding(meta([['a', 'stat']]), 'state'))).toEqual([]);
  });
});
