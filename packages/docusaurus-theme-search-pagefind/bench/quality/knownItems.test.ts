import {describe, expect, it} from 'vitest';
import {answerable, knownItemQueries, wordsOf, type Chapter} from './knownItems';

const chapter = (name: string, title: string, text = title): Chapter => ({name, title, text});

describe('known-item queries generated from chapters', () => {
  it('asks each title, and the longest word of a title that no other title holds', () => {
    const queries = knownItemQueries(
      [
        chapter('ch04-02', 'Referenzen und Ausleihen'),
        chapter('ch08-02', 'Text mit Strings speichern und Referenzen'),
        chapter('ch03-02', 'Datentypen'),
      ],
      'de',
    );
    expect(queries).toEqual([
      {query: 'Referenzen und Ausleihen', category: 'title', expect: ['ch04-02']},
      {query: 'ausleihen', category: 'word', expect: ['ch04-02']},
      {query: 'Text mit Strings speichern und Referenzen', category: 'title', expect: ['ch08-02']},
      {query: 'speichern', category: 'word', expect: ['ch08-02']},
      {query: 'Datentypen', category: 'title', expect: ['ch03-02']},
      {query: 'datentypen', category: 'word', expect: ['ch03-02']},
    ]);
  });

  it('cuts Japanese titles into words as the browser segmenter does (演算子 → 演算, 子), never a single letter or digit', () => {
    expect(wordsOf('付録A: キーワード', 'ja')).toContain('キーワード');
    const words = knownItemQueries(
      [chapter('a', '付録A: キーワード'), chapter('b', '付録B: 演算子と記号')],
      'ja',
    ).filter((q) => q.category === 'word');
    expect(words.map((q) => q.query)).toEqual(['キーワード', '演算']);
  });

  it('gives no word query to a title whose words all appear in other titles, and two chapters with one title are both expected', () => {
    const queries = knownItemQueries(
      [chapter('a', 'Smart Pointers'), chapter('b', 'Smart Pointers'), chapter('c', 'Pointers')],
      'en',
    );
    expect(queries.filter((q) => q.category === 'word')).toEqual([]);
    expect(queries[0]).toEqual({query: 'Smart Pointers', category: 'title', expect: ['a', 'b']});
  });

  it('knows whether one chapter holds every word of a query', () => {
    const chapters = [chapter('a', 'Ownership', 'Ownership moves values'), chapter('b', 'Slices')];
    expect(answerable('ownership values', chapters, 'en')).toBe(true);
    expect(answerable('ownership slices', chapters, 'en')).toBe(false);
  });
});
