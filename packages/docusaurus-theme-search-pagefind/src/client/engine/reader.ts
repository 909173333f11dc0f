import {stem as englishStem} from 'porter2';
import {
  decodeFilter,
  decodeFragment,
  decodeMeta,
  filterPath,
  fragmentPath,
  indexChunk,
  parseEntry,
  readBundleFile,
  wordEntry,
  type Chunk,
  type LoadedChunk,
  type Meta,
  type MetaPage,
  type WordEntry,
} from '../../shared/pagefindFormat';
import {
  exactScores,
  lengthBonus,
  rankedScores,
  RANKING,
  runCharacters,
  type Match,
} from './pageScores';
import type {
  PagefindData,
  PagefindModule,
  PagefindResult,
  PagefindSearchOptions,
} from '../docsearch/searchClient';
import {typoBudget, typosToStem} from './typos';
import {DIACRITICS} from './fold';

// Reading a bundle's files, for the tests and benchmarks that preload pagefind.js with the
// bundle's chunks (bench/quality imports them from here).
export {decodeMeta, readBundleFile} from '../../shared/pagefindFormat';

// Browser code: reads a Pagefind bundle (the format and the release it mirrors are in
// shared/pagefindFormat.ts) and answers `search(term)` like pagefind.js, without its runtime
// and WebAssembly (85 KB before the first query, about half of the bytes a first query costs
// on a 10,000-page site) and in time linear in the postings it reads. Pagefind's search walks
// every matching (word, page) pair once per matching page; with a word on most pages of a big
// site, that is hundreds of milliseconds per key.
//
// The query is normalised as pagefind.js does (lower case; Chinese, Japanese and Thai split
// into words by Intl.Segmenter; punctuation dropped; diacritics but not kana voicing marks removed) and English words are
// stemmed with Porter2, the Snowball English stemmer Pagefind indexes with. Scores follow
// Pagefind's ranking (BM25 with its defaults, word-length and diacritic bonuses, meta field
// boosts); the tests compare both engines' pages and scores on real bundles.

export interface PagefindReaderOptions {
  /** URL of the bundle folder, ending in "/". */
  bundleUrl: string;
  /** Meta field weights (Pagefind's `ranking.metaWeights`); a field not named weighs 1. */
  metaWeights?: Readonly<Record<string, number>>;
  fetch?: typeof fetch;
}

function lowerBound(words: readonly string[], term: string): number {
  let low = 0;
  let high = words.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (words[middle] < term) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** A kana and its voicing mark, decomposed. */
const KANA_VOICED = /[\u3041-\u30FF][\u3099\u309A]/gu;

const PUNCTUATION = /^\p{Pd}|\p{Pe}|\p{Pf}|\p{Pi}|\p{Po}|\p{Ps}$/u; // as pagefind.js tests it

function needsWordSegmentation(language: string): boolean {
  return ['zh', 'ja', 'th'].includes(language.split('-')[0].toLowerCase());
}

const segmenters = new Map<string, Intl.Segmenter>();
function segmenter(language: string, granularity: 'grapheme' | 'word'): Intl.Segmenter {
  const key = `${language} ${granularity}`;
  let made = segmenters.get(key);
  if (!made) segmenters.set(key, (made = new Intl.Segmenter(language, {granularity})));
  return made;
}

/** The query as pagefind.js hands it to the engine, and whether it was "quoted". */
export function normalizeQuery(
  term: string,
  language: string,
  includeCharacters: readonly string[] = [],
): NormalizedQuery {
  const exact = /^\s*".+"\s*$/.test(term);
  const keep = (grapheme: string) =>
    includeCharacters.includes(grapheme)
      ? grapheme
      : PUNCTUATION.test(grapheme)
        ? ''
        : grapheme.toLocaleLowerCase();
  const graphemes = (text: string) =>
    Array.from(segmenter(language, 'grapheme').segment(text), (s) => keep(s.segment)).join('');
  let normalized: string;
  // A query in Chinese on a site in another language (cross-language search finds the pages
  // whose translation holds it) is cut into words as on a Chinese site.
  if (needsWordSegmentation(language) || HAN_CHARACTER.test(term)) {
    const words = Array.from(segmenter(language, 'word').segment(term), (s) =>
      graphemes(s.segment),
    );
    normalized = words.filter(Boolean).join(' ');
  } else {
    normalized = graphemes(term);
  }
  normalized = normalized.replace(/\s{2,}/g, ' ').trim();
  const originals = normalized ? normalized.split(' ') : [];
  // Diacritics removed as Pagefind removes them; kana keep their voicing marks, recomposed as
  // the index writes them (ビ, not ヒ + ゛), while Korean stays decomposed as Pagefind indexes it.
  const stripped = normalized
    .normalize('NFD')
    .replace(DIACRITICS, '')
    .replace(KANA_VOICED, (pair) => pair.normalize('NFC'));
  const words = normalized ? stripped.split(' ') : [];
  return {words, originals, exact};
}

function stemmerFor(language: string): (word: string) => string {
  return language.split('-')[0].toLowerCase() === 'en' ? englishStem : (word) => word;
}

function diacriticsMatch(original: string, form: string): boolean {
  return form === original || form.startsWith(original) || original.startsWith(form);
}

/**
 * How a query term finds words: as a prefix ("prefix-or-shorter" falls back on the longest
 * word the term extends, as pagefind.js does), whole, or (a run of Chinese characters, see
 * runTerm) by the words that can cover each of its characters.
 */
interface QueryTerm {
  term: string;
  /** The term before diacritics were removed (and stemming). */
  original: string;
  mode: 'prefix-or-shorter' | 'exact' | 'run';
  /** The word as typed (diacritics removed, not stemmed): what typos are counted against. */
  typed?: string;
  /** Whether the index holds words by their stems (English). */
  stemmed?: boolean;
  /** For a run: per character it requires, the words and the prefixes of words covering it. */
  cover?: Array<{words: string[]; prefixes: string[]}>;
}

interface NormalizedQuery {
  words: string[];
  originals: string[];
  exact: boolean;
}

const HAN = /^\p{Script=Han}+$/u;
const HAN_CHARACTER = /\p{Script=Han}/u;

/** The words, with each run of neighbouring Chinese words joined into one. */
function mergeRuns(words: readonly string[]): string[] {
  const merged: string[] = [];
  for (const word of words) {
    const last = merged.length - 1;
    if (last >= 0 && HAN.test(word) && HAN.test(merged[last])) merged[last] += word;
    else merged.push(word);
  }
  return merged;
}

/** A page found; its data is fetched when asked for (one class, not a closure per page found). */
class Result implements PagefindResult {
  readonly id: string;
  constructor(
    private readonly page: MetaPage,
    readonly score: number,
    private readonly fragment: (page: MetaPage) => Promise<PagefindData>,
  ) {
    this.id = page.hash;
  }

  data(): Promise<PagefindData> {
    return this.fragment(this.page);
  }
}

/** Creates the reader; nothing is fetched until init() or the first search. */
export function createPagefindReader(options: PagefindReaderOptions): PagefindModule {
  const fetchFile = options.fetch ?? ((url: string) => fetch(url));
  const metaWeights = options.metaWeights ?? {};
  let ready: Promise<{meta: Meta; language: string; includeCharacters: string[]}> | null = null;
  const chunks = new Map<string, Promise<LoadedChunk>>();
  const fragmentFiles = new Map<string, Promise<Uint8Array>>();

  async function get(path: string): Promise<Response> {
    const response = await fetchFile(`${options.bundleUrl}${path}`);
    if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
    return response;
  }

  function init() {
    ready ??= (async () => {
      const entry = parseEntry(await (await get('pagefind-entry.json')).json());
      const meta = decodeMeta(
        await readBundleFile(await get(`pagefind.${entry.metaHash}.pf_meta`)),
      );
      return {meta, language: entry.language, includeCharacters: entry.includeCharacters};
    })();
    ready.catch(() => {
      ready = null; // the next query tries again
    });
    return ready;
  }

  function chunk(hash: string): Promise<LoadedChunk> {
    let loading = chunks.get(hash);
    if (!loading) {
      loading = get(`index/${hash}.pf_index`).then(readBundleFile).then(indexChunk);
      loading.catch(() => chunks.delete(hash));
      chunks.set(hash, loading);
    }
    return loading;
  }

  const filterFiles = new Map<string, Promise<Map<string, number[]>>>();

  /**
   * The pages `filters` allow (Pagefind's `{name: {any: [values]}}`: a page with one of the
   * values of each filter), by page number; null when no filter applies. A filter the bundle
   * lacks, or whose file cannot be read, restricts nothing: the search client checks each
   * record's facets anyway, this only spares it the other pages' fragments.
   */
  async function allowedPages(
    meta: Meta,
    filters: PagefindSearchOptions['filters'],
  ): Promise<Uint8Array | null> {
    let allowed: Uint8Array | null = null;
    for (const [name, {any}] of Object.entries(filters ?? {})) {
      const filter = meta.filters.find((f) => f.name === name);
      if (!filter) continue;
      let loading = filterFiles.get(filter.hash);
      if (!loading) {
        loading = get(filterPath(filter)).then(readBundleFile).then(decodeFilter);
        loading.catch(() => filterFiles.delete(filter.hash));
        filterFiles.set(filter.hash, loading);
      }
      const values = await loading.catch(() => null);
      if (!values) continue;
      const pages = new Uint8Array(meta.pages.length);
      for (const value of any) for (const page of values.get(value) ?? []) pages[page] = 1;
      if (allowed) for (let page = 0; page < pages.length; page++) allowed[page] &= pages[page];
      else allowed = pages;
    }
    return allowed;
  }

  /** A page's data; pages of one fragment group share one request. */
  function fragment(page: MetaPage): Promise<PagefindData> {
    const path = fragmentPath(page);
    let loading = fragmentFiles.get(path);
    if (!loading) {
      loading = get(path).then(readBundleFile);
      loading.catch(() => fragmentFiles.delete(path));
      fragmentFiles.set(path, loading);
    }
    return loading.then((bytes) => decodeFragment(bytes, page));
  }

  /** The chunks that may hold `term` or words starting with it (or only `term`, when `whole`). */
  function chunksFor(meta: Meta, term: string, whole = false): Chunk[] {
    return meta.chunks.filter(
      (c) => c.to >= term && (c.from <= term || (!whole && c.from.startsWith(term))),
    );
  }

  function wholeWords(
    loaded: LoadedChunk[],
    words: readonly string[],
    into: Set<WordEntry>,
  ): Set<WordEntry> {
    for (const c of loaded) {
      for (const word of words) {
        const i = lowerBound(c.words, word);
        if (c.words[i] === word) into.add(wordEntry(c, i));
      }
    }
    return into;
  }

  function wordsStartingWith(
    loaded: LoadedChunk[],
    prefixes: readonly string[],
    into: Set<WordEntry>,
  ): Set<WordEntry> {
    for (const c of loaded) {
      for (const prefix of prefixes) {
        for (
          let i = lowerBound(c.words, prefix);
          i < c.words.length && c.words[i].startsWith(prefix);
          i++
        )
          into.add(wordEntry(c, i));
      }
    }
    return into;
  }

  /**
   * The words matching a query term, in groups a page must each have a word of: one group,
   * or for a run one per character it requires (none when it requires none).
   */
  function termMatches(
    loaded: LoadedChunk[],
    {term, mode, cover = [], typed = term, stemmed}: QueryTerm,
    typos: Map<WordEntry, number>,
  ): WordEntry[][] {
    if (mode === 'run')
      return cover
        .map(({words, prefixes}) =>
          wordsStartingWith(loaded, prefixes, wholeWords(loaded, words, new Set())),
        )
        .map((group) => Array.from(group));
    if (mode === 'exact') return [Array.from(wholeWords(loaded, [term], new Set()))];
    const entries = wordsStartingWith(loaded, [term], new Set());
    if (entries.size > 0) {
      // A word typed past its stem ("borrowi" for borrowing, whose stem is borrow; "iterat"
      // for iterator, iter) starts no stem of the word it will be: unless it is a word of the
      // index itself, also the longest stem of 4 or more letters it extends by at most 3 (the
      // client keeps only the records with a word starting with what was typed).
      const stem =
        stemmed && wholeWords(loaded, [term], new Set()).size === 0
          ? longestExtended(loaded, term)
          : null;
      if (stem && stem.word.length >= 4 && term.length - stem.word.length <= 3) entries.add(stem);
      return [Array.from(entries)];
    }
    // No word is or starts with the term: the words a typo or two away, from the chunks
    // already loaded (see typos.ts), besides Pagefind's own fallback below.
    const found: WordEntry[] = [];
    if (typoBudget(typed) > 0) {
      for (const c of loaded) {
        for (let i = 0; i < c.words.length; i++) {
          const count = typosToStem(typed, term, c.words[i]);
          if (count < 0) continue;
          const entry = wordEntry(c, i);
          if (!typos.has(entry)) found.push(entry);
          typos.set(entry, Math.min(count, typos.get(entry) ?? count));
        }
      }
    }
    // Pagefind falls back on the longest word in memory that the term extends.
    const best = longestExtended(loaded, term);
    if (best) {
      if (!found.includes(best)) found.push(best);
      typos.delete(best);
    }
    return [found];
  }

  /** The longest word in the loaded chunks that `term` extends (starts with and is longer than). */
  function longestExtended(loaded: LoadedChunk[], term: string): WordEntry | null {
    let best: WordEntry | null = null;
    for (const c of loaded) {
      for (let end = term.length - 1; end > (best?.word.length ?? 0); end--) {
        const prefix = term.slice(0, end);
        const i = lowerBound(c.words, prefix);
        if (c.words[i] === prefix) {
          best = wordEntry(c, i);
          break;
        }
      }
    }
    return best;
  }

  /** The query's terms, as pagefind.js would search them; the chunks they need are loaded. */
  async function pagefindTerms(
    meta: Meta,
    query: NormalizedQuery,
    stem: (word: string) => string,
    loaded: LoadedChunk[],
  ): Promise<QueryTerm[]> {
    const terms: QueryTerm[] = query.words.map((word, i) => ({
      term: stem(word),
      original: query.originals[i] ?? '',
      mode: query.exact ? 'exact' : 'prefix-or-shorter',
      typed: word,
      stemmed: stem === englishStem,
    }));
    // Chunks for the raw and the stemmed words: chunk bounds are stemmed words. A "quoted"
    // search wants whole words only: the one chunk that can hold each (for "s", not the
    // dozens of chunks of words starting with s).
    const wanted = new Set<string>();
    for (let i = 0; i < terms.length; i++) {
      const words = query.exact ? [terms[i].term] : new Set([query.words[i], terms[i].term]);
      for (const t of words) for (const c of chunksFor(meta, t, query.exact)) wanted.add(c.hash);
      // A word that sorts between two chunks is in neither; its typo candidates are next to
      // it, in the chunks on either side that hold words of its first letter (same round trip).
      const typed = query.words[i];
      if (
        !query.exact &&
        typoBudget(typed) > 0 &&
        !meta.chunks.some((c) => c.from <= typed && c.to >= typed)
      ) {
        const next = meta.chunks.findIndex((c) => c.from > typed);
        for (const c of [
          meta.chunks[next === -1 ? meta.chunks.length - 1 : next - 1],
          meta.chunks[next],
        ]) {
          if (c && (c.from[0] === typed[0] || c.to[0] === typed[0])) wanted.add(c.hash);
        }
      }
    }
    loaded.push(...(await Promise.all(Array.from(wanted, chunk))));
    // A term with no extension falls back on the longest word it extends, which may sit in an
    // earlier chunk.
    const prefixChunks = new Set<string>();
    for (const {term: t} of query.exact ? [] : terms) {
      if (loaded.some((c) => c.words[lowerBound(c.words, t)]?.startsWith(t))) continue;
      for (let end = 1; end < t.length; end++) {
        for (const c of meta.chunks)
          if (c.from <= t.slice(0, end) && c.to >= t.slice(0, end) && !wanted.has(c.hash))
            prefixChunks.add(c.hash);
      }
    }
    loaded.push(...(await Promise.all(Array.from(prefixChunks, chunk))));
    return terms;
  }

  /**
   * A run of Chinese characters, as one term the index can answer. The browser's segmenter
   * (what pagefind.js uses) and the indexer's (jieba) often disagree: ICU may keep 内存泄漏 or
   * 连接池 as one word where the index holds 内存 + 泄漏 or 连接 + 池, and pagefind.js then
   * finds only the few pages where jieba kept the compound, or none. Nor does jieba cut a
   * phrase the same way in every sentence (跨域 + 请求 here, 跨 + 域 + 请求 there).
   *
   * So a page must have, for each character, a word that can cover it where the run is
   * written: a word that starts at it or before it, within the run, and reads as the run does
   * from there (or runs past the end of it, as a word the visitor is still typing does). A page
   * holding the run as written has such a word for every character, however it was cut.
   * Quotes change nothing here: a run is already looked for as written.
   */
  async function runTerm(meta: Meta, run: string, loaded: LoadedChunk[]): Promise<QueryTerm> {
    const characters = Array.from(run);
    const n = characters.length;
    const text = (from: number, to: number) => characters.slice(from, to).join('');
    // The words that can start at character j read as the run from there (text(j, end)), or
    // run past its end (words starting with the rest of the run, text(j, n)). Fetched first,
    // at once: the chunks that can hold the words inside the run (to its end: 缓 + 存, as our
    // build parts a heading's characters), and the words starting with the whole run (a word
    // still being typed). Not every chunk from a character to the rest
    // of the run: since Pagefind 1.6 indexes two-character entries across word boundaries,
    // the words starting with a common character fill several chunks (191 KB for 缓存 on a
    // 10,000-page site, where the run's own chunks are 40).
    const hashes = new Set<string>();
    for (let j = 0; j < n; j++) {
      for (let end = j + 1; end <= n; end++) {
        const word = text(j, end);
        for (const c of meta.chunks) if (c.from <= word && c.to >= word) hashes.add(c.hash);
      }
    }
    for (const c of chunksFor(meta, run)) hashes.add(c.hash);
    const load = async (wanted: Set<string>) => {
      for (const c of await Promise.all(Array.from(wanted, chunk)))
        if (!loaded.includes(c)) loaded.push(c);
    };
    await load(hashes);
    const isWord = (word: string) =>
      loaded.some((c) => c.words[lowerBound(c.words, word)] === word);
    const startsWord = (prefix: string) =>
      loaded.some((c) => c.words[lowerBound(c.words, prefix)]?.startsWith(prefix));
    const coverOf = () =>
      characters.map((_, k) => {
        const words: string[] = [];
        const prefixes: string[] = [];
        for (let j = 0; j <= k; j++) {
          if (startsWord(text(j, n))) prefixes.push(text(j, n));
          for (let end = k + 1; end < n; end++) if (isWord(text(j, end))) words.push(text(j, end));
        }
        return {words, prefixes};
      });
    let cover = coverOf();
    // A character nothing covers yet may be covered by a word starting inside the run and
    // running past its end (缓存策 for 缓存 + 策略): a second round, only then, for those.
    const more = new Set<string>();
    cover.forEach(({words, prefixes}, k) => {
      if (words.length > 0 || prefixes.length > 0) return;
      for (let j = 1; j <= k; j++)
        for (const c of chunksFor(meta, text(j, n))) if (!hashes.has(c.hash)) more.add(c.hash);
    });
    if (more.size > 0) {
      await load(more);
      cover = coverOf();
    }
    // A character no word covers is not required, as pagefind.js leaves out a word the site
    // lacks; nor is a neighbour that only a one-character word covers (档 is unknown, so 文 in
    // 文档 is taken as part of that unknown word, not as the word 文).
    const uncovered = cover.map(({words, prefixes}) => words.length === 0 && prefixes.length === 0);
    const weak = cover.map(
      ({words, prefixes}) => prefixes.length === 0 && words.every((word) => word.length === 1),
    );
    const required = cover.filter(
      (_, k) => !uncovered[k] && !(weak[k] && (uncovered[k - 1] || uncovered[k + 1])),
    );
    return {term: run, original: run, mode: 'run', cover: required};
  }

  async function search(
    term: string,
    options: PagefindSearchOptions = {},
  ): Promise<{results: PagefindResult[]}> {
    const {meta, language, includeCharacters} = await init();
    const query = normalizeQuery(term, language, includeCharacters);
    if (query.words.length === 0) return {results: []};
    const allowing = allowedPages(meta, options.filters); // fetched beside the index chunks
    allowing.catch(() => {}); // awaited below
    const loaded: LoadedChunk[] = [];
    let terms: QueryTerm[];
    let exact = query.exact;
    if (needsWordSegmentation(language) || query.words.some((word) => HAN.test(word))) {
      // Runs of Chinese characters are matched as written (see runTerm); other words as
      // pagefind.js does, but a "quoted" search is scored as an unquoted one. On a site in
      // another language, Chinese words are those of the pages' translations (cross-language
      // search), indexed character by character (shared/recordLayout.ts's separateWords).
      terms = [];
      exact = false;
      // The parts' chunks are fetched at once (one round trip for "数据库 事务"); each part
      // looks only in its own, so the answer does not depend on which arrived first.
      const parts = await Promise.all(
        mergeRuns(query.words).map(async (part) => {
          const own: LoadedChunk[] = [];
          const partTerms = HAN.test(part)
            ? [await runTerm(meta, part, own)]
            : await pagefindTerms(
                meta,
                {words: [part], originals: [part], exact: query.exact},
                stemmerFor(language),
                own,
              );
          return {partTerms, own};
        }),
      );
      for (const {partTerms, own} of parts) {
        terms.push(...partTerms);
        for (const c of own) if (!loaded.includes(c)) loaded.push(c);
      }
    } else {
      terms = await pagefindTerms(meta, query, stemmerFor(language), loaded);
    }

    const totalPages = meta.pages.length;
    const matches: Match[] = [];
    const termPages: Uint8Array[] = [];
    const counts: number[] = [];
    for (let t = 0; t < terms.length; t++) {
      const {term: text, original, mode} = terms[t];
      const typos = new Map<WordEntry, number>();
      const groups = termMatches(loaded, terms[t], typos);
      // Each word once, though it may cover several characters of a run.
      for (const entry of new Set(groups.flat())) {
        const bonus = mode === 'exact' ? 1 : lengthBonus(entry.word, text);
        const typoCount = typos.get(entry) ?? 0;
        for (const {form, postings} of entry.forms) {
          // A run has no diacritics to tell apart: it matches as written. A word a typo
          // away scores less than any word as typed: a half, a third for two typos.
          const diacriticBonus =
            typoCount > 0
              ? 1 / (1 + typoCount)
              : mode === 'run' || diacriticsMatch(original, form)
                ? 1 + RANKING.diacriticSimilarity
                : 1;
          matches.push({
            word: entry.word,
            term: t,
            lengthBonus: bonus,
            diacriticBonus,
            postings,
            joined: mode === 'run',
            ...(mode === 'run'
              ? {runLength: Array.from(text).length, runCharacters: runCharacters(entry.word, text)}
              : {}),
          });
        }
      }
      // The pages with a word of every group.
      let onPage: Uint8Array | null = null;
      for (const group of groups) {
        const inGroup = new Uint8Array(totalPages);
        for (const entry of group)
          for (const {postings} of entry.forms)
            for (const page of postings.pages) if (page < totalPages) inGroup[page] = 1;
        if (onPage) for (let page = 0; page < totalPages; page++) onPage[page] &= inGroup[page];
        else onPage = inGroup;
      }
      onPage ??= new Uint8Array(totalPages);
      termPages.push(onPage);
      let count = 0;
      for (let page = 0; page < totalPages; page++) count += onPage[page];
      counts.push(count);
    }
    // A term no word matches is left out (as Pagefind does), unless none matches or the
    // search is "quoted".
    const required = exact ? termPages : termPages.filter((_, t) => counts[t] > 0);
    const found: number[] = [];
    if (required.length > 0 && (exact || counts.some((count) => count > 0))) {
      const termsOnPage = new Uint8Array(totalPages);
      for (const onPage of required)
        for (let page = 0; page < totalPages; page++) termsOnPage[page] += onPage[page];
      for (let page = 0; page < totalPages; page++)
        if (termsOnPage[page] === required.length) found.push(page);
    }
    const allowed = await allowing;
    if (found.length === 0) return {results: []};

    const stats = {
      wordCount: (page: number) => meta.pages[page].wordCount,
      averageLength: meta.averageLength,
      totalPages,
      metaFields: meta.metaFields,
    };
    const scores = exact
      ? exactScores(stats, found, matches, terms.length, metaWeights)
      : rankedScores(stats, found, matches, counts, metaWeights);
    // Best first; equal scores in page order. Pages the filters exclude are scored (the
    // scores stay those of the whole index, as Pagefind's) but not returned.
    const order = Uint32Array.from(found.keys()).sort((a, b) => scores[b] - scores[a] || a - b);
    const results: PagefindResult[] = [];
    for (const s of order) {
      if (!Number.isNaN(scores[s]) && (!allowed || allowed[found[s]]))
        results.push(new Result(meta.pages[found[s]], scores[s], fragment));
    }
    return {results};
  }

  return {
    async options() {},
    async init() {
      await init();
    },
    search,
  };
}
