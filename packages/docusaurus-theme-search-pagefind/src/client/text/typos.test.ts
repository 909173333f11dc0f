import {describe, expect, it} from 'vitest';
import {typoBudget} from './typoBudget';
import {typoDistance, typosBetween, typosToStem} from './typos';

describe('typoBudget: one typo from 4 letters, two from 8, Latin words only', () => {
  it.each([
    ['pal', 0],
    ['pool', 1],
    ['cache', 1],
    ['computd', 1],
    ['lifecyle', 2],
    ['reactivty', 2],
    ['缓存策略管理', 0],
    ['1234567', 0],
    ['unwarp_or_else', 2],
    ['_private', 0],
  ])('%s → %i', (word, budget) => expect(typoBudget(word)).toBe(budget));
});

describe('typoDistance: optimal string alignment, a swap of neighbours is one typo', () => {
  it.each([
    ['computed', 'computed', 0],
    ['computd', 'computed', 1], // deleted
    ['computeed', 'computed', 1], // inserted
    ['compoted', 'computed', 1], // replaced
    ['cmoputed', 'computed', 1], // swapped
    ['lifecyle', 'lifecycle', 1],
    ['reactivty', 'reactivity', 1],
    ['abcd', 'dcba', 3], // not a chain of swaps (that would be Damerau's unrestricted distance)
  ])('%s ↔ %s = %i', (a, b, distance) => {
    expect(typoDistance(a, b, 5)).toBe(distance);
    expect(typoDistance(b, a, 5)).toBe(distance);
  });

  it('stops past the limit', () => expect(typoDistance('computed', 'xyzxyzxy', 2)).toBe(3));
});

describe('typosBetween: a query word and a word of the text', () => {
  it.each([
    ['computd', 'computed', 1],
    ['reactivty', 'reactivity', 1],
    ['lifecyle', 'lifecycle', 1],
    ['lfiecylce', 'lifecycle', 2],
    ['lifecyle', 'lifecycles', 2],
    ['computed', 'computed', -1], // the word itself is no typo
    ['comp', 'computed', -1], // nor a word it starts
    ['xomputed', 'computed', -1], // first letter wrong
    ['state', 'started', -1], // two typos in a word of five
    ['poal', 'pool', 1],
    ['pal', 'pool', -1],
    ['unwarp_or_else', 'unwrap_or_else', 1],
  ])('%s → %s: %i', (query, word, typos) => expect(typosBetween(query, word)).toBe(typos));
});

describe('typosToStem: a query word and a stem of the index', () => {
  it.each([
    ['lifecyle', 'lifecyl', 'lifecycl', 1],
    ['reactivty', 'reactivti', 'reactiv', -1], // starts with the stem too
    ['reactivty', 'reactivti', 'reactivit', 1],
    ['cmoputed', 'cmoput', 'comput', 1],
    ['poal', 'poal', 'pool', 1],
    ['computd', 'computd', 'comput', -1], // starts with the stem: Pagefind's own fallback finds it
    ['xomputed', 'xomput', 'comput', -1],
    ['pal', 'pal', 'pool', -1],
  ])('%s (stem %s) → %s: %i', (query, stem, word, typos) =>
    expect(typosToStem(query, stem, word)).toBe(typos),
  );
});
