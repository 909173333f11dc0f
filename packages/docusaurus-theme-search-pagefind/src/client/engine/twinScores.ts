import {TWIN_META_WEIGHTS} from '../../shared/twinLayout';
import {MATCH_LIMIT, WEIGHT_LIMIT, type Located} from './matchLocations';

// This theme's rule for the translation twin's fields (cross-language search), applied in
// Pagefind's ranking (pagefindRanking.ts): they count for a page only for the terms it does
// not write itself.

/** Per meta field, 1 for the translation twin's fields (cross-language search). */
export function twinFields(metaFields: readonly string[]): Uint8Array {
  return Uint8Array.from(metaFields, (name) => (name in TWIN_META_WEIGHTS ? 1 : 0));
}

/** Marks in `into` the terms page found[s] holds outside the twin's fields (content, own meta). */
export function ownTerms(
  located: Located,
  s: number,
  termOf: Int32Array,
  twinField: Uint8Array,
  into: Uint8Array,
): void {
  into.fill(0);
  const {content, contentStart, meta, metaStart} = located;
  for (let g = contentStart[s]; g < contentStart[s + 1]; g++)
    into[termOf[Math.floor(content[g] / WEIGHT_LIMIT) % MATCH_LIMIT]] = 1;
  for (let i = 3 * metaStart[s]; i < 3 * metaStart[s + 1]; i += 3)
    if (twinField[meta[i]] !== 1) into[termOf[meta[i + 1]]] = 1;
}
