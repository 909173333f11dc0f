import {describe, expect, it} from 'vitest';
import type {Meta} from '../../shared/pagefind/meta';
import {chunkBounds} from '../../shared/pagefind/chunkBounds';
import {chunksFor, chunksForLinear, chunksHolding, chunksHoldingLinear} from './chunkRanges';

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

describe('the chunks found by binary search', () => {
  // Sorted words cut into chunks at random, their bounds as Pagefind writes them; every word,
  // every prefix of one and words between them asked both ways.
  const letters = ['a', 'b', 'c', '状', '态', '缓', '存'];
  let seed = 7;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const word = () =>
    Array.from(
      {length: 1 + Math.floor(random() * 4)},
      () => letters[Math.floor(random() * letters.length)],
    ).join('');

  it('are the chunks testing each one finds, for any word', () => {
    for (let round = 0; round < 60; round++) {
      const words = [...new Set(Array.from({length: 40}, word))].sort();
      const groups: Array<{first: string; last: string}> = [];
      for (let at = 0; at < words.length;) {
        const size = 1 + Math.floor(random() * 4);
        const group = words.slice(at, at + size);
        groups.push({first: group[0], last: group[group.length - 1]});
        at += size;
      }
      const bounds = chunkBounds(groups);
      const chunks = bounds.map(({from, to}, i) => ({from, to, hash: `c${i}`}));
      // (Bounds in Pagefind's order: the binary search is what is tested, not its fallback.)
      expect(
        chunks.every(
          (c, i) => i === 0 || (chunks[i - 1].from < c.from && chunks[i - 1].to < c.from),
        ),
      ).toBe(true);
      const asked = new Set([
        ...words,
        ...words.flatMap((w) => [w.slice(0, 1), w.slice(0, 2)]),
        ...Array.from({length: 40}, word),
      ]);
      for (const query of asked) {
        expect(hashes(chunksHolding({chunks} as unknown as Meta, query))).toEqual(
          hashes(chunksHoldingLinear(chunks, query)),
        );
        expect(hashes(chunksFor({chunks} as unknown as Meta, query))).toEqual(
          hashes(chunksForLinear(chunks, query)),
        );
      }
    }
  });
});
