import {beforeAll, describe, expect, it} from 'vitest';
import {pageHierarchy} from '../../shared/record';
import {plausibleMatch} from './plausibleMatch';
import {queryWords} from '../engine/queryWords';
import {loadStemmer} from '../engine/stemmers/stemmers';
import {SNOWBALL_FOLDER} from '../engine/stemmers/snowballFolder';

/** A record with what plausibleMatch reads: its headings below the section, its text, its language. */
function record({heading = 'Heading', content = 'text'}) {
  const hierarchy = {...pageHierarchy('Docs'), lvl1: heading};
  return {hierarchy, content, language: 'en'};
}

describe('plausibleMatch', () => {
  // The search client loads the stemmer before it checks the records of a Latin query.
  beforeAll(() => loadStemmer(SNOWBALL_FOLDER, 'en'));

  it.each([
    ['Use /search?q= for all results', 'qqzzxxnothing', false], // only "q" is a prefix of the query word
    ['Configuring the pool', 'configure', true], // a stem
    ['The happiest path', 'happy', true], // stems that are not prefixes: happi
    ['Getting started with React Native', 'state management', false], // "sta" starts "started", but no word is "state…"
    ['Getting started with React Native', 'sta', true], // a word being typed matches as the engine's prefix does
    ['Restated', 'state', false], // a word must start with it
    ['Stateful widgets', 'state', true],
    ['数据的备份', '数据库', true], // a shorter Chinese word
    ['完全无关', '数据库', false],
    ['记录只保存在浏览器的内存里', '缓存', false], // 缓存 is cut 缓 + 存 by the segmenter; 存 alone is not it
    ['把结果放进缓存', '缓存', true],
    ['Express app', 'express', true],
    ['Write C code', 'c', true], // a one-letter word must be there whole
    ['Clear the cache', 'c', false],
    ['The DB layer', 'db', true],
    ['dbms and mydb', 'db', false],
    // Typos (typos.ts): one from 4 letters, two from 8, a swap is one; never the first letter.
    ['A computed property', 'computd', true],
    ['Fine-grained reactivity', 'reactivty', true],
    ['Lifecycle hooks run in order', 'lifecyle hooks', true],
    ['Use the lifecycle', 'lfiecycle', true], // two neighbours swapped: one typo
    ['A computed property', 'cmoputed', true],
    ['A computed property', 'xomputed', false], // the first letter must be right
    ['A computed property', 'compted', true],
    ['A computed property', 'cmptd', false], // three typos
    ['The pool', 'poal', true], // four letters: one typo
    ['The pool', 'pal', false], // three letters: none
    // Normalisation (fold.ts): the same folding for the query and the text.
    ['Run docker compose', 'ｄｏｃｋｅｒ', true],
    ['Run docker compose', 'dócker', true],
    ['Run docker compose', 'do\u200Bcker', true],
    ['Run docker compose', 'do\u202Ecker', true],
    ['Run docker compose', '🐳docker', true],
    ['Run dócker compose', 'docker', true],
    ['Run ｄｏｃｋｅｒ compose', 'docker', true],
    ['数据库的备份', '数据\u200B库', true],
  ])('%j for %j → %s', (content, query, expected) => {
    expect(plausibleMatch(record({content}), queryWords(query))).toBe(expected);
  });

  it('also looks at the headings, but not at the section (lvl0) many pages share', () => {
    expect(plausibleMatch(record({heading: 'Connection pool', content: 'text'}), ['pool'])).toBe(
      true,
    );
    expect(plausibleMatch(record({heading: 'Intro', content: 'text'}), ['docs'])).toBe(false);
  });

  it('keeps its answers with the record, and answers again once the stemmer has come', async () => {
    const spanish = {...record({content: 'Configurando el servidor'}), language: 'es'};
    // No stemmer for Spanish yet: no word starts with the query word, none is a typo of it.
    expect(plausibleMatch(spanish, ['configurar'])).toBe(false);
    expect(plausibleMatch(spanish, ['configurar', 'servidor'])).toBe(true);
    await loadStemmer(SNOWBALL_FOLDER, 'es');
    // configurando and configurar: both "configur".
    expect(plausibleMatch(spanish, ['configurar'])).toBe(true);
  });

  it('finds a word, or a typo of it, after thousands of words repeated', () => {
    const long = record({content: `${'the pool of connections '.repeat(5000)}ends with compose`});
    expect(plausibleMatch(long, ['compose'])).toBe(true);
    expect(plausibleMatch(long, ['composr'])).toBe(true); // a typo
    expect(plausibleMatch(long, ['docker'])).toBe(false);
  });
});
