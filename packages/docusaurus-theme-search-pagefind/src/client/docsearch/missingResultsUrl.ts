/** Fills `{query}` in a URL template with the URL-encoded query (the no-results "Let us know." link). */
export function missingResultsUrl(template: string, query: string): string {
  return template.replace(/\{query\}/g, encodeURIComponent(query));
}
