import {describe, expect, it} from 'vitest';
import {englishStem, loadEnglishStemmer, needsEnglishStemmer} from './englishStemmer';

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
});
