// The site the adapter scenarios search: five pages extracted from HTML, indexed with the
// extended Pagefind binary and served over HTTP, with the clients and the query the scenarios share.
import {afterAll, beforeAll} from 'vitest';
import {siteReader} from './bundleEngines';
import {serveSite, type ServedSite} from './servedBundles';
import {extractRecords} from '../../src/server/extract';
import type {DocSearchRecord} from '../../src/shared/types';
import type {PagefindModule, PagefindSearchOptions} from '../../src/client/engine/types';
import {createPagefindSearchClient} from '../../src/client/algoliaAdapter/searchClient';
import type {PagefindSearchClient} from '../../src/client/algoliaAdapter/types';
import {SNOWBALL_FOLDER} from '../../src/client/engine/stemmers/snowballFolder';

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

export const DOCS_FILTERS = [
  'language:zh',
  ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'],
];

export let site: ServedSite;
export let bundleUrl: string;
export let client: PagefindSearchClient;
export let records: DocSearchRecord[];

export async function loadLocalPagefind(): Promise<PagefindModule> {
  return siteReader(bundleUrl);
}

/** A client on the real bundle whose Pagefind `search` is wrapped (to count or slow it). */
export function clientWithEngine(
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

/** Serves the site for the scenarios of the calling test file, and closes it after them. */
export function useClientSite(): void {
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
}

export async function search(query: string, params: Record<string, unknown> = {}) {
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
