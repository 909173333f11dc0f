import {describe, expect, it} from 'vitest';
import {isLazy} from '../../src/client/algoliaAdapter/lazyProperty';
import {META_WEIGHTS, pageRecords} from '../../src/shared/recordLayout';
import {createPagefindReader, readBundleFile} from '../../src/client/engine/reader';
import {createPagefindSearchClient} from '../../src/client/algoliaAdapter/searchClient';
import {SNOWBALL_FOLDER} from '../../src/client/engine/stemmers/snowballFolder';
import {
  bundleUrl,
  client,
  DOCS_FILTERS,
  loadLocalPagefind,
  records,
  search,
  useClientSite,
} from '../support/searchClientSite';

// The adapter against a real Pagefind bundle: records extracted from HTML, indexed with the
// extended Pagefind binary, served over HTTP and read by the engine the site uses (the reader
// of engine/reader.ts, which reader.test.ts checks against pagefind.js).

useClientSite();

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
            if (String(url).endsWith('.pf_fragment')) {
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
