import {SUMMARY_TAG} from '../../shared/chunkSummaries';
import {ENTRY_CHUNKS_FIELD, frontCoded} from '../../shared/entryChunks';
import {chunkSummaryPath} from '../../shared/pageFilePaths';
import {SIGNATURE} from '../../shared/pagefind/bundleFile';
import {PAGEFIND_VERSION} from '../../shared/pagefind/version';
import {TWIN_FIELDS} from '../../shared/twinLayout';
import {needsWordSegmentation} from './queryNormalization';

// A small made-up Pagefind bundle, in memory, for the reader to search before the
// visitor's own queries (reader.ts's warm-up). A fresh page runs the engine's code cold, and
// V8 optimises a function only once it has run it a while: on the 10,000-page bench's index,
// in Chromium, a page's second and third Chinese searches spent about twice as long in the
// engine as the same words searched after a few others. The made-up words are a run of Chinese
// characters (its pairs at neighbouring positions, in the text, a title and a translation
// twin's title) and English words sharing prefixes, so that searching them takes the paths the
// site's own queries take (English words: from the chunk's summary), with values of the same
// types.

/** Writes the CBOR the reader reads (shared/cbor.ts): integers, text and arrays. */
class CborWriter {
  private readonly bytes: number[] = Array.from(SIGNATURE, (c) => c.charCodeAt(0));

  private head(major: number, argument: number): this {
    if (argument < 24) this.bytes.push((major << 5) | argument);
    else if (argument < 256) this.bytes.push((major << 5) | 24, argument);
    else this.bytes.push((major << 5) | 25, argument >> 8, argument & 255); // below 2^16 here
    return this;
  }

  int(value: number): this {
    return value >= 0 ? this.head(0, value) : this.head(1, -1 - value);
  }

  string(text: string): this {
    const utf8 = new TextEncoder().encode(text);
    this.head(3, utf8.length);
    for (const byte of utf8) this.bytes.push(byte);
    return this;
  }

  array(length: number): this {
    return this.head(4, length);
  }

  done(): Uint8Array<ArrayBuffer> {
    return Uint8Array.from(this.bytes);
  }
}

/** Pages of the made-up bundle. */
const PAGES = 250;
const META_FIELDS = ['title', 'headings', TWIN_FIELDS.title];

/** The pairs of characters of the run 甲乙丙丁, in its order. */
const RUN = ['甲乙', '乙丙', '丙丁'];
/** The made-up bundle's words, sorted (as a chunk's are): English words sharing prefixes, and the run's pairs. */
const WORDS = ['alpha', 'alphabet', 'beta', 'betray', ...RUN].sort();

/** Per word and page: its content positions and its (field, position) meta locations. */
function wordOnPage(w: number, page: number): {positions: number[]; meta: number[][]} | null {
  const inRun = RUN.indexOf(WORDS[w]);
  // The run's pairs at neighbouring positions on most pages (甲乙 at p, 乙丙 at p + 1, ...).
  if (inRun >= 0 ? page % 5 === 4 && inRun !== 0 : (page + w) % 3 === 0) return null;
  const start = inRun >= 0 ? 10 + (page % 7) + inRun : 3 + ((page * w) % 11);
  const positions = [start, start + 40, start + 41 + (page % 9)];
  const meta = page % 4 === 0 ? [[0, inRun >= 0 ? 1 + inRun : 2]] : [];
  if (inRun >= 0 && page % 6 === 1) meta.push([2, 3 + inRun]);
  return {positions, meta};
}

/** The made-up bundle's files, by path under the bundle folder, and the queries to search it with. */
export function warmUpBundle(language: string): {
  files: Map<string, Uint8Array<ArrayBuffer>>;
  queries: string[];
} {
  const meta = new CborWriter().array(6).string(PAGEFIND_VERSION).array(PAGES);
  for (let page = 0; page < PAGES; page++)
    meta
      .array(3)
      .string(`w${page}`)
      .int(100 + ((page * 37) % 400))
      .string('');
  meta.array(1).array(3).string(WORDS[0]).string(WORDS.at(-1)!).string('warm0');
  meta.array(0).array(0).array(META_FIELDS.length);
  for (const field of META_FIELDS) meta.string(field);

  const chunk = new CborWriter().array(1).array(WORDS.length);
  WORDS.forEach((word, w) => {
    const pages = Array.from({length: PAGES}, (_, page) => wordOnPage(w, page));
    chunk.array(3).string(word).array(pages.filter(Boolean).length);
    let last = 0;
    pages.forEach((found, page) => {
      if (!found) return;
      chunk.array(3).int(page - last);
      last = page;
      chunk.array(found.positions.length + 1).int(-25);
      found.positions.forEach((position, i) =>
        chunk.int(i ? position - found.positions[i - 1] : position),
      );
      chunk.array(2 * found.meta.length);
      for (const [field, position] of found.meta) chunk.int(-1 - field).int(position);
    });
    chunk.array(0); // no variants
  });

  // The site's queries take the path of its language: Chinese runs where words are segmented,
  // else words read from the chunk's summary (shared/chunkSummaries.ts), which the entry lists.
  const segmented = needsWordSegmentation(language);
  const entry = {
    version: PAGEFIND_VERSION,
    languages: {[language]: {hash: 'warm'}},
    ...(segmented
      ? {}
      : {
          [ENTRY_CHUNKS_FIELD]: {
            meta: 'warm',
            names: 'warm',
            bounds: frontCoded([WORDS[0], WORDS.at(-1)!]),
            summaries: 1,
          },
        }),
  };
  const files = new Map<string, Uint8Array<ArrayBuffer>>([
    ['pagefind-entry.json', new TextEncoder().encode(JSON.stringify(entry))],
    ['pagefind.warm.pf_meta', meta.done()],
    ['index/warm0.pf_index', chunk.done()],
  ]);
  if (!segmented) files.set(chunkSummaryPath('warm', 'warm0'), summaryOf());
  return {
    files,
    queries: segmented ? ['甲乙丙丁', '乙丙丁', '甲乙'] : ['alph bet', 'alphabet', 'be'],
  };
}

/**
 * The summary of the made-up chunk (shared/chunkSummaries.ts): each word's places that no other
 * word shares counted, the others listed, all of weight 24 as in the chunk.
 */
function summaryOf(): Uint8Array<ArrayBuffer> {
  const onPages = WORDS.map((_, w) =>
    Array.from({length: PAGES}, (_, page) => wordOnPage(w, page)),
  );
  const shared = (page: number, position: number) =>
    onPages.filter((pages) => pages[page]?.positions.includes(position)).length > 1;
  const summary = new CborWriter().array(3).string(SUMMARY_TAG).string('warm0').array(WORDS.length);
  WORDS.forEach((word, w) => {
    const pages = onPages[w];
    summary.array(3).string(word).array(pages.filter(Boolean).length);
    let last = 0;
    pages.forEach((found, page) => {
      if (!found) return;
      const kept = found.positions.filter((position) => shared(page, position));
      const solo = found.positions.length - kept.length;
      summary.array(4).int(page - last);
      last = page;
      if (solo > 0) summary.array(2).int(24).int(solo);
      else summary.array(0);
      summary.array(kept.length > 0 ? kept.length + 1 : 0);
      if (kept.length > 0) summary.int(-25);
      kept.forEach((position, i) => summary.int(i ? position - kept[i - 1] : position));
      summary.array(2 * found.meta.length);
      for (const [field, position] of found.meta) summary.int(-1 - field).int(position);
    });
    summary.array(0); // no variants
  });
  return summary.done();
}
