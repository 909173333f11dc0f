import {HIERARCHY_LEVELS, type DocSearchRecord} from '../../shared/types';
import type {TwinMatch} from '../../shared/twinLayout';
import {escapeHtml} from '../text/escapeHtml';
import {highlight} from '../text/highlight';
import {snippet} from '../text/snippet';
import type {Marked} from '../text/types';
import {defineLazy} from './lazyProperty';
import type {SearchHit} from './types';

// A DocSearch hit made from a record, its highlights and snippets computed when
// something reads them.

export interface HitOptions {
  /** The query's terms (engine/queryWords.ts's queryWords). */
  terms: readonly string[];
  preTag: string;
  postTag: string;
  snippetWords: Record<string, number>;
  ellipsis: string;
  position: number;
  queryID: string;
  /** The other-language words that found the record's page (see text/twinMatch.ts). */
  twinMatch?: TwinMatch;
  /** Where the record stands in the hits' order (see SearchHit's __ranking). */
  ranking: SearchHit['__ranking'];
}

/**
 * A DocSearch hit for a record. Every text field, raw ones included, is HTML-escaped: DocSearch
 * renders hierarchy and content as HTML (also from its Recent/Favorite storage, which keeps the
 * raw fields), so page text such as `<img onerror>` must arrive as text.
 */
export function toHit(record: DocSearchRecord, options: HitOptions): SearchHit {
  const {terms, preTag, postTag} = options;
  const highlightHierarchy: Record<string, Marked> = {};
  const snippetHierarchy: Record<string, Omit<Marked, 'matchedWords'>> = {};
  const hierarchy: Record<string, string | null> = {};
  for (const level of HIERARCHY_LEVELS) {
    const value = record.hierarchy[level];
    hierarchy[level] = value === null ? null : escapeHtml(value);
    if (value === null) continue;
    // Each level's highlight and snippet, when something reads it: the modal reads every
    // hit's lvl0 highlight (it groups the hits by it), the rest only of the hits it shows.
    defineLazy(highlightHierarchy, level, () => highlight(value, terms, preTag, postTag));
    const words = options.snippetWords[`hierarchy.${level}`];
    defineLazy(snippetHierarchy, level, () =>
      words
        ? snippet(value, terms, words, preTag, postTag, options.ellipsis)
        : {
            value: highlightHierarchy[level].value,
            matchLevel: highlightHierarchy[level].matchLevel,
          },
    );
  }
  const content = record.content ?? '';
  const contentWords = options.snippetWords.content ?? 10;
  return {
    objectID: record.objectID,
    url: record.url,
    url_without_anchor: record.url_without_anchor,
    anchor: record.anchor,
    type: record.type,
    content: record.content === null ? null : escapeHtml(record.content),
    hierarchy,
    // The whole content highlighted, when something reads it (see lazyProperty.ts).
    _highlightResult: defineLazy(
      {hierarchy: highlightHierarchy, hierarchy_camel: [highlightHierarchy]},
      'content',
      () => highlight(content, terms, preTag, postTag),
    ) as SearchHit['_highlightResult'],
    // The content's snippet too: the modal shows at most five hits of a group and never reads
    // the others' (a snippet cuts its text into words, see text/snippet.ts).
    _snippetResult:
      record.content === null
        ? {hierarchy: snippetHierarchy}
        : (defineLazy({hierarchy: snippetHierarchy}, 'content', () =>
            snippet(content, terms, contentWords, preTag, postTag, options.ellipsis),
          ) as SearchHit['_snippetResult']),
    __position: options.position,
    __queryID: options.queryID,
    __ranking: options.ranking,
    ...(options.twinMatch ? {twinMatch: options.twinMatch} : {}),
  };
}
