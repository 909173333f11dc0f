import {sortRange} from './matchLocations';
import type {Match, MetaScratch} from './scoreTypes';

// This theme's scoring of a run of Chinese characters (a Match that is `joined`): the run's
// words count once per occurrence, by the share of the run they write, however the indexer
// cut it. Pagefind's ranking (pagefindRanking.ts) calls it where a run's words are weighed.

/**
 * How many characters of `run` a word of it writes: its length for a word inside the run
 * (关联 in 关联类型), the rest of the run for a word running past its end (型trait, found as a
 * word starting with 型, writes one).
 */
export function runCharacters(word: string, run: string): number {
  const characters = Array.from(run);
  let best = 0;
  for (let j = 0; j < characters.length; j++) {
    const rest = characters.slice(j).join('');
    if (rest.startsWith(word)) best = Math.max(best, Array.from(word).length);
    else if (word.startsWith(rest)) best = Math.max(best, characters.length - j);
  }
  return best;
}

export const characterCount = ({word, runCharacters: characters}: Match) =>
  characters ?? Array.from(word).length;

/** The share of a run of `runLength` characters that `characters` of it in a row write (1 for a word not of a run). */
export function runShare(characters: number, runLength: number | undefined): number {
  return runLength ? Math.min(1, characters / runLength) : 1;
}

/** A meta location's position and the characters of a run its word writes, as one sortable number. */
const RUN_CHARACTERS_LIMIT = 2 ** 21; // positions are below 2^24: keys below 2^45, exact

/**
 * The most characters of a run (term) that words at neighbouring positions of one meta field
 * write (see contentScorer). Its sort keys go in scratch.runKeys, grown when a field holds more.
 */
export function longestRunInField(
  meta: Int32Array,
  start: number,
  end: number,
  matches: readonly Match[],
  field: number,
  term: number,
  scratch: MetaScratch,
): number {
  // The term's words in the field, as position × RUN_CHARACTERS_LIMIT + characters, sorted:
  // by position, the shortest word at a position first.
  let count = 0;
  for (let i = start; i < end; i += 3) {
    const match = matches[meta[i + 1]];
    if (meta[i] !== field || match.term !== term) continue;
    if (count === scratch.runKeys.length) {
      const grown = new Float64Array(2 * count);
      grown.set(scratch.runKeys);
      scratch.runKeys = grown;
    }
    const characters = Math.min(characterCount(match), RUN_CHARACTERS_LIMIT - 1);
    scratch.runKeys[count++] = meta[i + 2] * RUN_CHARACTERS_LIMIT + characters;
  }
  const keys = scratch.runKeys;
  sortRange(keys, 0, count);
  // Rows of neighbouring positions, each position counting its shortest word.
  let best = 0;
  let total = 0;
  let last = -2;
  for (let i = 0; i < count; i++) {
    const position = Math.floor(keys[i] / RUN_CHARACTERS_LIMIT);
    if (position === last) continue; // a longer word at the same position
    const characters = keys[i] - position * RUN_CHARACTERS_LIMIT;
    total = position === last + 1 ? total + characters : characters;
    last = position;
    best = Math.max(best, total);
  }
  return best;
}
