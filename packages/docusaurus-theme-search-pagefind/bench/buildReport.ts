// The build-time bench's figures and table (pure): medians, the ratio of the theme's build to
// Algolia's, the indexing times the theme's build logs, and the Markdown it prints.

export type BuildEngine = 'algolia' | 'pagefind';

/** One `docusaurus build` of every locale: its wall time and, for the theme, each locale's indexing time. */
export interface BuildRun {
  engine: BuildEngine;
  ms: number;
  /** Processor time (user and system) of the build and the processes it started; NaN when unknown. */
  cpuMs: number;
  /** Per locale, the milliseconds the theme's postBuild says it indexed for (empty for Algolia). */
  indexMs: Record<string, number>;
  /** Per step of a locale's build (Docusaurus's perf log), its milliseconds summed over the locales. */
  stepMs?: Record<string, number>;
}

/** The line the build's wrapper prints before bash's `times`. */
export const TIMES_MARK = '[bench:build] times';

/**
 * The processor time of the build's processes, from bash's `times` after TIMES_MARK: its second
 * line is the children's user and system time ("1m2.345s 0m3.210s"). NaN when absent.
 */
export function childrenCpuMs(log: string): number {
  const lines = log.split('\n');
  const mark = lines.lastIndexOf(TIMES_MARK);
  const found =
    mark === -1 ? null : /^(\d+)m([\d.]+)s (\d+)m([\d.]+)s$/.exec(lines[mark + 2] ?? '');
  if (!found) return NaN;
  const [, um, us, sm, ss] = found.map(Number);
  return (um * 60 + us + sm * 60 + ss) * 1000;
}

/** The middle value (the mean of the two middle ones for an even count); NaN for none. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * The theme's build over Algolia's, pair by pair in the order they ran (the i-th of each engine
 * ran next to each other, so a slow spell of the machine falls on both), then the median of
 * those ratios.
 */
export function pairedRatio(
  runs: readonly BuildRun[],
  figure: 'ms' | 'cpuMs' = 'ms',
): {ratios: number[]; median: number} {
  const of = (engine: BuildEngine) => runs.filter((r) => r.engine === engine).map((r) => r[figure]);
  const algolia = of('algolia');
  const pagefind = of('pagefind');
  const pairs = Math.min(algolia.length, pagefind.length);
  const ratios = Array.from({length: pairs}, (_, i) => pagefind[i] / algolia[i]);
  return {ratios, median: median(ratios)};
}

/** The engines' order in the i-th round: Algolia first in even rounds, the theme first in odd ones. */
export const roundOrder = (round: number): BuildEngine[] =>
  round % 2 === 0 ? ['algolia', 'pagefind'] : ['pagefind', 'algolia'];

const INDEXED =
  /^\[search-pagefind\] \[([^\]]+)\] indexed \d+ records from \d+ pages.* in (\d+) ms$/;

/** Each locale's indexing time, from the lines the theme's postBuild logs. */
export function indexingTimes(log: string): Record<string, number> {
  const times: Record<string, number> = {};
  for (const line of log.split('\n')) {
    const found = INDEXED.exec(line.trim());
    if (found) times[found[1]] = Number(found[2]);
  }
  return times;
}

/** Docusaurus's perf log line for a step of a locale's build: "[PERF] Build > zh > SSG - 12.30 seconds! - (Heap …)". */
const STEP = /^\[PERF\](?:\[KO\])? Build > [^>]+ > ([^>]+?) - ([\d.]+) (ms|seconds!)/;

/**
 * Each step of the locales' builds (load, bundling, SSG, postBuild…), summed over the locales,
 * from the lines Docusaurus prints with DOCUSAURUS_PERF_LOGGER=true.
 */
export function stepTimes(log: string): Record<string, number> {
  const times: Record<string, number> = {};
  for (const line of log.split('\n')) {
    const found = STEP.exec(line.trim());
    if (!found) continue;
    const ms = Number(found[2]) * (found[3] === 'ms' ? 1 : 1000);
    times[found[1]] = (times[found[1]] ?? 0) + ms;
  }
  return times;
}

const seconds = (ms: number) => (ms / 1000).toFixed(0);

export interface SizeResult {
  locales: readonly string[];
  pages: number;
  runs: BuildRun[];
}

/** The printed table: one row per locale count, then each build in the order it ran. */
export function buildReport(sizes: readonly SizeResult[]): string {
  const lines = [
    '| Locales | Doc pages | Builds (each) | Algolia’s theme, s (median) | This theme, s (median) | Ratio (median of pairs) | Processor time, s: Algolia’s / this theme (median) | Its ratio (median of pairs) | Indexing per locale, s (median; min–max over locales) |',
    '|---|---|---|---|---|---|---|---|---|',
  ];
  for (const {locales, pages, runs} of sizes) {
    const algolia = runs.filter((r) => r.engine === 'algolia');
    const pagefind = runs.filter((r) => r.engine === 'pagefind');
    const perLocale = locales.map((locale) =>
      median(pagefind.map((r) => r.indexMs[locale]).filter((ms) => ms !== undefined)),
    );
    const known = perLocale.filter((ms) => !Number.isNaN(ms));
    const indexing = known.length
      ? `${(median(known) / 1000).toFixed(1)} (${(Math.min(...known) / 1000).toFixed(1)}–${(Math.max(...known) / 1000).toFixed(1)}); ${known.length} of ${locales.length} locales logged`
      : 'not logged';
    lines.push(
      `| ${locales.length} (${locales.join(', ')}) | ${pages} | ${Math.min(algolia.length, pagefind.length)} | ${seconds(median(algolia.map((r) => r.ms)))} | ${seconds(median(pagefind.map((r) => r.ms)))} | ${pairedRatio(runs).median.toFixed(2)} | ${seconds(median(algolia.map((r) => r.cpuMs)))} / ${seconds(median(pagefind.map((r) => r.cpuMs)))} | ${pairedRatio(runs, 'cpuMs').median.toFixed(2)} | ${indexing} |`,
    );
  }
  lines.push(
    '',
    'Each build, in the order they ran (wall time and processor time, seconds; ratio = this theme / Algolia’s, per pair):',
    '',
  );
  for (const {locales, runs} of sizes) {
    const {ratios} = pairedRatio(runs);
    const cpu = pairedRatio(runs, 'cpuMs').ratios;
    lines.push(
      `- ${locales.length} locales: ${runs.map((r) => `${r.engine === 'algolia' ? 'Algolia' : 'theme'} ${seconds(r.ms)} (processor ${seconds(r.cpuMs)})`).join(', ')}; ratios ${ratios.map((r) => r.toFixed(2)).join(', ')} (processor ${cpu.map((r) => r.toFixed(2)).join(', ')})`,
    );
  }
  const steps = sizes.filter(({runs}) => runs.some((r) => r.stepMs));
  if (steps.length) {
    lines.push(
      '',
      'Where the time goes: each step of the locales’ builds, summed over the locales (Docusaurus’s perf log; seconds, median of the builds):',
      '',
      '| Locales | Step | Algolia’s theme | This theme | Difference |',
      '|---|---|---|---|---|',
    );
    for (const {locales, runs} of steps) {
      const names = [...new Set(runs.flatMap((r) => Object.keys(r.stepMs ?? {})))];
      for (const name of names) {
        const of = (engine: BuildEngine) =>
          median(runs.filter((r) => r.engine === engine).map((r) => r.stepMs?.[name] ?? 0));
        const [a, b] = [of('algolia'), of('pagefind')];
        lines.push(
          `| ${locales.length} | ${name} | ${(a / 1000).toFixed(1)} | ${(b / 1000).toFixed(1)} | ${((b - a) / 1000).toFixed(1)} |`,
        );
      }
    }
  }
  return lines.join('\n');
}
