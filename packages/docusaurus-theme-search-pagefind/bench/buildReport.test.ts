import {describe, expect, it} from 'vitest';
import {
  buildReport,
  childrenCpuMs,
  TIMES_MARK,
  indexingTimes,
  median,
  pairedRatio,
  roundOrder,
  stepTimes,
  type BuildRun,
} from './buildReport';
import {buildSiteConfig} from './buildSite';

const run = (engine: BuildRun['engine'], ms: number, indexMs = {}, cpuMs = ms * 1.5): BuildRun => ({
  engine,
  ms,
  cpuMs,
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
    expect(
      pairedRatio([run('algolia', 100, {}, 50), run('pagefind', 300, {}, 60)], 'cpuMs').ratios,
    ).toEqual([1.2]);
  });

  it("reads the build's processor time from bash's times after the mark", () => {
    const log = [
      '[SUCCESS] Generated static files in "build".',
      TIMES_MARK,
      '0m0.004s 0m0.001s',
      '2m3.500s 0m10.250s',
      '',
    ].join('\n');
    expect(childrenCpuMs(log)).toBe(133_750);
    expect(childrenCpuMs('no mark\n0m1.000s 0m1.000s')).toBeNaN();
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
      '| 3 (zh, en, ja) | 333 | 2 | 110 | 120 | 1.09 | 165 / 180 | 1.09 | 5.0 (3.0–5.0); 3 of 3 locales logged |',
    );
    expect(report).toContain(
      '- 3 locales: Algolia 100 (processor 150), theme 110 (processor 165), theme 130 (processor 195), Algolia 120 (processor 180); ratios 1.10, 1.08 (processor 1.10, 1.08)',
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
