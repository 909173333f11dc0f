import {cutQuery} from './queryText';
import type {SearchRequest, SearchResult} from './types';

// Reading an Algolia search request (flat v5 or `{indexName, params}` v4 form,
// params as an object or a query string) and the response shape DocSearch and
// algoliasearch-helper read.

function readParams(request: SearchRequest): Record<string, unknown> {
  const {params, ...rest} = request;
  if (typeof params === 'string') {
    const parsed: Record<string, unknown> = {};
    for (const [key, value] of new URLSearchParams(params)) {
      try {
        parsed[key] = JSON.parse(value);
      } catch {
        parsed[key] = value;
      }
    }
    return {...parsed, ...rest};
  }
  return {...(params ?? {}), ...rest};
}

/** "content:10" → {content: 10}; attributes without a count get 10 words. */
export function snippetWords(attributesToSnippet: unknown): Record<string, number> {
  const result: Record<string, number> = {};
  if (!Array.isArray(attributesToSnippet)) return result;
  for (const entry of attributesToSnippet) {
    if (typeof entry !== 'string') continue;
    const [attribute, count] = entry.split(':');
    const words = Number.parseInt(count ?? '', 10);
    result[attribute.trim()] = Number.isFinite(words) && words > 0 ? words : 10;
  }
  return result;
}

function positiveInt(value: unknown, fallback: number): number {
  const number = typeof value === 'number' ? value : Number.parseInt(String(value ?? ''), 10);
  return Number.isFinite(number) && number >= 0 ? Math.floor(number) : fallback;
}

/** A response in the shape DocSearch and algoliasearch-helper read; empty unless hits are given. */
export function searchResult(
  indexName: string,
  query: string,
  hitsPerPage: number,
  queryID: string,
  found: {hits: SearchResult['hits']; nbHits: number; page: number; processingTimeMS: number} = {
    hits: [],
    nbHits: 0,
    page: 0,
    processingTimeMS: 0,
  },
): SearchResult {
  return {
    ...found,
    nbPages: hitsPerPage > 0 ? Math.ceil(found.nbHits / hitsPerPage) : 0,
    hitsPerPage,
    exhaustiveNbHits: true,
    query,
    params: '',
    index: indexName,
    queryID,
    facets: {},
  };
}

let queryCounter = 0;

/** What every answer to a request repeats: its index, query (cut at 64), paging and a fresh queryID. */
export function requestBasics(request: SearchRequest) {
  const params = readParams(request);
  return {
    params,
    indexName: String(params.indexName ?? ''),
    query: cutQuery(String(params.query ?? '')),
    hitsPerPage: positiveInt(params.hitsPerPage, 20),
    page: positiveInt(params.page, 0),
    queryID: `pagefind-${Date.now().toString(36)}-${(queryCounter++).toString(36)}`,
  };
}
