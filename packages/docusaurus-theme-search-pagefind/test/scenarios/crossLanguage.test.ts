import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {pagesOf, searchHits, siteReader} from '../support/bundleEngines';
import {serveSite, type ServedSite} from '../support/servedBundles';
import {extractRecords} from '../../src/server/extract';
import type {TwinPage} from '../../src/shared/twinLayout';
import type {DocSearchRecord} from '../../src/shared/types';
import type {SearchHit} from '../../src/client/algoliaAdapter/types';

// Cross-language search end to end: real pages extracted, real Pagefind bundles written with
// their translation twins, served over HTTP, and searched through the DocSearch-shaped client
// the modal uses. Ranking: a word found in the page's own language beats the same word found
// only in another page's twin; the result says which twin words matched and opens the page's
// section that corresponds to the twin heading where they matched.

const SITE = 'https://notes.example.org';

function html(
  language: string,
  tag: string,
  title: string,
  body: string,
  version: string | null = 'current',
) {
  const versionMeta = version ? `<meta name="docsearch:version" content="${version}">` : '';
  return `<!doctype html><html lang="${language}"><head><meta name="docsearch:language" content="${language}"><meta name="docsearch:docusaurus_tag" content="${tag}">${versionMeta}</head><body><main><article><header><h1>${title}</h1></header>${body}</article></main></body></html>`;
}

interface Page {
  url: string;
  records: DocSearchRecord[];
}

function page(
  url: string,
  language: string,
  title: string,
  body: string,
  tag = 'docs-default-current',
  version: string | null = 'current',
): Page {
  const full = `${SITE}${url}`;
  return {url: full, records: extractRecords(html(language, tag, title, body, version), full)};
}

const twinOf = (p: Page, language: string): TwinPage => ({language, records: p.records});

let site: ServedSite;
const bundles: Record<'zh' | 'en', string> = {zh: '', en: ''};
let plainBundle = '';

// The Chinese site's pages and their English twins.
const zhInjection = page(
  '/docs/injection',
  'zh',
  '依赖注入',
  '<p>依赖注入让 middleware 之间不再互相创建。</p>',
);
const zhMiddleware = page(
  '/docs/middleware',
  'zh',
  '中间件',
  '<p>中间件在请求和处理函数之间运行。</p><h2 id="order">顺序</h2><p>按注册的顺序执行。</p>',
);
const enMiddleware = page(
  '/en/docs/middleware',
  'en',
  'Middleware',
  '<p>A middleware runs between the request and the handler.</p><h2 id="order">Order</h2><p>They run in the order they were registered.</p>',
);
const zhComponents = page(
  '/docs/components',
  'zh',
  '组件',
  '<p>组件是界面的积木。</p><h2 id="props">属性</h2><p>父组件传下的数据。</p><h2 id="sheng-ming-zhou-qi">生命周期钩子</h2><p>挂载与卸载时运行的函数。</p>',
);
const enComponents = page(
  '/en/docs/components',
  'en',
  'Components',
  '<p>Components are the building blocks of an interface.</p><h2 id="props">Props</h2><p>Data a parent passes down.</p><h2 id="lifecycle-hooks">Lifecycle hooks</h2><p>Functions run when it mounts and unmounts.</p>',
);
const zhNoTwin = page('/docs/alone', 'zh', '孤页', '<p>这一页没有翻译。</p>');

// The English site: the current version and version 1.0 of one doc, both translated.
const enInjection = page(
  '/en/docs/injection',
  'en',
  'Dependency injection',
  '<p>Dependency injection keeps services from creating each other.</p>',
);
const enInjectionOld = page(
  '/en/docs/1.0/injection',
  'en',
  'Dependency injection (1.0)',
  '<p>Services are passed in by the container.</p>',
  'docs-default-1.0',
  '1.0',
);
const zhInjectionOld = page(
  '/docs/1.0/injection',
  'zh',
  '依赖注入（1.0）',
  '<p>服务由容器传入。</p>',
  'docs-default-1.0',
  '1.0',
);
// A word both editions write (router, in the English title and a heading): twins must not
// change how the Chinese pages holding it rank (the same scores as in a bundle without twins).
const zhRouting = page('/docs/routing', 'zh', '路由', '<p>router 把请求交给处理函数。</p>');
const enRouting = page(
  '/en/docs/routing',
  'en',
  'The router',
  '<p>It hands the request to a handler.</p><h2 id="options">Router options</h2><p>Paths.</p>',
);
const zhServer = page(
  '/docs/server',
  'zh',
  '服务器',
  '<p>服务器启动时先创建 router，再创建 router 的中间层。</p>',
);
const enState = page(
  '/en/docs/state',
  'en',
  'State',
  '<p>State holds what the interface shows, nothing about injection.</p>',
);

const zhPages = [
  zhInjection,
  zhMiddleware,
  zhComponents,
  zhNoTwin,
  zhInjectionOld,
  zhRouting,
  zhServer,
];

beforeAll(async () => {
  site = await serveSite({
    bundles: [
      {folder: 'zh-plain/pagefind', records: zhPages.flatMap((p) => p.records)},
      {
        folder: 'zh/pagefind',
        records: zhPages.flatMap((p) => p.records),
        options: {
          twins: new Map([
            [zhRouting.url, twinOf(enRouting, 'en')],
            [zhMiddleware.url, twinOf(enMiddleware, 'en')],
            [zhComponents.url, twinOf(enComponents, 'en')],
            [zhInjection.url, twinOf(enInjection, 'en')],
            [zhInjectionOld.url, twinOf(enInjectionOld, 'en')],
          ]),
        },
      },
      {
        folder: 'en/pagefind',
        records: [enInjection, enInjectionOld, enMiddleware, enComponents, enState].flatMap(
          (p) => p.records,
        ),
        options: {
          twins: new Map([
            [enInjection.url, twinOf(zhInjection, 'zh')],
            [enInjectionOld.url, twinOf(zhInjectionOld, 'zh')],
            [enMiddleware.url, twinOf(zhMiddleware, 'zh')],
            [enComponents.url, twinOf(zhComponents, 'zh')],
          ]),
        },
      },
    ],
  });
  for (const locale of ['zh', 'en'] as const)
    bundles[locale] = site.bundleUrl(`${locale}/pagefind`);
  plainBundle = site.bundleUrl('zh-plain/pagefind');
}, 120_000);

afterAll(() => site?.close());

const search = (
  locale: 'zh' | 'en',
  query: string,
  tags: string[] = ['default', 'docs-default-current', 'docs-default-1.0'],
): Promise<SearchHit[]> =>
  searchHits(bundles[locale], query, {
    tagFilter: true,
    facetFilters: [`language:${locale}`, tags.map((tag) => `docusaurus_tag:${tag}`)],
  });

describe('cross-language search', () => {
  it('ranks a same-language match above a match found only in a twin', async () => {
    const hits = await search('zh', 'middleware');
    expect(pagesOf(hits)).toEqual([zhInjection.url, zhMiddleware.url]);
    expect(hits[0].twinMatch).toBeUndefined();
    const twinHit = hits.find((h) => h.url_without_anchor === zhMiddleware.url)!;
    expect(twinHit.twinMatch).toEqual({language: 'en', words: ['Middleware']}); // as the twin writes it
  });

  it('opens the section whose heading corresponds to the twin heading that matched', async () => {
    const hits = await search('zh', 'lifecycle hooks');
    expect(pagesOf(hits)).toEqual([zhComponents.url]);
    expect(hits[0].url).toBe(`${zhComponents.url}#sheng-ming-zhou-qi`);
    expect(hits[0].hierarchy.lvl2).toBe('生命周期钩子');
    expect(hits[0].twinMatch).toEqual({language: 'en', words: ['Lifecycle', 'hooks']});
  });

  it('forgives an English typo on the Chinese site', async () => {
    const hits = await search('zh', 'midleware');
    expect(pagesOf(hits)).toContain(zhMiddleware.url);
  });

  it('finds an English page by Chinese words of its twin, and says so', async () => {
    const hits = await search('en', '依赖注入');
    expect(pagesOf(hits)).toEqual([enInjection.url, enInjectionOld.url]);
    expect(hits[0].twinMatch).toEqual({language: 'zh', words: ['依赖注入']});
  });

  it('keeps a version-scoped search in its version', async () => {
    const hits = await search('en', '依赖注入', ['default', 'docs-default-current']);
    expect(pagesOf(hits)).toEqual([enInjection.url]);
  });

  it('finds a mixed query: an English word on the page, a Chinese one in its twin', async () => {
    const hits = await search('en', 'handler 中间件');
    expect(pagesOf(hits)).toEqual([enMiddleware.url]);
    expect(hits[0].twinMatch).toEqual({language: 'zh', words: ['中间件']});
  });

  it('scores a word the page writes itself as a bundle without twins does', async () => {
    const scores = async (bundleUrl: string) => {
      const {results} = (await siteReader(bundleUrl).search('router'))!;
      return Promise.all(results.map(async (r) => [(await r.data()).url, r.score]));
    };
    const withTwins = await scores(bundles.zh);
    expect(withTwins.map(([url]) => url)).toEqual([zhServer.url, zhRouting.url]);
    expect(withTwins).toEqual(await scores(plainBundle));
  });

  it('adds nothing to a page without a twin', async () => {
    expect(pagesOf(await search('zh', 'translation'))).toEqual([]);
    expect(pagesOf(await search('zh', '翻译'))).toEqual([zhNoTwin.url]);
    expect((await search('zh', '翻译'))[0].twinMatch).toBeUndefined();
  });
});
