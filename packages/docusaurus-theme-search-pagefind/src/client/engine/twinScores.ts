import {TWIN_META_WEIGHTS} from '../../shared/twinLayout';
import {contentPlaces} from '../../shared/pagefind/postings';
import type {Match} from './scoreTypes';

// This theme's rule for the translation twin's fields (cross-language search), applied in
// Pagefind's ranking (pagefindRanking.ts): they count for a page only for the terms it does
// not write itself.

/** Per meta field, 1 for the translation twin's fields (cross-language search). */
export function twinFields(metaFields: readonly string[]): Uint8Array {
  return Uint8Array.from(metaFields, (name) => (name in TWIN_META_WEIGHTS ? 1 : 0));
}

/**
 * Per page found (slot s of `slots`, `slot` mapping page numbers to slots, -1 for a page not
 * found), the terms it holds outside the twin's fields (content, own meta):
 * own[s * termCount + term] is 1. Read from the postings, a page's entry once, not its every
 * location once.
 */
export function ownTermsBySlot(
  slot: Int32Array,
  slots: number,
  matches: readonly Match[],
  twinField: Uint8Array,
  termCount: number,
): Uint8Array {
  const own = new Uint8Array(slots * termCount);
  for (const {term, postings} of matches) {
    const {pages, metaStart, metaLocations} = postings;
    for (let i = 0; i < pages.length; i++) {
      if (pages[i] >= slot.length) continue;
      const s = slot[pages[i]];
      if (s < 0 || own[s * termCount + term] === 1) continue;
      let held = contentPlaces(postings, i) > 0;
      for (let j = metaStart[i]; j < metaStart[i + 1] && !held; j += 2)
        held = twinField[metaLocations[j]] !== 1;
      if (held) own[s * termCount + term] = 1;
    }
  }
  return own;
}
