import {describe, expect, it} from 'vitest';
import {cutQuery, MAX_QUERY_LENGTH, wellFormed} from './queryText';

describe('query text from the selection, the URL and storage', () => {
  it('drops lone surrogates and keeps pairs', () => {
    expect(wellFormed('a\uD83Db')).toBe('ab');
    expect(wellFormed('a\uDE00b\uD83D')).toBe('ab');
    expect(wellFormed('缓存 😀')).toBe('缓存 😀');
    expect(() => encodeURIComponent(wellFormed('x\uD83D'))).not.toThrow();
  });

  it('cuts at 64 code units without splitting an emoji', () => {
    const selection = `${'a'.repeat(63)}😀 more`;
    const cut = cutQuery(selection);
    expect(cut).toBe('a'.repeat(63));
    expect(() => encodeURIComponent(cut)).not.toThrow();
    expect(cutQuery(`${'a'.repeat(62)}😀 more`)).toBe(`${'a'.repeat(62)}😀`);
    expect(cutQuery('b'.repeat(65))).toHaveLength(MAX_QUERY_LENGTH);
    // What a selection cut by code units leaves: half an emoji at the end, dropped.
    expect(cutQuery(selection.slice(0, 64))).toBe('a'.repeat(63));
  });
});
