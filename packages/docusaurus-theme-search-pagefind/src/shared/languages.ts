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

export interface Language {
  /** The Snowball stemmer Pagefind indexes the language's words with. */
  stemmer?: StemmerName;
  /** Words are found by Intl.Segmenter, as Pagefind's segmenter cuts them (no spaces between). */
  segmented?: true;
  /** One-character words that join others (的, 和): never a query word on their own. */
  functionCharacters?: string;
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
  ja: {segmented: true},
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
  th: {segmented: true},
  tr: {stemmer: 'turkish'},
  yi: {stemmer: 'yiddish'},
  zh: {
    segmented: true,
    functionCharacters: '的了和与及或在是把被从对为也都就而并跟给向以之其这那个着过吗呢吧啊',
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
