// Cost of search under `docusaurus start` (src/server/devIndex.ts) on a real corpus: the Rust
// Book (RUST_BOOK_CORPUS, ../shared/corpus/rust-book beside the repository, or --corpus <dir>)
// as the docs of the package's minimal site (bench/compare/site.ts), in the given locale. Prints how long the dev server takes to serve pages, when its first search
// index is ready, and the time from saving a chapter to the new word being searchable (status
// version bumped, word found by the site's reader), over a few saves.
//
//   npm run bench:dev-server -- [--locale zh|en] [--corpus dir] [--port 3233] [--saves 5]
import {appendFileSync, mkdtempSync, rmSync} from 'node:fs';
import {createRequire} from 'node:module';
import os from 'node:os';
import path from 'node:path';
import {parseArgs, stripVTControlCharacters} from 'node:util';
import {packageDir, rustBookCorpus} from '../scripts/environment';
import {createPagefindReader} from '../src/client/engine/reader';
import {DEV_STATUS_FILE} from '../src/shared/types';
import {corpusTarget, writeSite} from './compare/site';
import {startDevServer} from './devServer';
import {recordResults, startRun} from './results';
import {SNOWBALL_FOLDER} from '../src/client/engine/stemmers/snowballFolder.js';

const {values} = parseArgs({
  options: {
    locale: {type: 'string', default: 'zh'},
    corpus: {type: 'string', default: rustBookCorpus},
    port: {type: 'string'},
    saves: {type: 'string', default: '5'},
  },
});
const locale = values.locale === 'en' ? 'en' : 'zh';
// One entry per locale in results.json: the two are run one after the other.
const run = startRun(`bench:dev-server (${locale})`);
const port = Number(values.port ?? process.env.DEV_TEST_PORT ?? 3233);

// The package's minimal site (both languages, as the corpus's README says), the theme from this folder.
const copy = mkdtempSync(path.join(os.tmpdir(), 'bench-dev-server-'));
const nodeModules = path.resolve(
  createRequire(import.meta.url).resolve('@docusaurus/core/package.json'),
  '../../..',
);
await writeSite(copy, 'ours', {corpus: values.corpus, nodeModules, theme: packageDir});
const docsDir = corpusTarget(copy, locale);

const started = Date.now();
const server = startDevServer(copy, locale, '/', port);
const stripped = () => stripVTControlCharacters(server.output());
const times: {compiled?: number; indexed?: number} = {};
const watch = setInterval(() => {
  if (times.compiled === undefined && /compiled successfully/.test(stripped()))
    times.compiled = Date.now() - started;
  if (times.indexed === undefined && /dev index: \d+ records/.test(stripped()))
    times.indexed = Date.now() - started;
}, 50);

try {
  await server.ready;
  await new Promise((resolve) => setTimeout(resolve, 200));
  clearInterval(watch);
  const bundleUrl = `${server.url}pagefind/`;
  const firstIndex =
    /dev index: (\d+) records from (\d+) pages \((\d+) rendered\) in (\d+) ms/.exec(stripped());
  console.log(`locale ${locale}, corpus ${path.basename(values.corpus)}`);
  console.log(
    `pages compiled (served):        ${((times.compiled ?? 0) / 1000).toFixed(1)} s after start`,
  );
  console.log(
    `first search index ready:       ${((times.indexed ?? 0) / 1000).toFixed(1)} s after start`,
  );
  if (firstIndex)
    console.log(
      `first index: ${firstIndex[1]} records, ${firstIndex[2]} pages, built in ${firstIndex[4]} ms`,
    );

  const status = async () =>
    (
      (await (await fetch(`${bundleUrl}${DEV_STATUS_FILE}`)).json()) as {
        version: number;
        error: string | null;
      }
    ).version;
  const chapter = path.join(docsDir, 'ch01-00-getting-started.md');
  const saves: number[] = [];
  for (let i = 0; i < Number(values.saves); i++) {
    const before = await status();
    const word = `benchword${i}x${Date.now().toString(36)}`;
    const saved = Date.now();
    appendFileSync(chapter, `\n\nThe ${word} paragraph.\n`);
    for (;;) {
      if ((await status()) > before) {
        const found = await createPagefindReader({
          stemmerFolder: SNOWBALL_FOLDER,
          bundleUrl,
        }).search(word);
        if ((found?.results.length ?? 0) > 0) break;
      }
      if (Date.now() - saved > 60_000) throw new Error('not searchable after 60 s');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    saves.push(Date.now() - saved);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  saves.sort((a, b) => a - b);
  console.log(
    `save to searchable (${saves.length} saves): median ${saves[Math.floor(saves.length / 2)]} ms, min ${saves[0]} ms, max ${saves.at(-1)} ms`,
  );
  const reindex = [
    ...stripped().matchAll(
      /dev index: \d+ records from \d+ pages \((\d+) rendered\) in (\d+) ms, (\d+) ms of it writing/g,
    ),
  ].slice(1);
  console.log(
    `re-index after a save (log):    ${reindex.map((m) => `${m[2]} ms (${m[1]} rendered, ${m[3]} writing)`).join(', ')}`,
  );
  if (process.env.BENCH_LOG)
    console.log(
      stripped()
        .split('\n')
        .filter((line) => line.includes('dev index'))
        .join('\n'),
    );
  recordResults(run);
} finally {
  clearInterval(watch);
  server.stop();
  await new Promise((resolve) => setTimeout(resolve, 1000));
  rmSync(copy, {recursive: true, force: true});
}
