import {CborReader} from '../cbor.js';
import {BUNDLE_LIMITS} from './limits.js';

// An index chunk's words and their postings as Pagefind 1.6.0 writes them (see version.ts):
// - pagefind/src/index/index_words.rs, pagefind_web/src/index.rs: index/<hash>.pf_index,
//   [[word, pages, variants]] sorted by word. A page is [page delta, locations, meta
//   locations]; in locations a negative number -(w + 1) sets the weight w (24 = 1.0) of the
//   positions after it, the first position after it absolute and each next one a delta; in
//   meta locations a negative number -(f + 1) switches to meta field f. A variant is
//   [form, pages]: the same word written with other diacritics;

/** A word's postings, in flat arrays (decoded from an index chunk). */
export interface Postings {
  /** Page indexes, ascending. */
  pages: number[];
  /** Page i's locations are locations[locationStart[i]] to locations[locationStart[i + 1]]. */
  locationStart: number[];
  /** Weight, position, weight, position... */
  locations: number[];
  /** Page i's meta locations are metaLocations[metaStart[i]] to metaLocations[metaStart[i + 1]]. */
  metaStart: number[];
  /** Field, position, field, position... */
  metaLocations: number[];
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
}

/** index/<hash>.pf_index, read: its words; postings are decoded on demand (wordEntry). */
export function indexChunk(bytes: Uint8Array): LoadedChunk {
  const cbor = new CborReader(bytes);
  cbor.array();
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
  return {words, offsets, bytes, decoded: new Map()};
}

/**
 * A page's content or meta locations: `count` integers from the reader's position, where a
 * negative one -(k + 1) sets k (the weight of the content positions after it, up to 255, or
 * the meta field they are in) and the others are positions, the first after a k absolute
 * and each next one a delta. Pushes (k, position) pairs onto `into`.
 */
function readLocations(cbor: CborReader, count: number, into: number[], meta: boolean): void {
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
      into.push(k, position);
    }
  }
}

function decodePostings(cbor: CborReader): Postings {
  const postings: Postings = {
    pages: [],
    locationStart: [0],
    locations: [],
    metaStart: [0],
    metaLocations: [],
  };
  const {locations, metaLocations} = postings;
  let page = 0;
  for (let i = 0, n = cbor.array(); i < n; i++) {
    const length = cbor.array();
    if (length !== 3) throw new Error(`Pagefind index: a page has ${length} fields, not 3`);
    const delta = cbor.int();
    if (delta < 0) throw new Error('Pagefind index: pages out of order');
    page += delta;
    readLocations(cbor, cbor.array(), locations, false);
    readLocations(cbor, cbor.array(), metaLocations, true);
    postings.pages.push(page);
    postings.locationStart.push(locations.length);
    postings.metaStart.push(metaLocations.length);
  }
  return postings;
}

/** The word at `index` of a chunk, with its postings and its variants' (decoded once). */
export function wordEntry(chunk: LoadedChunk, index: number): WordEntry {
  const known = chunk.decoded.get(index);
  if (known) return known;
  const cbor = new CborReader(chunk.bytes);
  cbor.position = chunk.offsets[index];
  const word = chunk.words[index];
  const forms = [{form: word, postings: decodePostings(cbor)}];
  for (let i = 0, n = cbor.array(); i < n; i++) {
    cbor.array();
    const form = cbor.string();
    forms.push({form, postings: decodePostings(cbor)});
  }
  const entry = {word, forms};
  chunk.decoded.set(index, entry);
  return entry;
}
