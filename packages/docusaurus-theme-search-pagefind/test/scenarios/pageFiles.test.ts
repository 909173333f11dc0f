import {describe, expect, it} from 'vitest';
import type {Locale} from '../../bench/generate';
import {benchQueries} from '../../bench/queries';
import {bundleMeta, bundles, loggingReader, useReaderSite} from '../support/readerSite';
import {withPagefindIds} from '../support/bundleEngines';
import type {PagefindModule} from '../../src/client/engine/types';
import {ENTRY_CHUNKS_FIELD} from '../../src/shared/entryChunks';

// The reader on a bundle with this theme's page files (shared/pageFiles.ts) and on the same
// bundle seen without them, or with one of them missing, corrupt or another bundle's, or with
// an entry file listing no chunks or a broken list (shared/entryChunks.ts): the same pages,
// scores and page data each time, and the files each reads, in the order it asks for them.

useReaderSite();

/** A reader of the locale's bundle that logs the paths it asks for and serves some otherwise. */
function readerOf(
  locale: Locale,
  serve?: (path: string) => Response | Promise<Response> | undefined,
): {reader: PagefindModule; asked: string[]} {
  const {reader, asked} = loggingReader(locale, serve);
  return {reader: withPagefindIds(reader, bundles[locale]), asked};
}

/** Each query's pages and scores, and the first page's data. */
async function answers(reader: PagefindModule, queries: readonly string[]) {
  const out = [];
  for (const query of queries) {
    const {results} = (await reader.search(query))!;
    out.push({
      query,
      pages: results.map(({id, score}) => [id, score]),
      first: results.length ? await results[0].data() : null,
    });
  }
  return out;
}

const notFound = () => new Response('', {status: 404});

describe.each(['zh', 'en'] as const)('the page files (%s)', (locale) => {
  const queries = benchQueries[locale];

  it("are read in place of Pagefind's metadata and fragment files, with the same answers as without them", async () => {
    const withFiles = readerOf(locale);
    const without = readerOf(locale, (path) =>
      path.startsWith('by-page/') ? notFound() : undefined,
    );
    const expected = await answers(without.reader, queries);
    expect(expected.every(({pages}) => pages.length > 0)).toBe(true);
    expect(await answers(withFiles.reader, queries)).toEqual(expected);
    const {pages} = await bundleMeta(locale);
    expect(withFiles.asked.filter((path) => /^pagefind\..*\.pf_meta$/.test(path))).toEqual([]);
    expect(withFiles.asked.filter((path) => path.startsWith('fragment/'))).toEqual([]);
    expect(withFiles.asked).toContainEqual(expect.stringMatching(/^by-page\/.*\/meta\.pf_meta$/));
    expect(withFiles.asked).toContainEqual(
      expect.stringMatching(/^by-page\/.*\/\d+\.pf_fragment$/),
    );
    expect(without.asked.filter((path) => /^pagefind\..*\.pf_meta$/.test(path))).toHaveLength(1);
    expect(without.asked).toContainEqual(
      expect.stringMatching(new RegExp(`^fragment/(${pages.map((p) => p.hash).join('|')})\\.`)),
    );
  });

  it("reads Pagefind's metadata when the page list is corrupt, another bundle's or not Pagefind data", async () => {
    const lists = {
      corrupt: new Response('pagefind_dcd<not cbor>'),
      foreign: null as Response | null,
      html: new Response('<!doctype html><title>Not found</title>'),
    };
    // Another bundle's page list: the other locale's, under this bundle's path.
    const other = locale === 'zh' ? 'en' : 'zh';
    const otherList = readerOf(other);
    await otherList.reader.search(benchQueries[other][0]);
    const otherPath = otherList.asked.find((path) => path.endsWith('/meta.pf_meta'))!;
    lists.foreign = await fetch(`${bundles[other]}${otherPath}`);
    expect(lists.foreign.ok).toBe(true);
    const expected = await answers(readerOf(locale).reader, queries.slice(0, 3));
    for (const [kind, list] of Object.entries(lists)) {
      const {reader, asked} = readerOf(locale, (path) =>
        path.endsWith('/meta.pf_meta') ? list!.clone() : undefined,
      );
      expect(await answers(reader, queries.slice(0, 3)), kind).toEqual(expected);
      expect(
        asked.filter((path) => /^pagefind\..*\.pf_meta$/.test(path)),
        kind,
      ).toHaveLength(1);
    }
  });

  it("asks for the query's index chunks as soon as the entry is in, before the page list has come", async () => {
    const expected = await answers(readerOf(locale).reader, queries.slice(0, 1));
    const events: string[] = [];
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    // (A reader that waited for the page list would wait for this limit, then ask.)
    const limit = setTimeout(release, 5_000);
    const {reader, asked} = readerOf(locale, (path) => {
      if (/(^|\/)index\/[\w-]+\.pf_index$/.test(path)) {
        events.push('chunk asked');
        release();
      }
      if (!path.endsWith('/meta.pf_meta')) return undefined;
      return released.then(() => {
        events.push('page list sent');
        return fetch(`${bundles[locale]}${path}`);
      });
    });
    expect(await answers(reader, queries.slice(0, 1))).toEqual(expected);
    clearTimeout(limit);
    expect(events[0]).toBe('chunk asked');
    expect(events).toContain('page list sent');
    expect(asked.filter((path) => /^pagefind\..*\.pf_meta$/.test(path))).toEqual([]);
  });

  it('reads an entry listing no chunks, or a broken list, as one of another build: the same answers', async () => {
    const expected = await answers(readerOf(locale).reader, queries.slice(0, 3));
    const entry = (await (await fetch(`${bundles[locale]}pagefind-entry.json`)).json()) as Record<
      string,
      unknown
    >;
    expect(entry[ENTRY_CHUNKS_FIELD]).toBeDefined();
    const {[ENTRY_CHUNKS_FIELD]: listed, ...without} = entry;
    const entries = {
      'no list': without,
      'a broken list': {...entry, [ENTRY_CHUNKS_FIELD]: {...(listed as object), bounds: [0, 7]}},
      "another metadata file's list": {
        ...entry,
        [ENTRY_CHUNKS_FIELD]: {...(listed as object), meta: 'en_99999999'},
      },
    };
    for (const [kind, json] of Object.entries(entries)) {
      const {reader, asked} = readerOf(locale, (path) =>
        path === 'pagefind-entry.json' ? Response.json(json) : undefined,
      );
      expect(await answers(reader, queries.slice(0, 3)), kind).toEqual(expected);
      // (The page list of this layout is read with the entry's list only: Pagefind's metadata.)
      expect(
        asked.filter((path) => /^pagefind\..*\.pf_meta$/.test(path)),
        kind,
      ).toHaveLength(1);
    }
  });

  it("reads Pagefind's fragment file of a page whose page file is missing or corrupt", async () => {
    const expected = await answers(readerOf(locale).reader, queries.slice(0, 2));
    for (const broken of [notFound, () => new Response('pagefind_dcd{not json')]) {
      const {reader, asked} = readerOf(locale, (path) =>
        /^by-page\/.*\/\d+\.pf_fragment$/.test(path) ? broken() : undefined,
      );
      const got = await answers(reader, queries.slice(0, 2));
      expect(got).toEqual(expected);
      expect(asked.filter((path) => path.startsWith('fragment/')).length).toBeGreaterThan(0);
    }
  });
});
