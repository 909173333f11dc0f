import {mkdir, mkdtemp, rm, stat, utimes, writeFile} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {forgetBuiltPages, rememberBuiltPage} from './builtPages';
import {extractRecords} from './extract';
import {twinPages, twinSources, type LocaleFolders} from './twins';
import {frontMatterTitle} from './twinRender';

// Pairing pages with their translations as Docusaurus does, on real files in a site folder:
// docs of two versions, a blog post, a Markdown page, and pages that have no translation.

let site: string;
let folders: (current: string) => LocaleFolders;

async function write(relative: string, text: string) {
  const file = path.join(site, relative);
  await mkdir(path.dirname(file), {recursive: true});
  await writeFile(file, text);
}

beforeAll(async () => {
  site = await mkdtemp(path.join(os.tmpdir(), 'twins-'));
  await write('docs/guide/intro.md', '---\ntitle: 入门\n---\n\n## 安装\n\n运行安装命令。\n');
  await write(
    'i18n/en/docusaurus-plugin-content-docs/current/guide/intro.md',
    '---\ntitle: "Getting started"\n---\n\n## Installation\n\nRun the installer.\n',
  );
  await write('versioned_docs/version-1.0/guide/intro.md', '# 旧版入门\n\n旧的说明。\n');
  await write(
    'i18n/en/docusaurus-plugin-content-docs/version-1.0/guide/intro.md',
    '# Old getting started\n\nThe old notes.\n',
  );
  await write('docs/untranslated.md', '# 只有中文\n\n没有英文版。\n');
  await write('blog/2024-01-01-hello.md', '---\ntitle: 你好\n---\n\n第一篇。\n');
  await write(
    'i18n/en/docusaurus-plugin-content-blog/2024-01-01-hello.md',
    '---\ntitle: Hello\n---\n\nThe first post.\n',
  );
  await write('src/pages/about.md', '# 关于\n\n本站。\n');
  await write('i18n/en/docusaurus-plugin-content-pages/about.md', '# About\n\nThis site.\n');
  folders = (current) => ({
    siteDir: site,
    currentLocale: current,
    defaultLocale: 'zh',
    locales: ['zh', 'en'],
    localizationDir: (locale) => path.join(site, 'i18n', locale),
  });
});

afterAll(() => rm(site, {recursive: true, force: true}));

/** The loaded plugins of a locale's build, in the shape Docusaurus gives them to postBuild. */
function plugins(locale: 'zh' | 'en') {
  const en = locale === 'en';
  const i18nDocs = (version: string) =>
    `@site/i18n/en/docusaurus-plugin-content-docs/${version}/guide/intro.md`;
  return [
    {
      name: 'docusaurus-plugin-content-docs',
      options: {id: 'default', path: 'docs'},
      content: {
        loadedVersions: [
          {
            versionName: 'current',
            contentPath: path.join(site, 'docs'),
            contentPathLocalized: path.join(
              site,
              `i18n/${locale}/docusaurus-plugin-content-docs/current`,
            ),
            docs: [
              {
                source: en ? i18nDocs('current') : '@site/docs/guide/intro.md',
                permalink: `${en ? '/en' : ''}/docs/guide/intro`,
              },
              // Not translated: the English build falls back on the Chinese file.
              {
                source: '@site/docs/untranslated.md',
                permalink: `${en ? '/en' : ''}/docs/untranslated`,
              },
            ],
          },
          {
            versionName: '1.0',
            contentPath: path.join(site, 'versioned_docs/version-1.0'),
            docs: [
              {
                source: en
                  ? i18nDocs('version-1.0')
                  : '@site/versioned_docs/version-1.0/guide/intro.md',
                permalink: `${en ? '/en' : ''}/docs/1.0/guide/intro`,
              },
            ],
          },
        ],
      },
    },
    {
      name: 'docusaurus-plugin-content-blog',
      options: {id: 'default', path: 'blog'},
      content: {
        blogPosts: [
          {
            metadata: {
              source: en
                ? '@site/i18n/en/docusaurus-plugin-content-blog/2024-01-01-hello.md'
                : '@site/blog/2024-01-01-hello.md',
              permalink: `${en ? '/en' : ''}/blog/hello`,
            },
          },
        ],
      },
    },
    {
      name: 'docusaurus-plugin-content-pages',
      options: {id: 'default', path: 'src/pages'},
      content: [
        {
          type: 'mdx',
          source: en
            ? '@site/i18n/en/docusaurus-plugin-content-pages/about.md'
            : '@site/src/pages/about.md',
          permalink: `${en ? '/en' : ''}/about`,
        },
        // A React page: no source to read its words from.
        {type: 'jsx', source: '@site/src/pages/index.tsx', permalink: `${en ? '/en' : ''}/`},
      ],
    },
  ];
}

const relative = (file: string) => path.relative(site, file);

describe('twinSources', () => {
  it('pairs docs by version and path, posts and Markdown pages by their file, on the Chinese build', () => {
    const found = twinSources(plugins('zh'), folders('zh'));
    expect(found.map((t) => [t.permalink, t.locale, relative(t.file)])).toEqual([
      ['/docs/guide/intro', 'en', 'i18n/en/docusaurus-plugin-content-docs/current/guide/intro.md'],
      [
        '/docs/1.0/guide/intro',
        'en',
        'i18n/en/docusaurus-plugin-content-docs/version-1.0/guide/intro.md',
      ],
      ['/blog/hello', 'en', 'i18n/en/docusaurus-plugin-content-blog/2024-01-01-hello.md'],
      ['/about', 'en', 'i18n/en/docusaurus-plugin-content-pages/about.md'],
    ]);
  });

  it('pairs the other way on the English build, and leaves out a page that falls back on the same file', () => {
    const found = twinSources(plugins('en'), folders('en'));
    expect(found.map((t) => [t.permalink, relative(t.file)])).toEqual([
      ['/en/docs/guide/intro', 'docs/guide/intro.md'],
      ['/en/docs/1.0/guide/intro', 'versioned_docs/version-1.0/guide/intro.md'],
      ['/en/blog/hello', 'blog/2024-01-01-hello.md'],
      ['/en/about', 'src/pages/about.md'],
    ]);
  });

  it('finds nothing on a single-locale site', () => {
    expect(twinSources(plugins('zh'), {...folders('zh'), locales: ['zh']})).toEqual([]);
  });
});

describe('twinPages', () => {
  it('renders each twin from its source, with its front matter title', async () => {
    const twins = await twinPages(twinSources(plugins('zh'), folders('zh')), {
      siteUrl: 'https://notes.example.org',
      language: (locale) => locale,
    });
    const intro = twins.get('https://notes.example.org/docs/guide/intro')!;
    expect(intro.language).toBe('en');
    expect(
      intro.records.map((r) => [r.type, r.hierarchy.lvl2 ?? r.hierarchy.lvl1, r.content]),
    ).toEqual([
      ['lvl1', 'Getting started', null],
      ['lvl2', 'Installation', null],
      ['content', 'Installation', 'Run the installer.'],
    ]);
    expect(
      twins.get('https://notes.example.org/docs/1.0/guide/intro')!.records[0].hierarchy.lvl1,
    ).toBe('Old getting started');
    expect(twins.has('https://notes.example.org/docs/untranslated')).toBe(false);
  });

  it('gives a file that is the twin of pages in several locales to each with its page URL, and renders it again once changed', async () => {
    const file = path.join(site, 'docs/guide/intro.md');
    const source = (locale: string) => ({
      permalink: `/${locale}/docs/guide/intro`,
      locale: 'zh',
      file,
      mdx: false,
    });
    const options = {siteUrl: 'https://notes.example.org', language: (locale: string) => locale};
    const ja = await twinPages([source('ja')], options);
    const ko = await twinPages([source('ko')], options);
    const jaUrl = 'https://notes.example.org/ja/docs/guide/intro';
    const koUrl = 'https://notes.example.org/ko/docs/guide/intro';
    expect(ja.get(jaUrl)!.records.map((r) => r.url_without_anchor)).toEqual(
      ja.get(jaUrl)!.records.map(() => jaUrl),
    );
    expect(ko.get(koUrl)!.records.map((r) => r.url_without_anchor)).toEqual(
      ko.get(koUrl)!.records.map(() => koUrl),
    );
    expect(ko.get(koUrl)!.records[0].hierarchy.lvl1).toBe('入门');

    await writeFile(file, '---\ntitle: 快速入门\n---\n\n## 安装\n\n运行安装命令。\n');
    await utimes(file, new Date(), new Date(Date.now() + 5000));
    const edited = await twinPages([source('ko')], options);
    expect(edited.get(koUrl)!.records[0].hierarchy.lvl1).toBe('快速入门');
    await write('docs/guide/intro.md', '---\ntitle: 入门\n---\n\n## 安装\n\n运行安装命令。\n');
  });

  it('reads a twin from the page the default locale built in this process, unless its source changed since', async () => {
    const file = path.join(site, 'docs/guide/intro.md');
    const {mtimeMs} = await stat(file);
    // As the Chinese build extracted its page: Docusaurus's rendering, code lines included.
    const built = extractRecords(
      '<html><head><meta name="docsearch:language" content="zh"></head><body><article><h1>入门（构建）</h1><p>构建的页面。</p><pre><code>npm start</code></pre></article></body></html>',
      'https://notes.example.org/docs/guide/intro',
      {indexCode: true},
    );
    rememberBuiltPage('zh', file, mtimeMs, built);
    const source = {permalink: '/ja/docs/guide/intro', locale: 'zh', file, mdx: false};
    const options = {siteUrl: 'https://notes.example.org', language: (locale: string) => locale};
    const url = 'https://notes.example.org/ja/docs/guide/intro';
    const twin = (await twinPages([source], options)).get(url)!;
    expect(twin.records.map((r) => [r.type, r.content ?? r.hierarchy.lvl1, r.url])).toEqual([
      ['lvl1', '入门（构建）', url],
      ['content', '构建的页面。', url],
    ]);
    // The source edited after the build: rendered from the file as it is now.
    await utimes(file, new Date(), new Date(mtimeMs + 10_000));
    const rendered = (await twinPages([source], options)).get(url)!;
    expect(rendered.records[0].hierarchy.lvl1).toBe('入门');
    forgetBuiltPages();
  });

  it('reads front matter titles, quoted or not', () => {
    expect(frontMatterTitle('---\ntitle: "What Is Ownership?"\nmdx:\n  format: md\n---\n')).toBe(
      'What Is Ownership?',
    );
    expect(frontMatterTitle('---\ntitle: 入门\n---\n')).toBe('入门');
    expect(frontMatterTitle('# No front matter\n')).toBe('');
  });
});
