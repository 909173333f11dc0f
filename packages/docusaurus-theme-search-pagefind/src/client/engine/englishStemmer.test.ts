import {describe, expect, it} from 'vitest';
import * as porter2 from 'porter2';
import {englishStem, loadEnglishStemmer, needsEnglishStemmer, stemOf} from './englishStemmer';

describe('the English stemmer, loaded on first need', () => {
  it('is needed by a query with a Latin letter, full-width ones too, and not by a Chinese one', () => {
    expect(needsEnglishStemmer('缓存')).toBe(false);
    expect(needsEnglishStemmer('中文分词 123')).toBe(false);
    expect(needsEnglishStemmer('缓存 cache')).toBe(true);
    expect(needsEnglishStemmer('ｃａｃｈｅ')).toBe(true);
    expect(needsEnglishStemmer('café')).toBe(true);
  });

  it('leaves words as they are until it is loaded, then stems them as Pagefind does', async () => {
    expect(englishStem('configuring')).toBe('configuring');
    const first = loadEnglishStemmer();
    expect(loadEnglishStemmer()).toBe(first); // fetched once
    await first;
    expect(englishStem('configuring')).toBe('configur');
    expect(englishStem('caching')).toBe('cach');
  });

  it('takes stem() from the module as any bundler hands it over, and says when it is not there', () => {
    expect(stemOf(porter2)('caching')).toBe('cach'); // named exports (webpack, Rspack, Node)
    expect(stemOf({default: {stem: porter2.stem}})('caching')).toBe('cach'); // esbuild: default only
    expect(() => stemOf({default: {}})).toThrow(/porter2/);
    expect(() => stemOf(null)).toThrow(/porter2/);
  });
});
