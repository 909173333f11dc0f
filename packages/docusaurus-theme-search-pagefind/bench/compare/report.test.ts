// The printed comparison: medians, ratios against ours, and an engine that could not be measured.
import {describe, expect, it} from 'vitest';
import {compareReport, median, type LocaleFigures} from './report';

const figures = (bytes: number[], index: number): Record<'zh' | 'en', LocaleFigures> => {
  const locale: LocaleFigures = {
    downloads: bytes.map((b) => ({
      pageBytes: 50 * 1024,
      bytes: b,
      requests: 3,
      byKind: {js: b / 2, index: b / 2},
    })),
    scores: {queries: 10, hits1: 0.9, hits3: 1, mrr: 0.95, empty: 0},
    index: {indexBytes: index, indexFiles: 4, totalBytes: index * 2},
  };
  return {zh: locale, en: locale};
};

describe('compareReport', () => {
  it('takes the median of an odd and an even number of figures', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('prints each engine with its ratio to ours, and says why an engine is missing', () => {
    const text = compareReport({
      figures: {
        ours: {
          buildMs: 20_000,
          locales: figures([100 * 1024, 200 * 1024, 300 * 1024], 1000 * 1024),
        },
        'pagefind.js': {
          buildMs: 15_000,
          cliMs: 1_000,
          locales: figures([400 * 1024, 400 * 1024, 400 * 1024], 1500 * 1024),
        },
      },
      failed: {easyops: 'docusaurus build exited with 1'},
      downloadQueries: {zh: ['a', 'b', 'c'], en: ['d', 'e', 'f']},
      versions: 'versions',
    });
    expect(text).toContain(
      '| zh | ours | 200 KB | 50 KB | 90 % (9/10) | 100 % (10/10) | 1000 KB |',
    );
    expect(text).toContain(
      '| zh | pagefind.js | 400 KB (×2.00) | 50 KB (×1.00) | 90 % (9/10) | 100 % (10/10) | 1500 KB (×1.50) |',
    );
    expect(text).toContain('| pagefind.js | 16 s (15 s + Pagefind CLI 1 s) (×0.80) | 6000 KB |');
    expect(text).toContain('not measured**: docusaurus build exited with 1');
    expect(text).not.toMatch(/\| easyops \|/);
  });
});
