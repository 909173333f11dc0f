// What the adapter asks Pagefind for a query (pure). Pagefind matches every query word as a
// prefix, and a one- or two-letter Latin word is the prefix of a large share of a site's words:
// on 10,000 pages "c" makes Pagefind fetch and score most of the index, for seconds. So such
// short words match whole words only. Alone they become an exact search ("db" finds "DB", not
// every word starting with d-b); next to longer words they are left out of the engine query,
// and the ranking still prefers the records that hold them.

const SHORT_WORD = /^[\p{Script=Latin}\p{N}_]{1,2}$/u;

/** Whether a query word is a Latin or digit word of one or two characters. */
export function isShortWord(word: string): boolean {
  return SHORT_WORD.test(word);
}

/** The query to hand Pagefind (see above); other queries go through unchanged. */
export function engineQuery(query: string): string {
  const words = query.replace(/"/g, ' ').trim().split(/\s+/).filter(Boolean);
  const longer = words.filter((word) => !isShortWord(word));
  if (words.length === 0 || longer.length === words.length) return query;
  return longer.length > 0 ? longer.join(' ') : `"${words.join(' ')}"`;
}

// Chinese: the browser's segmenter (ICU, which Pagefind uses for the query) can keep a
// compound such as 内存泄漏 as one word where the indexer's (jieba) split it into 内存 + 泄漏
// in every sentence of the site; then Pagefind finds nothing, although the text is there.
// Measured on the benchmark's 1,000-page site. So a query that found nothing is tried again
// with its longer Chinese runs split after two characters, then after three (most such
// compounds are two words of two or three characters).

const HAN_RUN = /\p{Script=Han}{3,}/gu;

/** The queries to try, in order, when `query` found nothing; none when it has no Chinese run of 3+. */
export function splitChineseRetries(query: string): string[] {
  const retries: string[] = [];
  for (const head of [2, 3]) {
    const split = query.replace(HAN_RUN, (run) => (run.length > head ? `${run.slice(0, head)} ${run.slice(head)}` : run));
    if (split !== query && !retries.includes(split)) retries.push(split);
  }
  return retries;
}
