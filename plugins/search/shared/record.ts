import {HIERARCHY_LEVELS, type DocSearchRecord} from './types';

// Small helpers on records, used by both the indexer (Node) and the adapter (browser).

/** The record's own heading: the deepest non-empty hierarchy level (lvl1…lvl6), else lvl0. */
export function recordTitle(record: Pick<DocSearchRecord, 'hierarchy' | 'type'>): string {
  const levels =
    record.type === 'content'
      ? HIERARCHY_LEVELS
      : HIERARCHY_LEVELS.slice(0, HIERARCHY_LEVELS.indexOf(record.type) + 1);
  for (let i = levels.length - 1; i >= 0; i--) {
    const value = record.hierarchy[levels[i]];
    if (value) return value;
  }
  return '';
}
