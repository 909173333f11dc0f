import {describe, expect, it} from 'vitest';
import {
  cleanEntry,
  cleanStoredSearches,
  cleanStoredValue,
  MAX_STORED,
  siteUrl,
  storedSearchKeys,
  textAsHtml,
} from './storedSearches';

const site = {origin: 'https://notes.example.org', baseUrl: '/blog-notes/'};

function entry(overrides: Record<string, unknown> = {}) {
  return {
    objectID: 'a',
    url: '/blog-notes/docs/intro#setup',
    url_without_anchor: '/blog-notes/docs/intro',
    anchor: 'setup',
    type: 'lvl2',
    content: null,
    hierarchy: {
      lvl0: 'Docs',
      lvl1: 'Intro',
      lvl2: 'Setup',
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    },
    ...overrides,
  };
}

describe('siteUrl', () => {
  it.each([
    ['/blog-notes/docs/intro#setup', '/blog-notes/docs/intro#setup'],
    ['/blog-notes/', '/blog-notes/'],
    ['/blog-notes', '/blog-notes'],
    ['/blog-notes/en/search?q=a', '/blog-notes/en/search?q=a'],
    ['https://notes.example.org/blog-notes/docs/x', '/blog-notes/docs/x'],
    ['https://evil.example/blog-notes/docs/x', null],
    ['//evil.example', null],
    ['//evil.example/x', null],
    ['/\\evil.example/blog-notes/', null],
    ['\\\\evil.example', null],
    ['javascript:alert(1)', null],
    ['JavaScript:alert(1)//blog-notes/', null],
    ['data:text/html,<script>1</script>', null],
    ['/other-site/docs', null],
    ['/blog-notes-evil/docs', null],
    ['https://user:pw@notes.example.org/blog-notes/', null],
    ['http://notes.example.org/blog-notes/', null],
    ['/blog-notes/\u0000x', null],
    // Escapes that decodeURIComponent refuses: Docusaurus decodes the hash to scroll to it
    // (and threw, crashing the page), the router the path.
    ['/blog-notes/en/docs/intro#%E0%A4%A', null],
    ['/blog-notes/en/docs/intro%E0%A4%A', null],
    ['/blog-notes/docs/intro#%E5%AE%89%E8%A3%85', '/blog-notes/docs/intro#%E5%AE%89%E8%A3%85'],
    [42, null],
    [null, null],
  ])('%j → %j', (url, expected) => {
    expect(siteUrl(url, site)).toBe(expected);
  });
});

describe('textAsHtml', () => {
  it.each([
    ['Intro', 'Intro'],
    ['Option&lt;T&gt; &amp; more', 'Option&lt;T&gt; &amp; more'],
    ['<img src=x onerror="alert(1)">', '&lt;img src=x onerror=&quot;alert(1)&quot;&gt;'],
    [
      '<a href="javascript:alert(1)">x</a>',
      '&lt;a href=&quot;javascript:alert(1)&quot;&gt;x&lt;/a&gt;',
    ],
    ['&lt;b&gt; and <b>', '&lt;b&gt; and &lt;b&gt;'],
    ['&#x3C;b>', '&amp;#x3C;b&gt;'],
    ['数据库 &amp; 缓存', '数据库 &amp; 缓存'],
  ])('%j → %j', (text, expected) => {
    expect(textAsHtml(text)).toBe(expected);
  });
});

describe('cleanEntry', () => {
  it.each<[string, unknown]>([
    ['null', null],
    ['a number', 1],
    ['a string', 'a'],
    ['an array', [entry()]],
    ['an empty object', {}],
    ['no objectID', entry({objectID: undefined})],
    ['a numeric objectID', entry({objectID: 7})],
    ['hierarchy null', entry({hierarchy: null})],
    ['hierarchy a string', entry({hierarchy: 'x'})],
    ['a number in the hierarchy', entry({hierarchy: {lvl0: 'Docs', lvl1: 1, lvl2: 'Setup'}})],
    ['no title at its level', entry({hierarchy: {lvl0: 'Docs', lvl1: 'Intro', lvl2: null}})],
    ['an unknown type', entry({type: 'lvl9'})],
    ['a content entry without content', entry({type: 'content', content: null})],
    ['content an object', entry({type: 'content', content: {}})],
    ['an off-site url', entry({url: 'https://evil.example/x'})],
    ['a protocol-relative url', entry({url: '//evil.example'})],
    ['a javascript: url', entry({url: 'javascript:alert(1)'})],
    ['no url', entry({url: undefined})],
  ])('drops %s', (_name, value) => {
    expect(cleanEntry(value, site)).toBeNull();
  });

  it('keeps a well-formed entry unchanged', () => {
    expect(cleanEntry(entry(), site)).toEqual(entry());
  });

  it('drops unknown fields, fills missing levels and derives url_without_anchor and anchor', () => {
    expect(
      cleanEntry(
        {
          objectID: 'b',
          url: 'https://notes.example.org/blog-notes/docs/a#b',
          type: 'lvl1',
          hierarchy: {lvl0: 'D', lvl1: 'A'},
          onclick: 'x',
        },
        site,
      ),
    ).toEqual({
      objectID: 'b',
      url: '/blog-notes/docs/a#b',
      url_without_anchor: '/blog-notes/docs/a',
      anchor: 'b',
      type: 'lvl1',
      content: null,
      hierarchy: {lvl0: 'D', lvl1: 'A', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
    });
  });

  it('escapes markup in every text', () => {
    const cleaned = cleanEntry(
      entry({
        type: 'content',
        content: '<a href="javascript:alert(1)">x</a>',
        hierarchy: {lvl0: '<b>', lvl1: '<img src=x onerror=alert(1)>'},
      }),
      site,
    );
    expect(cleaned?.content).toBe('&lt;a href=&quot;javascript:alert(1)&quot;&gt;x&lt;/a&gt;');
    expect(cleaned?.hierarchy.lvl1).toBe('&lt;img src=x onerror=alert(1)&gt;');
    expect(cleaned?.hierarchy.lvl0).toBe('&lt;b&gt;');
  });
});

describe('cleanStoredValue', () => {
  const good = JSON.stringify([entry()]);
  it.each<[string, string | null, unknown[], boolean]>([
    ['an empty slot', null, [], false],
    ['invalid JSON', '[{', [], true],
    ['an object', '{}', [], true],
    ['a string', '"str"', [], true],
    ['a number', '1', [], true],
    ['JSON null', 'null', [], true],
    ['[null]', '[null]', [], true],
    ['[1, "a", {}]', '[1,"a",{}]', [], true],
    ['an empty list', '[]', [], false],
    ['a good list', good, [entry()], false],
    [
      'a good entry among bad ones',
      JSON.stringify([null, entry(), {hierarchy: null}]),
      [entry()],
      true,
    ],
    [
      'a repeated objectID',
      JSON.stringify([entry(), entry({url: '/blog-notes/other'})]),
      [entry()],
      true,
    ],
  ])('%s', (_name, raw, entries, rewrite) => {
    expect(cleanStoredValue(raw, site)).toEqual({entries, rewrite});
  });

  it(`keeps at most ${MAX_STORED} entries`, () => {
    const many = Array.from({length: 30}, (_, i) => entry({objectID: `e${i}`}));
    const {entries, rewrite} = cleanStoredValue(JSON.stringify(many), site);
    expect(entries.map((e) => e.objectID)).toEqual(
      many.slice(0, MAX_STORED).map((e) => e.objectID),
    );
    expect(rewrite).toBe(true);
  });
});

describe('cleanStoredSearches', () => {
  function memoryStorage(values: Record<string, string>) {
    const storage = {
      values,
      writes: 0,
      getItem: (key: string) => (key in values ? values[key] : null),
      setItem: (key: string, value: string) => {
        storage.writes += 1;
        values[key] = value;
      },
    };
    return storage;
  }

  it('rewrites only the slots that need it, under DocSearch 3.9’s keys', () => {
    const [recent, favorite] = storedSearchKeys('blog-notes-en');
    expect([recent, favorite]).toEqual([
      '__DOCSEARCH_RECENT_SEARCHES__blog-notes-en',
      '__DOCSEARCH_FAVORITE_SEARCHES__blog-notes-en',
    ]);
    const storage = memoryStorage({
      [recent]: '{}',
      [favorite]: JSON.stringify([entry()]),
      other: '{}',
    });
    cleanStoredSearches(storage as unknown as Storage, 'blog-notes-en', site);
    expect(storage.values).toEqual({
      [recent]: '[]',
      [favorite]: JSON.stringify([entry()]),
      other: '{}',
    });
    expect(storage.writes).toBe(1);
  });

  it('leaves everything alone when storage throws', () => {
    const storage = {
      getItem() {
        throw new Error('SecurityError');
      },
      setItem() {
        throw new Error('unreachable');
      },
    } as unknown as Storage;
    expect(() => cleanStoredSearches(storage, 'x', site)).not.toThrow();
  });
});

describe("other sites' stored searches (option `sites`)", () => {
  const withSites = {...site, otherSites: ['https://api.example.org/reference/']};
  it('keeps an entry under another listed site, with its full URL', () => {
    const kept = cleanEntry(entry({url: 'https://api.example.org/reference/x#setup'}), withSites);
    expect(kept?.url).toBe('https://api.example.org/reference/x#setup');
    expect(kept?.url_without_anchor).toBe('https://api.example.org/reference/x');
  });

  it.each([
    'https://api.example.org/other/x',
    'https://evil.example/reference/x',
    'http://user:pw@api.example.org/reference/x',
    'javascript:alert(1)',
  ])('drops %s', (url) => {
    expect(cleanEntry(entry({url}), withSites)).toBeNull();
  });
});
