import {describe, expect, it} from 'vitest';
import {isStemmer, loadStemmer, needsStemmer, stemmerFor} from './stemmers';

describe("the index's stemmer, loaded on first need", () => {
  it('is needed by a query with a letter it could change, in a language Pagefind stems', () => {
    expect(needsStemmer('en', '缓存')).toBe(false);
    expect(needsStemmer('en', '中文分词 123')).toBe(false);
    expect(needsStemmer('en', 'キャッシュ 캐시 แคช')).toBe(false);
    expect(needsStemmer('en', '缓存 cache')).toBe(true);
    expect(needsStemmer('en-GB', 'ｃａｃｈｅ')).toBe(true);
    expect(needsStemmer('ru', 'символы')).toBe(true);
    expect(needsStemmer('ar', 'البرنامج')).toBe(true);
    expect(needsStemmer('zh', 'cache')).toBe(false); // not stemmed by Pagefind
    expect(needsStemmer('ko', 'cache')).toBe(false);
  });

  it('leaves words as they are until it is loaded, then stems them as Pagefind does', async () => {
    expect(stemmerFor('it')('configurazione')).toBe('configurazione');
    expect(isStemmer(stemmerFor('it'))).toBe(false);
    const first = loadStemmer('it-CH');
    expect(loadStemmer('it')).toBe(first); // fetched once per stemmer
    await first;
    expect(stemmerFor('it')('configurazione')).toBe('configur');
    expect(isStemmer(stemmerFor('it'))).toBe(true);
    // Norwegian's three codes share one stemmer.
    await loadStemmer('nb');
    expect(stemmerFor('nn')).toBe(stemmerFor('no'));
    // A language Pagefind does not stem has none to load.
    await loadStemmer('vi');
    expect(isStemmer(stemmerFor('vi'))).toBe(false);
  });
});
