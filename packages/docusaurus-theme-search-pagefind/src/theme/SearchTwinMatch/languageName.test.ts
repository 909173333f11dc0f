import {describe, expect, it} from 'vitest';
import {languageName} from './languageName';

describe('languageName', () => {
  it.each([
    ['en', 'en', 'English'],
    ['zh', 'en', 'Chinese'],
    ['zh-Hant', 'en', 'Traditional Chinese'],
    ['en', 'zh-Hans', '英语'],
    ['en', 'zh-Hant', '英文'],
    ['de', 'ja', 'ドイツ語'],
    ['en', 'ko', '영어'],
    ['en', 'ar', 'الإنجليزية'],
    ['ko', 'de', 'Koreanisch'],
    ['pt-BR', 'es', 'portugués de Brasil'],
  ])('%s in %s: %s', (language, reader, name) => {
    expect(languageName(language, reader)).toBe(name);
  });

  it('gives the code when the browser cannot name it', () => {
    expect(languageName('qaa', 'en')).toBe('qaa');
    expect(languageName('not a code', 'en')).toBe('not a code');
    expect(languageName('en', 'not a locale')).toBe('en');
  });
});
