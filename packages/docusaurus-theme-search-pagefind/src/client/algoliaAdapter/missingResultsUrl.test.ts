import {describe, expect, it} from 'vitest';
import {missingResultsUrl} from './missingResultsUrl';

describe('missingResultsUrl', () => {
  it.each([
    [
      'https://g/x/issues/new?title=Search%3A+{query}',
      'a b',
      'https://g/x/issues/new?title=Search%3A+a%20b',
    ],
    ['https://g/?q={query}', '<img src=x>&"', 'https://g/?q=%3Cimg%20src%3Dx%3E%26%22'],
    ['https://g/?q={query}', '缓存', 'https://g/?q=%E7%BC%93%E5%AD%98'],
    ['https://g/static', 'x', 'https://g/static'],
  ])('%s + %j', (template, query, expected) => {
    expect(missingResultsUrl(template, query)).toBe(expected);
  });
});
