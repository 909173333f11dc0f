import {describe, expect, it} from 'vitest';
import {modalOrder} from './docsearchModal';
import {
  isChapter,
  loadQueries,
  outcome,
  qualityLocales,
  rankOf,
  score,
  scoreByCategory,
  type QualityQuery,
} from './metrics';

const q = (expect: string[], category: QualityQuery['category'] = 'topic'): QualityQuery => ({
  query: 'x',
  category,
  expect,
});
const page = (chapter: string, locale = '') => `/blog-notes/${locale}docs/rust-book/${chapter}`;

describe('quality metrics', () => {
  it('ranks a query by the first expected page among the pages shown', () => {
    expect(
      rankOf(q(['ch04-02-references-and-borrowing']), [
        page('ch10-03-lifetime-syntax'),
        page('ch04-02-references-and-borrowing', 'en/'),
      ]),
    ).toBe(2);
    expect(
      rankOf(q(['ch04-01-what-is-ownership', 'ch04-00-understanding-ownership']), [
        page('ch04-00-understanding-ownership'),
      ]),
    ).toBe(1);
    expect(
      rankOf(q(['ch15-04-rc']), [page('ch15-04-rc-extra'), '/blog-notes/docs/intro']),
    ).toBeNull();
    expect(isChapter('/blog-notes/docs/rust-book/ch15-04-rc.html', 'ch15-04-rc')).toBe(true);
    expect(isChapter('/blog-notes/docs/other/ch15-04-rc', 'ch15-04-rc')).toBe(false);
  });

  it('scores hits@1, hits@3 and MRR, counting unanswered queries as misses', () => {
    const outcomes = [
      outcome(q(['a']), [page('a')]), // rank 1
      outcome(q(['a']), [page('b'), page('c'), page('a')]), // rank 3
      outcome(q(['a'], 'typo'), [page('b'), page('c'), page('d'), page('a')]), // rank 4
      outcome(q(['a'], 'typo'), []), // nothing shown
    ];
    expect(score(outcomes)).toEqual({
      queries: 4,
      hits1: 0.25,
      hits3: 0.5,
      mrr: (1 + 1 / 3 + 1 / 4) / 4,
      empty: 1,
    });
    expect(scoreByCategory(outcomes).map(([category, s]) => [category, s.hits3])).toEqual([
      ['topic', 1],
      ['typo', 0],
    ]);
    expect(score([])).toMatchObject({queries: 0, hits1: 0, mrr: 0});
  });
});

describe('the modal order (DocSearch 3.9.0)', () => {
  const hit = (lvl0: string, lvl1: string, id: string) => ({
    id,
    hierarchy: {lvl0, lvl1},
    _highlightResult: {hierarchy: {lvl0: {value: lvl0.replace('Rust', '<mark>Rust</mark>')}}},
  });
  it('groups hits by category, then by page, in order of first appearance, five of each at most', () => {
    const hits = [
      hit('Rust', 'A', '1'),
      hit('Blog', 'B', '2'),
      hit('Rust', 'C', '3'),
      hit('Rust', 'A', '4'),
      ...['5', '6', '7'].map((id) => hit('Rust', 'D', id)),
    ];
    // Rust group: its first five (1, 3, 4, 5, 6), pages A (1, 4), C (3), D (5, 6); then Blog.
    expect(modalOrder(hits).map((h) => h.id)).toEqual(['1', '4', '3', '5', '6', '2']);
  });
});

describe('the committed query sets', () => {
  it.each(qualityLocales)(
    '%s: at least 40 queries, every kind the bench reports, chapter names as in the corpus',
    (locale) => {
      const queries = loadQueries(locale);
      expect(queries.length).toBeGreaterThanOrEqual(40);
      const kinds = new Set(queries.map((x) => x.category));
      expect([...kinds].sort()).toEqual(
        locale === 'zh'
          ? ['api', 'mixed', 'prefix', 'topic', 'typo', 'zh2']
          : ['api', 'prefix', 'topic', 'typo'],
      );
      for (const x of queries)
        for (const chapter of x.expect)
          expect(chapter).toMatch(/^(ch\d\d-\d\d|appendix-\d\d)(-[a-z0-9-]+)?$/);
      expect(new Set(queries.map((x) => x.query)).size).toBe(queries.length);
    },
  );
});
