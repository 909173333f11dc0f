import type {Meta} from '../../shared/pagefind/meta';
import type {PagefindSearchOptions} from './types';

// The pages Pagefind's search filters allow, from the bundle's filter files.

/**
 * The pages `filters` allow (Pagefind's `{name: {any: [values]}}`: a page with one of the
 * values of each filter), by page number; null when no filter applies. A filter the bundle
 * lacks, or whose file cannot be read, restricts nothing: the search client checks each
 * record's facets anyway, this only spares it the other pages' fragments.
 */
export async function allowedPages(
  meta: Meta,
  filters: PagefindSearchOptions['filters'],
  filterFile: (filter: Meta['filters'][number]) => Promise<Map<string, number[]>>,
): Promise<Uint8Array | null> {
  let allowed: Uint8Array | null = null;
  for (const [name, {any}] of Object.entries(filters ?? {})) {
    const filter = meta.filters.find((f) => f.name === name);
    if (!filter) continue;
    const values = await filterFile(filter).catch(() => null);
    if (!values) continue;
    const pages = new Uint8Array(meta.pages.length);
    for (const value of any) for (const page of values.get(value) ?? []) pages[page] = 1;
    if (allowed) for (let page = 0; page < pages.length; page++) allowed[page] &= pages[page];
    else allowed = pages;
  }
  return allowed;
}
