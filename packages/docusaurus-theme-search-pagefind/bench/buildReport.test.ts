import {describe, expect, it} from 'vitest';
import {
  buildReport,
  indexingTimes,
  median,
  pairedRatio,
  roundOrder,
  stepTimes,
  type BuildRun,
} from './buildReport';
import {buildSiteConfig} from './buildSite';

const run = (engine: BuildRun['engine'], ms: number, indexMs = {}): BuildRun => ({
  engine,
  ms,
  indexMs,
});

describe('the build-time bench', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it('divides the theme by Algolia pair by pair, in the order they ran', () => {
    const runs = [
      run('algolia', 100),
      run('pagefind', 120),
      run('pagefind', 300),
      run('algolia', 200),
      run('algolia', 100),
    ];
    const {ratios, median: ratio} = pairedRatio(runs);
    expect(ratios).toEqual([1.2, 1.5]);
    expect(ratio).toBeCloseTo(1.35);
  });

  it('flips which engine builds first each round', () => {
    expect(roundOrder(0)).toEqual(['algolia', 'pagefind']);
    expect(roundOrder(1)).toEqual(['pagefind', 'algolia']);
  });

  it("reads each locale's indexing time from the theme's log", () => {
    const log = [
      '[INFO] [zh] Creating an optimized production build...',
      '[search-pagefind] [zh] indexed 5900 records from 112 pages (111 with their translation) into build/pagefind in 4210 ms',
      '[search-pagefind] [zh] removed 12 files the site never loads (300 KB)',
      '[search-pagefind] [pt-BR] indexed 5100 records from 112 pages into build/pt-BR/pagefind in 3980 ms',
    ].join('\n');
    expect(indexingTimes(log)).toEqual({zh: 4210, 'pt-BR': 3980});
  });

  it('prints a row per locale count with the medians and the ratio', () => {
    const report = buildReport([
      {
        locales: ['zh', 'en', 'ja'],
        pages: 333,
        runs: [
          run('algolia', 100_000),
          run('pagefind', 110_000, {zh: 4000, en: 3000, ja: 5000}),
          run('pagefind', 130_000, {zh: 6000, en: 3000, ja: 5000}),
          run('algolia', 120_000),
        ],
      },
    ]);
    expect(report).toContain(
      '| 3 (zh, en, ja) | 333 | 2 | 110 | 120 | 1.09 | 5.0 (3.0–5.0); 3 of 3 locales logged |',
    );
    expect(report).toContain(
      '- 3 locales: Algolia 100, theme 110, theme 130, Algolia 120; ratios 1.10, 1.08',
    );
  });

  it('gives the theme to one site and Algolia, through the preset, to the other', () => {
    const ours = buildSiteConfig('pagefind', ['zh', 'en'], '/path/to/theme');
    const algolia = buildSiteConfig('algolia', ['zh', 'en'], '/path/to/theme');
    expect(ours.themes).toEqual(['/path/to/theme']);
    expect(ours.themeConfig).not.toHaveProperty('algolia');
    expect(algolia.themes).toEqual([]);
    expect(algolia.themeConfig).toHaveProperty('algolia.appId');
    expect({...ours, themes: [], themeConfig: {}}).toEqual({
      ...algolia,
      themes: [],
      themeConfig: {},
    });
    expect(ours.themeConfig.navbar).toEqual(algolia.themeConfig.navbar);
    expect(ours.i18n).toEqual({defaultLocale: 'zh', locales: ['zh', 'en']});
  });
});

describe("the build-time bench's steps", () => {
  it("sums each step of Docusaurus's perf log over the locales", () => {
    const log = [
      '[PERF] Build > zh > Load site - 3.20 seconds! - (Heap 100mb -> 200mb / Total 300mb)',
      '[PERF] Build > zh > postBuild() - 850.50 ms - (Heap 100mb -> 200mb / Total 300mb)',
      '[PERF] Build > zh > Load site > Load plugins - 2.00 seconds! - (Heap 1mb -> 2mb / Total 3mb)',
      '[PERF] Build > pt-BR > postBuild() - 1.15 seconds! - (Heap 100mb -> 200mb / Total 300mb)',
      '[PERF] Build - 60.00 seconds! - (Heap 100mb -> 200mb / Total 300mb)',
    ].join('\n');
    expect(stepTimes(log)).toEqual({'Load site': 3200, 'postBuild()': 2000.5});
  });

  it('prints the steps of each engine beside each other, when the log had them', () => {
    const report = buildReport([
      {
        locales: ['zh', 'en'],
        pages: 4,
        runs: [
          {...run('algolia', 10_000), stepMs: {SSG: 2000, 'postBuild()': 100}},
          {...run('pagefind', 14_000), stepMs: {SSG: 2500, 'postBuild()': 3100}},
        ],
      },
    ]);
    expect(report).toContain('| 2 | postBuild() | 0.1 | 3.1 | 3.0 |');
    expect(report).toContain('| 2 | SSG | 2.0 | 2.5 | 0.5 |');
  });
});
