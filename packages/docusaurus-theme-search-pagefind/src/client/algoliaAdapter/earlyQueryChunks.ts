import {languageOf} from '../../shared/languages';
import type {Chunk} from '../../shared/pagefind/chunkBounds';
import {chunksHolding} from '../engine/chunkRanges';
import {runChunks, wordChunks} from '../engine/firstChunks';
import {normalizeQuery} from '../engine/queryNormalization';
import {HAN, mergeRuns} from '../engine/queryRuns';

// The index chunks of what the visitor has typed into search while its code is on its way
// (the modal's placeholder), chosen from the chunk list the entry file holds before the
// reader's code is here to choose them (entryNamedFiles.ts asks for them; the reader takes the
// responses in place of its own requests). The choice is the reader's first (firstChunks.ts,
// as engineTerms.ts makes it). Where the stemmer has not come yet, the stems a word may have are
// those it extends by at most three letters, as engineTerms.ts looks for a word typed past its
// stem: "cache" reads the chunk of "cach". A chunk chosen here that the reader does not want is
// left unread; one it wants that was not chosen, it asks for itself.

/**
 * The most chunks a text typed early may ask for: a word still being typed ("ca", "env") spans
 * many chunks, most of which its whole word will not read. Such a text asks for none.
 */
export const EARLY_QUERY_CHUNKS = 8;

/** The index's language and the characters its words keep (the entry file's). */
export interface EarlyEntry {
  language: string;
  includeCharacters: readonly string[];
}

/**
 * The hashes of the chunks the reader reads first for `text`, at most EARLY_QUERY_CHUNKS of them
 * (else none). `stem` is the index's stemmer once loaded, null before (then none for a "quoted"
 * search, which reads whole stems only).
 */
export function earlyQueryChunks(
  chunks: Chunk[],
  text: string,
  {language, includeCharacters}: EarlyEntry,
  stem: ((word: string) => string) | null,
): string[] {
  const {segmented, stemmer} = languageOf(language);
  const query = normalizeQuery(text, language, includeCharacters);
  if (query.exact && stemmer && !stem) return [];
  const meta = {chunks};
  const wanted = new Set<string>();
  const addWord = (word: string) => {
    wordChunks(meta, word, stem ? stem(word) : word, query.exact, wanted);
    if (stemmer && !stem)
      for (let end = Math.max(4, word.length - 3); end < word.length; end++)
        for (const c of chunksHolding(meta, word.slice(0, end))) wanted.add(c.hash);
  };
  // The query's parts as the reader takes them (reader.ts, engineTerms.ts's segmentedTerms).
  const parts =
    segmented || query.words.some((word) => HAN.test(word))
      ? mergeRuns(query.words)
      : query.words.map((word) => ({text: word, run: false, segments: [word]}));
  for (const {text: part, run, segments} of parts) {
    if (run) runChunks(meta, part, segments, wanted);
    else addWord(part);
    if (wanted.size > EARLY_QUERY_CHUNKS) return [];
  }
  return Array.from(wanted);
}
