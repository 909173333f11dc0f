// The one place the site's measuring scripts (Lighthouse, page weight, blocking time) keep
// their figures: each run replaces its script's entry in bench/results.json, with the date,
// commit and machine load, and bench/RESULTS.md is written again from that file for people.
// Documents link those files instead of copying figures (scripts/bench-figures.test.ts checks).
// Node only.
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import paths from './site-paths.cjs';

export const resultsFile = path.join(paths.root, 'bench', 'results.json');
export const resultsMarkdown = path.join(paths.root, 'bench', 'RESULTS.md');

function git(...args) {
  try {
    return execFileSync('git', args, {cwd: paths.root, encoding: 'utf8'}).trim();
  } catch {
    return '';
  }
}

/** The machine's state when a run starts: call first, pass to recordResults at the end. */
export function startRun() {
  return {started: new Date(), loadAtStart: os.loadavg()[0]};
}

/**
 * Replaces `name`'s entry with this run's figures: rows of labelled values, each value a
 * number or a string with its unit ("132.4 KB", "38 ms") as the script printed it.
 * @param {string} name the npm script, e.g. "lighthouse"
 * @param {{started: Date, loadAtStart: number}} run from startRun()
 * @param {{command: string, notes?: string, rows: Record<string, unknown>[]}} figures
 */
export function recordResults(name, run, {command, notes, rows}) {
  const all = fs.existsSync(resultsFile) ? JSON.parse(fs.readFileSync(resultsFile, 'utf8')) : {};
  const dirty = git('status', '--porcelain', '--untracked-files=no') !== '';
  all[name] = {
    date: run.started.toISOString(),
    commit: `${git('rev-parse', '--short', 'HEAD') || 'unknown'}${dirty ? ' (with uncommitted changes)' : ''}`,
    machine: `${os.cpus().length} cores, load average ${run.loadAtStart.toFixed(1)} at start, ${os.loadavg()[0].toFixed(1)} at end`,
    duration: `${Math.round((Date.now() - run.started.getTime()) / 1000)} s`,
    command,
    ...(notes && {notes}),
    rows,
  };
  const sorted = Object.fromEntries(Object.entries(all).sort(([a], [b]) => a.localeCompare(b)));
  fs.writeFileSync(resultsFile, `${JSON.stringify(sorted, null, 2)}\n`);
  fs.writeFileSync(resultsMarkdown, resultsToMarkdown(sorted));
  console.log(`Wrote ${path.relative(paths.root, resultsFile)} and RESULTS.md (${name}).`);
}

const cell = (value) => String(value ?? '').replaceAll('|', '\\|');

/** bench/RESULTS.md: one section per script, its rows as a table. */
export function resultsToMarkdown(all) {
  const lines = [
    '# Measured figures of the site',
    '',
    'Written by the measuring scripts from `bench/results.json` on each run; do not edit by hand.',
    'How each is measured: [README.md](README.md).',
  ];
  for (const [name, entry] of Object.entries(all)) {
    const columns = [...new Set(entry.rows.flatMap((row) => Object.keys(row)))];
    lines.push(
      '',
      `## ${name}`,
      '',
      `\`${entry.command}\`: ${entry.date.slice(0, 16).replace('T', ' ')} UTC, commit ${entry.commit}, ${entry.machine}, ${entry.duration}.`,
      ...(entry.notes ? ['', entry.notes] : []),
      '',
      `| ${columns.join(' | ')} |`,
      `|${columns.map(() => '---').join('|')}|`,
      ...entry.rows.map((row) => `| ${columns.map((c) => cell(row[c])).join(' | ')} |`),
    );
  }
  return `${lines.join('\n')}\n`;
}
