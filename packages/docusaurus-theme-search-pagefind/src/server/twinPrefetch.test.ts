import {existsSync} from 'node:fs';
import {mkdtemp, rm, stat, utimes, writeFile} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {forgetBuiltPages, rememberBuiltPage} from './builtPages';
import {prefetchTwins} from './twinPrefetch';
import {twinFinder, twinsToRender, type TwinSource} from './twins';

// Twins rendered ahead on a worker thread (the package's compiled worker, as a build runs it),
// then read by the index's twin reads: the same twins as rendered on the build's thread, each
// source rendered once, and nothing lost or waited on forever when the worker fails or stalls.

const WORKER = new URL('../../lib/node/server/twinWorker.js', import.meta.url);
const SITE_URL = 'https://example.com';
const options = {siteUrl: SITE_URL, language: (locale: string) => locale};

let dir: string;
/** A Markdown twin source in English of the page `permalink`. */
async function source(name: string, text: string, permalink = `/${name}`): Promise<TwinSource> {
  const file = path.join(dir, `${name}.md`);
  await writeFile(file, text);
  return {permalink, locale: 'en', file, mdx: false};
}
/** A twin's records' texts, headings and paragraphs. */
const textsOf = (twin: Awaited<ReturnType<ReturnType<typeof twinFinder>>>) =>
  twin?.records.map((record) =>
    record.type === 'content' ? record.content : record.hierarchy[record.type],
  );

beforeAll(async () => {
  if (!existsSync(fileURLToPath(WORKER)))
    throw new Error('lib/ is not built: run `node scripts/build.mjs` (npm run test:unit does)');
  dir = await mkdtemp(path.join(os.tmpdir(), 'twin-prefetch-'));
});
afterAll(() => rm(dir, {recursive: true, force: true}));

describe('prefetchTwins', () => {
  it('renders on a worker what the twin reads then find without rendering again', async () => {
    const texts = {
      ownership: '# Ownership\n\n## Moves\n\nA value has one owner.\n',
      slices: '---\ntitle: Slices\n---\n\nA slice borrows part of a collection.\n',
    };
    const first = await source('ownership', texts.ownership);
    const second = await source('slices', texts.slices);
    const missing: TwinSource = {...first, permalink: '/gone', file: path.join(dir, 'gone.md')};
    const sources = [first, second, missing];
    const read = () =>
      Promise.all(
        sources.map((twin) => twinFinder([twin], options)(`${SITE_URL}${twin.permalink}`)),
      );
    const rendered = await read(); // on this thread
    expect(textsOf(rendered[0])).toEqual(['Ownership', 'Moves', 'A value has one owner.']);
    expect(textsOf(rendered[1])).toEqual(['Slices', 'A slice borrows part of a collection.']);
    expect(rendered[2]).toBeUndefined(); // (and warned of)

    // The same sources written again (a newer version), rendered ahead, then edited with their
    // modification time kept: a twin read that took the worker's HTML does not see the edit.
    const later = new Date(Date.now() + 60_000);
    for (const twin of [first, second]) await utimes(twin.file, later, later);
    const prefetch = prefetchTwins(twinsToRender(sources, options.language), undefined, WORKER);
    expect(prefetch).not.toBeNull();
    await prefetch!.finished();
    for (const twin of [first, second]) {
      await writeFile(twin.file, '# Edited\n');
      await utimes(twin.file, later, later);
    }
    expect(await read()).toEqual(rendered);

    // Edited with a new modification time: rendered again.
    const edited = new Date(Date.now() + 120_000);
    await utimes(first.file, edited, edited);
    const again = await twinFinder([first], options)(`${SITE_URL}/ownership`);
    expect(textsOf(again)).toEqual(['Edited']);
  });

  it('leaves out the twins a locale built before in this process', async () => {
    const built = await source('built', '# Built\n');
    const other = await source('other', '# Other\n');
    const {mtimeMs} = await stat(built.file);
    rememberBuiltPage('en', built.file, mtimeMs, []);
    try {
      const second: TwinSource = {...other, permalink: built.permalink, locale: 'ja'};
      expect(twinsToRender([built, second, other], options.language)).toEqual([
        {file: other.file, lang: 'en', mdx: false},
      ]);
    } finally {
      forgetBuiltPages();
    }
  });

  it('renders nothing ahead when the site has a Markdown preprocessor or nothing to render', async () => {
    const twin = await source('pre', '# Pre\n');
    const jobs = twinsToRender([twin], options.language);
    const preprocessor = ({fileContent}: {fileContent: string}) => fileContent;
    expect(prefetchTwins(jobs, {preprocessor}, WORKER)).toBeNull();
    expect(prefetchTwins([], undefined, WORKER)).toBeNull();
  });

  it('gives up on a worker that fails to start or stalls, and the twin reads render the sources', async () => {
    const twin = await source('stall', '# Stalled\n');
    const jobs = twinsToRender([twin], options.language);
    const absent = prefetchTwins(jobs, undefined, new URL('./no-such-worker.js', WORKER));
    await absent!.finished();

    const stalled = path.join(dir, 'stalled-worker.mjs');
    await writeFile(stalled, 'setInterval(() => {}, 1000);\n');
    const started = Date.now();
    await prefetchTwins(jobs, undefined, new URL(`file://${stalled}`))!.finished(200);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(textsOf(await twinFinder([twin], options)(`${SITE_URL}/stall`))).toEqual(['Stalled']);
  });
});
