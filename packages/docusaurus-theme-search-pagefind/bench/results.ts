// The one place this package's benchmarks keep their figures: a run that completes replaces its
// benchmark's entry in bench/results.json with what it printed (its Markdown tables), the date,
// commit and machine load, and bench/RESULTS.md is written again from that file for people.
// Documents link these files instead of copying figures. Self-contained: Node only, no import
// from outside the package.
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {format, stripVTControlCharacters} from 'node:util';

const benchDir = __dirname;
export const resultsFile = path.join(benchDir, 'results.json');
export const resultsMarkdown = path.join(benchDir, 'RESULTS.md');

interface Entry {
  date: string;
  commit: string;
  machine: string;
  duration: string;
  command: string;
  report: string;
}

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
  const run: Run = {name, started: new Date(), loadAtStart: os.loadavg()[0], printed: []};
  const log = console.log.bind(console);
  console.log = (...args: unknown[]) => {
    run.printed.push(stripVTControlCharacters(format(...args)));
    log(...args);
  };
  return run;
}

function git(...args: string[]): string {
  try {
    return execFileSync('git', args, {cwd: benchDir, encoding: 'utf8'}).trim();
  } catch {
    return '';
  }
}

/** Replaces the run's entry in results.json with what it printed, and writes RESULTS.md. */
export function recordResults(run: Run): void {
  const all: Record<string, Entry> = fs.existsSync(resultsFile)
    ? JSON.parse(fs.readFileSync(resultsFile, 'utf8'))
    : {};
  // The code measured: changes to the results files themselves (a run before this one not yet
  // committed) do not make it "uncommitted".
  const dirty =
    git(
      'status',
      '--porcelain',
      '--untracked-files=no',
      '--',
      ':/',
      `:!${path.basename(resultsFile)}`,
      `:!${path.basename(resultsMarkdown)}`,
    ) !== '';
  const args = process.argv.slice(2).join(' ');
  all[run.name] = {
    date: run.started.toISOString(),
    commit: `${git('rev-parse', '--short', 'HEAD') || 'unknown'}${dirty ? ' (with uncommitted changes)' : ''}`,
    machine: `${os.cpus().length} cores, load average ${run.loadAtStart.toFixed(1)} at start, ${os.loadavg()[0].toFixed(1)} at end, Node ${process.version}`,
    duration: `${Math.round((Date.now() - run.started.getTime()) / 1000)} s`,
    command: `npm run ${run.name}${args ? ` -- ${args}` : ''}`,
    report: run.printed.join('\n').trim(),
  };
  const sorted = Object.fromEntries(Object.entries(all).sort(([a], [b]) => a.localeCompare(b)));
  fs.writeFileSync(resultsFile, `${JSON.stringify(sorted, null, 2)}\n`);
  fs.writeFileSync(resultsMarkdown, resultsToMarkdown(sorted));
  process.stderr.write(`Wrote bench/results.json and bench/RESULTS.md (${run.name}).\n`);
}

/** RESULTS.md: each benchmark's last run, as it printed it. */
export function resultsToMarkdown(all: Record<string, Entry>): string {
  const sections = Object.entries(all).map(([name, entry]) =>
    [
      `## ${name}`,
      '',
      `\`${entry.command}\`: ${entry.date.slice(0, 16).replace('T', ' ')} UTC, commit ${entry.commit}, ${entry.machine}, ${entry.duration}.`,
      '',
      entry.report,
    ].join('\n'),
  );
  return [
    '# Measured figures of the search engine',
    '',
    'Written by the benchmarks from `bench/results.json` on each completed run; do not edit by hand.',
    'How each is measured and how to read it: [README.md](README.md).',
    '',
    sections.join('\n\n'),
    '',
  ].join('\n');
}
