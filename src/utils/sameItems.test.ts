import {describe, expect, it} from 'vitest';
import {sameItems} from './sameItems';

describe('sameItems', () => {
  const shared = ['theme-code-block-highlighted-line'];
  it.each<[string, string[] | undefined, string[] | undefined, boolean]>([
    ['both absent', undefined, undefined, true],
    ['the same array', shared, shared, true],
    ['equal copies', ['a', 'b'], ['a', 'b'], true],
    ['both empty', [], [], true],
    ['absent and empty', undefined, [], false],
    ['empty and absent', [], undefined, false],
    ['different lengths', ['a'], ['a', 'b'], false],
    ['same items, other order', ['a', 'b'], ['b', 'a'], false],
    ['one item differs', ['a', 'b'], ['a', 'c'], false],
  ])('%s', (_name, a, b, expected) => {
    expect(sameItems(a, b)).toBe(expected);
  });
});
