import {describe, expect, it} from 'vitest';
import {urlUnder} from './otherSite';

// Where a record of another site sends its reader: under that site's base URL, whatever origin
// its index wrote.

describe('urlUnder', () => {
  const base = 'http://localhost:3414/api/';
  const origins = ['http://localhost:3414', 'https://api.example.org'];
  it.each([
    ['https://api.example.org/api/docs/x#a', 'http://localhost:3414/api/docs/x#a'],
    ['http://localhost:3414/api/docs/x?v=1', 'http://localhost:3414/api/docs/x?v=1'],
    ['/api/docs/x', 'http://localhost:3414/api/docs/x'],
    ['https://elsewhere.example/api/docs/x', null],
    ['https://api.example.org/other/x', null],
    ['//elsewhere.example/api/x', null],
    ['javascript:alert(1)', null],
    ['https://user:pw@api.example.org/api/x', null],
  ])('%s → %s', (url, expected) => {
    expect(urlUnder(base, origins, url)).toBe(expected);
  });
});
