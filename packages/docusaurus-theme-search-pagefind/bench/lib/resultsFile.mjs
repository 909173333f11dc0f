// The results writer of every benchmark and measuring script, the package's (bench/results.ts)
// and the site's (scripts/bench-results.mjs): a run that completes replaces its entry in its
// owner's results.json with its figures, the date, commit and machine load, and RESULTS.md is
// written again from that file for people. Documents link these files instead of copying
// figures. Plain JavaScript so that the site's Node scripts import it as it is; Node only.
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * @typedef {object} Owner where the figures go and how RESULTS.md opens
 * @property {string} dir the folder of results.json and RESULTS.md
 * @property {string} title RESULTS.md's first heading
 * @property {string} intro the paragraph below it
 *
 * @typedef {object} Clock from startClock()
 * @property {Date} started
 * @property {number} loadAtStart
 *
 * @typedef {object} Figures what a run measured: its printed report, or rows of labelled values
 * @property {string} command how it was run
 * @property {string} [notes]
 * @property {string} [report]
 * @property {Record<string, unknown>[]} [rows]
 */

/** The machine's state when a run starts: call first, pass to recordEntry at the end. */
export function startClock() {
  return {started: new Date(), loadAtStart: os.loadavg()[0]};
}

/** @param {string} dir @param {string[]} args */
function git(dir, ...args) {
  try {
    return execFileSync('git', args, {cwd: dir, encoding: 'utf8'}).trim();
  } catch {
    return '';
  }
}

/**
 * Replaces `name`'s entry in the owner's results.json with this run's figures, and writes
 * RESULTS.md.
 * @param {Owner} owner
 * @param {string} name the npm script, e.g. "bench:search" or "lighthouse"
 * @param {Clock} clock
 * @param {Figures} figures
 */
export function recordEntry(owner, name, clock, figures) {
  const file = path.join(owner.dir, 'results.json');
  const markdown = path.join(owner.dir, 'RESULTS.md');
  const all = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
  // The code measured: a run before this one not yet committed does not make it "uncommitted".
  const dirty =
    git(
      owner.dir,
      'status',
      '--porcelain',
      '--untracked-files=no',
      '--',
      ':/',
      `:!${file}`,
      `:!${markdown}`,
    ) !== '';
  all[name] = {
    date: clock.started.toISOString(),
    commit: `${git(owner.dir, 'rev-parse', '--short', 'HEAD') || 'unknown'}${dirty ? ' (with uncommitted changes)' : ''}`,
    machine: `${os.cpus().length} cores, load average ${clock.loadAtStart.toFixed(1)} at start, ${os.loadavg()[0].toFixed(1)} at end, Node ${process.version}`,
    duration: `${Math.round((Date.now() - clock.started.getTime()) / 1000)} s`,
    ...figures,
  };
  const sorted = Object.fromEntries(Object.entries(all).sort(([a], [b]) => a.localeCompare(b)));
  fs.writeFileSync(file, `${JSON.stringify(sorted, null, 2)}\n`);
  fs.writeFileSync(markdown, entriesToMarkdown(owner, sorted));
  process.stderr.write(`Wrote ${file} and RESULTS.md (${name}).\n`);
}

/** @param {unknown} value */
const cell = (value) => String(value ?? '').replaceAll('|', '\\|');

/**
 * RESULTS.md: one section per entry, its report as printed or its rows as a table.
 * @param {Owner} owner
 * @param {Record<string, any>} all
 */
export function entriesToMarkdown(owner, all) {
  const lines = [`# ${owner.title}`, '', owner.intro];
  for (const [name, entry] of Object.entries(all)) {
    lines.push(
      '',
      `## ${name}`,
      '',
      `\`${entry.command}\`: ${entry.date.slice(0, 16).replace('T', ' ')} UTC, commit ${entry.commit}, ${entry.machine}, ${entry.duration}.`,
      ...(entry.notes ? ['', entry.notes] : []),
      '',
    );
    if (entry.report !== undefined) lines.push(entry.report);
    else {
      const columns = [
        ...new Set(entry.rows.flatMap((/** @type {object} */ row) => Object.keys(row))),
      ];
      lines.push(
        `| ${columns.join(' | ')} |`,
        `|${columns.map(() => '---').join('|')}|`,
        ...entry.rows.map(
          (/** @type {Record<string, unknown>} */ row) =>
            `| ${columns.map((c) => cell(row[c])).join(' | ')} |`,
        ),
      );
    }
  }
  return `${lines.join('\n')}\n`;
}
