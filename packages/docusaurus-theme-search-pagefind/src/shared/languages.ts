// The languages the package searches apart from the others, one entry each: how Pagefind 1.6.0
// indexes their words (stemmed, or cut into words by a segmenter) and the one-character words
// a query drops. A language not listed is indexed as written and searched the same way. (The
// theme's strings in a language, the section title among them, are its locales/ file; its name
// comes from the browser, theme/SearchTwinMatch/languageName.ts.)
// Shared by the build (server/) and the browser (client/, theme/); the stemmers themselves are
// written beside each bundle at build time (server/stemmerFiles.ts) and imported on demand by
// client/engine/stemmers/stemmers.ts.

/**
 * A Snowball stemmer, as Pagefind names them (pagefind_stem's algorithms). Its generated module
 * is client/engine/stemmers/snowball/<name>-stemmer.js (shared/stemmerFiles.ts).
 */
export type StemmerName =
  | 'arabic'
  | 'armenian'
  | 'basque'
  | 'catalan'
  | 'danish'
  | 'dutch'
  | 'english'
  | 'esperanto'
  | 'estonian'
  | 'finnish'
  | 'french'
  | 'german'
  | 'greek'
  | 'hindi'
  | 'hungarian'
  | 'indonesian'
  | 'irish'
  | 'italian'
  | 'lithuanian'
  | 'nepali'
  | 'norwegian'
  | 'polish'
  | 'portuguese'
  | 'romanian'
  | 'russian'
  | 'serbian'
  | 'spanish'
  | 'swedish'
  | 'tamil'
  | 'turkish'
  | 'yiddish';

/** A Unicode script a language is written in besides Latin letters (`\p{Script=…}`). */
export type ScriptName = 'Han' | 'Hiragana' | 'Katakana' | 'Hangul' | 'Thai';

export interface Language {
  /** The Snowball stemmer Pagefind indexes the language's words with. */
  stemmer?: StemmerName;
  /** Words are found by Intl.Segmenter, as Pagefind's segmenter cuts them (no spaces between). */
  segmented?: true;
  /** One-character words that join others (的, 和): never a query word on their own. */
  functionCharacters?: string;
  /** The scripts it is written in, besides Latin letters; no Snowball stemmer changes them. */
  scripts?: readonly ScriptName[];
  /**
   * A run of its characters is matched as a run (chineseRuns.ts): however the indexer cut it
   * into words, a query's run finds the page's, and scores once per occurrence.
   */
  runs?: true;
  /**
   * A few words in the language, normalised once before the first query to load the browser's
   * segmenter dictionaries (queryNormalization.ts, prepareQuerySegmentation). Default: the
   * Chinese entry's.
   */
  warmUpSample?: string;
}

/**
 * By language subtag (the part of a locale before "-"). The stemmers are those of
 * pagefind/src/fossick/mod.rs (get_stemmer) at Pagefind 1.6.0; test/stemmers.test.ts checks
 * each against the installed Pagefind. The segmented languages are its `should_segment`.
 */
export const LANGUAGES: Readonly<Record<string, Language>> = {
  ar: {stemmer: 'arabic'},
  ca: {stemmer: 'catalan'},
  da: {stemmer: 'danish'},
  de: {stemmer: 'german'},
  el: {stemmer: 'greek'},
  en: {stemmer: 'english'},
  eo: {stemmer: 'esperanto'},
  es: {stemmer: 'spanish'},
  et: {stemmer: 'estonian'},
  eu: {stemmer: 'basque'},
  fi: {stemmer: 'finnish'},
  fr: {stemmer: 'french'},
  ga: {stemmer: 'irish'},
  hi: {stemmer: 'hindi'},
  hu: {stemmer: 'hungarian'},
  hy: {stemmer: 'armenian'},
  id: {stemmer: 'indonesian'},
  it: {stemmer: 'italian'},
  ja: {segmented: true, scripts: ['Han', 'Hiragana', 'Katakana']},
  ko: {scripts: ['Hangul']},
  lt: {stemmer: 'lithuanian'},
  nb: {stemmer: 'norwegian'},
  ne: {stemmer: 'nepali'},
  nl: {stemmer: 'dutch'},
  nn: {stemmer: 'norwegian'},
  no: {stemmer: 'norwegian'},
  pl: {stemmer: 'polish'},
  pt: {stemmer: 'portuguese'},
  ro: {stemmer: 'romanian'},
  ru: {stemmer: 'russian'},
  sr: {stemmer: 'serbian'},
  sv: {stemmer: 'swedish'},
  ta: {stemmer: 'tamil'},
  th: {segmented: true, scripts: ['Thai'], warmUpSample: 'ภาษาไทย'},
  tr: {stemmer: 'turkish'},
  yi: {stemmer: 'yiddish'},
  zh: {
    segmented: true,
    functionCharacters: '的了和与及或在是把被从对为也都就而并跟给向以之其这那个着过吗呢吧啊',
    scripts: ['Han'],
    runs: true,
    warmUpSample: '中文',
  },
};

/** A locale's language subtag, lower-cased ("zh" for "zh-Hant", "pt" for "pt_BR"). */
export function languageCode(locale: string): string {
  return locale.split(/[-_]/)[0].toLowerCase();
}

/** The entry of a locale's language; an empty one for a language not listed. */
export function languageOf(locale: string): Language {
  return Object.hasOwn(LANGUAGES, languageCode(locale)) ? LANGUAGES[languageCode(locale)] : {};
}

/** Whether a one-character word joins others in a language that has such words (see Language). */
export function isFunctionCharacter(word: string): boolean {
  return (
    Array.from(word).length === 1 &&
    Object.values(LANGUAGES).some((language) => language.functionCharacters?.includes(word))
  );
}

/**
 * The regular-expression class body of the scripts of `languages` (e.g. "\\p{Script=Han}"),
 * less those of `but`; `property` "scx" also takes the characters the scripts share (the
 * prolonged sound mark, the iteration marks).
 */
function lettersOf(
  languages: readonly Language[],
  {but = [], property = 'Script'}: {but?: readonly Language[]; property?: 'Script' | 'scx'} = {},
): string {
  const left = new Set(but.flatMap((language) => language.scripts ?? []));
  const scripts = new Set(
    languages.flatMap((language) => language.scripts ?? []).filter((s) => !left.has(s)),
  );
  return Array.from(scripts, (script) => `\\p{${property}=${script}}`).join('');
}

/** Letters whose runs are matched as runs (the `runs` languages' scripts): a class body. */
export const RUN_LETTERS = lettersOf(Object.values(LANGUAGES).filter((language) => language.runs));

/** Letters no Snowball stemmer changes (every listed script): a class body. */
export const UNSTEMMED_LETTERS = lettersOf(Object.values(LANGUAGES));

/**
 * Letters of the languages whose words Unicode's word rules end at any other letter (Chinese
 * and Japanese): beside them a word of ASCII letters ends. A class body.
 */
export const IDEOGRAPHIC_LETTERS = lettersOf([LANGUAGES.zh, LANGUAGES.ja]);

/**
 * Letters of the languages a glossary term is written in (Chinese, Japanese, Korean), with the
 * prolonged sound mark katakana words hold (ー, of no script of its own): a class body.
 */
export const GLOSSED_LETTERS = `${lettersOf([LANGUAGES.zh, LANGUAGES.ja, LANGUAGES.ko])}ー`;

/** Letters and marks of Japanese text, with those it shares with other scripts: a class body. */
export const JAPANESE_LETTERS = lettersOf([LANGUAGES.ja], {property: 'scx'});

/** Kana (Japanese letters that are not Chinese characters), with the marks they share. */
export const KANA_LETTERS = lettersOf([LANGUAGES.ja], {but: [LANGUAGES.zh], property: 'scx'});

/** Latin letters: the words typo tolerance, the short-word rule and English stemming look at. */
export const LATIN_LETTERS = '\\p{Script=Latin}';

/** Letters of the alphabets written with spaces between words (Latin, Cyrillic, Greek). */
export const SPACED_LETTERS = `${LATIN_LETTERS}\\p{Script=Cyrillic}\\p{Script=Greek}`;

/**
 * The language Intl.Segmenter cuts the words of indexed text with, as Pagefind's segmenter
 * does whatever the page's language (its dictionary cuts Chinese and Japanese alike).
 */
export const SEGMENTER_LANGUAGE = 'zh';

/** A text cut once to load the segmenter's dictionary before the first query needs it. */
export const SEGMENTER_SAMPLE = '中文分词';

/** The text that makes a language's segmenters ready (Language's warmUpSample). */
export function warmUpSampleOf(language: string): string {
  return languageOf(language).warmUpSample ?? LANGUAGES.zh.warmUpSample!;
}
