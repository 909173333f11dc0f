// `npm run bench:build [-- --sizes 3,13] [--runs 2,1] [--keep]`
//
// Build time with the theme against Algolia's: the same minimal Docusaurus site (buildSite.ts,
// in a temporary folder, on this repository's installed node_modules) holding The Rust
// Programming Language in the first N locales of the quality bench's order (zh, en, ja, ko, es,
// fr, de, pt-BR, ru, vi, zh-TW, ar, it, id: the bilingual corpus and its translations), built
// with this package in `themes` (its sources as they are, compiled first; indexing on) and with
// the classic preset's Algolia theme (placeholder credentials: nothing is asked of Algolia at
// build time). For each size the two engines take turns, a build each, the order flipping each
// round, so that a busy spell of a shared machine falls on both; the wall time of
// `docusaurus build` (every locale) is measured, and the ratio is taken pair by pair, of the wall times and of the processor times. `--runs`
// gives the rounds per size (2 and 1 by default). Prints a table and records it in
// bench/results.json (results.ts).
import {spawnSync} from 'node:child_process';
import {mkdtemp, rm} from 'node:fs/promises';
import {createRequire} from 'node:module';
import os from 'node:os';
import path from 'node:path';
import {parseArgs, stripVTControlCharacters} from 'node:util';
import {packageDir, rustBookCorpus, rustBookLocalesCorpus} from '../scripts/environment';
import {
  buildReport,
  childrenCpuMs,
  indexingTimes,
  roundOrder,
  stepTimes,
  type BuildRun,
  type SizeResult,
} from './buildReport';
import {timeBuild, writeBuildSite} from './buildSite';
import {siteLocaleOrder} from './quality/languages';
import {recordResults, startRun} from './results';

/** The folder holding the packages the site needs (Docusaurus, React), as this package resolves them. */
const nodeModules = path.resolve(
  createRequire(import.meta.url).resolve('@docusaurus/core/package.json'),
  '../../..',
);

const numbers = (value: string, option: string) =>
  value.split(',').map((part) => {
    const n = Number(part);
    if (!Number.isInteger(n) || n < 1)
      throw new Error(`${option} wants whole numbers from 1, comma-separated; got "${value}".`);
    return n;
  });

async function main() {
  const run = startRun('bench:build');
  const {values} = parseArgs({
    options: {
      sizes: {type: 'string', default: '3,13'},
      runs: {type: 'string', default: '2,1'},
      keep: {type: 'boolean', default: false},
    },
  });
  const sizes = numbers(values.sizes, '--sizes');
  const runs = numbers(values.runs, '--runs');
  for (const n of sizes)
    if (n > siteLocaleOrder.length)
      throw new Error(`--sizes: at most ${siteLocaleOrder.length} locales (${n} asked).`);

  // The theme as the sources are now: lib/ compiled from src/.
  const compiled = spawnSync(process.execPath, [path.join(packageDir, 'scripts/build.mjs')], {
    stdio: ['ignore', 2, 2],
  });
  if (compiled.status !== 0) throw new Error('Compiling the package (scripts/build.mjs) failed.');

  const workDir = await mkdtemp(path.join(os.tmpdir(), 'bench-build-'));
  console.error(`Scratch sites: ${workDir}`);
  const results: SizeResult[] = [];
  try {
    for (const [i, size] of sizes.entries()) {
      const locales = siteLocaleOrder.slice(0, size);
      const rounds = runs[Math.min(i, runs.length - 1)];
      const sites = {} as Record<BuildRun['engine'], string>;
      let chapters: Record<string, number> = {};
      for (const engine of ['algolia', 'pagefind'] as const) {
        sites[engine] = path.join(workDir, `${size}-${engine}`);
        chapters = await writeBuildSite(sites[engine], engine, {
          locales,
          corpora: [rustBookCorpus, rustBookLocalesCorpus],
          nodeModules,
          theme: packageDir,
        });
      }
      const result: SizeResult = {locales, pages: chapters[locales[0]] * locales.length, runs: []};
      for (let round = 0; round < rounds; round++)
        for (const engine of roundOrder(round)) {
          console.error(`\n=== bench:build: ${size} locales, round ${round + 1}, ${engine}`);
          const {ms, log} = await timeBuild(sites[engine]);
          result.runs.push({
            engine,
            ms,
            cpuMs: childrenCpuMs(log),
            indexMs: engine === 'pagefind' ? indexingTimes(log) : {},
            stepMs: stepTimes(stripVTControlCharacters(log)),
          });
          console.error(
            `=== bench:build: ${engine} built ${size} locales in ${(ms / 1000).toFixed(1)} s`,
          );
        }
      results.push(result);
      console.error(
        `Chapters per locale (${size}): ${Object.entries(chapters)
          .map(([l, n]) => `${l} ${n}`)
          .join(', ')}`,
      );
    }
  } finally {
    if (values.keep) console.error(`Kept the scratch sites in ${workDir}`);
    else await rm(workDir, {recursive: true, force: true});
  }

  console.log('## Build time: this theme against Algolia’s');
  console.log('');
  console.log(
    `The same Docusaurus ${createRequire(import.meta.url)('@docusaurus/core/package.json').version} site (Rspack, \`future.v4\`, no persistent cache), the Rust Book in each locale (untranslated chapters built from the default locale, zh), \`docusaurus build\` of every locale, wall time and processor time (user and system, the build's processes); this theme in \`themes\` with its defaults against the classic preset's Algolia theme, a build each in turn. Target: ratio ≤ 1.25.`,
  );
  console.log('');
  console.log(buildReport(results));
  recordResults(run);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
