import {locate, POSITION_UNIT} from './matchLocations';
import type {Match, PageStats} from './scoreTypes';

// This theme's scores for a "quoted" search: whether, and where, a page holds the words in a row.

/**
 * A "quoted" search: a page holding the words in a row scores 1, or, holding them in a row only
 * in meta fields, the highest weight among those fields; a page holding a single quoted word
 * nowhere in a row (it is found, so it has it) scores 1. A score per page found; NaN for a page
 * that does not hold the words in a row.
 */
export function exactScores(
  stats: PageStats,
  found: readonly number[],
  matches: readonly Match[],
  termCount: number,
  metaWeights: Readonly<Record<string, number>>,
): Float64Array {
  const located = locate(found, matches, stats.totalPages);
  const termOf = Int32Array.from(matches, ({term}) => term);
  const fieldWeight = (field: number) => metaWeights[stats.metaFields[field]] ?? 1;
  const scores = new Float64Array(found.length).fill(NaN);
  // (position, term) pairs, as numbers; reused from page to page.
  const held = new Set<number>();
  const starts: number[] = [];
  const inARow = () =>
    starts.some((start) => {
      for (let k = 1; k < termCount; k++) if (!held.has((start + k) * termCount + k)) return false;
      return true;
    });
  found.forEach((page, s) => {
    held.clear();
    starts.length = 0;
    for (let i = located.contentStart[s]; i < located.contentStart[s + 1]; i++) {
      const position = Math.floor(located.content[i] / POSITION_UNIT);
      const term = termOf[(located.content[i] - position * POSITION_UNIT) >>> 8];
      if (term === 0) starts.push(position);
      if (termCount > 1) held.add(position * termCount + term);
    }
    if (starts.length > 0 && inARow()) {
      scores[s] = 1;
      return;
    }
    // Meta fields: the ones where the first term starts; the highest weight of those holding
    // the words in a row (pagefind.js 1.6 takes the first it meets, an order that changes with
    // the chunks it has loaded before).
    let best = 0;
    const fields: number[] = [];
    for (let i = 3 * located.metaStart[s]; i < 3 * located.metaStart[s + 1]; i += 3) {
      if (termOf[located.meta[i + 1]] === 0 && !fields.includes(located.meta[i]))
        fields.push(located.meta[i]);
    }
    for (const field of fields) {
      held.clear();
      starts.length = 0;
      for (let i = 3 * located.metaStart[s]; i < 3 * located.metaStart[s + 1]; i += 3) {
        if (located.meta[i] !== field) continue;
        const term = termOf[located.meta[i + 1]];
        const position = located.meta[i + 2];
        if (term === 0) starts.push(position);
        if (termCount > 1) held.add(position * termCount + term);
      }
      if (inARow()) best = Math.max(best, fieldWeight(field));
    }
    if (best > 0) scores[s] = best;
    else if (termCount === 1) scores[s] = 1;
  });
  return scores;
}
