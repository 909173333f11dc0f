import {readdir, rm, stat} from 'node:fs/promises';
import path from 'node:path';

// Build-time (Node): removes from the site's Pagefind bundle every file the site never loads.
// Pagefind writes its whole runtime beside the index (pagefind.js, its worker, UI scripts and
// styles, the WebAssembly, the filter index: about 500 KB per locale); the site searches with
// its own reader (client/pagefindReader.ts), which fetches only the files below. Called from
// the plugin's postBuild only: the tests and the benchmark build bundles of their own, which
// keep pagefind.js to compare the reader with.

/** The files client/pagefindReader.ts fetches, relative to the bundle folder. */
const READER_FILES = [
  /^pagefind-entry\.json$/, // language and metadata hash
  /^pagefind\.[\w-]+\.pf_meta$/, // pages and index chunks
  /^index\/[\w-]+\.pf_index$/, // words
  /^fragment\/[\w-]+\.pf_fragment$/, // page data
];

/** Whether the site's reader fetches the bundle file at `relativePath` (POSIX separators). */
export function isReaderFile(relativePath: string): boolean {
  return READER_FILES.some((pattern) => pattern.test(relativePath));
}

export interface PruneResult {
  files: number;
  bytes: number;
}

/** Deletes the files of the bundle in `dir` the reader never fetches, and folders left empty. */
export async function pruneBundle(dir: string, relative = ''): Promise<PruneResult> {
  const removed: PruneResult = {files: 0, bytes: 0};
  for (const entry of await readdir(path.join(dir, relative), {withFileTypes: true})) {
    const name = relative ? `${relative}/${entry.name}` : entry.name;
    const full = path.join(dir, name);
    if (entry.isDirectory()) {
      const inner = await pruneBundle(dir, name);
      removed.files += inner.files;
      removed.bytes += inner.bytes;
      if ((await readdir(full)).length === 0) await rm(full, {recursive: true});
    } else if (!isReaderFile(name)) {
      removed.bytes += (await stat(full)).size;
      removed.files += 1;
      await rm(full);
    }
  }
  return removed;
}
