// What the reader accepts from a Pagefind 1.6.0 bundle (see version.ts): the bounds past which
// a file, a list or a number is refused, and the error for a file too large.

/**
 * What the reader accepts from a bundle: everything read from an index is input, and a file,
 * list or number past these bounds means an index the reader cannot trust (a tampered or
 * broken deploy), refused quickly instead of freezing the tab. Pagefind's own files are far
 * below them: a 10,000-page site has a few hundred chunks of tens of kilobytes each.
 */
export const BUNDLE_LIMITS = {
  /** Bytes of one file, decompressed, by kind (the metadata lists every page). */
  bytes: {meta: 32 << 20, index: 16 << 20, filter: 16 << 20, fragment: 8 << 20, entry: 1 << 20},
  /** Pages and index chunks the metadata may list. */
  pages: 2_000_000,
  chunks: 20_000,
  /** A word's position in its page (matchLocations.ts packs positions below 2^24). */
  position: 2 ** 24 - 1,
  /** Meta fields (a meta location's field number). */
  metaFields: 256,
  /** A fragment's URL and text, in UTF-16 code units. */
  urlLength: 4096,
  contentLength: 4 << 20,
} as const;

export type BundleFileKind = keyof (typeof BUNDLE_LIMITS)['bytes'];

/** A file larger than BUNDLE_LIMITS allows, refused before (or while) it is decoded. */
export class BundleSizeError extends Error {
  constructor(kind: BundleFileKind, size: number | string) {
    super(`Pagefind ${kind} file too large (${size} bytes, at most ${BUNDLE_LIMITS.bytes[kind]})`);
    this.name = 'BundleSizeError';
  }
}
