// Benchmark figures come from one source: the results files the benchmark scripts write.
// A document may link them or quote a figure they hold (rounded as it likes), never keep a
// figure of its own. What counts as a figure: scripts/bench-figures.mjs.
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {extractFigures, isInResults} from './bench-figures.mjs';

const root = path.resolve(__dirname, '..');
const pkg = 'packages/docusaurus-theme-search-pagefind';

/** Written by the scripts: the site's (scripts/bench-results.mjs) and the search engine's. */
const resultsFiles = ['bench/results.json', `${pkg}/bench/results.json`];

/** The documents that may quote figures (one not there yet is skipped). */
const documents = [
  'README.md',
  'CONTRIBUTING.md',
  'bench/README.md',
  `${pkg}/README.md`,
  `${pkg}/ARCHITECTURE.md`,
  `${pkg}/CONTRIBUTING.md`,
  `${pkg}/bench/README.md`,
  'docs/about-site/site-search.md',
  'i18n/en/docusaurus-plugin-content-docs/current/about-site/site-search.md',
];

/** Numbers with units that are settings or facts, not measurements: [document, figure, why]. */
const notMeasured: [string, string, string][] = [
  ['docs/about-site/site-search.md', '5 秒', "an index request's time limit (client/timeout.ts)"],
  [
    'i18n/en/docusaurus-plugin-content-docs/current/about-site/site-search.md',
    '5 seconds',
    "an index request's time limit (client/timeout.ts)",
  ],
  [`${pkg}/ARCHITECTURE.md`, '5 s', "an index request's time limit (client/engine/timeout.ts)"],
  [
    `${pkg}/ARCHITECTURE.md`,
    '8 s',
    "the last wait before the modal's code is asked for again (useModalOpening.ts)",
  ],
  [`${pkg}/README.md`, '5 s', "an index request's time limit (client/engine/networkTimeout.ts)"],
  ['CONTRIBUTING.md', '300 ms', "the colour-mode reveal's duration"],
  ['CONTRIBUTING.md', '3 s', "the page template's fallback before it adds the scripts"],
  ['bench/README.md', '3 %', 'the margin --write-budgets adds to the weight budgets'],
  ['bench/README.md', '50 ms', 'the long-task threshold in the definition of TBT'],
  [
    `${pkg}/bench/README.md`,
    '150 ms',
    "the round trip of Lighthouse's mobile network, a setting of the phone pass",
  ],
];

const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const results = resultsFiles
  .filter((file) => fs.existsSync(path.join(root, file)))
  .flatMap((file) => extractFigures(read(file)));

describe('benchmark figures in documents', () => {
  it('has a results file to check against', () => {
    expect(fs.existsSync(path.join(root, resultsFiles[0]))).toBe(true);
  });

  it.each(documents.filter((file) => fs.existsSync(path.join(root, file))))(
    '%s quotes only figures a results file holds',
    (file) => {
      const allowed = notMeasured.filter(([doc]) => doc === file).map(([, figure]) => figure);
      const stray = extractFigures(read(file))
        .filter((figure) => !allowed.includes(figure.text) && !isInResults(figure, results))
        .map((figure) => `${file}:${figure.line}: ${figure.text}`);
      expect(
        stray,
        "Link bench/RESULTS.md (or the package's bench/RESULTS.md) instead, or run the benchmark so its results file holds the figure",
      ).toEqual([]);
    },
  );

  it('lists as not measured only figures the documents still have', () => {
    const gone = notMeasured.filter(
      ([file, figure]) =>
        !fs.existsSync(path.join(root, file)) ||
        !extractFigures(read(file)).some((f) => f.text === figure),
    );
    expect(gone).toEqual([]);
  });
});

describe('extractFigures', () => {
  it.each([
    ['p95 41 ms over 173 keystrokes', ['41 ms']],
    ['1,234.5 KB and 57.3 MB, 92 % (73/79), MRR 0.958', ['1,234.5 KB', '57.3 MB', '92 %', '0.958']],
    ['首次查询 160 / 173 KB，18 毫秒，建索引 1.4 秒', ['173 KB', '18 毫秒', '1.4 秒']],
    ['each round about 10–25 ms', ['10 ms', '25 ms']],
    ['target ≤ 200 KB and ≥ 97 %, < 50 ms', []],
    ['Pagefind 1.6.0, 3 steps, 12 pages, hits@1, p95, v1.5.2, commit 64d1048', []],
  ])('%s', (text, expected) => {
    expect(extractFigures(text).map((f) => f.text)).toEqual(expected);
  });

  it('matches a rounded quote, not a different figure', () => {
    const held = extractFigures('"JS": "132.4 KB", "TBT": "38 ms", "MRR": "0.958"');
    const found = (text: string) => extractFigures(text).every((f) => isInResults(f, held));
    expect(found('132 KB, 132.4 KB, 38 ms, 0.958')).toBe(true);
    expect(found('133 KB')).toBe(false);
    expect(found('132.40 KB')).toBe(false);
    expect(found('38 s')).toBe(false);
    expect(found('0.957')).toBe(false);
  });
});
