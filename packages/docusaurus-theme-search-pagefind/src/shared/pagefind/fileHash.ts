// How Pagefind 1.6.0's files name one another (see version.ts): by a hash, which the entry and
// metadata files hold as text. Apart from meta.ts, so that the entry can be read (entry.ts) by
// the small chunk asked for with the entry file (client/algoliaAdapter/entryNamedFiles.ts)
// without the metadata's decoder.

const FILE_HASH = /^[A-Za-z0-9_-]{1,128}$/;

/** A file's hash as the metadata names it: letters, digits, - and _ (never a path such as ../). */
export function fileHash(hash: string): string {
  if (!FILE_HASH.test(hash))
    throw new Error(`Pagefind metadata names a file ${JSON.stringify(hash.slice(0, 40))}`);
  return hash;
}
