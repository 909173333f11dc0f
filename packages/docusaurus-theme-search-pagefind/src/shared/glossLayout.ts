// How a site's own glosses ride in a page's Pagefind entry (cross-language search),
// shared by the indexer (Node) and the adapter (browser).
//
// A Chinese author introduces a term with its English name beside it, **切片**（*slice*), and
// then often writes the English name alone, even in titles ("Slice 类型"). The indexer gathers
// these glosses from every page of a locale (server/glossary.ts); a page whose title or
// headings write a glossed English name gets the author's Chinese term in a meta field of its
// own, so 切片 finds "Slice 类型". The field is searched like a heading; a filter (stored, not
// searched) keeps which heading word each term stands for, so the result can say what matched.

/** Meta field holding the terms a page's title and headings write in their glossed form. */
export const GLOSS_FIELD = 'gloss';

/**
 * Weight of the gloss field: a heading's (recordLayout.ts's META_WEIGHTS), since each term
 * stands for a word of the page's title or headings.
 */
export const GLOSS_META_WEIGHTS: Readonly<Record<string, number>> = {[GLOSS_FIELD]: 3};

/** The filter holding each term with the heading word it stands for. */
export const GLOSS_FILTER = 'gloss';

/** Terms kept per page at most (the first its headings call for). */
export const GLOSSES_PER_PAGE = 16;

/** A term of the page's language a page's title or headings write in its glossed form. */
export interface PageGloss {
  /** The term as the author glossed it (切片). */
  term: string;
  /** The word or words of the title or heading it stands for, as written there (Slice). */
  word: string;
}

/** The filter value of a page's glosses. */
export function glossFilter(glosses: readonly PageGloss[]): string {
  return JSON.stringify(glosses.map(({term, word}) => [term, word]));
}

/** A page's glosses from its filter value; none when absent or not readable. */
export function readGlosses(filterValue: string | undefined): PageGloss[] {
  if (!filterValue) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(filterValue);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const glosses: PageGloss[] = [];
  for (const item of parsed.slice(0, GLOSSES_PER_PAGE)) {
    if (!Array.isArray(item)) continue;
    const [term, word] = item as unknown[];
    if (typeof term === 'string' && typeof word === 'string' && term && word)
      glosses.push({term, word});
  }
  return glosses;
}
