import type {RankingWeights} from '../../shared/engineOptions';
import {locate, MATCH_LIMIT, POSITION_UNIT, type Located} from './matchLocations';
import {characterCount, longestRunInField, runShare} from './runScores';
import type {Match, MetaScratch, PageStats} from './scoreTypes';
import {ownTermsBySlot, twinFields} from './twinScores';

// Pagefind's page scores (the release in shared/pagefind/version.ts), computed from the postings the reader decoded
// (engine/reader.ts finds the matching words; this scores the pages that hold them). Scores
// are Pagefind's to float precision; the reader's tests compare them with pagefind.js. The
// work is linear in the postings of the pages found, in flat typed arrays: a common word on
// thousands of pages of a 10,000-page site must not cost a keystroke more than a few
// milliseconds.
// This theme's own scoring enters at two places, and leaves a page's score as Pagefind's where
// it does not apply: a run of Chinese characters (runScores.ts) and the translation twin's
// fields (twinScores.ts). A quoted search is scored apart (phraseScores.ts).

/**
 * Pagefind's default ranking (RankingWeights::default in pagefind_web, unchanged in 1.6): the
 * weights wherever a caller gives none, and those the site's option `ranking` does not set.
 */
export const RANKING: Readonly<RankingWeights> = {
  termFrequency: 1.0,
  termSimilarity: 1.0,
  pageLength: 0.75,
  termSaturation: 1.4,
  diacriticSimilarity: 0.8,
};

/** The weights the engine scores with: the site's, and Pagefind's defaults for the rest. */
export function rankingWeights(chosen: Partial<RankingWeights> = {}): RankingWeights {
  return {...RANKING, ...chosen};
}

export function idf(totalPages: number, pagesWithTerm: number): number {
  return Math.log((totalPages - pagesWithTerm + 0.5) / (pagesWithTerm + 0.5) + 1);
}

const textEncoder = new TextEncoder();

/** Pagefind's bonus for a matching word close in length to the query term (in UTF-8 bytes). */
export function lengthBonus(
  word: string,
  term: string,
  {termSimilarity}: RankingWeights = RANKING,
): number {
  const differential = Math.min(
    255,
    Math.abs(textEncoder.encode(word).length - textEncoder.encode(term).length) + 1,
  );
  const base = Math.exp((-0.5 * differential ** 2) / 4);
  return Math.exp(base * termSimilarity) / Math.exp(termSimilarity);
}

/** Pagefind's ranking: BM25 over the matching words' weights, plus the meta field boosts; a score per page found. */
export function rankedScores(
  stats: PageStats,
  found: readonly number[],
  matches: readonly Match[],
  counts: readonly number[],
  metaWeights: Readonly<Record<string, number>>,
  ranking: RankingWeights = RANKING,
): Float64Array {
  const {totalPages} = stats;
  const located = locate(found, matches, totalPages);
  // Words get small ids, so that per-page tallies are typed arrays, not maps keyed by string.
  const wordIds = new Map<string, number>();
  const key = ({word, term, joined}: Match) => (joined ? `\u0000${term}` : word);
  const wordOf = Int32Array.from(
    matches,
    (match) => wordIds.get(key(match)) ?? wordIds.set(key(match), wordIds.size).get(key(match))!,
  );
  const termIdf = counts.map((count) => idf(totalPages, count));
  // Terms no word matched do not count towards the query's IDF (as in Pagefind 1.6).
  const queryIdf = termIdf.reduce((sum, value, t) => (counts[t] > 0 ? sum + value : sum), 0);
  const content = contentScorer(stats, matches, wordOf, wordIds.size, termIdf, ranking);
  // The translation twin's fields (cross-language search) boost a page only for the terms it
  // does not hold itself: a word both editions write ranks as it would without twins.
  const twinField = twinFields(stats.metaFields);
  const termCount = counts.length;
  const ownTerm = new Uint8Array(termCount);
  const hasTwins = twinField.includes(1);
  const own = hasTwins
    ? ownTermsBySlot(located.slot, found.length, matches, twinField, termCount)
    : null;
  const scratch: MetaScratch = {
    fields: [],
    terms: [],
    idfs: [],
    runKeys: new Float64Array(16),
  };
  const scores = new Float64Array(found.length);
  found.forEach((page, s) => {
    if (own) for (let t = 0; t < termCount; t++) ownTerm[t] = own[s * termCount + t];
    const contentScore = content(page, located, s);
    const boost = metaBoost(
      stats,
      located.meta,
      3 * located.metaStart[s],
      3 * located.metaStart[s + 1],
      matches,
      termIdf,
      queryIdf,
      metaWeights,
      twinField,
      ownTerm,
      scratch,
    );
    scores[s] = contentScore + boost;
  });
  return scores;
}

/** Scores one page's content: the page found in slot `s` of `located`. */
function contentScorer(
  stats: PageStats,
  matches: readonly Match[],
  wordOf: Int32Array,
  wordCount: number,
  termIdf: readonly number[],
  ranking: RankingWeights,
) {
  const weightOfWord = new Float64Array(wordCount);
  const firstMatchOfWord = new Int32Array(wordCount).fill(MATCH_LIMIT);
  // The page's words weighted (in the order they were first weighted) and touched: lists
  // with a count, reused page after page (an array emptied with length = 0 drops its storage,
  // and refilling it would allocate two arrays per page found).
  const weightedWords = new Int32Array(wordCount);
  let weightedCount = 0;
  const touchedWords = new Int32Array(wordCount);
  let touchedCount = 0;
  const isWeighted = (word: number) => {
    for (let i = 0; i < weightedCount; i++) if (weightedWords[i] === word) return true;
    return false;
  };
  // The terms met at one position: term, word, weight.
  const atTerm: number[] = [];
  const atWord: number[] = [];
  const atWeight: number[] = [];
  const termOf = Int32Array.from(matches, ({term}) => term);
  const joinedWord = new Uint8Array(wordCount);
  matches.forEach(({joined}, m) => (joinedWord[wordOf[m]] = joined ? 1 : 0));
  const lastPosition = new Float64Array(wordCount).fill(-2);
  // A run's occurrence in progress: its weight, and the characters of the run its words write
  // (at each position, the shortest word found there: Pagefind 1.6 writes a one-character
  // word its segmenter cut and the pair of characters starting there at the same position).
  const matchCharacters = Int32Array.from(matches, characterCount);
  const runLengthOf = new Int32Array(wordCount);
  matches.forEach(
    ({runLength}, m) => (runLengthOf[wordOf[m]] = joinedWord[wordOf[m]] ? (runLength ?? 0) : 0),
  );
  const chainWeight = new Float64Array(wordCount);
  const chainCharacters = new Int32Array(wordCount);
  const atCharacters: number[] = [];
  const flushChain = (word: number) => {
    if (chainWeight[word] === 0) return;
    weightOfWord[word] += chainWeight[word] * runShare(chainCharacters[word], runLengthOf[word]);
    chainWeight[word] = 0;
    chainCharacters[word] = 0;
  };
  const {termSaturation: k1, pageLength: b, termFrequency} = ranking;
  // Pagefind's raw count of a word, scaled to about BM25's bounds (at most k1 + 1).
  const rawScale = stats.averageLength / 5;

  return (page: number, located: Located, s: number): number => {
    const {content: locations, solo} = located;
    const end = located.contentStart[s + 1];
    for (let g = located.contentStart[s]; g < end;) {
      const position = Math.floor(locations[g] / POSITION_UNIT);
      const base = position * POSITION_UNIT;
      // Words at one position: each query term counts once there; several terms at one
      // position (the parts of a compound word) multiply its weight.
      let seen = 0;
      // At least one location per round, whatever the numbers (a position past 2^24 would
      // otherwise make base + POSITION_UNIT round to base: no progress, a hung tab).
      const first = g;
      for (; g < end && (g === first || locations[g] < base + POSITION_UNIT); g++) {
        const rest = locations[g] - base; // below 2^29: bit operations are exact
        const m = rest >>> 8;
        const weight = rest & 255;
        const term = termOf[m];
        const word = wordOf[m];
        let known = -1;
        for (let k = 0; k < seen && known < 0; k++) if (atTerm[k] === term) known = k;
        if (known < 0) {
          atTerm[seen] = term;
          atWord[seen] = word;
          atCharacters[seen] = matchCharacters[m];
          atWeight[seen++] = weight;
        } else atCharacters[known] = Math.min(atCharacters[known], matchCharacters[m]);
        // A word's first match (in query order) gives its length and diacritic bonuses.
        if (firstMatchOfWord[word] === MATCH_LIMIT) touchedWords[touchedCount++] = word;
        if (m < firstMatchOfWord[word]) firstMatchOfWord[word] = m;
      }
      let weight = atWeight[0];
      for (let k = 1; k < seen; k++) weight = Math.min(weight, atWeight[k]);
      if (seen > 1) weight = Math.min(255, weight * seen);
      for (let k = 0; k < seen; k++) {
        const word = atWord[k];
        if (joinedWord[word] === 0) {
          if (weightOfWord[word] === 0 && !isWeighted(word)) weightedWords[weightedCount++] = word;
          weightOfWord[word] += weight;
          continue;
        }
        const continues = lastPosition[word] === position - 1;
        lastPosition[word] = position;
        if (continues) {
          chainCharacters[word] += atCharacters[k];
          continue;
        }
        flushChain(word);
        if (weightOfWord[word] === 0 && !isWeighted(word)) weightedWords[weightedCount++] = word;
        chainWeight[word] = weight;
        chainCharacters[word] = atCharacters[k];
      }
    }
    for (let i = 0; i < weightedCount; i++)
      if (joinedWord[weightedWords[i]] === 1) flushChain(weightedWords[i]);
    // The places no other word of the index shares (a summary's, shared/chunkSummaries.ts):
    // one term's word each, whatever the query, their weights added as above. (A summary is
    // not read for a run's words, whose neighbouring positions count.)
    for (let i = 2 * located.soloStart[s]; i < 2 * located.soloStart[s + 1]; i += 2) {
      const m = solo[i];
      const word = wordOf[m];
      if (firstMatchOfWord[word] === MATCH_LIMIT) touchedWords[touchedCount++] = word;
      if (m < firstMatchOfWord[word]) firstMatchOfWord[word] = m;
      if (weightOfWord[word] === 0 && !isWeighted(word)) weightedWords[weightedCount++] = word;
      weightOfWord[word] += solo[i + 1];
    }
    // The words in the order of their ids, whichever place weighted them first: a page's score
    // is then the same sum, to the bit, from a chunk's positions or from its summary.
    for (let i = 1; i < weightedCount; i++) {
      const word = weightedWords[i];
      let j = i - 1;
      for (; j >= 0 && weightedWords[j] > word; j--) weightedWords[j + 1] = weightedWords[j];
      weightedWords[j + 1] = word;
    }
    const length = stats.wordCount(page);
    let score = 0;
    for (let i = 0; i < weightedCount; i++) {
      const word = weightedWords[i];
      const match = matches[firstMatchOfWord[word]];
      const frequency = (weightOfWord[word] / 24) * match.lengthBonus;
      const bm25 =
        ((k1 + 1) * frequency) / (k1 * (1 - b + (b * length) / stats.averageLength) + frequency);
      // termFrequency weighs BM25's frequency against the raw count, as Pagefind's
      // calculate_bm25_word_score (whose f32 min takes the bound for a count that is NaN).
      const raw = frequency / rawScale;
      const rawTf = raw < k1 + 1 ? raw : k1 + 1;
      const tf = (1 - termFrequency) * rawTf + termFrequency * bm25;
      score += termIdf[match.term] * tf * match.diacriticBonus;
    }
    for (let i = 0; i < touchedCount; i++) {
      const word = touchedWords[i];
      weightOfWord[word] = 0;
      firstMatchOfWord[word] = MATCH_LIMIT;
      lastPosition[word] = -2;
    }
    weightedCount = 0;
    touchedCount = 0;
    return score;
  };
}

/** One page's meta boost, from its field, match, position triples from meta[start] to meta[end]. */
function metaBoost(
  stats: PageStats,
  meta: Int32Array,
  start: number,
  end: number,
  matches: readonly Match[],
  termIdf: readonly number[],
  queryIdf: number,
  metaWeights: Readonly<Record<string, number>>,
  twinField: Uint8Array,
  ownTerm: Uint8Array,
  scratch: MetaScratch,
): number {
  if (start === end || queryIdf <= 0) return 0;
  // Per field, each matching term counts once with its IDF, as Pagefind 1.6 counts terms, not
  // words: a prefix matching two words of a title boosts it once.
  const {fields, terms, idfs} = scratch;
  let count = 0;
  for (let i = start; i < end; i += 3) {
    const field = meta[i];
    const term = matches[meta[i + 1]].term;
    if (twinField[field] === 1 && ownTerm[term] === 1) continue;
    let known = false;
    for (let k = 0; k < count && !known; k++) known = fields[k] === field && terms[k] === term;
    if (known) continue;
    fields[count] = field;
    terms[count] = term;
    const {runLength} = matches[meta[i + 1]];
    idfs[count++] =
      termIdf[term] *
      (runLength
        ? runShare(longestRunInField(meta, start, end, matches, field, term, scratch), runLength)
        : 1);
  }
  let boost = 0;
  for (let k = 0; k < count; k++) {
    const field = fields[k];
    let seenBefore = false; // each field once, where it first appears
    for (let j = 0; j < k && !seenBefore; j++) seenBefore = fields[j] === field;
    if (seenBefore) continue;
    const name = stats.metaFields[field];
    if (name === undefined) continue;
    let matched = 0;
    for (let j = k; j < count; j++) if (fields[j] === field) matched += idfs[j];
    const coverage = matched / queryIdf;
    boost += (metaWeights[name] ?? 1) * matched * coverage * coverage;
  }
  return boost;
}
