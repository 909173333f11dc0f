// Known-item queries generated from a corpus (pure functions, shared by the quality bench's
// languages part and its test): for each chapter, its title as typed (`title`), and the word of
// its title that no other chapter's title holds (`word`), the longest such word. Words are cut
// by the browser's word segmenter for the chapter's locale (Intl.Segmenter), as a reader's
// words, folded to lower case; a word too short to mean anything alone is never chosen (a
// letter or digit, or under three letters in a script written with spaces).
import type {QualityQuery} from './metrics';

export interface Chapter {
  /** File name without .md. */
  name: string;
  title: string;
  /** The chapter's text (its Markdown), where a query's words are looked for. */
  text: string;
}

/** The word-like segments of `text` in `locale`, lower-cased. */
export function wordsOf(text: string, locale: string): string[] {
  const segmenter = new Intl.Segmenter(locale, {granularity: 'word'});
  return [...segmenter.segment(text)]
    .filter((s) => s.isWordLike)
    .map((s) => s.segment.toLocaleLowerCase(locale));
}

/** Scripts written without spaces between words, or with syllables that are words of their own. */
const DENSE_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

function meaningful(word: string): boolean {
  if (/^\p{N}+$/u.test(word)) return false;
  const length = [...word].length;
  return DENSE_SCRIPT.test(word) ? length >= 2 : length >= 3;
}

/**
 * The title and unique-title-word queries of a locale's chapters. A title two chapters share
 * expects either; a chapter whose title words all appear in other titles has no word query.
 */
export function knownItemQueries(chapters: readonly Chapter[], locale: string): QualityQuery[] {
  const byTitle = new Map<string, string[]>();
  for (const c of chapters) byTitle.set(c.title, [...(byTitle.get(c.title) ?? []), c.name]);
  const titleWords = chapters.map((c) => new Set(wordsOf(c.title, locale)));
  const queries: QualityQuery[] = [];
  chapters.forEach((chapter, i) => {
    queries.push({query: chapter.title, category: 'title', expect: byTitle.get(chapter.title)!});
    const unique = [...titleWords[i]]
      .filter(meaningful)
      .filter((word) => titleWords.every((words, j) => j === i || !words.has(word)));
    const longest = unique.reduce<string | null>(
      (best, word) => (best === null || [...word].length > [...best].length ? word : best),
      null,
    );
    if (longest) queries.push({query: longest, category: 'word', expect: [chapter.name]});
  });
  return queries;
}

/**
 * Whether one chapter holds every word of the query (so an engine that answers nothing failed a
 * reader who typed only words the site has): the query's words looked for in each chapter's
 * lower-cased text.
 */
export function answerable(
  query: string,
  chapters: readonly Chapter[],
  locale: string,
  lowered: ReadonlyMap<string, string> = new Map(),
): boolean {
  const words = wordsOf(query, locale);
  if (words.length === 0) return false;
  return chapters.some((c) => {
    const text = lowered.get(c.name) ?? c.text.toLocaleLowerCase(locale);
    return words.every((w) => text.includes(w));
  });
}
