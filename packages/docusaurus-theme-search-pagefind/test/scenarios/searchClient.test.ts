import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {siteReader} from '../support/bundleEngines';
import {serveSite, type ServedSite} from '../support/servedBundles';
import {extractRecords} from '../../src/server/extract';
import {META_WEIGHTS, pageRecords} from '../../src/shared/recordLayout';
import type {DocSearchRecord} from '../../src/shared/types';
import {createPagefindReader, readBundleFile} from '../../src/client/engine/reader';
import type {PagefindModule, PagefindSearchOptions} from '../../src/client/engine/types';
import {isLazy} from '../../src/client/algoliaAdapter/lazyProperty';
import {RetryError} from '../../src/client/algoliaAdapter/errors';
import {createPagefindSearchClient} from '../../src/client/algoliaAdapter/searchClient';
import type {PagefindSearchClient} from '../../src/client/algoliaAdapter/types';
import {SNOWBALL_FOLDER} from '../../src/client/engine/stemmers/snowballFolder';

// The adapter against a real Pagefind bundle: records extracted from HTML, indexed with the
// extended Pagefind binary, served over HTTP and read by the engine the site uses (the reader
// of engine/reader.ts, which reader.test.ts checks against pagefind.js).

function html(tag: string, body: string, language = 'zh'): string {
  return `<html lang="${language}"><head><meta name="docsearch:language" content="${language}">
    <meta name="docsearch:docusaurus_tag" content="${tag}"></head>
    <body><nav class="navbar"><div class="navbar__items"><a class="navbar__link navbar__link--active">文档</a></div></nav>
    <article>${body}</article></body></html>`;
}

const PAGES: Array<[string, string]> = [
  [
    'docs/cache',
    html(
      'docs-default-current',
      '<h1>缓存</h1><p>本页只讲一件事。</p><h2 id="sizing">Sizing</h2><p>Size the connection pool before launch.</p>',
    ),
  ],
  [
    'blog/notes',
    html(
      'default',
      '<h1>笔记</h1><p>数据库的缓存很重要，缓存可以减少查询，缓存也会过期，缓存需要预热。</p><p>The pool keeps one connection per worker.</p><p>&lt;img src=x onerror=alert(1)&gt; 注入测试</p>',
    ),
  ],
  ['docs/other-version', html('docs-default-1.0', '<h1>旧版本</h1><p>旧版本的缓存说明。</p>')],
  ['docs/c-lang', html('docs-default-current', '<h1>C 语言</h1><p>用 C 写一个客户端。</p>')],
  [
    'docs/long',
    html(
      'docs-default-current',
      `<h1>长文</h1><p>${Array.from({length: 40}, (_, i) => `词${i}`).join(' ')} 分布式缓存系统 ${Array.from({length: 40}, (_, i) => `尾${i}`).join(' ')}</p>`,
    ),
  ],
];

const DOCS_FILTERS = [
  'language:zh',
  ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'],
];

let site: ServedSite;
let bundleUrl: string;
let client: PagefindSearchClient;
let records: DocSearchRecord[];

async function loadLocalPagefind(): Promise<PagefindModule> {
  return siteReader(bundleUrl);
}

/** A client on the real bundle whose Pagefind `search` is wrapped (to count or slow it). */
function clientWithEngine(
  search: (
    module: PagefindModule,
    term: string,
    options?: PagefindSearchOptions,
  ) => ReturnType<PagefindModule['search']>,
  options: {pagesPerRead?: number} = {},
): PagefindSearchClient {
  return createPagefindSearchClient({
    stemmerFolder: SNOWBALL_FOLDER,
    bundleUrl,
    ...options,
    loadPagefind: async () => {
      const module = await loadLocalPagefind();
      return {
        ...module,
        options: module.options,
        search: (term: string, options?: PagefindSearchOptions) => search(module, term, options),
      };
    },
  });
}

beforeAll(async () => {
  records = PAGES.flatMap(([route, page]) =>
    extractRecords(page, `https://notes.example.org/${route}`),
  );
  site = await serveSite({bundles: [{folder: 'pagefind', records}]});
  bundleUrl = site.bundleUrl('pagefind');
  client = createPagefindSearchClient({
    stemmerFolder: SNOWBALL_FOLDER,
    bundleUrl,
    loadPagefind: loadLocalPagefind,
  });
}, 60_000);

afterAll(() => site?.close());

async function search(query: string, params: Record<string, unknown> = {}) {
  const {results} = await client.search({
    requests: [
      {
        indexName: 'blog-notes-zh',
        query,
        facetFilters: DOCS_FILTERS,
        highlightPreTag: '<mark>',
        highlightPostTag: '</mark>',
        attributesToSnippet: ['hierarchy.lvl1:10', 'content:10'],
        hitsPerPage: 20,
        ...params,
      },
    ],
  });
  return results[0];
}

describe('Pagefind search client', () => {
  it('does not load anything for an empty query', async () => {
    const result = await search('   ');
    expect(result.hits).toEqual([]);
    expect(result.nbHits).toBe(0);
    expect(client.loaded).toBe(false);
  });

  it('rebuilds, from the real bundle, exactly the records extracted from each page', async () => {
    const module = await loadLocalPagefind();
    const response = await module.search('缓存');
    const datas = await Promise.all(response!.results.map((result) => result.data()));
    expect(datas.length).toBeGreaterThanOrEqual(3);
    for (const data of datas) {
      expect(pageRecords(data)).toEqual(
        records.filter((record) => record.url_without_anchor === data.url),
      );
    }
  });

  it('does not search the bookkeeping each page carries (tag, version, language, category, anchors)', async () => {
    // Every page's tag holds "docs" and "default", and its category is 文档: were they searched,
    // a prefix such as "def" would make Pagefind score every page of a big site.
    const module = await loadLocalPagefind();
    for (const word of ['docs', 'default', 'zh', '文档', 'sizing']) {
      const found = (await module.search(word))!.results.map((result) => result.id);
      expect(found, word).toHaveLength(word === 'sizing' ? 1 : 0); // "Sizing" is a heading
    }
  });

  it('answers in the shape DocSearch reads', async () => {
    const result = await search('缓存');
    expect(client.loaded).toBe(true);
    expect(result.nbHits).toBeGreaterThan(0);
    expect(result.queryID).toMatch(/\S/);
    const hit = result.hits[0];
    expect(Object.keys(hit)).toEqual(
      expect.arrayContaining([
        'objectID',
        'type',
        'url',
        'content',
        'hierarchy',
        '_highlightResult',
        '_snippetResult',
      ]),
    );
    expect(hit.url).toMatch(/^https:\/\/notes\.example\.org\//);
    expect(hit.hierarchy.lvl0).toBe('文档');
    expect(hit._highlightResult.hierarchy.lvl1.value).toContain('<mark>');
    const content = result.hits.find((h) => h.type === 'content')!;
    expect(typeof content._snippetResult.content?.value).toBe('string');
    const heading = result.hits.find((h) => h.type !== 'content')!;
    expect(heading._snippetResult.content).toBeUndefined(); // the search page would show "..."
    expect(heading.content).toBeNull();
  });

  it("makes a hit's highlights and snippets when they are read, and keeps them", async () => {
    const result = await search('缓存');
    const hit = result.hits.find((h) => h.type === 'content')!;
    // The modal shows at most five hits of a group: the others' are never made.
    expect(isLazy(hit._snippetResult, 'content')).toBe(true);
    expect(isLazy(hit._snippetResult.hierarchy, 'lvl1')).toBe(true);
    expect(isLazy(hit._highlightResult.hierarchy, 'lvl1')).toBe(true);
    const snippet = hit._snippetResult.content!.value;
    expect(snippet).toContain('<mark>');
    expect(isLazy(hit._snippetResult, 'content')).toBe(false);
    expect(hit._snippetResult.content!.value).toBe(snippet);
    // A copy holds them all (DocSearch keeps a chosen hit in its recent searches as JSON).
    const copy = JSON.parse(JSON.stringify(hit)) as typeof hit;
    expect(copy._snippetResult.content!.value).toBe(snippet);
    expect(copy._snippetResult.hierarchy.lvl1.value).toBe(hit._snippetResult.hierarchy.lvl1.value);
    expect(copy._highlightResult.hierarchy.lvl1.value).toBe(
      hit._highlightResult.hierarchy.lvl1.value,
    );
  });

  it('ranks a title above body text that repeats the word', async () => {
    const result = await search('缓存');
    expect(result.hits[0]).toMatchObject({
      type: 'lvl1',
      url: 'https://notes.example.org/docs/cache',
    });
    expect(result.hits[0]._highlightResult.hierarchy.lvl1.value).toBe('<mark>缓存</mark>');
  });

  it('ranks an exact phrase above scattered words', async () => {
    const result = await search('connection pool');
    const contents = result.hits.filter((hit) => hit.type === 'content').map((hit) => hit.content);
    expect(contents[0]).toBe('Size the connection pool before launch.');
    expect(contents).toContain('The pool keeps one connection per worker.');
  });

  it('matches a one- or two-letter word whole, and leaves it to the ranking next to longer words', async () => {
    const single = await search('c');
    expect(single.hits.map((hit) => hit.url)).toEqual(['https://notes.example.org/docs/c-lang']);
    const typing = await search('connection p');
    expect(typing.hits[0].content).toBe('Size the connection pool before launch.');
    expect(typing.hits[0]._highlightResult.content.value).toContain('<mark>pool</mark>');
  });

  it('applies contextual facet filters (other docs versions are left out)', async () => {
    const filtered = await search('旧版本');
    expect(filtered.hits).toEqual([]);
    const unfiltered = await search('旧版本', {facetFilters: []});
    expect(unfiltered.hits[0].url).toBe('https://notes.example.org/docs/other-version');
  });

  it('a search scoped to a docs version fetches no page of another version (Pagefind tag filter)', async () => {
    const fetched: string[] = [];
    const watching = createPagefindSearchClient({
      stemmerFolder: SNOWBALL_FOLDER,
      bundleUrl,
      tagFilter: true, // the site has a versioned docs instance
      loadPagefind: async () =>
        createPagefindReader({
          stemmerFolder: SNOWBALL_FOLDER,
          bundleUrl,
          metaWeights: META_WEIGHTS,
          fetch: async (url) => {
            const response = await fetch(url);
            if (String(url).includes('/fragment/')) {
              fetched.push(
                (
                  JSON.parse(new TextDecoder().decode(await readBundleFile(response.clone()))) as {
                    url: string;
                  }
                ).url,
              );
            }
            return response;
          },
        }),
    });
    const other = 'https://notes.example.org/docs/other-version';
    const scoped = (
      await watching.search([{query: '缓存', facetFilters: DOCS_FILTERS, hitsPerPage: 20}])
    ).results[0];
    expect(scoped.hits.length).toBeGreaterThan(0);
    expect(fetched.length).toBeGreaterThan(0);
    expect(fetched).not.toContain(other);
    const everywhere = (await watching.search([{query: '缓存', facetFilters: [], hitsPerPage: 20}]))
      .results[0];
    expect(everywhere.hits.map((hit) => hit.url)).toContain(other);
    expect(fetched).toContain(other);
  });

  it('marks whole Chinese words in snippets of the requested length', async () => {
    const ten = await search('分布式缓存', {attributesToSnippet: ['content:10']});
    const long = ten.hits.find((hit) => hit.url.endsWith('/docs/long'));
    expect(long?._snippetResult.content?.value).toMatch(
      /<mark>分布式<\/mark><mark>缓存<\/mark>|<mark>分布式缓存<\/mark>/,
    );
    expect(long?._snippetResult.content?.value.startsWith('…')).toBe(true);
    const five = await search('分布式缓存', {attributesToSnippet: ['content:5']});
    const short = five.hits.find((hit) => hit.url.endsWith('/docs/long'));
    expect(short!._snippetResult.content!.value.length).toBeLessThan(
      long!._snippetResult.content!.value.length,
    );
  });

  it('asks the engine once while a query only grows by a short word', async () => {
    const searched: string[] = [];
    const counting = clientWithEngine(async (module, term) => {
      searched.push(term);
      return module.search(term);
    });
    const answers = [];
    for (const query of [
      'connection',
      'connection ',
      'connection p',
      'connection po',
      'connection pool',
    ]) {
      answers.push(
        (await counting.search([{query, facetFilters: DOCS_FILTERS, hitsPerPage: 5}])).results[0],
      );
    }
    expect(searched).toEqual(['connection', 'connection pool']);
    expect(answers[2].hits[0]._highlightResult.content.value).toContain('<em>pool</em>'); // still ranked for the whole query
    expect(answers[4].hits[0].content).toBe('Size the connection pool before launch.');
  });

  it('finds a Chinese compound as written, however the indexer cut it, and nothing for one the site lacks', async () => {
    const result = await search('分布式缓存');
    expect(result.hits[0].url).toBe('https://notes.example.org/docs/long');
    expect(result.hits[0]._highlightResult.content.value).toContain('<mark>分布式缓存</mark>');
    expect((await search('鳄鱼蜥蜴')).nbHits).toBe(0);
  });

  it('returns page text and queries with HTML as escaped text', async () => {
    const result = await search('注入测试');
    const hit = result.hits.find((h) => h.content?.includes('注入'));
    expect(hit?.content).toBe('&lt;img src=x onerror=alert(1)&gt; 注入测试');
    expect(hit?._snippetResult.content?.value).not.toContain('<img');
    const hostile = await search('<img src=x onerror=alert(1)>');
    for (const h of hostile.hits) {
      expect(JSON.stringify(h._highlightResult)).not.toContain('<img');
      expect(JSON.stringify(h._snippetResult)).not.toContain('<img');
    }
  });

  it('honours hitsPerPage and page', async () => {
    const first = await search('缓存', {hitsPerPage: 1});
    expect(first.hits).toHaveLength(1);
    expect(first.nbPages).toBeGreaterThan(1);
    const second = await search('缓存', {hitsPerPage: 1, page: 1});
    expect(second.hits).toHaveLength(1);
    expect(second.hits[0].objectID).not.toBe(first.hits[0].objectID);
  });

  it('reads only the best pages a query needs, a few at a time', async () => {
    let reads = 0;
    const counting = clientWithEngine(
      async (module, term) => {
        const response = await module.search(term);
        const results = (response?.results ?? []).map((result) => ({
          ...result,
          data: () => {
            reads++;
            return result.data();
          },
        }));
        return {results};
      },
      {pagesPerRead: 1},
    );
    const {results} = await counting.search([{query: '缓存', hitsPerPage: 1}]);
    expect(results[0].hits).toHaveLength(1);
    expect(reads).toBe(1);
    expect(results[0].nbHits).toBeGreaterThan(1); // the pages not read still count
  });

  it('tells the engine how many of its best pages it reads first, and reads those', async () => {
    const fragments: string[] = [];
    const asked: unknown[] = [];
    const prefetching = createPagefindSearchClient({
      stemmerFolder: SNOWBALL_FOLDER,
      bundleUrl,
      pagesPerRead: 2,
      loadPagefind: async () => {
        const module = createPagefindReader({
          stemmerFolder: SNOWBALL_FOLDER,
          bundleUrl,
          metaWeights: META_WEIGHTS,
          fetch: ((url: string) => {
            if (url.endsWith('.pf_fragment')) fragments.push(url);
            return fetch(url);
          }) as typeof fetch,
        });
        return {
          ...module,
          search: (term: string, options?: PagefindSearchOptions) => {
            asked.push(options);
            return module.search(term, options);
          },
        };
      },
    });
    const {results} = await prefetching.search([{query: '缓存', hitsPerPage: 1}]);
    expect(results[0].hits).toHaveLength(1);
    expect(asked).toEqual([{prefetch: 2}]);
    // The two fetched while the engine sorted its pages are the two read: no more requests.
    expect(fragments).toHaveLength(2);
  });

  it('reads five pages at a time when told a count of pages that is no number', async () => {
    for (const pagesPerRead of [NaN, Infinity]) {
      const odd = createPagefindSearchClient({
        stemmerFolder: SNOWBALL_FOLDER,
        bundleUrl,
        pagesPerRead,
        loadPagefind: loadLocalPagefind,
      });
      const {results} = await odd.search([{query: '缓存', hitsPerPage: 1}]);
      expect(results[0].hits).toHaveLength(1);
    }
  });

  /**
   * A client whose engine's results record how many reads each round starts (a round's reads
   * start together; the next round starts after they are done); with `places`, the results
   * say that many places of each page hold the query's words.
   */
  function roundCounting(pagesPerRead: number, places?: number) {
    const rounds: number[] = [];
    let inRound = 0;
    const found = {pages: 0};
    const client = clientWithEngine(
      async (module, term) => {
        const response = await module.search(term);
        found.pages = response?.results.length ?? 0;
        const results = (response?.results ?? []).map((result) => ({
          id: result.id,
          score: result.score,
          ...(places === undefined ? {} : {places}),
          data: () => {
            if (inRound++ === 0) queueMicrotask(() => rounds.push(inRound));
            return result.data().finally(() => void (inRound = 0));
          },
        }));
        return {results};
      },
      {pagesPerRead},
    );
    return {client, rounds, found};
  }

  it('reads next, while the pages read hold too few hits, as many as they say the others need', async () => {
    const {client, rounds, found} = roundCounting(1);
    // More hits wanted than there are: every page found is read, once, in two round trips (the
    // first page's hits say the others are all needed; four is the most a round of one allows).
    await client.search([{query: '缓存', hitsPerPage: 1000}]);
    expect(found.pages).toBeGreaterThan(2);
    expect(found.pages).toBeLessThanOrEqual(5);
    expect(rounds).toEqual([1, found.pages - 1]);
  });

  it('reads at once as many pages as their places of the query words say the hits wanted need', async () => {
    // As a word written once on each page: told two pages at a time, it reads every page
    // found (up to eight) in one round.
    const {client, rounds, found} = roundCounting(2, 1);
    await client.search([{query: '缓存', hitsPerPage: 1000}]);
    expect(found.pages).toBeGreaterThan(2);
    expect(found.pages).toBeLessThanOrEqual(8);
    expect(rounds).toEqual([found.pages]);
  });

  it('reads first as many pages as the last search says hold the hits wanted, and one more', async () => {
    const asked: unknown[] = [];
    const adapting = clientWithEngine(async (module, term, options) => {
      asked.push(options);
      return module.search(term, options);
    });
    // Nothing known yet: pagesPerRead (5). Then one hit is wanted, and a page of the first
    // search held at least one: two pages.
    await adapting.search([{query: '缓存', hitsPerPage: 1}]);
    await adapting.search([{query: '连接池', hitsPerPage: 1}]);
    expect(asked).toEqual([{prefetch: 5}, {prefetch: 2}]);
  });

  it('gives the same hits in the same order whichever page arrives first', async () => {
    const reversed = clientWithEngine(async (module, term) => {
      const response = await module.search(term);
      const results = response?.results ?? [];
      // The best page arrives last, the worst first.
      return {
        results: results.map((result, i) => ({
          ...result,
          data: () =>
            new Promise<Awaited<ReturnType<typeof result.data>>>((resolve, reject) =>
              setTimeout(() => result.data().then(resolve, reject), 10 * (results.length - i)),
            ),
        })),
      };
    });
    for (const query of ['缓存', 'pool']) {
      const expected = (await search(query)).hits.map((hit) => hit.objectID);
      const {results} = await reversed.search([
        {query, hitsPerPage: 20, facetFilters: DOCS_FILTERS},
      ]);
      expect(expected.length).toBeGreaterThan(1);
      expect(results[0].hits.map((hit) => hit.objectID)).toEqual(expected);
    }
  });

  it('accepts algoliasearch-helper requests ({indexName, params}) and cuts queries at 64 characters', async () => {
    const {results} = await client.search([
      {
        indexName: 'blog-notes-zh',
        params: {query: `缓存${'x'.repeat(80)}`, hitsPerPage: 0, facets: ['language']},
      },
      {
        indexName: 'blog-notes-zh',
        params: {query: '缓存', hitsPerPage: 5, facetFilters: DOCS_FILTERS},
      },
    ]);
    expect(results[0].query).toHaveLength(64);
    expect(results[0].hits).toEqual([]);
    expect(results[1].hits.length).toBeGreaterThan(0);
    expect(results[1].hits[0]._highlightResult.hierarchy.lvl1.value).toContain('<em>'); // Algolia's default tag
  });
});

describe('while the engine is busy', () => {
  it('runs only the newest of the searches typed meanwhile, and gives the others its answer with it', async () => {
    const searched: string[] = [];
    const busy = clientWithEngine(async (module, term) => {
      searched.push(term);
      await new Promise((resolve) => setTimeout(resolve, 50)); // a slow engine
      return module.search(term);
    });
    const answered: string[] = [];
    const ask = (query: string) =>
      busy.search([{query, hitsPerPage: 5}]).then(({results}) => {
        answered.push(query);
        return results[0];
      });
    const [first, second, third, newest] = await Promise.all([
      ask('缓'),
      ask('缓存 s'),
      ask('缓存 si'),
      ask('缓存 size'),
    ]);
    // Typed before the engine had loaded, 缓 stops as it loads: only the newest is searched.
    expect(searched).toEqual(['缓存 size']);
    expect(newest.hits.length).toBeGreaterThan(0);
    expect(newest.query).toBe('缓存 size');
    // DocSearch keeps the newest answer but sets its result count from every answer.
    expect(first).toEqual(newest);
    expect(second).toEqual(newest);
    expect(third).toEqual(newest);
    expect(answered).toEqual(['缓', '缓存 s', '缓存 si', '缓存 size']);
  });

  it('never answers a keystroke after the next one, wherever the next one finds it', async () => {
    // Each keystroke is typed when the one before is at a given step: in the engine, or
    // reading its pages (one page per read, so that 缓存 reads in several rounds).
    const inEngine: Array<() => void> = [];
    const reading: Array<() => void> = [];
    const slow = createPagefindSearchClient({
      stemmerFolder: SNOWBALL_FOLDER,
      bundleUrl,
      pagesPerRead: 1,
      loadPagefind: async () => {
        const module = await loadLocalPagefind();
        return {
          ...module,
          options: module.options,
          async search(term: string) {
            await new Promise<void>((resolve) => inEngine.push(resolve));
            const response = await module.search(term);
            return {
              results: (response?.results ?? []).map((result) => ({
                ...result,
                data: async () => {
                  await new Promise<void>((resolve) => reading.push(resolve));
                  return result.data();
                },
              })),
            };
          },
        };
      },
    });
    const events: string[] = [];
    const ask = (query: string) =>
      slow.search([{query, hitsPerPage: 5}]).then(({results}) => {
        events.push(`${query} → ${results[0].query}`);
        return results[0];
      });
    const until = async (pending: Array<() => void>) => {
      while (pending.length === 0) await new Promise((resolve) => setTimeout(resolve, 1));
    };
    const release = async (pending: Array<() => void>) => {
      await until(pending);
      pending.shift()!();
    };

    const c = ask('c'); // typed past while in the engine
    await until(inEngine);
    const ca = ask('缓'); // typed past while reading its pages
    await release(inEngine);
    await release(inEngine);
    await until(reading);
    const newest = ask('缓存');
    // Let everything left run: 缓 stops at its next step and is not read further.
    const draining = setInterval(() => {
      inEngine.shift()?.();
      reading.shift()?.();
    }, 1);
    const answers = await Promise.all([c, ca, newest]);
    clearInterval(draining);
    expect(events).toEqual(['c → 缓存', '缓 → 缓存', '缓存 → 缓存']);
    expect(answers[2].hits.length).toBeGreaterThan(0);
    expect(answers[0]).toEqual(answers[2]);
    expect(answers[1]).toEqual(answers[2]);
  });
});

describe('when the index cannot be loaded', () => {
  it('rejects with a RetryError, and tries again on the next query', async () => {
    let attempts = 0;
    const broken = createPagefindSearchClient({
      stemmerFolder: SNOWBALL_FOLDER,
      bundleUrl: 'http://127.0.0.1:9/missing/',
      loadPagefind: async () => {
        attempts++;
        throw new TypeError('Failed to fetch dynamically imported module');
      },
    });
    await expect(broken.search({requests: [{query: '缓存'}]})).rejects.toMatchObject({
      name: 'RetryError',
    });
    await expect(broken.search({requests: [{query: '缓存'}]})).rejects.toBeInstanceOf(RetryError);
    expect(attempts).toBe(2);
  });
});
