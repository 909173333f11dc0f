import {mkdtemp, readdir, rm} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {extractRecords} from '../src/server/extract';
import {generatePages, renderPage, writeSite, type Vocabulary} from './generate';
import {slugify} from './pageHtml';
import {mulberry32} from './prng';
import {categories, terms, topics} from './vocab';

const han = /[\u4e00-\u9fff]/;

describe('synthetic site generator', () => {
  it('is deterministic, and page i does not depend on the site size', () => {
    expect(renderPage(7, 'zh', {pages: 10}).html).toBe(renderPage(7, 'zh', {pages: 10}).html);
    const small = [...generatePages({pages: 3})].map((p) => p.html);
    const large = [...generatePages({pages: 5})].map((p) => p.html);
    expect(large.slice(0, 6)).toEqual(small);
    expect(renderPage(7, 'zh', {pages: 10, seed: 1}).html).not.toBe(
      renderPage(7, 'zh', {pages: 10}).html,
    );
  });

  it.each([
    ['zh', 'zh-Hans', 'https://notes.example.org/blog-notes/docs/bench/'],
    ['en', 'en-GB', 'https://notes.example.org/blog-notes/en/docs/bench/'],
  ] as const)(
    'writes %s pages like Docusaurus does (lang %s, URL under %s)',
    (locale, htmlLang, prefix) => {
      const page = renderPage(0, locale, {pages: 1});
      expect(page.url.startsWith(prefix)).toBe(true);
      expect(page.file).toBe(
        `${locale === 'en' ? 'en/' : ''}${page.url.slice(prefix.length - 'docs/bench/'.length)}.html`,
      );
      expect(page.html).toContain(`<html lang="${htmlLang}"`);
      expect(page.html).toContain(
        `<meta data-rh="true" name="docsearch:language" content="${locale}">`,
      );
      expect(page.html).toContain(
        '<meta data-rh="true" name="docsearch:docusaurus_tag" content="docs-default-current">',
      );
      expect(page.html).toContain(
        '<meta data-rh="true" name="docsearch:version" content="current">',
      );
      expect(page.html).toContain('class="navbar__item navbar__link navbar__link--active"');
      expect(page.html).toMatch(
        /<article>[\s\S]*<header><h1>[^<]+<\/h1><\/header>[\s\S]*<h2 [^>]*id="[^"]+"[\s\S]*<p>[\s\S]*<\/article>/,
      );
    },
  );

  it('writes Chinese prose as unspaced multi-character words that need segmenting', () => {
    const html = [...generatePages({pages: 20})]
      .filter((p) => p.locale === 'zh')
      .map((p) => p.html)
      .join('');
    const paragraphs = [...html.matchAll(/<p>(.*?)<\/p>/g)].map((m) =>
      m[1].replace(/<code>.*?<\/code>/g, ''),
    );
    expect(paragraphs.length).toBeGreaterThan(100);
    for (const text of paragraphs) {
      expect(text).toMatch(han);
      expect(text).not.toMatch(new RegExp(`${han.source}\\s+${han.source}`)); // no spaces between words
    }
    // Most vocabulary words appear, each glued to other Chinese text.
    const used = terms.filter(([zh]) =>
      new RegExp(`${han.source}${zh}|${zh}${han.source}`).test(paragraphs.join('')),
    );
    expect(used.length).toBeGreaterThan(terms.length * 0.8);
  });

  it('writes topical pages by default, and spreads every term over most pages when asked', () => {
    expect(new Set(topics.flat()).size).toBe(terms.length); // every term has exactly one category
    const share = (vocabulary: Vocabulary, word: string) => {
      const pages = [...generatePages({pages: 240, vocabulary})].filter((p) => p.locale === 'en');
      return (
        pages.filter((p) => new RegExp(`\\b${word}\\b`, 'i').test(p.html.replace(/<[^>]+>/g, ' ')))
          .length / pages.length
      );
    };
    // "connection pool" is a Databases term: on about a tenth of a topical site, most of a uniform one.
    expect(share('topical', 'connection')).toBeLessThan(0.2);
    expect(share('uniform', 'connection')).toBeGreaterThan(0.2);
    expect(renderPage(5, 'en', {pages: 6}).html).toBe(
      renderPage(5, 'en', {pages: 6, vocabulary: 'topical'}).html,
    );
  });

  it('gives every heading in a page a unique id', () => {
    for (const page of generatePages({pages: 30})) {
      const ids = [...page.html.matchAll(/<h[2-4] [^>]*id="([^"]+)"/g)].map((m) => m[1]);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it('produces pages the real record extractor reads: hierarchy, anchors, facets', () => {
    const page = renderPage(3, 'zh', {pages: 4});
    const records = extractRecords(page.html, page.url);
    const title = page.html.match(/<h1>([^<]+)<\/h1>/)![1];
    expect(records.length).toBeGreaterThan(10);
    expect(records[0]).toMatchObject({
      type: 'lvl1',
      url: page.url,
      language: 'zh',
      docusaurus_tag: 'docs-default-current',
      version: 'current',
    });
    // lvl0 is the active sidebar category, as DocSearch's Docusaurus template takes it.
    for (const record of records) {
      expect(record.hierarchy.lvl0).toBe(categories[3][0]);
      expect(record.hierarchy.lvl1).toBe(title);
    }
    expect(records.some((r) => r.type === 'lvl2' && r.url.startsWith(`${page.url}#`))).toBe(true);
    expect(records.some((r) => r.type === 'content' && han.test(r.content ?? ''))).toBe(true);
  });

  it('writes both locales to disk', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-gen-'));
    try {
      const {pages, bytes} = await writeSite(dir, {pages: 5});
      expect(pages).toHaveLength(10);
      expect(bytes).toBeGreaterThan(10 * 5000);
      const files = (await readdir(dir, {recursive: true}))
        .filter((f) => f.endsWith('.html'))
        .sort();
      expect(files).toEqual(pages.map((p) => p.file).sort());
    } finally {
      await rm(dir, {recursive: true, force: true});
    }
  });
});

describe('slugify', () => {
  it.each([
    ['Why use a cache', 'why-use-a-cache'],
    ['Example: configure the server', 'example-configure-the-server'],
    ['如何配置连接池', '如何配置连接池'],
    ['The server-side rendering in production', 'the-server-side-rendering-in-production'],
    ['? 运算符快捷方式', '-运算符快捷方式'],
  ])('%s → %s', (text, id) => {
    expect(slugify(text)).toBe(id);
  });
});

describe('mulberry32', () => {
  it('repeats for a seed and stays in [0, 1)', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    for (let i = 0; i < 1000; i++) {
      const x = a();
      expect(x).toBe(b());
      expect(x >= 0 && x < 1).toBe(true);
    }
  });
});
