import type {Postings} from '../../shared/pagefind/postings';
import {TWIN_META_WEIGHTS} from '../../shared/twinLayout';

// Browser code: Pagefind's page scores (the release in shared/pagefind/version.ts), computed from the postings the reader decoded
// (engine/reader.ts finds the matching words; this scores the pages that hold them). Scores
// are Pagefind's to float precision; the reader's tests compare them with pagefind.js. The
// work is linear in the postings of the pages found, in flat typed arrays: a common word on
// thousands of pages of a 10,000-page site must not cost a keystroke more than a few
// milliseconds.

/** Pagefind's default ranking (RankingWeights::default in pagefind_web, unchanged in 1.6). */
export const RANKING = {
  termSimilarity: 1.0,
  pageLength: 0.75,
  termSaturation: 1.4,
  diacriticSimilarity: 0.8,
};

/** One matching form of a word, for one query term. */
export interface Match {
  word: string;
  term: number;
  lengthBonus: number;
  diacriticBonus: number;
  postings: Postings;
  /**
   * A word of a run of Chinese characters (the reader's runTerm): the run's words count as
   * one word, and words at neighbouring positions as one occurrence of it, so a page where
   * the indexer cut 状态管理 into 状态 + 管理 scores as one where it kept the word whole.
   */
  joined?: boolean;
  /**
   * For a word of a run: the run's length in characters. An occurrence (neighbouring words)
   * counts by the share of the run it writes: 关联 alone, for 关联类型, counts a half, in the
   * text and in a title or heading, so a page that only holds the run's parts apart does not
   * outscore a page that writes it.
   */
  runLength?: number;
  /** For a word of a run: how many of the run's characters it writes (see runCharacters). */
  runCharacters?: number;
}

/**
 * How many characters of `run` a word of it writes: its length for a word inside the run
 * (关联 in 关联类型), the rest of the run for a word running past its end (型trait, found as a
 * word starting with 型, writes one).
 */
export function runCharacters(word: string, run: string): number {
  const characters = Array.from(run);
  let best = 0;
  for (let j = 0; j < characters.length; j++) {
    const rest = characters.slice(j).join('');
    if (rest.startsWith(word)) best = Math.max(best, Array.from(word).length);
    else if (word.startsWith(rest)) best = Math.max(best, characters.length - j);
  }
  return best;
}

const characterCount = ({word, runCharacters: characters}: Match) =>
  characters ?? Array.from(word).length;

/** The share of a run of `runLength` characters that `characters` of it in a row write (1 for a word not of a run). */
export function runShare(characters: number, runLength: number | undefined): number {
  return runLength ? Math.min(1, characters / runLength) : 1;
}

export interface PageStats {
  /** Per page, its word count. */
  wordCount: (page: number) => number;
  averageLength: number;
  totalPages: number;
  metaFields: readonly string[];
}

export function idf(totalPages: number, pagesWithTerm: number): number {
  return Math.log((totalPages - pagesWithTerm + 0.5) / (pagesWithTerm + 0.5) + 1);
}

const textEncoder = new TextEncoder();

/** Pagefind's bonus for a matching word close in length to the query term (in UTF-8 bytes). */
export function lengthBonus(word: string, term: string): number {
  const differential = Math.min(
    255,
    Math.abs(textEncoder.encode(word).length - textEncoder.encode(term).length) + 1,
  );
  const base = Math.exp((-0.5 * differential ** 2) / 4);
  return Math.exp(base * RANKING.termSimilarity) / Math.exp(RANKING.termSimilarity);
}

// A content location is packed into one number, (position × MATCH_LIMIT + match) × 256 +
// weight, so that a page's locations sort by position, then match, with a typed array's own sort.
const MATCH_LIMIT = 2 ** 21;
const WEIGHT_LIMIT = 256; // contentScorer unpacks match and weight with >>> 8 and & 255
const POSITION_UNIT = MATCH_LIMIT * WEIGHT_LIMIT;

/** The matches' locations on the pages found, page by page. */
interface Located {
  /** Page found[s]'s packed content locations are content[contentStart[s]] to content[contentStart[s + 1]], sorted. */
  contentStart: Int32Array;
  content: Float64Array;
  /** Its meta locations are field, match, position triples from meta[3 × metaStart[s]] on, in match order. */
  metaStart: Int32Array;
  meta: Int32Array;
}

function locate(found: readonly number[], matches: readonly Match[], totalPages: number): Located {
  if (matches.length >= MATCH_LIMIT) throw new Error(`Too many matching words (${matches.length})`);
  const slot = new Int32Array(totalPages).fill(-1);
  found.forEach((page, s) => (slot[page] = s));
  const slotOf = (page: number) => (page < totalPages ? slot[page] : -1);
  // Counted first, then filled: two passes over the postings, no array per page.
  const contentStart = new Int32Array(found.length + 1);
  const metaStart = new Int32Array(found.length + 1);
  for (const {postings} of matches) {
    const {pages, locationStart, metaStart: metaStarts} = postings;
    for (let i = 0; i < pages.length; i++) {
      const s = slotOf(pages[i]);
      if (s < 0) continue;
      contentStart[s + 1] += (locationStart[i + 1] - locationStart[i]) / 2;
      metaStart[s + 1] += (metaStarts[i + 1] - metaStarts[i]) / 2;
    }
  }
  for (let s = 0; s < found.length; s++) {
    contentStart[s + 1] += contentStart[s];
    metaStart[s + 1] += metaStart[s];
  }
  const content = new Float64Array(contentStart[found.length]);
  const meta = new Int32Array(3 * metaStart[found.length]);
  const contentAt = contentStart.slice(0, found.length);
  const metaAt = metaStart.slice(0, found.length);
  matches.forEach(({postings}, m) => {
    const {pages, locationStart, locations, metaStart: metaStarts, metaLocations} = postings;
    for (let i = 0; i < pages.length; i++) {
      const s = slotOf(pages[i]);
      if (s < 0) continue;
      for (let j = locationStart[i]; j < locationStart[i + 1]; j += 2) {
        content[contentAt[s]++] =
          (locations[j + 1] * MATCH_LIMIT + m) * WEIGHT_LIMIT + locations[j];
      }
      for (let j = metaStarts[i]; j < metaStarts[i + 1]; j += 2) {
        const at = 3 * metaAt[s]++;
        meta[at] = metaLocations[j];
        meta[at + 1] = m;
        meta[at + 2] = metaLocations[j + 1];
      }
    }
  });
  for (let s = 0; s < found.length; s++) sortRange(content, contentStart[s], contentStart[s + 1]);
  return {contentStart, content, metaStart, meta};
}

/**
 * Sorts values[from] to values[to - 1] (numbers, no NaN) in place: a few by insertion, more by
 * the typed array's own sort. (A view to sort per page, on thousands of pages, was half a
 * megabyte a keystroke.)
 */
export function sortRange(values: Float64Array, from: number, to: number): void {
  if (to - from > 16) {
    values.subarray(from, to).sort();
    return;
  }
  for (let i = from + 1; i < to; i++) {
    const value = values[i];
    let j = i - 1;
    for (; j >= from && values[j] > value; j--) values[j + 1] = values[j];
    values[j + 1] = value;
  }
}

/** Pagefind's ranking: BM25 over the matching words' weights, plus the meta field boosts; a score per page found. */
export function rankedScores(
  stats: PageStats,
  found: readonly number[],
  matches: readonly Match[],
  counts: readonly number[],
  metaWeights: Readonly<Record<string, number>>,
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
  const content = contentScorer(stats, matches, wordOf, wordIds.size, termIdf);
  // The translation twin's fields (cross-language search) boost a page only for the terms it
  // does not hold itself: a word both editions write ranks as it would without twins.
  const twinField = twinFields(stats.metaFields);
  const termOf = Int32Array.from(matches, ({term}) => term);
  const ownTerm = new Uint8Array(counts.length);
  const hasTwins = twinField.includes(1);
  const scratch: MetaScratch = {
    fields: [],
    terms: [],
    idfs: [],
    runKeys: new Float64Array(16),
  };
  const scores = new Float64Array(found.length);
  found.forEach((page, s) => {
    if (hasTwins) ownTerms(located, s, termOf, twinField, ownTerm);
    const contentScore = content(
      page,
      located.content,
      located.contentStart[s],
      located.contentStart[s + 1],
    );
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

/** Per meta field, 1 for the translation twin's fields (cross-language search). */
export function twinFields(metaFields: readonly string[]): Uint8Array {
  return Uint8Array.from(metaFields, (name) => (name in TWIN_META_WEIGHTS ? 1 : 0));
}

/** Marks in `into` the terms page found[s] holds outside the twin's fields (content, own meta). */
function ownTerms(
  located: Located,
  s: number,
  termOf: Int32Array,
  twinField: Uint8Array,
  into: Uint8Array,
): void {
  into.fill(0);
  const {content, contentStart, meta, metaStart} = located;
  for (let g = contentStart[s]; g < contentStart[s + 1]; g++)
    into[termOf[Math.floor(content[g] / WEIGHT_LIMIT) % MATCH_LIMIT]] = 1;
  for (let i = 3 * metaStart[s]; i < 3 * metaStart[s + 1]; i += 3)
    if (twinField[meta[i]] !== 1) into[termOf[meta[i + 1]]] = 1;
}

/** Scores one page's content: its packed locations, sorted by position, from `start` to `end`. */
function contentScorer(
  stats: PageStats,
  matches: readonly Match[],
  wordOf: Int32Array,
  wordCount: number,
  termIdf: readonly number[],
) {
  const weightOfWord = new Float64Array(wordCount);
  const firstMatchOfWord = new Int32Array(wordCount).fill(MATCH_LIMIT);
  // The page's words weighted (in the order they were first weighted) and touched: lists
  // with a count, reused page after page (an array emptied with length = 0 drops its storage,
  // and refilling it allocated two arrays per page: megabytes a keystroke on a big site).
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
  const {termSaturation: k1, pageLength: b} = RANKING;

  return (page: number, locations: Float64Array, start: number, end: number): number => {
    for (let g = start; g < end;) {
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
    const length = stats.wordCount(page);
    let score = 0;
    for (let i = 0; i < weightedCount; i++) {
      const word = weightedWords[i];
      const match = matches[firstMatchOfWord[word]];
      const frequency = (weightOfWord[word] / 24) * match.lengthBonus;
      const tf =
        ((k1 + 1) * frequency) / (k1 * (1 - b + (b * length) / stats.averageLength) + frequency);
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

/**
 * What metaBoost works in, reused page after page: a page's distinct (field, term) pairs and
 * each one's IDF (the first `count` of each list), and longestRunInField's sort keys.
 */
interface MetaScratch {
  fields: number[];
  terms: number[];
  idfs: number[];
  runKeys: Float64Array;
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
  // Per field, each matching term counts once with its IDF (Pagefind 1.5 counted each matching
  // word: a prefix matching two words of a title boosted it twice; 1.6 counts terms).
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

/** A meta location's position and the characters of a run its word writes, as one sortable number. */
const RUN_CHARACTERS_LIMIT = 2 ** 21; // positions are below 2^24: keys below 2^45, exact

/**
 * The most characters of a run (term) that words at neighbouring positions of one meta field
 * write (see contentScorer). Its sort keys go in scratch.runKeys, grown when a field holds more.
 */
function longestRunInField(
  meta: Int32Array,
  start: number,
  end: number,
  matches: readonly Match[],
  field: number,
  term: number,
  scratch: MetaScratch,
): number {
  // The term's words in the field, as position × RUN_CHARACTERS_LIMIT + characters, sorted:
  // by position, the shortest word at a position first.
  let count = 0;
  for (let i = start; i < end; i += 3) {
    const match = matches[meta[i + 1]];
    if (meta[i] !== field || match.term !== term) continue;
    if (count === scratch.runKeys.length) {
      const grown = new Float64Array(2 * count);
      grown.set(scratch.runKeys);
      scratch.runKeys = grown;
    }
    const characters = Math.min(characterCount(match), RUN_CHARACTERS_LIMIT - 1);
    scratch.runKeys[count++] = meta[i + 2] * RUN_CHARACTERS_LIMIT + characters;
  }
  const keys = scratch.runKeys;
  sortRange(keys, 0, count);
  // Rows of neighbouring positions, each position counting its shortest word.
  let best = 0;
  let total = 0;
  let last = -2;
  for (let i = 0; i < count; i++) {
    const position = Math.floor(keys[i] / RUN_CHARACTERS_LIMIT);
    if (position === last) continue; // a longer word at the same position
    const characters = keys[i] - position * RUN_CHARACTERS_LIMIT;
    total = position === last + 1 ? total + characters : characters;
    last = position;
    best = Math.max(best, total);
  }
  return best;
}

/**
 * A "quoted" search: a page holding the words in a row scores 1, or, holding them in a row only
 * in meta fields, the highest weight among those fields; a page holding a single quoted word
 * nowhere in a row (it is found, so it has it) scores 1. A score per page found; NaN for a page
 * that does not hold the words in a row.
 */
export function exactScores(
  stats: PageStats,
  found: readonly number[],
  matches: readonly Match[],
  termCount: number,
  metaWeights: Readonly<Record<string, number>>,
): Float64Array {
  const located = locate(found, matches, stats.totalPages);
  const termOf = Int32Array.from(matches, ({term}) => term);
  const fieldWeight = (field: number) => metaWeights[stats.metaFields[field]] ?? 1;
  const scores = new Float64Array(found.length).fill(NaN);
  // (position, term) pairs, as numbers; reused from page to page.
  const held = new Set<number>();
  const starts: number[] = [];
  const inARow = () =>
    starts.some((start) => {
      for (let k = 1; k < termCount; k++) if (!held.has((start + k) * termCount + k)) return false;
      return true;
    });
  found.forEach((page, s) => {
    held.clear();
    starts.length = 0;
    for (let i = located.contentStart[s]; i < located.contentStart[s + 1]; i++) {
      const position = Math.floor(located.content[i] / POSITION_UNIT);
      const term = termOf[(located.content[i] - position * POSITION_UNIT) >>> 8];
      if (term === 0) starts.push(position);
      if (termCount > 1) held.add(position * termCount + term);
    }
    if (starts.length > 0 && inARow()) {
      scores[s] = 1;
      return;
    }
    // Meta fields: the ones where the first term starts; the highest weight of those holding
    // the words in a row (pagefind.js 1.6 takes the first it meets, an order that changes with
    // the chunks it has loaded before).
    let best = 0;
    const fields: number[] = [];
    for (let i = 3 * located.metaStart[s]; i < 3 * located.metaStart[s + 1]; i += 3) {
      if (termOf[located.meta[i + 1]] === 0 && !fields.includes(located.meta[i]))
        fields.push(located.meta[i]);
    }
    for (const field of fields) {
      held.clear();
      starts.length = 0;
      for (let i = 3 * located.metaStart[s]; i < 3 * located.metaStart[s + 1]; i += 3) {
        if (located.meta[i] !== field) continue;
        const term = termOf[located.meta[i + 1]];
        const position = located.meta[i + 2];
        if (term === 0) starts.push(position);
        if (termCount > 1) held.add(position * termCount + term);
      }
      if (inARow()) best = Math.max(best, fieldWeight(field));
    }
    if (best > 0) scores[s] = best;
    else if (termCount === 1) scores[s] = 1;
  });
  return scores;
}
