// How many typos a query word forgives (pure; typos.ts tells how many a word has).
import {LATIN_LETTERS} from '../../shared/languages';

/** A word in Latin letters, with digits or underscores after its first letter (unwrap_or_else). */
const LATIN_WORD = new RegExp(`^[${LATIN_LETTERS}][${LATIN_LETTERS}\\p{N}_]*$`, 'u');

/** How many typos a query word forgives: 0 below 4 letters, 1 up to 7, 2 from 8. */
export function typoBudget(word: string): number {
  if (!LATIN_WORD.test(word)) return 0;
  const length = Array.from(word).length;
  return length >= 8 ? 2 : length >= 4 ? 1 : 0;
}
