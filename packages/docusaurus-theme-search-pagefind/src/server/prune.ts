import {readdir, readFile, rm, stat} from 'node:fs/promises';
import path from 'node:path';
import {TAG_FILTER} from '../shared/recordLayout.js';
import {readBundleFile} from '../shared/pagefind/bundleFile.js';
import {parseEntry} from '../shared/pagefind/entry.js';
import {filterPath} from '../shared/pagefind/filter.js';
import {decodeMeta} from '../shared/pagefind/meta.js';

// Removes from the site's Pagefind bundle every file the site never loads.
// Pagefind writes its whole runtime beside the index (pagefind.js, its worker, UI scripts and
// styles, the WebAssembly, the filter index); the site searches with
// its own reader (client/engine/reader.ts), which fetches only the files below and the tag
// filter's. Called from
// the plugin's postBuild only: the tests and the benchmark build bundles of their own, which
// keep pagefind.js to compare the reader with.

/** The files client/engine/reader.ts fetches, relative to the bundle folder. */
const READER_FILES = [
  /^pagefind-entry\.json$/, // language and metadata hash
  /^pagefind\.[\w-]+\.pf_meta$/, // pages and index chunks
  /^index\/[\w-]+\.pf_index$/, // words
  /^fragment\/[\w-]+\.pf_fragment$/, // page data
  /^by-page\/[\w-]+\/(meta\.pf_meta|\d+\.pf_fragment)$/, // the same by page number (server/pageFiles.ts)
  /^by-page\/[\w-]+\/index\/[\w-]+\.pf_index$/, // the chunks' summaries (server/chunkSummaries.ts)
  /^stemmers\/[\w-]+\.js$/, // the stemmers (server/stemmerFiles.ts), written after the pruning
];

/**
 * Whether the site's reader fetches the bundle file at `relativePath` (POSIX separators):
 * `keep` names the files it fetches besides those of READER_FILES (the tag filter's).
 */
export function isReaderFile(relativePath: string, keep: ReadonlySet<string> = new Set()): boolean {
  return keep.has(relativePath) || READER_FILES.some((pattern) => pattern.test(relativePath));
}

/** The file of the filter the reader reads (see TAG_FILTER), named in the bundle's metadata. */
async function tagFilterFile(dir: string): Promise<string | null> {
  const entry = parseEntry(
    JSON.parse(await readFile(path.join(dir, 'pagefind-entry.json'), 'utf8')),
  );
  const meta = decodeMeta(
    await readBundleFile(
      new Response(await readFile(path.join(dir, `pagefind.${entry.metaHash}.pf_meta`))),
    ),
  );
  const filter = meta.filters.find(({name}) => name === TAG_FILTER);
  return filter ? filterPath(filter) : null;
}

export interface PruneResult {
  files: number;
  bytes: number;
}

/** Deletes the files of the bundle in `dir` the reader never fetches, and folders left empty. */
export async function pruneBundle(dir: string): Promise<PruneResult> {
  const tagFilter = await tagFilterFile(dir);
  return pruneFolder(dir, '', new Set(tagFilter ? [tagFilter] : []));
}

async function pruneFolder(
  dir: string,
  relative: string,
  keep: ReadonlySet<string>,
): Promise<PruneResult> {
  const removed: PruneResult = {files: 0, bytes: 0};
  for (const entry of await readdir(path.join(dir, relative), {withFileTypes: true})) {
    const name = relative ? `${relative}/${entry.name}` : entry.name;
    const full = path.join(dir, name);
    if (entry.isDirectory()) {
      const inner = await pruneFolder(dir, name, keep);
      removed.files += inner.files;
      removed.bytes += inner.bytes;
      if ((await readdir(full)).length === 0) await rm(full, {recursive: true});
    } else if (!isReaderFile(name, keep)) {
      removed.bytes += (await stat(full)).size;
      removed.files += 1;
      await rm(full);
    }
  }
  return removed;
}
