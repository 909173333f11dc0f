// What the adapter asks Pagefind for a query (pure). Pagefind matches every query word as a
// prefix, and a one- or two-letter Latin word is the prefix of a large share of a site's words:
// on 10,000 pages "c" makes Pagefind fetch and score most of the index, for seconds. So such
// short words match whole words only. Alone they become an exact search ("db" finds "DB", not
// every word starting with d-b); next to longer words they are left out of the engine query,
// and the ranking still prefers the records that hold them.
import {LATIN_LETTERS} from '../../shared/languages';

const SHORT_WORD = new RegExp(`^[${LATIN_LETTERS}\\p{N}_]{1,2}$`, 'u');

/** Whether a query word is a Latin or digit word of one or two characters. */
export function isShortWord(word: string): boolean {
  return SHORT_WORD.test(word);
}

/** The query to hand Pagefind (see above); other queries go through unchanged. */
export function engineQuery(query: string): string {
  const words = query.replace(/"/g, ' ').trim().split(/\s+/).filter(Boolean);
  const longer = words.filter((word) => !isShortWord(word));
  if (words.length === 0 || longer.length === words.length) return query;
  return longer.length > 0 ? longer.join(' ') : `"${words.join(' ')}"`;
}
