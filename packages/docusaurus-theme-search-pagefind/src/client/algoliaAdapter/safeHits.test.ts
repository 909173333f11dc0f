import {describe, expect, it} from 'vitest';
import {
  otherSitesUrlResolver,
  resultUrlResolver,
  safeHighlightHtml,
  safeHit,
  safeHits,
} from './safeHits';
import {toHit} from './hits';
import {queryWords} from '../engine/queryWords';
import {highlight} from '../text/highlight';
import {isLazy} from './lazyProperty';
import type {DocSearchRecord} from '../../shared/types';

type Highlights = Record<string, Record<string, {value: string}>> & {content: {value: string}};

const HOSTILE = '<img src=x onerror="window.__searchInjected=1">';
const resolve = resultUrlResolver(
  ['https://site.example', 'http://localhost:4710'],
  'http://localhost:4710/blog-notes/en/search?q=x',
  (path) => (path.startsWith('/blog-notes/') ? path : `/blog-notes${path}`),
);

function algoliaHit(overrides: Record<string, unknown> = {}) {
  return {
    objectID: 'a',
    url: 'https://site.example/blog-notes/docs/intro#part',
    url_without_anchor: 'https://site.example/blog-notes/docs/intro',
    type: 'lvl2',
    content: HOSTILE,
    hierarchy: {lvl0: `Docs ${HOSTILE}`, lvl1: 'Intro', lvl2: `Part ${HOSTILE}`},
    _highlightResult: {
      hierarchy: {
        lvl1: {value: `<mark>Intro</mark> ${HOSTILE}`, matchLevel: 'full', matchedWords: ['intro']},
      },
      hierarchy_camel: [{lvl1: {value: HOSTILE}}],
    },
    _snippetResult: {content: {value: `…<mark>x</mark> ${HOSTILE}</mark><em>`, matchLevel: 'full'}},
    ...overrides,
  };
}

describe('safeHighlightHtml', () => {
  it('escapes everything but balanced <mark> and <em>', () => {
    expect(safeHighlightHtml(`<mark>a</mark> ${HOSTILE}`)).toBe(
      '<mark>a</mark> &lt;img src=x onerror=&quot;window.__searchInjected=1&quot;&gt;',
    );
    expect(safeHighlightHtml('</mark>a<em>b')).toBe('a<em>b</em>');
    expect(safeHighlightHtml('<mark onclick="x">a</mark>')).toBe(
      '&lt;mark onclick=&quot;x&quot;&gt;a',
    );
    expect(safeHighlightHtml(42)).toBe('');
  });

  it('leaves escaped text as it is (the embedded engine escapes first): idempotent', () => {
    const once = safeHighlightHtml(`Q&A <mark>&lt;b&gt;</mark> ${HOSTILE} &amp; &#39;`);
    expect(safeHighlightHtml(once)).toBe(once);
    expect(once).toContain('Q&amp;A');
  });
});

describe('safeHit: one gate for both engines', () => {
  it("escapes an Algolia hit's hierarchy, highlights and snippets, keeping the marks", () => {
    const hit = safeHit(algoliaHit(), resolve)!;
    const html = JSON.stringify(hit);
    expect(html).not.toMatch(/<img/);
    expect(hit.hierarchy).toMatchObject({
      lvl2: 'Part &lt;img src=x onerror=&quot;window.__searchInjected=1&quot;&gt;',
    });
    expect((hit._highlightResult as unknown as Highlights).hierarchy.lvl1.value).toMatch(
      /^<mark>Intro<\/mark> &lt;img/,
    );
    expect((hit._snippetResult as unknown as Highlights).content.value).toMatch(
      /^…<mark>x<\/mark> &lt;img.*<em><\/em>$/,
    );
    expect(hit.content).toMatch(/^&lt;img/);
    expect(hit.url).toBe('/blog-notes/docs/intro#part');
    expect((hit as {url_without_anchor?: string}).url_without_anchor).toBe(
      '/blog-notes/docs/intro',
    );
  });

  it('resolves a relative URL against the page, and drops javascript:, other sites and junk', () => {
    expect(safeHit(algoliaHit({url: 'docs/intro'}), resolve)!.url).toBe(
      '/blog-notes/en/docs/intro',
    );
    expect(safeHit(algoliaHit({url: '/docs/intro'}), resolve)!.url).toBe('/blog-notes/docs/intro');
    expect(safeHit(algoliaHit({url: 'javascript:alert(1)'}), resolve)).toBeNull();
    expect(safeHit(algoliaHit({url: 'https://evil.example/blog-notes/'}), resolve)).toBeNull();
    expect(safeHit(algoliaHit({url: 42}), resolve)).toBeNull();
    expect(safeHit(algoliaHit({hierarchy: null}), resolve)).toBeNull();
    expect(safeHits([algoliaHit({url: 'javascript:x'}), algoliaHit()], resolve)).toHaveLength(1);
    expect(safeHits('not a list', resolve)).toEqual([]);
  });

  /** The embedded engine's hit for a content record of the intro page, for the query "cache". */
  function engineHit(content: string, title: string) {
    const record: DocSearchRecord = {
      objectID: '1',
      url: 'https://site.example/blog-notes/docs/intro#a',
      url_without_anchor: 'https://site.example/blog-notes/docs/intro',
      anchor: 'a',
      type: 'content',
      content,
      hierarchy: {
        lvl0: 'Docs',
        lvl1: title,
        lvl2: null,
        lvl3: null,
        lvl4: null,
        lvl5: null,
        lvl6: null,
      },
      language: 'en',
      docusaurus_tag: 'default',
      version: null,
      weight: {pageRank: 0, level: 0, position: 0},
    };
    return toHit(record, {
      terms: queryWords('cache'),
      preTag: '<mark>',
      postTag: '</mark>',
      snippetWords: {content: 10},
      ellipsis: '…',
      position: 1,
      queryID: 'q',
      ranking: {tier: 0, score: 1},
    });
  }

  it("gives the embedded engine's hit exactly as the engine made it, but for its site path", () => {
    const hit = engineHit(`cache ${HOSTILE} & more`, `Intro ${HOSTILE}`);
    const safe = safeHit(hit, resolve)!;
    expect({...safe, url: hit.url, url_without_anchor: hit.url_without_anchor}).toEqual(hit);
  });

  it("highlights the engine's whole content only when it is read, and then safely", () => {
    const content = `${'filler words around '.repeat(200)}cache ${HOSTILE} & more`;
    const safe = safeHit(engineHit(content, 'Intro'), resolve)!;
    // The modal reads the snippet: the whole content is neither highlighted nor escaped again.
    expect(safe._snippetResult.content?.value).toMatch(/<mark>cache<\/mark> &lt;img/);
    expect(isLazy(safe._highlightResult, 'content')).toBe(true);
    // Read, it is the content highlighted as ever, with the page's HTML as text.
    const whole = safe._highlightResult.content;
    expect(whole).toEqual(highlight(content, queryWords('cache'), '<mark>', '</mark>'));
    expect(whole.value).toContain('<mark>cache</mark> &lt;img src=x');
    expect(whole.value).not.toContain('<img');
    expect(isLazy(safe._highlightResult, 'content')).toBe(false);
    expect(JSON.parse(JSON.stringify(safe))._highlightResult.content).toEqual(whole);
  });
});

describe('otherSitesUrlResolver: hits of other sites (option `sites`)', () => {
  const bases = ['https://api.example.org/reference/'];
  const own = resultUrlResolver(
    ['https://notes.example.org'],
    'https://notes.example.org/',
    (p) => p,
  );
  const resolve = otherSitesUrlResolver(bases, own);
  const of = {__site: {url: bases[0]}};
  it.each([
    ['https://api.example.org/reference/x#a', of, 'https://api.example.org/reference/x#a'],
    ['https://api.example.org/other/x', of, null],
    ['https://evil.example/reference/x', of, null],
    ['about:blank', of, null],
    ['javascript:alert(1)', of, null],
    ['https://api.example.org/reference/x', {__site: {url: 'https://unlisted.example/'}}, null],
    ['https://api.example.org/reference/x', {__site: 'x'}, null],
    // This site's hits go through its own rule.
    ['https://notes.example.org/docs/x', {}, '/docs/x'],
    ['https://api.example.org/reference/x', {}, null],
  ])('%s of %j → %s', (url, hit, expected) => {
    expect(resolve(url, {url, ...hit})).toBe(expected);
  });
});
