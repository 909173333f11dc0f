// This package's benchmarks' results: a run keeps what it prints (its report, Markdown tables)
// and, when it completes, records it in bench/results.json and bench/RESULTS.md through the
// one results writer (lib/resultsFile.mjs, which the site's scripts use too).
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {format, stripVTControlCharacters} from 'node:util';
import {recordEntry, startClock} from './lib/resultsFile.mjs';

/** Where this package's figures go. */
export const benchResults = {
  dir: path.dirname(fileURLToPath(import.meta.url)),
  title: 'Measured figures of the search engine',
  intro:
    'Written by the benchmarks from `bench/results.json` on each completed run; do not edit by hand.\nHow each is measured and how to read it: [README.md](README.md).',
};

export interface Run {
  name: string;
  started: Date;
  loadAtStart: number;
  printed: string[];
}

/**
 * Starts a run of benchmark `name` (its npm script, e.g. "bench:search"): notes the time and the
 * machine's load, and from now on keeps what console.log prints, which is the run's report.
 */
export function startRun(name: string): Run {
  const run: Run = {name, ...startClock(), printed: []};
  const log = console.log.bind(console);
  console.log = (...args: unknown[]) => {
    run.printed.push(stripVTControlCharacters(format(...args)));
    log(...args);
  };
  return run;
}

/** Replaces the run's entry in results.json with what it printed, and writes RESULTS.md. */
export function recordResults(run: Run): void {
  const args = process.argv.slice(2).join(' ');
  recordEntry(benchResults, run.name, run, {
    command: `npm run ${run.name}${args ? ` -- ${args}` : ''}`,
    report: run.printed.join('\n').trim(),
  });
}
