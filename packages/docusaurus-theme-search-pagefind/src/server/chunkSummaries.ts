import {mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {cborHead, cborText} from '../shared/cbor.js';
import {SUMMARY_TAG} from '../shared/chunkSummaries.js';
import {chunkSummaryPath} from '../shared/pageFilePaths.js';
import type {Chunk} from '../shared/pagefind/chunkBounds.js';
import {
  indexChunk,
  PLAIN_WEIGHT,
  wordEntry,
  type Postings,
  type WordEntry,
} from '../shared/pagefind/postings.js';
import {eachFile, pack, unpack} from './packedFiles.js';

// Writes the summary of each index chunk of a bundle (what a summary is and why:
// shared/chunkSummaries.ts). A place is solo when one location of the whole index, of any word
// or form, is at it on its page; the places are counted over every chunk before any summary is
// written.

/** Per page, how many locations of the index are at each position (2 standing for 2 or more). */
class PlaceCounts {
  private readonly pages = new Map<number, Uint8Array>();

  add(page: number, position: number): void {
    let counts = this.pages.get(page);
    if (!counts || position >= counts.length) {
      const grown = new Uint8Array(Math.max(64, 2 * (position + 1)));
      if (counts) grown.set(counts);
      this.pages.set(page, (counts = grown));
    }
    if (counts[position] < 2) counts[position]++;
  }

  /** The page's counts (none: no location on it). */
  of(page: number): Uint8Array | undefined {
    return this.pages.get(page);
  }
}

/** CBOR written into one growing buffer (a summary holds millions of small integers). */
class CborWriter {
  private bytes = new Uint8Array(1 << 16);
  private length = 0;

  private reserve(n: number): void {
    if (this.length + n <= this.bytes.length) return;
    const grown = new Uint8Array(Math.max(2 * this.bytes.length, this.length + n));
    grown.set(this.bytes.subarray(0, this.length));
    this.bytes = grown;
  }

  /** A head: major type `major`, argument `n` (a whole number below 2^32). */
  head(major: number, n: number): void {
    this.reserve(5);
    const type = major << 5;
    const b = this.bytes;
    if (n < 24) b[this.length++] = type | n;
    else if (n < 256) {
      b[this.length++] = type | 24;
      b[this.length++] = n;
    } else if (n < 65536) {
      b[this.length++] = type | 25;
      b[this.length++] = n >> 8;
      b[this.length++] = n & 255;
    } else {
      this.put(cborHead(major, n)); // (checks the range)
    }
  }

  int(n: number): void {
    if (n < 0) this.head(1, -1 - n);
    else this.head(0, n);
  }

  put(bytes: Uint8Array): void {
    this.reserve(bytes.length);
    this.bytes.set(bytes, this.length);
    this.length += bytes.length;
  }

  text(text: string): void {
    this.put(cborText(text));
  }

  take(): Uint8Array {
    return this.bytes.slice(0, this.length);
  }
}

/**
 * Writes the (k, position) pairs of values[from] to values[to - 1] that `keep(j)` chooses (j: a
 * pair's first index) as Pagefind writes locations: a k, then positions, the first after a k
 * absolute and each next one a delta. (Counted first: CBOR gives the array's length first.)
 */
function writeLocations(
  out: CborWriter,
  values: ArrayLike<number>,
  from: number,
  to: number,
  keep: (j: number) => boolean,
): void {
  let items = 0;
  let k = -1;
  let position = 0;
  for (let j = from; j < to; j += 2) {
    if (!keep(j)) continue;
    if (values[j] !== k || values[j + 1] < position) {
      k = values[j];
      items++;
    }
    items++;
    position = values[j + 1];
  }
  out.head(4, items);
  k = -1;
  position = 0;
  for (let j = from; j < to; j += 2) {
    if (!keep(j)) continue;
    // (A new k, or a position before the last, starts a run: its first position is absolute.)
    if (values[j] !== k || values[j + 1] < position) {
      k = values[j];
      position = 0;
      out.int(-(k + 1));
    }
    out.int(values[j + 1] - position);
    position = values[j + 1];
  }
}

const all = () => true;

/** A word's (or a form's) pages, summarised against `places`. */
function writeSummaryPages(out: CborWriter, postings: Postings, places: PlaceCounts): void {
  const {pages, locationStart, locations, metaStart, metaLocations} = postings;
  out.head(4, pages.length);
  const solo = new Map<number, number>(); // weight → places
  let previous = 0;
  for (let i = 0; i < pages.length; i++) {
    const page = pages[i];
    const counts = places.of(page);
    const isSolo = (j: number) => counts?.[locations[j + 1]] === 1;
    solo.clear();
    for (let j = locationStart[i]; j < locationStart[i + 1]; j += 2)
      if (isSolo(j)) solo.set(locations[j], (solo.get(locations[j]) ?? 0) + 1);
    const weights = [...solo.keys()].sort((a, b) => a - b);
    const soloPlaces = weights.reduce((sum, weight) => sum + solo.get(weight)!, 0);
    // (Most pages of a common word: a few places in the text, none shared, in no meta field.)
    if (
      weights.length === 1 &&
      weights[0] === PLAIN_WEIGHT &&
      soloPlaces === (locationStart[i + 1] - locationStart[i]) / 2 &&
      metaStart[i + 1] === metaStart[i]
    ) {
      out.head(4, 2);
      out.int(page - previous);
      out.int(soloPlaces);
      previous = page;
      continue;
    }
    out.head(4, 4);
    out.int(page - previous);
    out.head(4, 2 * weights.length);
    for (const weight of weights) {
      out.int(weight);
      out.int(solo.get(weight)!);
    }
    writeLocations(out, locations, locationStart[i], locationStart[i + 1], (j) => !isSolo(j));
    writeLocations(out, metaLocations, metaStart[i], metaStart[i + 1], all);
    previous = page;
  }
}

/** Each chunk's words, decoded. */
function chunkEntries(chunk: Uint8Array): WordEntry[] {
  const loaded = indexChunk(chunk);
  return loaded.words.map((_, i) => wordEntry(loaded, i));
}

/**
 * The summaries of an index's chunks (each chunk's hash and data, unpacked), in the same order.
 * Each chunk is decoded twice, to count the places and then to write its summary, rather than
 * all of them kept decoded at once (hundreds of megabytes on a 10,000-page site).
 */
export function summarise(chunks: ReadonlyArray<{hash: string; data: Uint8Array}>): Uint8Array[] {
  const places = new PlaceCounts();
  for (const {data} of chunks)
    for (const {forms} of chunkEntries(data))
      for (const {postings} of forms) {
        const {pages, locationStart, locations} = postings;
        for (let i = 0; i < pages.length; i++)
          for (let j = locationStart[i]; j < locationStart[i + 1]; j += 2)
            places.add(pages[i], locations[j + 1]);
      }
  return chunks.map(({hash, data}) => {
    const words = chunkEntries(data);
    const out = new CborWriter();
    out.head(4, 3);
    out.text(SUMMARY_TAG);
    out.text(hash);
    out.head(4, words.length);
    for (const {word, forms} of words) {
      const [own, ...variants] = forms;
      out.head(4, 3);
      out.text(word);
      writeSummaryPages(out, own.postings, places);
      out.head(4, variants.length);
      for (const {form, postings} of variants) {
        out.head(4, 2);
        out.text(form);
        writeSummaryPages(out, postings, places);
      }
    }
    return out.take();
  });
}

/** Writes the summaries of the index chunks `chunks` of the bundle in `bundleDir` (metadata `metaHash`). */
export async function writeChunkSummaries(
  bundleDir: string,
  metaHash: string,
  chunks: readonly Chunk[],
): Promise<void> {
  const data = await eachFile(chunks, async ({hash}) => ({
    hash,
    data: await unpack(await readFile(path.join(bundleDir, 'index', `${hash}.pf_index`))),
  }));
  const summaries = summarise(data);
  await mkdir(path.join(bundleDir, path.dirname(chunkSummaryPath(metaHash, 'x'))), {
    recursive: true,
  });
  await eachFile([...chunks.keys()], async (i) =>
    writeFile(
      path.join(bundleDir, chunkSummaryPath(metaHash, chunks[i].hash)),
      await pack(summaries[i]),
    ),
  );
}
