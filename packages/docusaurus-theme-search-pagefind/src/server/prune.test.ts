import {mkdtemp, readdir, readFile, rm} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {generatePages} from '../../bench/generate';
import {createPagefindReader} from '../client/engine/reader';
import {META_WEIGHTS} from '../shared/recordLayout';
import {extractRecords} from './extract';
import {buildIndex, closeIndexer} from './indexer';
import {isReaderFile, pruneBundle} from './prune';
import {SNOWBALL_FOLDER} from '../client/engine/stemmers/snowballFolder';

describe('isReaderFile', () => {
  it.each([
    ['pagefind-entry.json', true],
    ['pagefind.en_1a2b3c.pf_meta', true],
    ['index/en_0a1b2c3.pf_index', true],
    ['fragment/en_9f8e7d6.pf_fragment', true],
    ['by-page/en_1a2b3c4d/meta.pf_meta', true],
    ['by-page/en_1a2b3c4d/17.pf_fragment', true],
    ['by-page/en_1a2b3c4d/x.pf_fragment', false],
    ['by-page/../pagefind.js', false],
    ['pagefind.js', false],
    ['pagefind-worker.js', false],
    ['pagefind-ui.js', false],
    ['pagefind-ui.css', false],
    ['pagefind-modular-ui.js', false],
    ['pagefind-highlight.js', false],
    ['wasm.en.pagefind', false],
    ['wasm.unknown.pagefind', false],
    ['filter/en_1234567.pf_filter', false],
    ['index/../pagefind.js', false],
    ['fragment/x.pf_index', false],
  ])('%s → %s', (name, expected) => {
    expect(isReaderFile(name)).toBe(expected);
  });
});

async function files(dir: string): Promise<string[]> {
  const entries = await readdir(dir, {recursive: true, withFileTypes: true});
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    )
    .sort();
}

// A real bundle: what pruning leaves is all the reader needs to answer.
describe('pruneBundle', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'pagefind-prune-'));
    const records = [...generatePages({pages: 6})]
      .filter((page) => page.locale === 'en')
      .flatMap((page) => extractRecords(page.html, page.url));
    await buildIndex(records, dir);
    await closeIndexer();
  }, 60_000);
  afterAll(() => rm(dir, {recursive: true, force: true}));

  it('removes the runtime, UI, WebAssembly and filters but the tag filter, and the reader still answers', async () => {
    const before = await files(dir);
    expect(before).toContain('pagefind.js');
    expect(before.some((name) => name.endsWith('.pagefind'))).toBe(true); // the WebAssembly
    expect(before.filter((name) => name.startsWith('filter/')).length).toBeGreaterThan(1);
    const removed = await pruneBundle(dir);
    const names = await files(dir);
    expect(names.length).toBeGreaterThan(3);
    const filters = names.filter((name) => name.startsWith('filter/'));
    expect(filters).toHaveLength(1); // the tag filter, named in the metadata
    expect(names.filter((name) => !isReaderFile(name, new Set(filters)))).toEqual([]);
    expect(names).toEqual(before.filter((name) => isReaderFile(name, new Set(filters))));
    expect(await readdir(path.join(dir, 'index'))).not.toEqual([]);
    expect(names.filter((name) => name.startsWith('by-page/'))).toHaveLength(
      names.filter((name) => name.startsWith('fragment/')).length +
        1 +
        names.filter((name) => name.startsWith('index/')).length,
    ); // the page list, each page's file and each chunk's summary (server/pageFiles.ts)
    expect(removed.files).toBe(before.length - names.length);
    expect(removed.bytes).toBeGreaterThan(100_000);

    const reader = createPagefindReader({
      stemmerFolder: SNOWBALL_FOLDER,
      bundleUrl: 'bundle/',
      metaWeights: META_WEIGHTS,
      fetch: async (url) =>
        new Response(await readFile(path.join(dir, String(url).slice('bundle/'.length)))),
    });
    const found = await reader.search('cache');
    expect(found?.results.length).toBeGreaterThan(0);
    const first = await found!.results[0].data();
    expect(first.url).toMatch(/^https?:\/\//);
    // The tag filter is there to be read: only the pages of the tag asked for.
    const tag = first.filters!.tag![0];
    const tagged = await reader.search('cache', {filters: {tag: {any: [tag]}}});
    expect(tagged?.results.length).toBeGreaterThan(0);
    for (const result of tagged!.results) expect((await result.data()).filters?.tag).toEqual([tag]);
    expect(
      (await reader.search('cache', {filters: {tag: {any: ['no-such-tag']}}}))?.results,
    ).toEqual([]);
  });
});
