import {describe, expect, it} from 'vitest';
import {cleanText, extractRecords} from './extract';

const PAGE_URL = 'https://notes.example.org/blog-notes/docs/guide';

function page({
  body,
  htmlClass = 'docs-wrapper docs-doc-page docs-doc-id-guide',
  meta = '<meta name="docsearch:language" content="zh"><meta name="docsearch:docusaurus_tag" content="docs-default-current"><meta name="docsearch:version" content="current">',
  navbar = '<a class="navbar__item navbar__link navbar__link--active" href="/docs">文档</a>',
  sidebar = '',
}: {
  body: string;
  htmlClass?: string;
  meta?: string;
  navbar?: string;
  sidebar?: string;
}): string {
  return `<!doctype html><html lang="zh-Hans" class="${htmlClass}"><head>${meta}</head><body>
    <nav class="navbar"><div class="navbar__items">${navbar}</div>
      <div class="navbar__items navbar__items--right"><a class="navbar__item navbar__link navbar__link--active" href="/x">Next</a></div></nav>
    <aside>${sidebar}</aside>
    <main><article>${body}</article></main>
    <footer class="footer"><p>Copyright</p></footer></body></html>`;
}

describe('extractRecords', () => {
  it('builds the hierarchy, anchors and types in document order', () => {
    const records = extractRecords(
      page({
        body: `<nav class="theme-doc-breadcrumbs"><ul><li>Home</li></ul></nav>
          <header><h1>指南</h1></header>
          <p>第一段。</p>
          <h2 id="install">安装<a class="hash-link" href="#install">\u200B</a></h2>
          <p>运行 npm ci。</p>
          <h3 id="linux">Linux</h3>
          <ul><li>Debian</li></ul>
          <h2 id="usage">使用</h2>
          <p>启动。</p>`,
      }),
      PAGE_URL,
    );
    expect(records.map((r) => [r.type, r.anchor, r.content])).toEqual([
      ['lvl1', null, null],
      ['content', null, '第一段。'],
      ['lvl2', 'install', null],
      ['content', 'install', '运行 npm ci。'],
      ['lvl3', 'linux', null],
      ['content', 'linux', 'Debian'],
      ['lvl2', 'usage', null],
      ['content', 'usage', '启动。'],
    ]);
    const debian = records[5];
    expect(debian.hierarchy).toEqual({
      lvl0: '文档',
      lvl1: '指南',
      lvl2: '安装',
      lvl3: 'Linux',
      lvl4: null,
      lvl5: null,
      lvl6: null,
    });
    expect(debian.url).toBe(`${PAGE_URL}#linux`);
    expect(debian.url_without_anchor).toBe(PAGE_URL);
    // A new h2 clears the deeper levels.
    expect(records[7].hierarchy.lvl3).toBeNull();
    expect(records[7].hierarchy.lvl2).toBe('使用');
    expect(records[0].url).toBe(PAGE_URL);
  });

  it('copies the docsearch meta tags as facets and numbers positions', () => {
    const [first, second] = extractRecords(page({body: '<h1>T</h1><p>x</p>'}), PAGE_URL);
    expect(first).toMatchObject({
      language: 'zh',
      docusaurus_tag: 'docs-default-current',
      version: 'current',
      weight: {level: 100, position: 0},
    });
    expect(second.weight).toMatchObject({level: 0, position: 1});
    expect(first.objectID).toMatch(/^[0-9a-f]{16}$/);
    expect(first.objectID).not.toBe(second.objectID);
  });

  it('takes lvl0 from the deepest active sidebar category, then the navbar, then the fallback', () => {
    const sidebar =
      '<a class="menu__link menu__link--sublist menu__link--active" href="/a"><span>Express 技术链</span></a>' +
      '<a class="menu__link menu__link--sublist menu__link--active" href="/b"><span>服务端</span></a>';
    expect(extractRecords(page({body: '<h1>T</h1>', sidebar}), PAGE_URL)[0].hierarchy.lvl0).toBe(
      '服务端',
    );
    expect(extractRecords(page({body: '<h1>T</h1>'}), PAGE_URL)[0].hierarchy.lvl0).toBe('文档');
    const bare = page({body: '<h1>T</h1>', navbar: ''});
    expect(extractRecords(bare, PAGE_URL)[0].hierarchy.lvl0).toBe('Documentation');
    expect(extractRecords(bare, PAGE_URL, {lvl0Fallback: '文档'})[0].hierarchy.lvl0).toBe('文档');
  });

  it('indexes table rows: first cell as lvl5, last cell as content', () => {
    const records = extractRecords(
      page({body: '<h1>T</h1><table><tr><td>port</td><td>3000</td></tr></table>'}),
      PAGE_URL,
    );
    expect(records.slice(1).map((r) => [r.type, r.hierarchy.lvl5, r.content])).toEqual([
      ['lvl5', 'port', null],
      ['content', 'port', '3000'],
    ]);
  });

  it('leaves out code blocks, breadcrumbs, footers and nested list text duplicates', () => {
    const records = extractRecords(
      page({
        body: `<h1>T</h1><div class="theme-code-block"><pre><code>secret()</code></pre></div>
          <ul><li>outer<ul><li>inner</li></ul></li></ul>
          <footer class="theme-doc-footer"><p>Edit this page</p></footer>`,
      }),
      PAGE_URL,
    );
    expect(records.map((r) => r.content).filter(Boolean)).toEqual(['outer', 'inner']);
  });

  it('reads code blocks as code lines with indexCode, under their heading, excluded ones left out', () => {
    const html = page({
      body: `<h1>T</h1><p>Intro <code>inline()</code>.</p><h2 id="use">Use</h2>
        <div class="theme-code-block"><div class="title">a.js</div><pre><code><span class="token-line">// highlight-next-line<br></span><span class="token-line">  fs.readFileSync(path)<br></span><span class="token-line"><br></span><span class="token-line">app.listen(3000)</span></code></pre></div>
        <ul><li>Run<pre><code>npm run build
npx db:migrate</code></pre></li></ul>
        <div data-search-exclude><pre><code>hidden()</code></pre></div>`,
    });
    const records = extractRecords(html, 'https://x.org/docs/a', {indexCode: true});
    const code = records.filter((r) => r.code);
    expect(code.map((r) => r.content)).toEqual([
      'fs.readFileSync(path)',
      'app.listen(3000)',
      'npm run build',
      'npx db:migrate',
    ]);
    expect(code.every((r) => r.type === 'content' && r.anchor === 'use')).toBe(true);
    expect(records.find((r) => r.content?.startsWith('Run'))?.content).toBe('Run');
    expect(records.find((r) => r.content?.startsWith('Intro'))?.code).toBeUndefined();
    // Off by default: the page's records are as before.
    expect(extractRecords(html, 'https://x.org/docs/a').some((r) => r.code)).toBe(false);
  });

  it('keeps page text as plain text (no HTML is interpreted or produced)', () => {
    const records = extractRecords(
      page({body: '<h1>&lt;img src=x onerror=alert(1)&gt;</h1><p>a &lt;b&gt; c</p>'}),
      PAGE_URL,
    );
    expect(records[0].hierarchy.lvl1).toBe('<img src=x onerror=alert(1)>');
    expect(records[1].content).toBe('a <b> c');
  });

  it.each([
    ['noindex pages', {htmlClass: '', meta: '<meta name="robots" content="noindex, follow">'}],
    ['blog list pages', {htmlClass: 'blog-wrapper blog-list-page'}],
    ['tag pages', {htmlClass: 'blog-wrapper blog-tags-post-list-page'}],
    ['generated category indexes', {htmlClass: 'docs-wrapper docs-doc-page'}],
  ])('skips %s', (_, options) => {
    expect(extractRecords(page({body: '<h1>T</h1><p>x</p>', ...options}), PAGE_URL)).toEqual([]);
  });

  it('falls back to html lang and "default" when the docsearch meta tags are missing', () => {
    const [record] = extractRecords(page({body: '<h1>T</h1>', meta: ''}), PAGE_URL);
    expect(record).toMatchObject({language: 'zh-Hans', docusaurus_tag: 'default', version: null});
  });
});

describe('cleanText', () => {
  it.each([
    ['  a \n\t b  ', 'a b'],
    ['安装\u200B', '安装'],
    ['\uFEFFx', 'x'],
  ])('%j → %j', (input, expected) => {
    expect(cleanText(input)).toBe(expected);
  });
});
