import {describe, expect, it} from 'vitest';
import {extractRecords} from '../server/extract';
import {joinWords, separateWords} from './metaWords';
import {META_WEIGHTS, pageEntry, pageRecords} from './recordLayout';
import {sameJson} from './sameJson';
import {recordObjectId} from './record';
import type {DocSearchRecord} from './types';

const PAGE_URL = 'https://notes.example.org/blog-notes/docs/guide';

/** A built docs page with every shape of record the extractor writes. */
const PAGE = `<!doctype html><html lang="zh-Hans" class="docs-doc-page docs-doc-id-guide"><head>
  <meta name="docsearch:language" content="zh"><meta name="docsearch:docusaurus_tag" content="docs-default-current">
  <meta name="docsearch:version" content="current"></head><body>
  <nav class="navbar"><div class="navbar__items"><a class="navbar__link navbar__link--active">文档</a></div></nav>
  <main><article>
    <p>标题之前的一段话。</p>
    <header><h1>连接池 指南</h1></header>
    <p>数据库连接池的大小应该根据并发能力来设置。</p>
    <h2 id="安装依赖">安装依赖</h2>
    <p>运行 <code>npm ci</code>，然后 &lt;img src=x onerror=alert(1)&gt; 原样显示。</p>
    <h3>没有 id 的小节</h3>
    <ul><li>Debian 🚀 12.5% $HOME</li><li>C++ 和 C# 的 API：foo.bar()</li></ul>
    <table><tbody><tr><td>pool.max</td><td>最大连接数</td></tr><tr><td>pool.min</td><td>最小连接数</td></tr></tbody></table>
    <h2 id="usage">Usage</h2>
    <p>Start the server.</p>
  </article></main></body></html>`;

const records = extractRecords(PAGE, PAGE_URL);

describe('pageEntry and pageRecords', () => {
  it('keep code lines out of the body: their text in a filter, their identifiers in low-weight fields', () => {
    const html = PAGE.replace(
      '<p>Start the server.</p>',
      '<p>Start the server.</p><pre><code>app.listen(3000)\nconst 缓存 = readFileSync(p)</code></pre>',
    );
    const withCode = extractRecords(html, PAGE_URL, {indexCode: true});
    const entry = pageEntry(withCode);
    expect(pageRecords(entry)).toEqual(withCode);
    expect(entry.content).not.toContain('listen');
    expect(entry.filters.code).toEqual(['app.listen(3000) const 缓存 = readFileSync(p)']);
    expect(entry.meta.code.split(/\s+/)).toEqual(
      expect.arrayContaining(['applisten3000', 'listen3000', 'readfilesyncp', 'readfilesync']),
    );
    expect(entry.meta.code_parts.split(/\s+/)).toEqual(expect.arrayContaining(['file', 'sync']));
    expect(META_WEIGHTS.code).toBeLessThan(1);
    expect(META_WEIGHTS.code_parts).toBeLessThan(META_WEIGHTS.code);
  });

  it('rebuild exactly the records the extractor wrote', () => {
    expect(records.length).toBeGreaterThan(10);
    const entry = pageEntry(records);
    expect(entry.url).toBe(PAGE_URL);
    expect(pageRecords(entry)).toEqual(records);
  });

  it('put body text in the content, headings (weighted) in the meta, bookkeeping in unsearched filters', () => {
    const entry = pageEntry(records);
    expect(entry.content).toContain('数据库连接池的大小');
    expect(entry.content).not.toContain('安装依赖');
    // Chinese as pairs parted by ideographic spaces, since Pagefind splits meta on whitespace only.
    expect(entry.meta.title).toBe('连接\u3000接池 指南');
    expect(entry.meta.headings).toContain('安装\u3000装依\u3000依赖');
    expect(Object.keys(entry.meta).sort()).toEqual(['headings', 'title']);
    expect(entry.filters).toMatchObject({
      lvl0: ['文档'],
      tag: ['docs-default-current'],
      language: ['zh'],
      version: ['current'],
    });
    expect(JSON.parse(entry.filters.layout[0])).toBeInstanceOf(Array);
  });

  it('index a page of headings only on its headings (Pagefind drops entries without content)', () => {
    const rebuilt = extractRecords(PAGE.replace(/<(p|ul|table)>[\s\S]*?<\/\1>/g, ''), PAGE_URL);
    expect(rebuilt.map((r) => r.type)).toEqual(['lvl1', 'lvl2', 'lvl3', 'lvl2']);
    const entry = pageEntry(rebuilt);
    expect(entry.content).toBe('连接池 指南 安装依赖 没有 id 的小节 Usage');
    expect(pageRecords(entry)).toEqual(rebuilt);
  });

  it('write Chinese in the searched meta as its pairs of neighbouring characters', () => {
    // As Pagefind 1.6 indexes Chinese body text: the reader finds a run by its pairs.
    expect(separateWords('缓存入门')).toBe('缓存\u3000存入\u3000入门');
    expect(separateWords('使用React构建')).toBe('使用\u3000React\u3000构建');
    expect(separateWords('池')).toBe('池');
    // Around punctuation too: Pagefind would keep 存：连 or LogBox：红 as one word.
    expect(separateWords('缓存：连接池')).toBe('缓存\u3000：\u3000连接\u3000接池');
    expect(separateWords('LogBox：红屏')).toBe('LogBox：\u3000红屏');
    expect(separateWords('（缓存）')).toBe('（\u3000缓存\u3000）');
    expect(separateWords('缓存 入门')).toBe('缓存 入门');
    expect(separateWords('用A和B')).toBe('用\u3000A\u3000和\u3000B');
    expect(separateWords('Server-side rendering (SSR)')).toBe('Server-side rendering (SSR)');
  });

  it('give the text back exactly from the pairs, repeated characters and rare ones included', () => {
    for (const text of [
      '深入理解状态管理',
      '使用React构建 SSR',
      '缓存：连接池',
      '慢慢慢 渐渐',
      '𠮷野家𠮷𠮷', // characters outside the BMP
      '池',
      'a池b 池 (池)',
      '',
    ]) {
      expect(joinWords(separateWords(text))).toBe(text);
    }
  });

  it('ignore the zero-width spaces Pagefind puts between Chinese words', () => {
    const entry = pageEntry(records);
    const segmented = {
      ...entry,
      content: entry.content.replace(/连接池/g, '连接\u200B池\u200B'),
      meta: {...entry.meta, headings: entry.meta.headings.replace('安装依赖', '安装\u200B依赖')},
    };
    expect(pageRecords(segmented)).toEqual(records);
  });

  it('give no records, rather than wrong ones, for a damaged entry', () => {
    const entry = pageEntry(records);
    const damaged = [
      undefined,
      [],
      ['not json'],
      ['{"a":1}'],
      ['[100000]'],
      ['[[9,1]]'],
      ['[-1]'],
      ['[1.5]'],
    ];
    for (const layout of damaged)
      expect(pageRecords({...entry, filters: {...entry.filters, layout}})).toEqual([]);
    expect(pageRecords({...entry, filters: undefined})).toEqual([]);
  });

  it('refuse records that do not follow a page layout, saying which page', () => {
    const otherSection = records.map((record, i) =>
      i === 3 ? {...record, hierarchy: {...record.hierarchy, lvl0: 'Blog'}} : record,
    );
    expect(() => pageEntry(otherSection)).toThrow(/docs\/guide.*record 3/);
    const loose: DocSearchRecord[] = records.map((record) =>
      record.type === 'content' ? {...record, content: `${record.content}  extra`} : record,
    );
    expect(() => pageEntry(loose)).toThrow(/spaces Pagefind would change/);
    expect(() => pageEntry([])).toThrow();
  });
});

describe('sameJson', () => {
  it('says what comparing the values as JSON says, whatever the order of their properties', () => {
    const record = {type: 'lvl2', hierarchy: {lvl0: 'A', lvl1: 'B', lvl2: null}, code: undefined};
    expect(sameJson(record, {hierarchy: {lvl2: null, lvl1: 'B', lvl0: 'A'}, type: 'lvl2'})).toBe(
      true,
    );
    expect(sameJson([1, [record]], [1, [{...record}]])).toBe(true);
    for (const other of [
      {type: 'lvl2', hierarchy: {lvl0: 'A', lvl1: 'B', lvl2: ''}},
      {type: 'lvl2', hierarchy: {lvl0: 'A', lvl1: 'B', lvl2: null}, code: true},
      {type: 'lvl2', hierarchy: {lvl0: 'A', lvl1: 'B'}},
      {type: 'lvl2', hierarchy: ['A', 'B', null]},
      undefined,
      null,
      'lvl2',
    ]) {
      expect(sameJson(record, other)).toBe(JSON.stringify(record) === JSON.stringify(other));
      expect(sameJson(record, other)).toBe(false);
    }
    expect(sameJson([1, 2], [1, 2, 3])).toBe(false);
    expect(sameJson({a: [1]}, {a: {0: 1}})).toBe(false);
  });
});

describe('recordObjectId', () => {
  it('is 16 hex digits, stable, and differs by page and position', () => {
    const id = recordObjectId(PAGE_URL, 3);
    expect(id).toMatch(/^[0-9a-f]{16}$/);
    expect(recordObjectId(PAGE_URL, 3)).toBe(id);
    expect(recordObjectId(PAGE_URL, 4)).not.toBe(id);
    expect(recordObjectId(`${PAGE_URL}/other`, 3)).not.toBe(id);
    const ids = new Set(
      Array.from({length: 20000}, (_, i) => recordObjectId(`${PAGE_URL}/${i % 1000}`, i)),
    );
    expect(ids.size).toBe(20000);
  });
});
