import {describe, expect, it} from 'vitest';
import {bundleMeta, bundles, useReaderSite} from '../support/readerSite';
import {META_WEIGHTS} from '../../src/shared/recordLayout';
import {CborReader} from '../../src/shared/cbor';
import {createPagefindReader, normalizeQuery} from '../../src/client/engine/reader';
import {SNOWBALL_FOLDER} from '../../src/client/engine/stemmers/snowballFolder';

// The reader on the generated site's real bundles: how it normalises queries, which files it
// fetches and when, what it keeps, and how it reports a bundle it cannot read.

useReaderSite();

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
    const asked: string[] = [];
    const corrupt = createPagefindReader({
      stemmerFolder: SNOWBALL_FOLDER,
      bundleUrl: bundles.en,
      fetch: ((url: string) => {
        asked.push(
          url
            .slice(bundles.en.length)
            .replace(/^(by-page\/[^/]+\/)?index\/[^/]*\.pf_index$/, 'index/chunk'),
        );
        return url.endsWith('.pf_meta')
          ? Promise.resolve(new Response('pagefind_dcd<not cbor>'))
          : fetch(url);
      }) as typeof fetch,
    });
    await expect(corrupt.search('cache')).rejects.toThrow(/CBOR/);
    await expect(corrupt.search('cache')).rejects.toThrow(/CBOR/);
    // The entry, page list and Pagefind's metadata, twice; the query's chunks (their
    // summaries), which the entry lists, were asked for while the page list was on its way:
    // once, since they came.
    const reads = (path: string) => asked.filter((p) => p === path).length;
    expect(reads('pagefind-entry.json')).toBe(2);
    expect(asked.filter((p) => p.endsWith('.pf_meta'))).toHaveLength(4);
    expect(reads('index/chunk')).toBeGreaterThan(0);
    expect(asked).toHaveLength(6 + reads('index/chunk'));
  });

  it('keeps a page decoded while it is shown (asked again: the same data, no request), and reads again one that failed', async () => {
    const fragments: string[] = [];
    let failing = true;
    const counting = createPagefindReader({
      stemmerFolder: SNOWBALL_FOLDER,
      bundleUrl: bundles.en,
      fetch: ((url: string) => {
        if (url.endsWith('.pf_fragment')) {
          fragments.push(url);
          if (failing) return Promise.resolve(new Response('', {status: 503}));
        }
        return fetch(url);
      }) as typeof fetch,
    });
    const [first] = (await counting.search('cache'))!.results;
    // (The page's file by its number, then Pagefind's file of it.)
    await expect(first.data()).rejects.toThrow(/503/);
    expect(fragments).toHaveLength(2);
    failing = false;
    const data = await first.data();
    expect(data.url).toBeTruthy();
    expect(fragments).toHaveLength(3);
    const again = (await counting.search('caching'))!.results.find(({id}) => id === first.id);
    expect(again).toBeDefined();
    expect(await again!.data()).toBe(data);
    expect(fragments).toHaveLength(3);
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
