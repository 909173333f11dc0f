import {load} from 'cheerio';
import type {Element} from 'domhandler';
import {describe, expect, it} from 'vitest';
import {pageRecord, pageHierarchy} from '../shared/record';
import type {DocSearchRecord, DocSearchRecordType} from '../shared/types';
import {extractPage} from './extract';
import {findGlosses, glossaryOf, pageGlosses} from './glossary';

const glossesOf = (paragraph: string) => {
  const $ = load(paragraph);
  return findGlosses($('p').get(0) as Element);
};

describe('findGlosses', () => {
  it.each([
    [
      'a bold term and its emphasised name',
      '<p><strong>切片</strong>（<em>slice</em>）允许你引用一段元素。</p>',
      [{term: '切片', gloss: 'slice'}],
    ],
    [
      'ASCII parentheses and a space',
      '<p>这叫做 <strong>解构</strong> (<em>destructuring</em>)。</p>',
      [{term: '解构', gloss: 'destructuring'}],
    ],
    [
      'several words',
      '<p><b>元组结构体</b>（<em>tuple structs</em>）有名字。</p>',
      [{term: '元组结构体', gloss: 'tuple structs'}],
    ],
    [
      'term and name in one emphasis',
      '<p>叫做 <strong>单元（unit）</strong>。</p>',
      [{term: '单元', gloss: 'unit'}],
    ],
    [
      'a dfn',
      '<p><dfn>所有权</dfn>（ownership）是一组规则。</p>',
      [{term: '所有权', gloss: 'ownership'}],
    ],
    [
      'Japanese',
      '<p><strong>所有権</strong>（<em>ownership</em>）とは</p>',
      [{term: '所有権', gloss: 'ownership'}],
    ],
    [
      'plain text before parentheses has no start',
      '<p>使用模式匹配（pattern matching）来解构。</p>',
      [],
    ],
    ['bold without a gloss', '<p><strong>注意</strong>：这很重要（really）。</p>', []],
    ['a Latin term glossed in Chinese', '<p><strong>Slice</strong>（切片）</p>', []],
    [
      'a gloss that is not Latin words',
      '<p><strong>示例</strong>（<code>&amp;str</code>）</p>',
      [],
    ],
  ])('%s', (_, paragraph, expected) => {
    expect(glossesOf(paragraph)).toEqual(expected);
  });

  it('are collected from a page, not from its code blocks', () => {
    const html = `<!doctype html><html lang="zh"><head><meta name="docsearch:language" content="zh"></head><body><article><h1>切片</h1>
      <p><strong>切片</strong>（<em>slice</em>）允许你引用集合的一部分。</p>
      <ul><li><strong>迭代器</strong>（<em>iterator</em>）</li></ul>
      <pre><code><strong>代码</strong>（code）</code></pre></article></body></html>`;
    const {records, glosses} = extractPage(html, 'https://example.org/docs/slices');
    expect(records.length).toBe(3);
    expect(glosses).toEqual([
      {term: '切片', gloss: 'slice'},
      {term: '迭代器', gloss: 'iterator'},
    ]);
  });
});

describe('pageGlosses', () => {
  const page = (...items: Array<[DocSearchRecordType, string]>): DocSearchRecord[] => {
    let hierarchy = pageHierarchy('Docs');
    return items.map(([type, text], i) => {
      if (type !== 'content') hierarchy = {...hierarchy, [type]: text};
      return pageRecord(
        {
          urlWithoutAnchor: 'https://example.org/p',
          language: 'zh',
          docusaurusTag: 'default',
          version: null,
        },
        i,
        type,
        text,
        null,
        hierarchy,
      );
    });
  };
  const glossary = glossaryOf([
    {term: '切片', gloss: 'slice'},
    {term: '哈希映射', gloss: 'hash maps'},
    {term: '锁', gloss: 'lock'},
    {term: '闭包', gloss: 'closure'},
    {term: '闭包', gloss: 'Closures'},
  ]);

  it('gives the terms a title or heading writes in glossed form, once, as written there', () => {
    const records = page(
      ['lvl1', 'Slice 类型'],
      ['content', 'slice 是引用。'],
      ['lvl2', '字符串 slices'],
      ['lvl2', '用 Hash Map 储存键值对'],
    );
    expect(pageGlosses(records, glossary)).toEqual([
      {term: '切片', word: 'Slice'},
      {term: '哈希映射', word: 'Hash Map'},
    ]);
  });

  it('gives nothing for words in the body only, terms the headings write, or parts of code names', () => {
    expect(pageGlosses(page(['lvl1', '引用'], ['content', 'a slice']), glossary)).toEqual([]);
    expect(pageGlosses(page(['lvl1', '切片：Slice 类型']), glossary)).toEqual([]);
    expect(pageGlosses(page(['lvl1', 'Cargo.lock 文件'], ['lvl2', 'lock.rs']), glossary)).toEqual(
      [],
    );
    expect(pageGlosses(page(['lvl1', 'Slice 类型']), glossaryOf([]))).toEqual([]);
  });

  it('keeps one entry per name, with every term glossed so', () => {
    expect(pageGlosses(page(['lvl1', 'Closures：捕获环境']), glossary)).toEqual([
      {term: '闭包', word: 'Closures'},
    ]);
  });
});
