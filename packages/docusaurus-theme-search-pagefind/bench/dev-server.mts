// Cost of search under `npm start` (packages/docusaurus-theme-search-pagefind/src/server/devIndex.ts) on a real corpus: the Rust
// Book (../shared/corpus/rust-book or --corpus <dir>) added to a fresh copy of the site, in the
// given locale. Prints how long the dev server takes to serve pages, when its first search
// index is ready, and the time from saving a chapter to the new word being searchable (status
// version bumped, word found by the site's reader), over a few saves.
//
//   npx tsx bench/dev-server.mts [--locale zh|en] [--corpus dir] [--port 3233] [--saves 5]
import {appendFileSync, cpSync} from 'node:fs';
import path from 'node:path';
import {parseArgs, stripVTControlCharacters} from 'node:util';
import {baseUrl, root} from '../../../scripts/site-paths.cjs';
import {createPagefindReader} from '../src/client/engine/reader';
import {DEV_STATUS_FILE} from '../src/shared/types';
import {recordResults, startRun} from './results';
import {freshCopy, removeCopy, startDevServer} from '../../../tests/e2e/support/dev-server';

const {values} = parseArgs({
  options: {
    locale: {type: 'string', default: 'zh'},
    corpus: {type: 'string', default: path.join(root, '..', 'shared', 'corpus', 'rust-book')},
    port: {type: 'string'},
    saves: {type: 'string', default: '5'},
  },
});
const locale = values.locale === 'en' ? 'en' : 'zh';
// One entry per locale in results.json: the two are run one after the other.
const run = startRun(`bench:dev-server (${locale})`);
if (values.port) process.env.DEV_TEST_PORT = values.port;

const copy = freshCopy(root);
const docsDirs = {
  zh: path.join(copy, 'docs'),
  en: path.join(copy, 'i18n', 'en', 'docusaurus-plugin-content-docs', 'current'),
};
const docsDir = docsDirs[locale];
// Both languages, as the corpus's README says: an English doc without its Chinese original is not a page.
if (values.corpus !== 'none') {
  for (const language of ['zh', 'en'] as const) {
    cpSync(path.join(values.corpus, language), path.join(docsDirs[language], 'rust-book'), {
      recursive: true,
    });
  }
}

const started = Date.now();
const server = startDevServer(copy, locale, baseUrl());
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
  console.log(
    `locale ${locale}, corpus ${values.corpus === 'none' ? 'none' : path.basename(values.corpus)}`,
  );
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
  const chapter = path.join(
    docsDir,
    values.corpus === 'none' ? 'intro.md' : path.join('rust-book', 'ch01-00-getting-started.md'),
  );
  const saves: number[] = [];
  for (let i = 0; i < Number(values.saves); i++) {
    const before = await status();
    const word = `benchword${i}x${Date.now().toString(36)}`;
    const saved = Date.now();
    appendFileSync(chapter, `\n\nThe ${word} paragraph.\n`);
    for (;;) {
      if ((await status()) > before) {
        const found = await createPagefindReader({bundleUrl}).search(word);
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
  removeCopy(copy);
}
