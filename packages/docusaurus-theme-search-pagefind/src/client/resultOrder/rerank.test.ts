import {readFileSync} from 'node:fs';
import {fileURLToPath} from 'node:url';
import {describe, expect, it} from 'vitest';
import type {DocSearchRecord} from '../../shared/types';
import {ORDER_KEYS, rerank} from './rerank';
import {rankTier, TIER} from './tiers';
import type {Candidate} from './types';
import {loadStemmer} from '../engine/stemmers/stemmers';
import {SNOWBALL_FOLDER} from '../engine/stemmers/snowballFolder';

function record(
  id: string,
  {
    type = 'content',
    heading = 'Heading',
    content = null as string | null,
    url = `https://x/${id}`,
    level = 0,
    position = 0,
  } = {},
): DocSearchRecord {
  return {
    objectID: id,
    url,
    url_without_anchor: url,
    anchor: null,
    type: type as DocSearchRecord['type'],
    hierarchy: {
      lvl0: 'Docs',
      lvl1: heading,
      lvl2: null,
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    },
    content,
    language: 'en',
    docusaurus_tag: 'default',
    version: null,
    weight: {pageRank: 0, level, position},
  };
}

describe('rankTier', () => {
  it.each([
    [
      'heading holds the phrase',
      record('a', {type: 'lvl1', heading: 'Connection pool sizing'}),
      'connection pool',
      TIER.titlePhrase,
    ],
    [
      'content holds the phrase',
      record('b', {content: 'Tune the connection pool early.'}),
      'connection pool',
      TIER.contentPhrase,
    ],
    [
      'heading holds every word',
      record('c', {type: 'lvl1', heading: 'Pool of connection objects'}),
      'connection pool',
      TIER.titleAllWords,
    ],
    [
      'content holds every word',
      record('d', {content: 'A pool keeps each connection.'}),
      'connection pool',
      TIER.contentAllWords,
    ],
    ['only one word', record('e', {content: 'A pool.'}), 'connection pool', TIER.other],
    [
      'Chinese heading phrase',
      record('f', {type: 'lvl1', heading: '缓存策略详解'}),
      '缓存策略',
      TIER.titlePhrase,
    ],
    [
      'a title that is the query',
      record('f', {type: 'lvl1', heading: '缓存策略'}),
      '缓存策略',
      TIER.titleEqual,
    ],
    [
      'a section heading that is the query, cased and spaced otherwise',
      record('f', {type: 'lvl2', heading: 'Connection  Pool'}),
      ' connection pool',
      TIER.titleEqual,
    ],
    [
      'a deeper section heading that is the query holds the phrase',
      record('f', {type: 'lvl4', heading: '枚举'}),
      '枚举',
      TIER.titlePhrase,
    ],
    [
      'a full-width query equal to a heading',
      record('f', {type: 'lvl2', heading: 'Docker'}),
      'ｄｏｃｋｅｒ',
      TIER.titleEqual,
    ],
    [
      'a content record under that heading is not the heading',
      record('f', {heading: 'Docker', content: 'Run it.'}),
      'docker',
      TIER.titlePhrase,
    ],
    [
      'Chinese scattered words',
      record('g', {content: '缓存和策略'}),
      '缓存策略',
      TIER.contentAllWords,
    ],
    ['empty query', record('h', {content: 'x'}), '  ', TIER.other],
  ])('%s', (_, rec, query, tier) => {
    expect(rankTier(rec, query)).toBe(tier);
  });
});

describe('rerank', () => {
  const c = (rec: DocSearchRecord, score: number): Candidate => ({record: rec, score});

  // The modal shows five hits of a category: a page's third and later records of a tier wait
  // until the other pages' first ones of that tier; a lower tier still comes after.
  it.each([
    [
      'a page with many matching sections lets the next pages in',
      [
        ['a', 'a#1', 3],
        ['a', 'a#2', 3],
        ['a', 'a#3', 3],
        ['a', 'a#4', 3],
        ['b', 'b', 2],
        ['c', 'c', 1],
      ],
      'testing',
      ['a#1', 'a#2', 'b', 'c', 'a#3', 'a#4'],
    ],
    [
      'two records of a page stay together at the top',
      [
        ['a', 'a', 3],
        ['a', 'a#1', 3],
        ['b', 'b', 2],
      ],
      'testing',
      ['a', 'a#1', 'b'],
    ],
    [
      "a lower tier still comes after a page's later records",
      [
        ['a', 'a', 3],
        ['a', 'a#1', 3],
        ['a', 'a#2', 3],
        ['b', 'b', 9],
      ],
      'testing',
      ['a', 'a#1', 'a#2', 'b'],
    ],
  ] as const)('%s', (_, rows, query, expected) => {
    const candidates = rows.map(([page, url, score]) => {
      // "b" with score 9 holds only another word (tier other); the rest hold the query in a heading.
      const rec = record(url, {
        type: 'lvl2',
        heading: score === 9 ? 'Other' : 'Testing things',
        url: `https://x/${url}`,
        content: score === 9 ? 'testing' : null,
      });
      rec.url_without_anchor = `https://x/${page}`;
      if (score === 9) rec.type = 'content';
      return c(rec, score);
    });
    expect(rerank(candidates, query).map((x) => x.record.objectID)).toEqual(expected);
  });

  it('puts a title match above a body match even when Pagefind scored the body higher', () => {
    const body = c(record('body', {content: 'We configure the cache here.'}), 9);
    const title = c(record('title', {type: 'lvl2', heading: 'Cache', level: 90}), 1);
    expect(rerank([body, title], 'cache').map((x) => x.record.objectID)).toEqual(['title', 'body']);
  });

  it('puts an exact phrase above scattered words', () => {
    const scattered = c(record('scattered', {content: 'The pool holds a connection.'}), 5);
    const phrase = c(record('phrase', {content: 'Size the connection pool.'}), 2);
    expect(rerank([scattered, phrase], 'connection pool').map((x) => x.record.objectID)).toEqual([
      'phrase',
      'scattered',
    ]);
  });

  it('breaks ties by score, then headings first, then page order', () => {
    const a = c(record('a', {content: 'cache', position: 2}), 1);
    const b = c(record('b', {content: 'cache', position: 1}), 1);
    const d = c(record('d', {content: 'cache', position: 0}), 3);
    expect(rerank([a, b, d], 'cache').map((x) => x.record.objectID)).toEqual(['d', 'b', 'a']);
  });

  it('puts a heading before body text of the same tier and score', () => {
    const body = c(record('body', {content: 'cache', level: 0, position: 0}), 1);
    const heading = c(record('heading', {content: 'cache', level: 90, position: 1}), 1);
    expect(rerank([body, heading], 'cache').map((x) => x.record.objectID)).toEqual([
      'heading',
      'body',
    ]);
  });

  it('names, for each of its keys, tests of this file that pin it', () => {
    const source = readFileSync(fileURLToPath(new URL('./rerank.ts', import.meta.url)), 'utf8');
    const tests = readFileSync(fileURLToPath(import.meta.url), 'utf8');
    const list = source.slice(source.indexOf('export const ORDER_KEYS'));
    const names = ORDER_KEYS.map((key) => key.name);
    expect(names).toEqual(['tier', 'named', 'pageScore', 'headingFirst', 'pageOrder']);
    let from = 0;
    for (const name of names) {
      const at = list.indexOf(`name: '${name}'`, from);
      const pinned = Array.from(
        list.slice(from, at).matchAll(/^\s*\/\/ Pinned by '(.+)'$/gm),
        (match) => match[1],
      );
      expect(pinned.length, name).toBeGreaterThan(0);
      for (const title of pinned) expect(tests, `${name}: ${title}`).toContain(`it('${title}'`);
      from = at;
    }
  });

  it('puts a page naming the query in its text above pages holding it only in code, whatever their scores', () => {
    const code = (id: string, line: string, score: number) => {
      const rec = record(id, {content: line});
      rec.code = true;
      return c(rec, score);
    };
    const explains = c(record('explains', {content: 'The useNavigation hook returns it.'}), 1);
    const ranked = rerank(
      [
        code('calls', 'const navigation = useNavigation();', 5),
        explains,
        code('calls-too', 'useNavigation().goBack();', 3),
      ],
      'useNavigation',
    );
    expect(ranked.map((x) => x.record.objectID)).toEqual(['explains', 'calls', 'calls-too']);
    // A heading that is the query still comes first, and code matching the query better than
    // the text does (the whole phrase against scattered words) still ranks by that.
    const scattered = c(record('scattered', {content: 'The pool holds a connection.'}), 9);
    expect(
      rerank([scattered, code('phrase', 'connection pool = make()', 1)], 'connection pool').map(
        (x) => x.record.objectID,
      ),
    ).toEqual(['phrase', 'scattered']);
    // Text holding only another word of the query names nothing: the scores order the two.
    const other = c(record('other', {content: 'A screen reads the navigator with a hook.'}), 1);
    expect(
      rerank([other, code('code', 'useNavigation();', 2)], 'useNavigation hook').map(
        (x) => x.record.objectID,
      ),
    ).toEqual(['code', 'other']);
  });

  it('puts the words as typed above words that only fold to them (diacritics)', () => {
    const vi = (id: string, heading: string, score: number, content: string | null = null) => {
      const rec = record(id, {type: content ? 'content' : 'lvl1', heading, content});
      rec.language = 'vi';
      return c(rec, score);
    };
    const candidates = [
      vi('the', 'Thể', 9),
      vi('theo', 'Cú pháp', 8, 'Làm theo các bước.'),
      vi('world', 'Xin chào, Thế giới!', 1),
    ];
    expect(rerank(candidates, 'thế')[0].record.objectID).toBe('world');
    // Typed without them, a word written so comes first as well; the others follow.
    expect(
      rerank([vi('chu', 'Chủ sở hữu', 9), vi('cycle', 'Chu trình', 1)], 'chu')[0].record.objectID,
    ).toBe('cycle');
    // Where no record writes the word as typed, the folded tiers order as before.
    expect(rerank(candidates, 'the').map((x) => x.record.objectID)).toEqual([
      'the',
      'world',
      'theo',
    ]);
  });

  it('cuts the Chinese words of a query as typed as it cuts them folded', () => {
    const title = c(record('title', {type: 'lvl1', heading: '用 panic! 处理不可恢复的错误'}), 1);
    const body = c(record('body', {content: '出现 panic 时是不可恢复错误。'}), 9);
    expect(rerank([body, title], 'panic 不可恢复错误').map((x) => x.record.objectID)).toEqual([
      'title',
      'body',
    ]);
  });

  it('puts the word as typed above longer words it starts, but not above a word of its stem', async () => {
    await loadStemmer(SNOWBALL_FOLDER, 'en'); // (the search client loads it for a Latin query)
    const statements = c(record('statements', {type: 'lvl2', heading: 'Statements', level: 90}), 9);
    const state = c(record('state', {content: 'The state of a value.'}), 1);
    expect(rerank([statements, state], 'state').map((x) => x.record.objectID)).toEqual([
      'state',
      'statements',
    ]);
    const states = c(record('states', {type: 'lvl2', heading: 'Shared states', level: 90}), 2);
    expect(rerank([state, states], 'state').map((x) => x.record.objectID)).toEqual([
      'states',
      'state',
    ]);
    // A word being typed is the start of words only: the heading still comes first.
    expect(rerank([state, statements], 'sta').map((x) => x.record.objectID)).toEqual([
      'statements',
      'state',
    ]);
  });

  it('keeps one record per URL (the best one)', () => {
    const heading = c(
      record('h', {type: 'lvl2', heading: 'Cache', url: 'https://x/p#cache', level: 90}),
      1,
    );
    const paragraph = c(
      record('p', {heading: 'Cache', content: 'cache text', url: 'https://x/p#cache'}),
      1,
    );
    expect(rerank([paragraph, heading], 'cache').map((x) => x.record.objectID)).toEqual(['h']);
  });
});
