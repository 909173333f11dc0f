import {wellFormed} from './queryText';

/**
 * Fills `{query}` in a URL template with the URL-encoded query (the no-results "Let us know."
 * link); a lone surrogate in the query (half an emoji) is dropped, not thrown on.
 */
export function missingResultsUrl(template: string, query: string): string {
  return template.replace(/\{query\}/g, encodeURIComponent(wellFormed(query)));
}
