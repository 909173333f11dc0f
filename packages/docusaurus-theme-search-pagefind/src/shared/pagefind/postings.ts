import {CborReader} from '../cbor.js';
import {BUNDLE_LIMITS} from './limits.js';

// An index chunk's words and their postings as Pagefind 1.6.0 writes them (see version.ts):
// - pagefind/src/index/index_words.rs, pagefind_web/src/index.rs: index/<hash>.pf_index,
//   [[word, pages, variants]] sorted by word. A page is [page delta, locations, meta
//   locations]; in locations a negative number -(w + 1) sets the weight w (24 = 1.0) of the
//   positions after it, the first position after it absolute and each next one a delta; in
//   meta locations a negative number -(f + 1) switches to meta field f. A variant is
//   [form, pages]: the same word written with other diacritics;

/**
 * A word's postings, in flat arrays (decoded from an index chunk into typed arrays of their
 * exact length: a common word's postings hold hundreds of thousands of numbers, and arrays grown
 * number by number left garbage for every keystroke that decoded one).
 */
export interface Postings {
  /** Page indexes, ascending. */
  pages: ArrayLike<number>;
  /** Page i's locations are locations[locationStart[i]] to locations[locationStart[i + 1]]. */
  locationStart: ArrayLike<number>;
  /** Weight, position, weight, position... */
  locations: ArrayLike<number>;
  /** Page i's meta locations are metaLocations[metaStart[i]] to metaLocations[metaStart[i + 1]]. */
  metaStart: ArrayLike<number>;
  /** Field, position, field, position... */
  metaLocations: ArrayLike<number>;
  /**
   * Read from a summary (shared/chunkSummaries.ts): `locations` holds only the places the page
   * shares with another word; page i's places no other word shares are counted by weight, as
   * weight, count pairs from solo[soloStart[i]] to solo[soloStart[i + 1]].
   */
  soloStart?: ArrayLike<number>;
  solo?: ArrayLike<number>;
}

/** The weight of a word in a page's text (Pagefind's 1.0): a summary writes its solo places shortest. */
export const PLAIN_WEIGHT = 24;

/** How many content places page i of `postings` holds the word at. */
export function contentPlaces(postings: Postings, i: number): number {
  const {locationStart, soloStart, solo} = postings;
  let places = (locationStart[i + 1] - locationStart[i]) / 2;
  if (soloStart && solo)
    for (let j = soloStart[i]; j < soloStart[i + 1]; j += 2) places += solo[j + 1];
  return places;
}

export interface WordEntry {
  word: string;
  /** The word's own postings and its variants', each with the form that matched. */
  forms: Array<{form: string; postings: Postings}>;
}

/** One index chunk: its words, sorted, with where each word's postings start. */
export interface LoadedChunk {
  words: string[];
  /** Where each word's pages start. */
  offsets: number[];
  bytes: Uint8Array;
  decoded: Map<number, WordEntry>;
  /** A summary of a chunk (shared/chunkSummaries.ts): its pages carry solo places. */
  summary?: boolean;
}

/** index/<hash>.pf_index, read: its words; postings are decoded on demand (wordEntry). */
export function indexChunk(bytes: Uint8Array): LoadedChunk {
  const cbor = new CborReader(bytes);
  cbor.array();
  return wordsFrom(cbor, bytes);
}

/** A chunk's words from the reader's position on ([[word, pages, variants], ...]). */
export function wordsFrom(cbor: CborReader, bytes: Uint8Array, summary = false): LoadedChunk {
  const words: string[] = [];
  const offsets: number[] = [];
  for (let i = 0, n = cbor.array(); i < n; i++) {
    const length = cbor.array();
    if (length !== 3) throw new Error(`Pagefind index: a word has ${length} fields, not 3`);
    words.push(cbor.string());
    offsets.push(cbor.position);
    cbor.skip(); // pages
    cbor.skip(); // variants
  }
  return {words, offsets, bytes, decoded: new Map(), summary};
}

/** A growable list of integers, reused from word to word (its contents copied out at the end). */
class IntList {
  values = new Int32Array(1024);
  length = 0;
  push2(a: number, b: number): void {
    if (this.length + 2 > this.values.length) {
      const grown = new Int32Array(2 * this.values.length);
      grown.set(this.values);
      this.values = grown;
    }
    this.values[this.length++] = a;
    this.values[this.length++] = b;
  }
  /** Its contents, in an array of their own; the list is emptied. */
  take(): Int32Array {
    const taken = this.values.slice(0, this.length);
    this.length = 0;
    return taken;
  }
}

// (Decoding is synchronous: one pair of lists serves every word.)
const contentList = new IntList();
const metaList = new IntList();
const soloList = new IntList();

/**
 * A page's content or meta locations: `count` integers from the reader's position, where a
 * negative one -(k + 1) sets k (the weight of the content positions after it, up to 255, or
 * the meta field they are in) and the others are positions, the first after a k absolute
 * and each next one a delta. Pushes (k, position) pairs onto `into`.
 */
function readLocations(cbor: CborReader, count: number, into: IntList, meta: boolean): void {
  let k = meta ? 0 : 25;
  let position = 0;
  for (let j = 0; j < count; j++) {
    const value = cbor.int();
    if (value < 0) {
      k = -value - 1;
      if (!meta) k = Math.min(255, k);
      else if (k >= BUNDLE_LIMITS.metaFields) throw new Error(`Pagefind index: meta field ${k}`);
      position = 0; // the first position after a k is absolute
    } else {
      position += value;
      if (position > BUNDLE_LIMITS.position)
        throw new Error(
          `Pagefind index: a ${meta ? 'meta ' : ''}word at position ${position}, past any page`,
        );
      into.push2(k, position);
    }
  }
}

/** A word's pages: Pagefind's [page delta, locations, meta locations] each, or a summary's. */
function decodePostings(cbor: CborReader, summary: boolean): Postings {
  const n = cbor.array();
  // Each page takes a few bytes at least: a count past the bytes left is a broken file (and no
  // arrays are made for it).
  if (n > cbor.remaining) throw new Error('CBOR: unexpected end of data');
  // (Page numbers as read, however large: the engine skips those past the index's pages.)
  const pages = new Float64Array(n);
  const locationStart = new Int32Array(n + 1);
  const metaStart = new Int32Array(n + 1);
  // A summary's page is [page delta, solo places (weight, count, ...), locations, meta
  // locations], or [page delta, count] for a page of solo places of PLAIN_WEIGHT only.
  const fields = summary ? 4 : 3;
  const soloStart = summary ? new Int32Array(n + 1) : undefined;
  soloList.length = 0;
  contentList.length = 0;
  metaList.length = 0;
  let page = 0;
  try {
    for (let i = 0; i < n; i++) {
      const length = cbor.array();
      const plain = soloStart !== undefined && length === 2;
      if (length !== fields && !plain)
        throw new Error(`Pagefind index: a page has ${length} fields, not ${fields}`);
      const delta = cbor.int();
      if (delta < 0) throw new Error('Pagefind index: pages out of order');
      page += delta;
      pages[i] = page;
      if (soloStart) {
        const count = plain ? 2 : cbor.array();
        if (count % 2 !== 0)
          throw new Error('Pagefind index: a summary page of broken solo places');
        for (let j = 0; j < count; j += 2) {
          const weight = plain ? PLAIN_WEIGHT : cbor.int();
          const places = cbor.int();
          if (weight < 0 || weight > 255 || places < 1)
            throw new Error('Pagefind index: a summary page of broken solo places');
          soloList.push2(weight, places);
        }
        soloStart[i + 1] = soloList.length;
        if (plain) {
          locationStart[i + 1] = contentList.length;
          metaStart[i + 1] = metaList.length;
          continue;
        }
      }
      readLocations(cbor, cbor.array(), contentList, false);
      readLocations(cbor, cbor.array(), metaList, true);
      locationStart[i + 1] = contentList.length;
      metaStart[i + 1] = metaList.length;
    }
    return {
      pages,
      locationStart,
      locations: contentList.take(),
      metaStart,
      metaLocations: metaList.take(),
      // (Always both keys, undefined in a chunk's postings: one shape for the scorers' loops.)
      soloStart,
      solo: soloStart ? soloList.take() : undefined,
    };
  } finally {
    contentList.length = 0;
    metaList.length = 0;
    soloList.length = 0;
  }
}

/** The word at `index` of a chunk, with its postings and its variants' (decoded once). */
export function wordEntry(chunk: LoadedChunk, index: number): WordEntry {
  const known = chunk.decoded.get(index);
  if (known) return known;
  const cbor = new CborReader(chunk.bytes);
  cbor.position = chunk.offsets[index];
  const word = chunk.words[index];
  const summary = chunk.summary === true;
  const forms = [{form: word, postings: decodePostings(cbor, summary)}];
  for (let i = 0, n = cbor.array(); i < n; i++) {
    cbor.array();
    const form = cbor.string();
    forms.push({form, postings: decodePostings(cbor, summary)});
  }
  const entry = {word, forms};
  chunk.decoded.set(index, entry);
  return entry;
}
