import {describe, expect, it} from 'vitest';
import {currentLocale} from './locale';

describe('currentLocale', () => {
  it.each([
    ['a built locale', 'en', 'en'],
    ['the default locale, named', 'zh', 'zh'],
    ['unset', undefined, 'zh'],
    ['empty', '', 'zh'],
    ['"undefined", as `docusaurus start` without --locale sets it', 'undefined', 'zh'],
    ['spaces', '  ', 'zh'],
  ])('%s', (_name, value, expected) => {
    expect(currentLocale('zh', {DOCUSAURUS_CURRENT_LOCALE: value})).toBe(expected);
  });
});
