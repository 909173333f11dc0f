import {describe, expect, it} from 'vitest';
import {bestSlots, rankedSlots} from '../../src/client/engine/rankedSlots';

// The order in which the reader hands back the pages an index returns, whatever their scores.

describe('rankedSlots and bestSlots', () => {
  it('rank the pages returned by score, then slot, whatever scores are NaN; bestSlots gives the first of them', () => {
    let seed = 3;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let round = 0; round < 200; round++) {
      const length = [0, 1, 7, 50, 400][round % 5];
      // Few distinct scores, so that ties are common; some NaN.
      const scores = Float64Array.from({length}, () =>
        next() < 0.1 ? NaN : Math.floor(next() * 6),
      );
      const excluded = new Set(Array.from({length}, (_, s) => s).filter(() => next() < 0.2));
      const returned = (s: number) => !Number.isNaN(scores[s]) && !excluded.has(s);
      const sorted = Array.from(rankedSlots(scores, returned));
      // In order: by score, then by slot.
      for (let i = 1; i < sorted.length; i++) {
        const [a, b] = [sorted[i - 1], sorted[i]];
        expect(scores[a] > scores[b] || (scores[a] === scores[b] && a < b)).toBe(true);
      }
      for (const count of [NaN, -1, 0, 1, 2.5, 5, 20, 100, Infinity])
        expect(bestSlots(scores, returned, count)).toEqual(
          count >= 1 ? sorted.slice(0, Math.floor(count)) : [],
        );
      // Every page returned, once.
      expect([...sorted].sort((a, b) => a - b)).toEqual(
        Array.from({length}, (_, s) => s).filter(returned),
      );
    }
  });

  it('rank any numbers as a comparator sort would: fractions, negatives, infinities, ties', () => {
    let seed = 11;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const special = [0, -0, Infinity, -Infinity, NaN, 1e-300, -1e-300, Number.MAX_VALUE, 5e-324];
    for (let round = 0; round < 50; round++) {
      const length = [2, 30, 3000][round % 3];
      const scores = Float64Array.from({length}, () => {
        const r = next();
        if (r < 0.05) return special[Math.floor(next() * special.length)];
        if (r < 0.3) return Math.floor(next() * 4); // ties
        return (next() - 0.2) * 10 ** Math.floor(next() * 12 - 6);
      });
      const returned = (s: number) => s % 7 !== 3;
      const expected = Array.from({length}, (_, s) => s)
        .filter(returned)
        .sort((a, b) => {
          const [x, y] = [scores[a], scores[b]];
          if (Number.isNaN(x) || Number.isNaN(y))
            return Number(Number.isNaN(x)) - Number(Number.isNaN(y)) || a - b;
          return x === y ? a - b : y - x;
        });
      expect(Array.from(rankedSlots(scores, returned))).toEqual(expected);
      // A view into a larger buffer reads its own scores.
      const padded = new Float64Array(length + 3);
      padded.set(scores, 3);
      expect(Array.from(rankedSlots(padded.subarray(3), returned))).toEqual(expected);
    }
  });

  it('put a NaN score the caller keeps after every other, and equal scores (0 and -0 too) in slot order', () => {
    const scores = Float64Array.from([NaN, 2, -0, Infinity, 0, 2, NaN, -Infinity, 1e-300, 2]);
    expect(Array.from(rankedSlots(scores, () => true))).toEqual([3, 1, 5, 9, 8, 2, 4, 7, 0, 6]);
    expect(Array.from(rankedSlots(scores, (s) => s % 2 === 1))).toEqual([3, 1, 5, 9, 7]);
    expect(Array.from(rankedSlots(new Float64Array(0), () => true))).toEqual([]);
  });
});
