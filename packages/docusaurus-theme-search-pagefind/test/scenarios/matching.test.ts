import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {serveSite, type ServedSite} from '../support/servedBundles';
import {createPagefindSearchClient} from '../../src/client/algoliaAdapter/searchClient';
import type {PagefindSearchClient, SearchHit} from '../../src/client/algoliaAdapter/types';
import {SNOWBALL_FOLDER} from '../../src/client/engine/stemmers/snowballFolder';

// Typos, titles first and look-alike text, through the whole engine: pages extracted from
// HTML, indexed with the installed Pagefind, served over HTTP, searched with the client the
// modal uses (and its engine, the bundle reader). Each row: a query, the page that must come
// first, and the words its hit must mark, as the page writes them.

type Locale = 'zh' | 'en';

function page(language: Locale, body: string): string {
  return `<html lang="${language}"><head><meta name="docsearch:language" content="${language}">
    <meta name="docsearch:docusaurus_tag" content="docs-default-current"></head>
    <body><article>${body}</article></body></html>`;
}

const PAGES: Record<Locale, Array<[string, string]>> = {
  en: [
    [
      'computed',
      '<h1>Computed properties</h1><p>A computed property caches its value until a dependency changes.</p>',
    ],
    [
      'compute-nodes',
      '<h1>Nodes</h1><p>Compute nodes compute results; compute capacity grows with compute nodes.</p>',
    ],
    [
      'reactivity',
      '<h1>Reactivity in depth</h1><p>Fine-grained reactivity tracks each dependency of an effect.</p>',
    ],
    [
      'lifecycle',
      '<h1>Components</h1><h2 id="hooks">Lifecycle hooks</h2><p>Hooks run in order: created, mounted, updated.</p>',
    ],
    ['docker', '<h1>Docker</h1><p>Run the app in a container.</p>'],
    [
      'docker-compose',
      '<h1>Docker compose</h1><p>docker compose up starts docker containers; docker compose down stops docker.</p>',
    ],
    [
      'docker-tips',
      '<h1>Tips</h1><p>docker build, docker run, docker compose, docker volumes and docker images: docker everywhere.</p>',
    ],
    ['cafe', '<h1>Café setup</h1><p>The café example runs on port 3000.</p>'],
    [
      'iterators',
      '<h1>Processing a series of items</h1><p>Iterators are lazy: an iterator does nothing until consumed.</p>',
    ],
    ['iterate-over', '<h1>Loops</h1><p>Call iterate_over on the list.</p>'],
  ],
  zh: [
    ['state', '<h1>状态管理</h1><p>本页介绍应用的整体设计。</p>'],
    [
      'halves-1',
      '<h1>组件</h1><p>组件的状态由父组件管理，状态变化后重新渲染，管理状态要小心，状态和管理分开。</p>',
    ],
    [
      'halves-2',
      '<h1>表单</h1><p>表单状态需要管理：每个输入的状态都由表单管理，状态越多管理越难。</p>',
    ],
    ['docker', '<h1>容器</h1><p>用 Docker 运行应用，Docker 镜像放在仓库里。</p>'],
    ['computed', '<h1>计算属性</h1><p>computed 属性会缓存结果；lifecycle 钩子按顺序执行。</p>'],
  ],
};

const ROWS: Record<Locale, Array<[query: string, first: string, marks: string[]]>> = {
  en: [
    // Typos: one from 4 letters, two from 8; a swap counts one.
    ['computd', 'computed', ['Computed']],
    ['reactivty', 'reactivity', ['Reactivity']],
    ['lifecyle hooks', 'lifecycle', ['Lifecycle', 'hooks']],
    ['lfiecycle', 'lifecycle', ['Lifecycle']],
    // A typo ranks below the word as typed: "compute" is on both pages, as written only on one.
    ['computed', 'computed', ['Computed']],
    // A title equal to the query comes first, before a page that says it more often.
    ['docker', 'docker', ['Docker']],
    ['Lifecycle Hooks', 'lifecycle', ['Lifecycle', 'hooks']],
    // Look-alike text finds what the plain word finds, and marks the text as written.
    ['ｄｏｃｋｅｒ', 'docker', ['Docker']],
    ['dócker', 'docker', ['Docker']],
    ['do\u200Bcker', 'docker', ['Docker']],
    ['\u202Edocker\u202C', 'docker', ['Docker']],
    ['docker 🐳', 'docker', ['Docker']],
    ['cafe', 'cafe', ['Café']],
    // Typed past the stem of the word it will be (iterat… for iterator, indexed as "iter"),
    // while another word of the index starts with it (iterate_over).
    ['iterat', 'iterators', ['Iterators', 'iterator']],
  ],
  zh: [
    // The title, whole, before pages that hold its halves more often (the indexer cuts them apart).
    ['状态管理', 'state', ['状态管理']],
    ['ｄｏｃｋｅｒ', 'docker', ['Docker']],
    ['Docker\u200B', 'docker', ['Docker']],
    ['computd', 'computed', ['computed']],
    ['lifecyle', 'computed', ['lifecycle']],
  ],
};

let site: ServedSite;
const clients = {} as Record<Locale, PagefindSearchClient>;

beforeAll(async () => {
  site = await serveSite({
    bundles: (['zh', 'en'] as const).map((locale) => ({
      folder: `${locale}/pagefind`,
      pages: PAGES[locale].map(([slug, html]): [string, string] => [
        `https://notes.example.org/docs/${slug}`,
        page(locale, html),
      ]),
    })),
  });
  if (process.env.DEBUG_DIR) console.log(site.dir);
  for (const locale of ['zh', 'en'] as const)
    clients[locale] = createPagefindSearchClient({
      stemmerFolder: SNOWBALL_FOLDER,
      bundleUrl: site.bundleUrl(`${locale}/pagefind`),
    });
}, 60_000);

afterAll(() => site?.close());

async function hits(locale: Locale, query: string): Promise<SearchHit[]> {
  const {results} = await clients[locale].search({
    requests: [
      {
        indexName: 'x',
        query,
        highlightPreTag: '<mark>',
        highlightPostTag: '</mark>',
        attributesToSnippet: ['content:20'],
        hitsPerPage: 20,
      },
    ],
  });
  return results[0].hits;
}

/** The words a hit marks, in its title, headings and content. */
function marked(hit: SearchHit): string[] {
  const values = [
    ...Object.values(hit._highlightResult.hierarchy).map((h) => h.value),
    hit._highlightResult.content.value,
  ];
  return values.flatMap((value) => [...value.matchAll(/<mark>(.*?)<\/mark>/g)].map((m) => m[1]));
}

describe.each(['en', 'zh'] as const)('typos, titles first and look-alike text (%s)', (locale) => {
  it.each(ROWS[locale])('%j: %s first, marking %j', async (query, first, marks) => {
    const found = await hits(locale, query);
    expect(found.length, 'found something').toBeGreaterThan(0);
    expect(found[0].url_without_anchor).toBe(`https://notes.example.org/docs/${first}`);
    expect(marked(found[0])).toEqual(expect.arrayContaining(marks));
  });
});

describe('typo tolerance has limits', () => {
  it.each([
    ['xomputed', 'the first letter is wrong'],
    ['cmptd', 'three typos'],
    ['dokcre', 'three typos in a word of six'],
  ])('%s finds nothing: %s', async (query) => {
    expect(await hits('en', query)).toEqual([]);
  });

  it('a word of three letters forgives no typo', async () => {
    expect((await hits('en', 'dkcr')).length).toBe(0);
  });
});
