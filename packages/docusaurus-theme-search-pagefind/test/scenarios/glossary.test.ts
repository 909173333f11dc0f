import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {pagesOf, searchHits} from '../support/bundleEngines';
import {serveSite, type ServedSite} from '../support/servedBundles';
import {extractPage} from '../../src/server/extract';
import {glossaryOf} from '../../src/server/glossary';

// The site's own glossary end to end: real pages extracted, their glosses gathered, a real
// Pagefind bundle written with and without them, served over HTTP and searched through the
// client the modal uses. A Chinese term finds the page whose title writes its English name.

const SITE = 'https://notes.example.org';
const page = (url: string, title: string, body: string) =>
  extractPage(
    `<!doctype html><html lang="zh"><head><meta name="docsearch:language" content="zh"></head><body><article><header><h1>${title}</h1></header>${body}</article></body></html>`,
    `${SITE}${url}`,
  );

const ownership = page(
  '/docs/ownership',
  '所有权',
  '<p>所有权之外还有引用，<strong>切片</strong>（<em>slice</em>）也是一种引用。</p>',
);
const slices = page(
  '/docs/slices',
  'Slice 类型',
  '<p>slice 引用集合中一段连续的元素。</p><h2 id="string-slices">字符串 slice</h2><p>&amp;str 就是 slice。</p>',
);
const other = page('/docs/other', '其他', '<p>这一页讲别的。</p>');
const pages = [ownership, slices, other];

let site: ServedSite;

beforeAll(async () => {
  const records = pages.flatMap((p) => p.records);
  const glossary = glossaryOf(pages.flatMap((p) => p.glosses));
  site = await serveSite({
    bundles: [
      {folder: 'with/pagefind', records, options: {glossary}},
      {folder: 'without/pagefind', records},
    ],
  });
}, 120_000);

afterAll(() => site?.close());

const search = (bundle: 'with' | 'without', query: string) =>
  searchHits(site.bundleUrl(`${bundle}/pagefind`), query);

describe("the site's glossary", () => {
  it('finds the page whose title writes the glossed name, and says which word matched', async () => {
    const hits = await search('with', '切片');
    // The page writing the term itself first, as a word found in a twin ranks below it.
    expect(pagesOf(hits)).toEqual([`${SITE}/docs/ownership`, `${SITE}/docs/slices`]);
    expect(hits[0].twinMatch).toBeUndefined();
    expect(hits[1].url).toBe(`${SITE}/docs/slices`);
    expect(hits[1].hierarchy.lvl1).toBe('Slice 类型');
    expect(hits[1].twinMatch).toEqual({language: 'en', words: ['Slice']});
  });

  it('is not there without it: only the page writing the term', async () => {
    expect(pagesOf(await search('without', '切片'))).toEqual([`${SITE}/docs/ownership`]);
  });

  it('leaves other queries as they were', async () => {
    expect(pagesOf(await search('with', '其他'))).toEqual(pagesOf(await search('without', '其他')));
    expect(pagesOf(await search('with', 'slice'))).toEqual(
      pagesOf(await search('without', 'slice')),
    );
  });
});
