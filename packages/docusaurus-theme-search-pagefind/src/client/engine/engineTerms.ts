import type {Meta} from '../../shared/pagefind/meta';
import type {LoadedChunk} from '../../shared/pagefind/postings';
import {chunksHolding} from './chunkRanges';
import {wordChunks} from './firstChunks';
import {isWord, startsWord} from './chunkWords';
import {runTerm} from './chineseRuns';
import {mergeRuns} from './queryRuns';
import {isStemmer} from './stemmers/stemmers';
import {typoBudget} from '../text/typoBudget';
import type {NormalizedQuery, QueryTerm} from './types';

// A query's words as the terms pagefind.js searches (stemmed, prefix or
// "quoted" whole words), and the index chunks they need, loaded.

/** The query's terms, as pagefind.js would search them; the chunks they need are loaded. */
export async function engineTerms(
  meta: Pick<Meta, 'chunks'>,
  query: NormalizedQuery,
  stem: (word: string) => string,
  loaded: LoadedChunk[],
  chunk: (hash: string) => Promise<LoadedChunk>,
): Promise<QueryTerm[]> {
  const terms: QueryTerm[] = query.words.map((word, i) => ({
    term: stem(word),
    original: query.originals[i] ?? '',
    mode: query.exact ? 'exact' : 'prefix-or-shorter',
    typed: word,
    stemmed: isStemmer(stem),
  }));
  // Chunks for the raw and the stemmed words, and a typo's neighbours (firstChunks.ts).
  const wanted = new Set<string>();
  for (let i = 0; i < terms.length; i++)
    wordChunks(meta, query.words[i], terms[i].term, query.exact, wanted);
  loaded.push(...(await Promise.all(Array.from(wanted, chunk))));
  // A term with no extension falls back on the longest word it extends, which may sit in an
  // earlier chunk.
  const prefixChunks = new Set<string>();
  for (const {term: t, typed, stemmed} of query.exact ? [] : terms) {
    // A word typed past its stem (not itself a word of the index) also matches the longest
    // stem of 4 letters or more that it extends by at most 3 (termMatches.ts): the chunks that
    // can hold those, wherever the words starting with the term are.
    if (stemmed && !isWord(loaded, t))
      for (let end = Math.max(4, t.length - 3); end < t.length; end++)
        for (const c of chunksHolding(meta, t.slice(0, end)))
          if (!wanted.has(c.hash)) prefixChunks.add(c.hash);
    if (startsWord(loaded, t)) continue;
    // Nor does a word start with what was typed: its typo candidates (unwrap_or_else for
    // unwarp_or_else) may sort into the chunks on either side.
    if (typed && typoBudget(typed) > 0)
      for (const c of neighbourChunks(meta, typed))
        if (!wanted.has(c.hash)) prefixChunks.add(c.hash);
    for (let end = 1; end < t.length; end++)
      for (const c of chunksHolding(meta, t.slice(0, end)))
        if (!wanted.has(c.hash)) prefixChunks.add(c.hash);
  }
  loaded.push(...(await Promise.all(Array.from(prefixChunks, chunk))));
  return terms;
}

/** The chunks just before and after the one `word` sorts into that hold words of its first letter. */
export function neighbourChunks(meta: Pick<Meta, 'chunks'>, word: string): Meta['chunks'] {
  const next = meta.chunks.findIndex((c) => c.from > word);
  const at = next === -1 ? meta.chunks.length - 1 : next - 1; // the chunk it sorts into, or before
  return [meta.chunks[at - 1], meta.chunks[at], meta.chunks[at + 1]].filter(
    (c): c is Meta['chunks'][number] =>
      c !== undefined && (c.from[0] === word[0] || c.to[0] === word[0]),
  );
}

/**
 * The terms of a query in a language split by Intl.Segmenter (Chinese, Japanese, Thai):
 * runs of Chinese characters are matched as written (see chineseRuns.ts); other words as
 * pagefind.js does. The chunks they need are loaded.
 */
export async function segmentedTerms(
  meta: Pick<Meta, 'chunks'>,
  query: NormalizedQuery,
  stem: (word: string) => string,
  loaded: LoadedChunk[],
  chunk: (hash: string) => Promise<LoadedChunk>,
): Promise<QueryTerm[]> {
  const terms: QueryTerm[] = [];
  // The parts' chunks are fetched at once (one round trip for "数据库 事务"); each part
  // looks only in its own, so the answer does not depend on which arrived first.
  const parts = await Promise.all(
    mergeRuns(query.words).map(async ({text: part, run, segments}) => {
      const own: LoadedChunk[] = [];
      const partTerms = run
        ? [await runTerm(meta, part, own, chunk, segments)]
        : await engineTerms(
            meta,
            {words: [part], originals: [part], exact: query.exact},
            stem,
            own,
            chunk,
          );
      return {partTerms, own};
    }),
  );
  for (const {partTerms, own} of parts) {
    terms.push(...partTerms);
    for (const c of own) if (!loaded.includes(c)) loaded.push(c);
  }
  return terms;
}
