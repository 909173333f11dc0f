import {CborReader} from '../cbor.js';
import type {Meta} from './meta.js';

// A filter file as Pagefind 1.6.0 writes it (see version.ts):
// - pagefind/src/index/index_filter.rs, pagefind_web/src/filter_index.rs: filter/<hash>.pf_filter,
//   [filter, [[value, pages]]], the pages by their number in the metadata; the metadata lists
//   the filters as [[filter, hash]]. The reader reads one filter, a page's docusaurus_tag (see
//   decodeFilter); the other filters only come back with a page's fragment.

/** The path of a filter's file. */
export function filterPath(filter: Pick<Meta['filters'][number], 'hash'>): string {
  return `filter/${filter.hash}.pf_filter`;
}

/** filter/<hash>.pf_filter, read (after the signature): each value's pages, by page number. */
export function decodeFilter(bytes: Uint8Array): Map<string, number[]> {
  const cbor = new CborReader(bytes);
  cbor.array();
  cbor.string(); // the filter's name
  const values = new Map<string, number[]>();
  for (let i = 0, n = cbor.array(); i < n; i++) {
    cbor.array();
    const value = cbor.string();
    const pages: number[] = [];
    for (let j = 0, m = cbor.array(); j < m; j++) pages.push(cbor.int());
    values.set(value, pages);
  }
  return values;
}
