import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {LANGUAGES} from '../src/shared/languages';

// Where a language's knowledge may live: its entry in src/shared/languages.ts (stemmer,
// segmentation, scripts, runs, warm-up sample, joining words) and the sets derived there. A
// Unicode script property, a language's code or a text in a script written without spaces (or
// an escape naming one of its characters), anywhere else in the package's source, fails here:
// adding a language must stay one entry (locales/README.md).

const SRC = path.resolve(import.meta.dirname, '..', 'src');

/** The files allowed to hold language knowledge, and why; `only`: those lines of the file. */
const ALLOWED: Record<string, {why: string; only?: RegExp}> = {
  'shared/languages.ts': {
    why: 'the languages, one entry each, and the script sets derived from them',
  },
  'client/engine/warmUpBundle.ts': {
    why: "a made-up bundle whose Chinese runs warm the engine's code up, not knowledge of Chinese",
  },
  'client/text/fold.ts': {
    why: "Unicode's facts, whatever the language: the invisible characters dropped (Hangul fillers among them), and the CJK block among those lower case leaves alone (folding's fast path)",
    only: /^\s*\/\[\\u00AD|^const UNPLAIN = /,
  },
  'shared/twinLayout.ts': {
    why: "Unicode's word rules (UAX #29): the ideographic punctuation beside which a word of ASCII letters ends, whatever the language",
    only: /^\s*String\.raw`\{\|\}~/,
  },
};

/** Source files of the package (tests, the generated stemmers and fixtures aside). */
function sources(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'snowball' || entry.name === '__fixtures__' ? [] : sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** A line's code: comment lines and trailing comments left out. */
const codeOf = (line: string) =>
  /^\s*(\/\/|\*|\/\*)/.test(line) ? '' : line.replace(/\s\/\/\s.*$/, '');

/** The languages with more than a stemmer: those code could single out (zh, ja, ko, th). */
const codes = Object.keys(LANGUAGES).filter((code) =>
  Object.keys(LANGUAGES[code]).some((key) => key !== 'stemmer'),
);
const UNSPACED_SCRIPTS =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}]/u;
/** A line whose escapes (\uXXXX, \u{X}) name a character of those scripts: a range of one. */
const escapesUnspaced = {
  test: (line: string) =>
    [...line.matchAll(/\\u(?:([0-9A-Fa-f]{4})|\{([0-9A-Fa-f]{1,6})\})/g)].some((escape) => {
      const point = Number.parseInt(escape[1] ?? escape[2], 16);
      return point <= 0x10ffff && UNSPACED_SCRIPTS.test(String.fromCodePoint(point));
    }),
};
const RULES: Array<[what: string, pattern: {test: (line: string) => boolean}]> = [
  ['a Unicode script property', /\\p\{(Script|sc|Script_Extensions|scx)=/],
  ['a language code', new RegExp(`['"\`](${codes.join('|')})(-[A-Za-z]+)?['"\`]`)],
  ['a text in a script written without spaces', UNSPACED_SCRIPTS],
  ['an escaped character of such a script', escapesUnspaced],
];

/** Each place a rule finds outside the allowed files: "file:line: what". */
function misplaced(files: readonly string[]): string[] {
  return files.flatMap((file) => {
    const name = path.relative(SRC, file).split(path.sep).join('/');
    const allowed = Object.hasOwn(ALLOWED, name) ? ALLOWED[name] : undefined;
    if (allowed && !allowed.only) return [];
    return readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, i) =>
        RULES.filter(([, pattern]) => !allowed?.only?.test(line) && pattern.test(codeOf(line))).map(
          ([what]) => `${name}:${i + 1}: ${what}`,
        ),
      );
  });
}

describe("a language's knowledge", () => {
  it('lives in its entry in shared/languages.ts, nowhere else in the source', () => {
    expect(misplaced(sources(SRC))).toEqual([]);
  });

  it('is found elsewhere by this test: a script, a code, a text', () => {
    const file = path.join(SRC, 'client', 'engine', 'example.ts');
    const text = [
      'const HAN = /\\p{Script=Han}/u;',
      "if (language.startsWith('th')) warm();",
      "segments('中文');",
      'const KANA = /[\\u3041-\\u30FF]/u;',
      '// 中文 in a comment, "th" too',
    ].join('\n');
    const found = RULES.flatMap(([what, pattern]) =>
      text.split('\n').some((line) => pattern.test(codeOf(line))) ? [what] : [],
    );
    expect(found).toEqual(RULES.map(([what]) => what));
    expect(Object.keys(ALLOWED)).not.toContain(path.relative(SRC, file));
  });
});
