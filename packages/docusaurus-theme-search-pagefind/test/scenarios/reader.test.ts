import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {generatePages, type Locale} from '../../bench/generate';
import {benchQueries} from '../../bench/queries';
import {
  bundleMeta as metaOf,
  pagefindJs as loadPagefindJs,
  siteReader,
} from '../support/bundleEngines';
import {serveSite, type ServedSite} from '../support/servedBundles';
import {joinWords} from '../../src/shared/metaWords';
import {META_WEIGHTS} from '../../src/shared/recordLayout';
import {CborReader} from '../../src/shared/cbor';
import {readBundleFile} from '../../src/shared/pagefind/bundleFile';
import {createPagefindReader, normalizeQuery} from '../../src/client/engine/reader';
import {bestSlots, rankedSlots} from '../../src/client/engine/rankedSlots';
import type {PagefindData, PagefindModule} from '../../src/client/engine/types';
import {SNOWBALL_FOLDER} from '../../src/client/engine/stemmers/snowballFolder';

// The reader against Pagefind's own pagefind.js (and its WebAssembly), on the same real
// bundles: a generated site of 150 pages per locale, indexed with the extended binary. For
// every query both must find the same pages with the same scores (to float precision) and
// return the same page data.

let site: ServedSite;
/** Each locale's bundle URL, served over HTTP as a static host would. */
const bundles = {} as Record<Locale, string>;

const bundleMeta = (locale: Locale) => metaOf(bundles[locale]);
/** Pagefind's own engine, with every index chunk loaded first. */
const pagefindJs = (locale: Locale) => loadPagefindJs(site, `${locale}/pagefind`, {preload: true});
const reader = (locale: Locale) => siteReader(bundles[locale]);

beforeAll(async () => {
  const pages: Record<Locale, Array<[string, string]>> = {zh: [], en: []};
  for (const page of generatePages({pages: 150})) pages[page.locale].push([page.url, page.html]);
  site = await serveSite({
    bundles: (['zh', 'en'] as const).map((locale) => ({
      folder: `${locale}/pagefind`,
      pages: pages[locale],
    })),
  });
  for (const locale of ['zh', 'en'] as const)
    bundles[locale] = site.bundleUrl(`${locale}/pagefind`);
}, 120_000);

afterAll(() => site?.close());

const extraQueries: Record<Locale, string[]> = {
  zh: ['cache', 'cach', 'Cached', 'connection'],
  en: [
    'cach',
    'caching',
    'cached',
    'con',
    'connection pools',
    'load b',
    'Load Balancer',
    '"cache"',
    '"connection pool"',
    '"state management"',
    '"load balancer"',
    '"unit test"',
    '"memory leak"',
    'unit te',
    'server-side',
  ],
};

/** Queries neither engine finds anything for (in both locales). */
const foundNowhere = ['zzqqxx', '<img src=x>', '"s"', '"db"', '"react"'];

/**
 * Every query but the longer Chinese ones, whose words the reader cuts as the index did
 * (below); each is found by both engines, so a reader that finds nothing fails.
 */
const sameAsPagefind = {zh: extraQueries.zh, en: [...benchQueries.en, ...extraQueries.en]};

describe.each(['zh', 'en'] as const)('the reader answers as pagefind.js does (%s)', (locale) => {
  let engine: PagefindModule;
  let ours: PagefindModule;
  beforeAll(async () => {
    engine = await pagefindJs(locale);
    ours = reader(locale);
  });

  it.each(sameAsPagefind[locale])('%s', async (query) => {
    const expected = (await engine.search(query))?.results ?? [];
    const actual = (await ours.search(query))?.results ?? [];
    expect(expected.length, 'pagefind.js finds pages').toBeGreaterThan(0);
    expect(actual.length, 'the reader finds pages').toBeGreaterThan(0);
    const byId = (results: typeof actual) => new Map(results.map((r) => [r.id, r.score]));
    const want = byId(expected);
    const got = byId(actual);
    expect([...got.keys()].sort()).toEqual([...want.keys()].sort());
    for (const [id, score] of want) expect(got.get(id)).toBeCloseTo(score, 3);
    if (expected.length > 0) {
      const [theirs, mine] = await Promise.all([
        expected[0].data(),
        actual.find((r) => r.id === expected[0].id)!.data(),
      ]);
      expect(mine.url).toBe(theirs.url);
      expect(mine.content).toBe(theirs.content);
      expect(mine.meta).toEqual(expect.objectContaining(theirs.meta));
    }
  });
});

describe.each(['zh', 'en'] as const)('neither engine finds what no page holds (%s)', (locale) => {
  it.each(foundNowhere)('%s', async (query) => {
    expect((await (await pagefindJs(locale)).search(query))?.results ?? []).toEqual([]);
    expect((await reader(locale).search(query))?.results ?? []).toEqual([]);
  });
});

// Chinese: pagefind.js cuts the query with the browser's segmenter, which often disagrees with
// the indexer's, and then finds a fraction of the pages, or none. The reader cuts it into the
// index's own words, so what it finds is checked against the pages' text itself.
describe('the reader finds Chinese words as the pages write them', () => {
  /** Each page's text: its content and meta fields, as the visitor reads them. */
  const texts = new Map<string, string>();
  let ours: PagefindModule;
  beforeAll(async () => {
    ours = reader('zh');
    const meta = await bundleMeta('zh');
    for (const {hash} of meta.pages) {
      const data = JSON.parse(
        new TextDecoder().decode(
          await readBundleFile(await fetch(`${bundles.zh}fragment/${hash}.pf_fragment`)),
        ),
      ) as PagefindData;
      texts.set(
        hash,
        [data.content, ...Object.values(data.meta).map((text) => joinWords(text ?? ''))]
          .join('\n')
          .replace(/\u200B/g, ''),
      );
    }
  });

  const queries = [...benchQueries.zh, '缓', '数据', '缓存 连接池', '"缓存"', '深入理解'];
  it.each(queries)('%s', async (query) => {
    const found = new Set(((await ours.search(query))?.results ?? []).map((r) => r.id));
    const parts = query.replace(/"/g, '').split(/\s+/);
    const holding = [...texts]
      .filter(([, text]) => parts.every((part) => text.includes(part)))
      .map(([id]) => id);
    expect(holding.length).toBeGreaterThan(0); // the query does test something
    // Every page that holds the words as written is found...
    expect(holding.filter((id) => !found.has(id))).toEqual([]);
    // ...and every page found holds each of their characters.
    const characters = [...new Set(parts.join(''))];
    for (const id of found)
      expect(
        characters.filter((c) => !texts.get(id)!.includes(c)),
        id,
      ).toEqual([]);
  });

  it("finds a run of two characters by its pairs, without the one-character words' chunks", async () => {
    const meta = await bundleMeta('zh');
    const holds = (c: (typeof meta.chunks)[number], word: string) => c.from <= word && c.to >= word;
    // The chunks a one-character word of 缓存 sorts into, and no word starting with 缓存 can.
    const single = meta.chunks.filter(
      (c) => (holds(c, '缓') || holds(c, '存')) && !holds(c, '缓存') && !c.from.startsWith('缓存'),
    );
    expect(single.length).toBeGreaterThan(0); // the query does test something
    const fetched: string[] = [];
    const counting = createPagefindReader({
      stemmerFolder: SNOWBALL_FOLDER,
      bundleUrl: bundles.zh,
      metaWeights: META_WEIGHTS,
      fetch: (url) => {
        fetched.push(String(url));
        return fetch(url);
      },
    });
    expect((await counting.search('缓存'))!.results.length).toBeGreaterThan(0);
    expect(fetched.filter((url) => single.some((c) => url.includes(c.hash)))).toEqual([]);
  });

  it('leaves out a character no word covers, as pagefind.js leaves out a word it lacks', async () => {
    // No page holds 内存泄漏问题 as written; the pages with 内存泄漏 still answer it.
    const found = ((await ours.search('内存泄漏问题'))?.results ?? []).map((r) => r.id);
    const leaks = ((await ours.search('内存泄漏'))?.results ?? []).map((r) => r.id);
    expect(found.length).toBeGreaterThan(0);
    expect(leaks).toEqual(expect.arrayContaining(found));
  });
});

describe('the reader', () => {
  it('normalises a query as pagefind.js does', () => {
    expect(normalizeQuery('Server-Side  Rendering!', 'en')).toMatchObject({
      words: ['serverside', 'rendering'],
      exact: false,
    });
    expect(normalizeQuery('"Café"', 'en')).toMatchObject({
      words: ['cafe'],
      originals: ['café'],
      exact: true,
    });
    // ASCII is taken a character at a time, as the grapheme segmenter cuts it: punctuation,
    // currency and maths signs go unless the index keeps them (Pagefind indexes none of them,
    // so a code name is found as typed), other symbols stay, a line break is a space.
    expect(normalizeQuery('C++ & C#', 'en').words).toEqual(['c', 'c']);
    expect(normalizeQuery('C++ & C#', 'en', ['#']).words).toEqual(['c', 'c#']);
    expect(normalizeQuery('$ANDROID_HOME RefCell<T> a|b ^', 'en', ['_']).words).toEqual([
      'android_home',
      'refcellt',
      'ab',
      '^',
    ]);
    expect(normalizeQuery('Line\r\nBreak (here)', 'en').words).toEqual(['line', 'break', 'here']);
    expect(normalizeQuery('服务端渲染', 'zh').words.join('')).toBe('服务端渲染');
    expect(normalizeQuery('，。', 'zh').words).toEqual([]);
  });

  it('reports a missing or corrupt bundle as an error, and tries again afterwards', async () => {
    const missing = createPagefindReader({
      stemmerFolder: SNOWBALL_FOLDER,
      bundleUrl: bundles.en.replace('/en/', '/nowhere/'),
    });
    await expect(missing.search('cache')).rejects.toThrow(/pagefind-entry.json: HTTP 404/);
    let calls = 0;
    const corrupt = createPagefindReader({
      stemmerFolder: SNOWBALL_FOLDER,
      bundleUrl: bundles.en,
      fetch: ((url: string) => {
        calls++;
        return url.endsWith('.pf_meta')
          ? Promise.resolve(new Response('pagefind_dcd<not cbor>'))
          : fetch(url);
      }) as typeof fetch,
    });
    await expect(corrupt.search('cache')).rejects.toThrow(/CBOR/);
    await expect(corrupt.search('cache')).rejects.toThrow(/CBOR/);
    expect(calls).toBe(4); // entry and meta, twice
  });

  it('keeps a page decoded while it is shown (asked again: the same data, no request), and reads again one that failed', async () => {
    const fragments: string[] = [];
    let failNext = true;
    const counting = createPagefindReader({
      stemmerFolder: SNOWBALL_FOLDER,
      bundleUrl: bundles.en,
      fetch: ((url: string) => {
        if (url.endsWith('.pf_fragment')) {
          fragments.push(url);
          if (failNext) {
            failNext = false;
            return Promise.resolve(new Response('', {status: 503}));
          }
        }
        return fetch(url);
      }) as typeof fetch,
    });
    const [first] = (await counting.search('cache'))!.results;
    await expect(first.data()).rejects.toThrow(/503/);
    const data = await first.data();
    expect(data.url).toBeTruthy();
    expect(fragments).toHaveLength(2);
    const again = (await counting.search('caching'))!.results.find(({id}) => id === first.id);
    expect(again).toBeDefined();
    expect(await again!.data()).toBe(data);
    expect(fragments).toHaveLength(2);
  });

  it('fetches the best pages it is told the caller will read as soon as it knows them', async () => {
    const fragments: string[] = [];
    const counting = createPagefindReader({
      stemmerFolder: SNOWBALL_FOLDER,
      bundleUrl: bundles.zh,
      metaWeights: META_WEIGHTS,
      fetch: ((url: string) => {
        if (url.endsWith('.pf_fragment')) fragments.push(url);
        return fetch(url);
      }) as typeof fetch,
    });
    const {results} = (await counting.search('缓存', {prefetch: 3}))!;
    expect(results.length).toBeGreaterThan(3);
    // Requested before search() answered: the first three results' own files, no others.
    expect(fragments).toHaveLength(3);
    const data = await Promise.all(results.slice(0, 3).map((result) => result.data()));
    expect(fragments).toHaveLength(3);
    expect(fragments.map((url) => url.split('/').pop())).toEqual(
      data.map((_, i) => `${results[i].id}.pf_fragment`),
    );
    // Without the option, nothing is read until asked for.
    await counting.search('连接池');
    expect(fragments).toHaveLength(3);
  });

  it('warms up on a bundle of its own: the same answers, and no request to the site for it', async () => {
    const asked = {plain: [] as string[], warm: [] as string[]};
    const counting = (log: string[]) =>
      ((url: string) => {
        log.push(url);
        return fetch(url);
      }) as typeof fetch;
    const plain = createPagefindReader({
      stemmerFolder: SNOWBALL_FOLDER,
      bundleUrl: bundles.zh,
      metaWeights: META_WEIGHTS,
      fetch: counting(asked.plain),
    });
    const warm = createPagefindReader({
      stemmerFolder: SNOWBALL_FOLDER,
      bundleUrl: bundles.zh,
      metaWeights: META_WEIGHTS,
      fetch: counting(asked.warm),
      warmUp: true,
    });
    await warm.init!();
    for (const query of ['缓存', '连接池', '状态管理', 'cache']) {
      const [expected, actual] = await Promise.all(
        [plain, warm].map(async (engine) =>
          (await engine.search(query))!.results.map(({id, score}) => ({id, score})),
        ),
      );
      expect(expected.length).toBeGreaterThan(0);
      expect(actual).toEqual(expected);
    }
    expect(asked.warm.every((url) => url.startsWith(bundles.zh))).toBe(true);
    expect(new Set(asked.warm)).toEqual(new Set(asked.plain));
  });

  it('fetches for a "quoted" word only the chunk that can hold it', async () => {
    const chunks = (await bundleMeta('en')).chunks;
    // A word whose extensions run on into the next chunk ("con": "conf" here, "conn" there).
    const next = chunks.findIndex(
      (c, i) => i > 0 && chunks[i - 1].to.startsWith(c.from.slice(0, 3)),
    );
    expect(next).toBeGreaterThan(0);
    const word = chunks[next].from.slice(0, 3);
    const fetched: string[] = [];
    const counting = createPagefindReader({
      stemmerFolder: SNOWBALL_FOLDER,
      bundleUrl: bundles.en,
      fetch: ((url: string) => {
        fetched.push(url);
        return fetch(url);
      }) as typeof fetch,
    });
    const indexFiles = () =>
      fetched
        .filter((url) => url.includes('/index/'))
        .map((url) => url.slice(url.indexOf('index/')));
    await counting.search(`"${word}"`);
    const holding = chunks
      .filter((c) => c.from <= word && c.to >= word)
      .map((c) => `index/${c.hash}.pf_index`);
    expect(indexFiles()).toEqual(holding);
    // Unquoted, it is a prefix: the next chunk too.
    await counting.search(word);
    expect(indexFiles()).toContain(`index/${chunks[next].hash}.pf_index`);
  });

  it('fetches the chunks of every part of a Chinese query at once', async () => {
    // Each index file is answered only after all requested so far were counted: a part whose
    // chunks were asked for after another part's arrived shows up as a second round.
    const rounds: string[][] = [];
    let current: string[] = [];
    let timer: ReturnType<typeof setTimeout> | null = null;
    const slow = createPagefindReader({
      stemmerFolder: SNOWBALL_FOLDER,
      bundleUrl: bundles.zh,
      fetch: (async (url: string) => {
        if (!url.includes('/index/')) return fetch(url);
        current.push(url);
        timer ??= setTimeout(() => {
          rounds.push(current);
          current = [];
          timer = null;
        }, 30);
        await new Promise((resolve) => setTimeout(resolve, 60));
        return fetch(url);
      }) as typeof fetch,
    });
    await slow.init!();
    // Three parts (Latin between Chinese words keeps them apart), in chunks of their own.
    await slow.search('事务 cache 配置');
    expect(rounds.length).toBe(1);
    expect(rounds[0].length).toBeGreaterThan(2);
  });

  it('refuses an index of another Pagefind version', async () => {
    const other = createPagefindReader({
      stemmerFolder: SNOWBALL_FOLDER,
      bundleUrl: bundles.en,
      fetch: ((url: string) =>
        url.endsWith('.pf_meta')
          ? Promise.resolve(
              new Response(
                new Uint8Array([
                  ...new TextEncoder().encode('pagefind_dcd'),
                  0x81,
                  0x65,
                  ...new TextEncoder().encode('9.9.9'),
                ]),
              ),
            )
          : fetch(url)) as typeof fetch,
    });
    await expect(other.search('cache')).rejects.toThrow(/9\.9\.9/);
  });

  it('reads CBOR integers, strings and arrays and skips values', () => {
    // [1, -25, "词", [500, 70000]]
    const bytes = new Uint8Array([
      0x84, 0x01, 0x38, 0x18, 0x63, 0xe8, 0xaf, 0x8d, 0x82, 0x19, 0x01, 0xf4, 0x1a, 0x00, 0x01,
      0x11, 0x70,
    ]);
    const cbor = new CborReader(bytes);
    expect(cbor.array()).toBe(4);
    expect(cbor.int()).toBe(1);
    expect(cbor.int()).toBe(-25);
    expect(cbor.string()).toBe('词');
    cbor.skip();
    expect(cbor.position).toBe(bytes.length);
    expect(() => new CborReader(new Uint8Array([0x60])).int()).toThrow(/integer/);
    // An 8-byte integer, and nested arrays skipped whole: [[1, [2, 3]], 2^40]
    const nested = new CborReader(
      new Uint8Array([0x82, 0x82, 0x01, 0x82, 0x02, 0x03, 0x1b, 0, 0, 0x01, 0, 0, 0, 0, 0]),
    );
    expect(nested.array()).toBe(2);
    nested.skip();
    expect(nested.int()).toBe(2 ** 40);
    // Cut short: a clear error, not a wrong number.
    expect(() => new CborReader(new Uint8Array([0x19, 0x01])).int()).toThrow(/end of data/);
    expect(() => new CborReader(new Uint8Array([0x83, 0x01])).skip()).toThrow(/end of data/);
    expect(() => new CborReader(new Uint8Array([0x65, 0x61])).skip()).toThrow(/end of data/);
  });
});

describe('rankedSlots and bestSlots', () => {
  it('rank the pages returned by score, then slot, whatever scores are NaN; bestSlots gives the first of them', () => {
    let seed = 3;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let round = 0; round < 200; round++) {
      const length = [0, 1, 7, 50, 400][round % 5];
      // Few distinct scores, so that ties are common; some NaN.
      const scores = Float64Array.from({length}, () =>
        next() < 0.1 ? NaN : Math.floor(next() * 6),
      );
      const excluded = new Set(Array.from({length}, (_, s) => s).filter(() => next() < 0.2));
      const returned = (s: number) => !Number.isNaN(scores[s]) && !excluded.has(s);
      const sorted = Array.from(rankedSlots(scores, returned));
      // In order: by score, then by slot.
      for (let i = 1; i < sorted.length; i++) {
        const [a, b] = [sorted[i - 1], sorted[i]];
        expect(scores[a] > scores[b] || (scores[a] === scores[b] && a < b)).toBe(true);
      }
      for (const count of [NaN, -1, 0, 1, 2.5, 5, 20, 100, Infinity])
        expect(bestSlots(scores, returned, count)).toEqual(
          count >= 1 ? sorted.slice(0, Math.floor(count)) : [],
        );
      // Every page returned, once.
      expect([...sorted].sort((a, b) => a - b)).toEqual(
        Array.from({length}, (_, s) => s).filter(returned),
      );
    }
  });

  it('rank any numbers as a comparator sort would: fractions, negatives, infinities, ties', () => {
    let seed = 11;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const special = [0, -0, Infinity, -Infinity, NaN, 1e-300, -1e-300, Number.MAX_VALUE, 5e-324];
    for (let round = 0; round < 50; round++) {
      const length = [2, 30, 3000][round % 3];
      const scores = Float64Array.from({length}, () => {
        const r = next();
        if (r < 0.05) return special[Math.floor(next() * special.length)];
        if (r < 0.3) return Math.floor(next() * 4); // ties
        return (next() - 0.2) * 10 ** Math.floor(next() * 12 - 6);
      });
      const returned = (s: number) => s % 7 !== 3;
      const expected = Array.from({length}, (_, s) => s)
        .filter(returned)
        .sort((a, b) => {
          const [x, y] = [scores[a], scores[b]];
          if (Number.isNaN(x) || Number.isNaN(y))
            return Number(Number.isNaN(x)) - Number(Number.isNaN(y)) || a - b;
          return x === y ? a - b : y - x;
        });
      expect(Array.from(rankedSlots(scores, returned))).toEqual(expected);
      // A view into a larger buffer reads its own scores.
      const padded = new Float64Array(length + 3);
      padded.set(scores, 3);
      expect(Array.from(rankedSlots(padded.subarray(3), returned))).toEqual(expected);
    }
  });

  it('put a NaN score the caller keeps after every other, and equal scores (0 and -0 too) in slot order', () => {
    const scores = Float64Array.from([NaN, 2, -0, Infinity, 0, 2, NaN, -Infinity, 1e-300, 2]);
    expect(Array.from(rankedSlots(scores, () => true))).toEqual([3, 1, 5, 9, 8, 2, 4, 7, 0, 6]);
    expect(Array.from(rankedSlots(scores, (s) => s % 2 === 1))).toEqual([3, 1, 5, 9, 7]);
    expect(Array.from(rankedSlots(new Float64Array(0), () => true))).toEqual([]);
  });
});
