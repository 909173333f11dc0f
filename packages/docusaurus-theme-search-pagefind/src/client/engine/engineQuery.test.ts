import {describe, expect, it} from 'vitest';
import {engineQuery, isShortWord} from './engineQuery';

describe('engineQuery', () => {
  it.each([
    ['cache', 'cache'],
    ['connection pool', 'connection pool'],
    ['"connection pool"', '"connection pool"'], // a phrase the visitor quoted stays a phrase
    ['数据库 事务', '数据库 事务'],
    ['缓', '缓'], // Chinese words are short; their prefixes stay cheap
    ['c', '"c"'],
    ['db', '"db"'],
    ['  UI  ', '"UI"'],
    ['c s', '"c s"'],
    ['connection p', 'connection'],
    ['unit t', 'unit'],
    ['server-side r', 'server-side'],
    ['go 缓存', '缓存'],
    ['"c"', '"c"'],
    ['', ''],
    ['   ', '   '],
  ])('%j → %j', (query, expected) => {
    expect(engineQuery(query)).toBe(expected);
  });
});

describe('isShortWord', () => {
  it.each([
    ['c', true],
    ['DB', true],
    ['42', true],
    ['é', true],
    ['abc', false],
    ['缓', false],
    ['c+', false],
  ])('%j → %j', (word, expected) => {
    expect(isShortWord(word)).toBe(expected);
  });
});
