import {readFileSync} from 'node:fs';
import {beforeAll, describe, expect, it} from 'vitest';
import {pageHierarchy} from '../../shared/record';
import {plausibleMatch} from './plausibleMatch';
import {queryWords} from '../engine/queryWords';
import {loadStemmer, stemmerFor} from '../engine/stemmers/stemmers';
import {typosBetween} from '../text/typos';
import {foldedText} from './foldedRecord';
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

describe('plausibleMatch on real prose: the same answers as reading every word', () => {
  // What plausibleMatch answered for a Latin query word before it kept a record's distinct
  // words and its answers: every word of the text (`words`, all of them, in order), in turn,
  // starting with the term or with its stem, else a typo of the term.
  const WORDS = /[\p{Script=Latin}\p{N}_]+/gu;
  function readingEveryWord(words: readonly string[], term: string): boolean {
    const stem = stemmerFor('en');
    const termStem = stem(term);
    const stemHead = termStem.slice(0, -1);
    for (const word of words)
      if (word.startsWith(term) || (word.startsWith(stemHead) && stem(word).startsWith(termStem)))
        return true;
    for (const word of words) if (typosBetween(term, word) > 0) return true;
    return false;
  }

  beforeAll(() => loadStemmer(SNOWBALL_FOLDER, 'en'));

  // (Thousands of comparisons: a few seconds on a busy machine.)
  it('for the words of a chapter, their starts, and typos of them', {timeout: 60_000}, () => {
    const chapter = readFileSync(
      new URL(
        '../../../bench/quality/corpus-slice/en/ch04-01-what-is-ownership.md',
        import.meta.url,
      ),
      'utf8',
    );
    const paragraphs = chapter
      .split(/\n\s*\n/)
      .filter((p) => /\p{L}/u.test(p))
      .map((content) => ({
        content,
        words: Array.from(foldedText(record({content})).matchAll(WORDS), ([word]) => word),
      }));
    const words = [...new Set(chapter.toLowerCase().match(/\p{L}{4,}/gu) ?? [])].filter(
      (_, i) => i % 7 === 0,
    );
    // Each word, its first letters, a letter dropped, two letters swapped, one replaced.
    const terms = words.flatMap((w) => [
      w,
      w.slice(0, 3),
      w.slice(0, 5),
      w.slice(0, 2) + w.slice(3),
      w[0] + w[2] + w[1] + w.slice(3),
      `${w.slice(0, -1)}q`,
    ]);
    let compared = 0;
    let held = 0;
    const differing: string[] = [];
    for (const term of terms)
      for (const {content, words: textWords} of paragraphs) {
        const expected = readingEveryWord(textWords, term);
        if (plausibleMatch(record({content}), [term]) !== expected)
          differing.push(`${term} in ${content.slice(0, 60)}`);
        compared++;
        if (expected) held++;
      }
    expect(differing).toEqual([]);
    // Enough of both answers to mean something.
    expect(compared).toBeGreaterThan(5000);
    expect(held).toBeGreaterThan(500);
    expect(compared - held).toBeGreaterThan(500);
  });
});
