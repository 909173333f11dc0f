import {KANA_LETTERS, languageOf, RUN_LETTERS, warmUpSampleOf} from '../../shared/languages';
import {DIACRITICS} from '../text/diacritics';
import type {NormalizedQuery} from './types';

// The query as pagefind.js normalises it (lower case; Chinese, Japanese and
// Thai split into words by Intl.Segmenter; punctuation, currency and maths signs dropped; diacritics but not kana
// voicing marks removed). The words are then stemmed as the index's language is (see
// stemmers/stemmers.ts).

/** A kana and its voicing mark, decomposed. */
const KANA_VOICED = new RegExp(`[${KANA_LETTERS}][\\u3099\\u309A]`, 'gu');

// As pagefind.js tests it, and currency and maths signs too: Pagefind indexes neither, so the
// queries $ANDROID_HOME and RefCell<T> with them kept never matched the words android_home and
// refcellt that the pages write (a code name is typed with its signs).
const PUNCTUATION = /^\p{Pd}|\p{Pe}|\p{Pf}|\p{Pi}|\p{Po}|\p{Ps}|\p{Sc}|\p{Sm}$/u;

/** Whether the language's words are split by Intl.Segmenter (shared/languages.ts). */
export function needsWordSegmentation(language: string): boolean {
  return languageOf(language).segmented === true;
}

const HAN_CHARACTER = new RegExp(`[${RUN_LETTERS}]`, 'u');
const ASCII = /^\p{ASCII}*$/u;

const segmenters = new Map<string, Intl.Segmenter>();
function segmenter(language: string, granularity: 'grapheme' | 'word'): Intl.Segmenter {
  const key = `${language} ${granularity}`;
  let made = segmenters.get(key);
  if (!made) segmenters.set(key, (made = new Intl.Segmenter(language, {granularity})));
  return made;
}

/**
 * Makes ready the segmenters a query in the language is normalised with (Chinese, Japanese and
 * Thai): their first use loads the browser's dictionaries, tens of milliseconds.
 */
export function prepareQuerySegmentation(language: string): void {
  if (!needsWordSegmentation(language)) return;
  normalizeQuery(warmUpSampleOf(language), language);
}

/** The query as pagefind.js hands it to the engine, and whether it was "quoted". */
export function normalizeQuery(
  term: string,
  language: string,
  includeCharacters: readonly string[] = [],
): NormalizedQuery {
  const exact = /^\s*".+"\s*$/.test(term);
  const keep = (grapheme: string) =>
    includeCharacters.includes(grapheme)
      ? grapheme
      : PUNCTUATION.test(grapheme)
        ? ''
        : grapheme.toLocaleLowerCase();
  // ASCII text is one grapheme per character (the carriage return and line feed a browser
  // counts as one come out the same): a Latin query never pays the segmenter's first use.
  const graphemes = (text: string) =>
    ASCII.test(text)
      ? Array.from(text, keep).join('')
      : Array.from(segmenter(language, 'grapheme').segment(text), (s) => keep(s.segment)).join('');
  let normalized: string;
  // A query in Chinese on a site in another language (cross-language search finds the pages
  // whose translation holds it) is cut into words as on a Chinese site.
  if (needsWordSegmentation(language) || HAN_CHARACTER.test(term)) {
    const words = Array.from(segmenter(language, 'word').segment(term), (s) =>
      graphemes(s.segment),
    );
    normalized = words.filter(Boolean).join(' ');
  } else {
    normalized = graphemes(term);
  }
  normalized = normalized.replace(/\s{2,}/g, ' ').trim();
  const originals = normalized ? normalized.split(' ') : [];
  // Diacritics removed as Pagefind removes them; kana keep their voicing marks, recomposed as
  // the index writes them (ビ, not ヒ + ゛), while Korean stays decomposed as Pagefind indexes it.
  const stripped = normalized
    .normalize('NFD')
    .replace(DIACRITICS, '')
    .replace(KANA_VOICED, (pair) => pair.normalize('NFC'));
  const words = normalized ? stripped.split(' ') : [];
  return {words, originals, exact};
}
