import {existsSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {needsWordSegmentation} from '../client/engine/queryNormalization';
import {loadStemmer, needsStemmer, stemmerFor} from '../client/engine/stemmers/stemmers';
import {LANGUAGES, isFunctionCharacter, languageOf, type Language} from './languages';
import {SNOWBALL_FOLDER} from '../client/engine/stemmers/snowballFolder';

describe('the languages', () => {
  it('are these, each one entry', () => {
    expect(Object.keys(LANGUAGES).sort().join(' ')).toBe(
      'ar ca da de el en eo es et eu fi fr ga hi hu hy id it ja ko lt nb ne nl nn no pl pt ro ru sr sv ta th tr yi zh',
    );
    const stemmed = Object.keys(LANGUAGES).filter((code) => LANGUAGES[code].stemmer);
    const segmented = Object.keys(LANGUAGES).filter((code) => LANGUAGES[code].segmented);
    expect(stemmed).toHaveLength(33); // 31 stemmers; Norwegian for no, nb and nn
    expect(segmented).toEqual(['ja', 'th', 'zh']);
    // Each stemmer has its generated module.
    for (const code of stemmed) {
      const file = `../client/engine/stemmers/snowball/${LANGUAGES[code].stemmer}-stemmer.js`;
      expect(existsSync(path.resolve(import.meta.dirname, file)), file).toBe(true);
    }
  });

  it('are found by any locale of the language', () => {
    expect(languageOf('zh-Hant')).toBe(LANGUAGES.zh);
    expect(languageOf('pt_BR')).toBe(LANGUAGES.pt);
    expect(languageOf('DE-at')).toBe(LANGUAGES.de);
    expect(languageOf('ko')).toBe(LANGUAGES.ko); // its script only: indexed as written
    expect(languageOf('vi')).toEqual({});
    expect(languageOf('constructor')).toEqual({});
  });

  it('take one entry to add, and every part of the package then treats the new one so', async () => {
    const code = 'xx';
    const entry: Language = {stemmer: 'german', segmented: true, functionCharacters: 'ꙮ'};
    expect(needsWordSegmentation(`${code}-YY`)).toBe(false);
    (LANGUAGES as Record<string, Language>)[code] = entry;
    try {
      expect(needsWordSegmentation(`${code}-YY`)).toBe(true);
      expect(needsStemmer(code, 'Häuser')).toBe(true);
      await loadStemmer(SNOWBALL_FOLDER, code);
      expect(stemmerFor(code)('hauser')).toBe('haus');
      expect(isFunctionCharacter('ꙮ')).toBe(true);
    } finally {
      delete (LANGUAGES as Record<string, Language>)[code];
    }
    expect(isFunctionCharacter('ꙮ')).toBe(false);
  });

  it('drop one-character joining words only, never a word holding them', () => {
    expect(isFunctionCharacter('的')).toBe(true);
    expect(isFunctionCharacter('的了')).toBe(false);
    expect(isFunctionCharacter('缓')).toBe(false);
  });
});
