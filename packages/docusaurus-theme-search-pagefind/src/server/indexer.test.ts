import {mkdir, mkdtemp, readFile, rm, writeFile} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {PAGEFIND_VERSION} from '../shared/pagefind/version';
import {extractRecords} from './extract';
import {
  answered,
  buildIndex,
  checkBundleVersion,
  closeIndexer,
  PagefindStallError,
} from './indexer';

// The indexer writes a bundle with the installed Pagefind and refuses one whose version the
// browser's reader does not read, with a message naming both versions and what to do.

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'indexer-'));
});
afterAll(async () => {
  await closeIndexer();
  await rm(dir, {recursive: true, force: true});
});

describe('the Pagefind version check', () => {
  it('accepts the bundle the installed Pagefind writes', async () => {
    const html =
      '<html lang="en"><body><article><h1>Docker</h1><p>Run docker compose.</p></article></body></html>';
    const out = path.join(dir, 'ok');
    await buildIndex(extractRecords(html, 'https://example.org/docs/docker'), out);
    const entry = JSON.parse(await readFile(path.join(out, 'pagefind-entry.json'), 'utf8')) as {
      version: string;
    };
    expect(entry.version).toBe(PAGEFIND_VERSION);
    await expect(checkBundleVersion(out)).resolves.toBeUndefined();
  }, 60_000);

  it.each(['1.5.2', '1.7.0', ''])(
    'refuses a bundle of Pagefind "%s", naming both versions and what to do',
    async (version) => {
      const out = path.join(dir, `v${version || 'none'}`);
      await rm(out, {recursive: true, force: true});
      await mkdir(out, {recursive: true});
      await writeFile(
        path.join(out, 'pagefind-entry.json'),
        JSON.stringify({version, languages: {en: {hash: 'en_1', wasm: 'en', page_count: 1}}}),
      );
      const error = await checkBundleVersion(out).then(
        () => null,
        (e: Error) => e,
      );
      expect(error?.name).toBe('PagefindVersionError');
      expect(error?.message).toContain(`Pagefind ${version || '(no version)'}`);
      expect(error?.message).toContain(`Pagefind ${PAGEFIND_VERSION} bundles`);
      expect(error?.message).toContain(`so that it has pagefind ${PAGEFIND_VERSION}`);
      expect(error?.message).toContain('Upgrading Pagefind');
    },
  );
});

describe('pages sent ahead of the service’s answers', () => {
  it('indexes every page, each twin read once, in page order', async () => {
    const urls = Array.from({length: 40}, (_, i) => `https://example.org/docs/page-${i}`);
    const records = urls.flatMap((url, i) =>
      extractRecords(
        `<html lang="en"><body><article><h1>Page ${i}</h1><p>Words of page ${i}.</p></article></body></html>`,
        url,
      ),
    );
    const asked: string[] = [];
    const out = path.join(dir, 'ahead');
    await buildIndex(records, out, {
      twins: async (url) => {
        asked.push(url);
        return undefined;
      },
    });
    expect(asked).toEqual(urls);
    const entry = JSON.parse(await readFile(path.join(out, 'pagefind-entry.json'), 'utf8')) as {
      languages: Record<string, {page_count: number}>;
    };
    expect(entry.languages.en.page_count).toBe(40);
  }, 60_000);
});

describe('a Pagefind service that stops answering', () => {
  it('ends the wait with an error naming the call, and passes answers through', async () => {
    await expect(answered(new Promise(() => {}), 20, 'writeFiles')).rejects.toThrow(
      new PagefindStallError('writeFiles', 20),
    );
    await expect(answered(Promise.resolve('done'), 20, 'writeFiles')).resolves.toBe('done');
  });

  it('fails the build with that error after one restart, instead of waiting for ever', async () => {
    const html =
      '<html lang="en"><body><article><h1>Docker</h1><p>Run docker compose.</p></article></body></html>';
    // A real service rarely answers within a millisecond, so both tries stall (on createIndex,
    // or now and then on a later call, when createIndex was answered in time).
    await expect(
      buildIndex(extractRecords(html, 'https://example.org/docs/docker'), path.join(dir, 'stall'), {
        stallMs: 1,
      }),
    ).rejects.toThrow(/did not answer \w+ within 0\.001 s/);
  }, 60_000);
});
