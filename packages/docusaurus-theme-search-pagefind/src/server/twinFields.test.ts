import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {describe, expect, it} from 'vitest';
import {pageEntry, pageTwin} from '../shared/recordLayout';
import {answeredBy, distinctWords, pairHeadings} from '../shared/twinLayout';
import {extractRecords} from './extract';

// The twin fields a page entry carries: its translation's headings paired with its own, and
// the words of either that answer a query, cut as the segmenter cuts them.

/** A text's words as the twin layout cuts them: word-like segments, in lower case. */
const segmentedWords = (text: string) =>
  new Set(
    [...new Intl.Segmenter('zh', {granularity: 'word'}).segment(text)]
      .filter((segment) => segment.isWordLike)
      .map((segment) => segment.segment.toLowerCase()),
  );

/**
 * The words of texts, each segmented alone: the same words as segmenting them joined by line
 * breaks (a line break always ends a word), but Node's segmenter takes about 3 s on a 28 KB text
 * at once and 31 ms on its lines one by one.
 */
const linesWords = (texts: readonly string[]) =>
  new Set(texts.flatMap((text) => [...segmentedWords(text)]));

describe('twin fields of a page entry', () => {
  const own = extractRecords(
    '<html><head><meta name="docsearch:language" content="zh"><meta name="docsearch:docusaurus_tag" content="default"></head><body><article><h1>组件</h1><p>积木。</p><h2 id="a">属性</h2><p>数据。</p><h2 id="b">钩子</h2><p>函数。</p></article></body></html>',
    'https://x.org/docs/c',
  );
  const twin = extractRecords(
    '<html><head><meta name="docsearch:language" content="en"><meta name="docsearch:docusaurus_tag" content="default"></head><body><article><h1>Components</h1><p>Building blocks, blocks.</p><h2 id="x">Props</h2><p>Data.</p><h2 id="b">Hooks</h2><p>Functions.</p><h3 id="y">Extra</h3></article></body></html>',
    'https://x.org/en/docs/c',
  );

  it('pairs headings by anchor, else by place among headings of the same level', () => {
    expect(pairHeadings(own, twin)).toEqual([0, 1, -1]);
  });

  it('round-trips through the index entry, and leaves the page’s own records as they were', () => {
    const entry = pageEntry(own, {language: 'en', records: twin});
    expect(entry.meta.twin_title).toBe('Components');
    expect(pageTwin(entry)).toEqual({
      language: 'en',
      title: 'Components',
      headings: [
        {text: 'Props', own: 0},
        {text: 'Hooks', own: 1},
        {text: 'Extra', own: -1},
      ],
      body: 'Building blocks Data Functions',
    });
    expect(pageEntry(own).meta).toEqual({title: entry.meta.title, headings: entry.meta.headings});
    expect(pageTwin(pageEntry(own))).toBeNull();
  });

  it('knows a page’s words as whole words, in any case, in any script; Chinese wherever written', () => {
    const isOwn = answeredBy([
      'The user’s Guide',
      '用户指南',
      'Вывод данных',
      'すべきかするまいか',
    ]);
    expect(['guide', 'the', 'user’s', '指南', 'данных', 'する'].filter(isOwn)).toEqual([
      'guide',
      'the',
      'user’s',
      '指南',
      'данных',
      'する',
    ]);
    // The reader finds a run of Chinese characters where it is written, inside a word too.
    expect(['户指', '户'].filter(isOwn)).toEqual(['户指', '户']);
    // In its text, but not as a word of it; and not in it at all.
    expect(['use', 'uide', 'дан', 'かする', 'ownership', '所有'].filter(isOwn)).toEqual([]);
  });

  it('knows an ASCII word inside a longer one, or joined to one, is not one of the page’s words', () => {
    const isOwn = answeredBy(['用 println! 打印', '一个 node.js 项目，见 rust-lang', 'Kelvin: 3K']);
    expect(['in', 'print', 'node', 'js', 'k', '3'].filter(isOwn)).toEqual([]);
    expect(['println', 'node.js', 'rust', 'lang', '3k'].filter(isOwn)).toEqual([
      'println',
      'node.js',
      'rust',
      'lang',
      '3k',
    ]);
  });

  // What answeredBy answers without segmenting (an ASCII word beside characters it always ends
  // beside) is what segmenting answers: beside every character of the ranges where scripts
  // meet Latin text, and every 37th Chinese character, whatever lies beyond it.
  it('knows an ASCII word’s ends as the segmenter puts them, beside any character', () => {
    const ranges = [
      [0x20, 0x2ff],
      [0x2000, 0x206f],
      [0x3000, 0x30ff],
      [0xfe10, 0xfe6f],
      [0xff00, 0xffef],
    ];
    const chars = ranges.flatMap(([from, to]) =>
      Array.from({length: to - from + 1}, (_, i) => String.fromCharCode(from + i)),
    );
    for (let code = 0x4e00; code <= 0x9fff; code += 37) chars.push(String.fromCharCode(code));
    const mismatches: string[] = [];
    for (const char of chars)
      for (const word of ['ab', '12'])
        for (const beyond of ['', 'x', '7', '中', ' ', char])
          for (const text of [`${word}${char}${beyond}`, `${beyond}${char}${word}`])
            if (answeredBy([text])(word) !== segmentedWords(text).has(word))
              mismatches.push(JSON.stringify(text));
    expect(mismatches).toEqual([]);
  }, 60_000);

  it('knows the words of every chapter of the committed slice as the segmenter does (Chinese as written)', () => {
    const slice = fileURLToPath(new URL('../../bench/quality/corpus-slice', import.meta.url));
    const languages = readdirSync(slice, {withFileTypes: true})
      .filter((entry) => entry.isDirectory() && entry.name !== 'appendices')
      .map((entry) => entry.name);
    let asked = 0;
    const mismatches: string[] = [];
    const seen = new Map<string, Set<string>>(); // (the Chinese chapters are the twins of most)
    const twinWords = (file: string) =>
      seen.get(file) ??
      seen.set(file, linesWords(readFileSync(file, 'utf8').split('\n'))).get(file)!;
    for (const language of languages)
      for (const file of readdirSync(path.join(slice, language))) {
        const twinFile = path.join(slice, language === 'zh' ? 'en' : 'zh', file);
        if (!file.endsWith('.md') || !existsSync(twinFile)) continue;
        const own = readFileSync(path.join(slice, language, file), 'utf8').split('\n');
        // What the segmenter finds in any of the page's texts (a word is in one if it is in their
        // union), and the texts in lower case, a line apart (no Chinese word holds a line break).
        const ownWords = linesWords(own);
        const ownLowerCase = own.join('\n').toLowerCase();
        const isOwn = answeredBy(own);
        for (const word of twinWords(twinFile)) {
          asked++;
          const answered = /^\p{Script=Han}+$/u.test(word)
            ? ownLowerCase.includes(word)
            : ownWords.has(word);
          if (isOwn(word) !== answered) mismatches.push(`${language}/${file}: ${word}`);
        }
      }
    expect(mismatches).toEqual([]);
    expect(asked).toBeGreaterThan(10_000);
  }, 60_000);

  it('keeps distinct body words the page lacks, within the budget', () => {
    expect(distinctWords(['a b a c', 'd'], 100, (word) => word === 'c')).toBe('a b d');
    expect(distinctWords(['alpha beta gamma'], 11)).toBe('alpha beta');
    expect(distinctWords(['依赖注入让服务解耦'], 100).split(' ').join('')).toBe(
      '依赖注入让服务解耦',
    );
  });
});
