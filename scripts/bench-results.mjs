// The site's measuring scripts (Lighthouse, page weight, blocking time) keep their figures in
// bench/results.json and bench/RESULTS.md through the one results writer, the search package's
// (packages/docusaurus-theme-search-pagefind/bench/lib/resultsFile.mjs). Documents link those
// files instead of copying figures (scripts/bench-figures.test.ts checks). Node only.
import path from 'node:path';
import {
  recordEntry,
  startClock,
} from '../packages/docusaurus-theme-search-pagefind/bench/lib/resultsFile.mjs';
import paths from './site-paths.cjs';

/** Where the site's figures go. */
export const siteResults = {
  dir: path.join(paths.root, 'bench'),
  title: 'Measured figures of the site',
  intro:
    'Written by the measuring scripts from `bench/results.json` on each run; do not edit by hand.\nHow each is measured: [README.md](README.md).',
};

/** The machine's state when a run starts: call first, pass to recordResults at the end. */
export const startRun = startClock;

/**
 * Replaces `name`'s entry with this run's figures: rows of labelled values, each value a
 * number or a string with its unit ("132.4 KB", "38 ms") as the script printed it.
 * @param {string} name the npm script, e.g. "lighthouse"
 * @param {{started: Date, loadAtStart: number}} run from startRun()
 * @param {{command: string, notes?: string, rows: Record<string, unknown>[]}} figures
 */
export function recordResults(name, run, figures) {
  recordEntry(siteResults, name, run, figures);
}
