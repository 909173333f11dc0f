import {describe, expect, it} from 'vitest';
import {processWide, rememberedByText} from './processWide';

describe('processWide', () => {
  it('gives every copy of a module the same value under a name', () => {
    const first = processWide('test.same', () => ({made: 1}));
    expect(processWide('test.same', () => ({made: 2}))).toBe(first);
  });
});

describe('rememberedByText', () => {
  it('computes a text once for every copy of the function, and keeps no more than its limit', () => {
    const calls: string[] = [];
    const length = (text: string) => {
      calls.push(text);
      return text.length;
    };
    // Two copies, as two locales' loads of the theme make them.
    const first = rememberedByText('test.length', length, 2);
    const second = rememberedByText('test.length', length, 2);
    expect([first('ab'), second('ab'), second('abc')]).toEqual([2, 2, 3]);
    expect(calls).toEqual(['ab', 'abc']);
    // The limit reached, everything is forgotten: computed again, still right.
    expect([first('abcd'), first('ab')]).toEqual([4, 2]);
    expect(calls).toEqual(['ab', 'abc', 'abcd', 'ab']);
  });
});
