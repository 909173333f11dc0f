import {promisify} from 'node:util';
import {constants, gunzip as gunzipCallback, gzip as gzipCallback} from 'node:zlib';
import {SIGNATURE} from '../shared/pagefind/bundleFile.js';

// A bundle file's bytes as Pagefind stores them (gzip over its signature and the data), read and
// written at build time, and the bounded parallelism the build reads and writes many with.

const signature = new TextEncoder().encode(SIGNATURE);

// (zlib's asynchronous calls: files are compressed on libuv's threads, several at once.)
const gunzip = promisify(gunzipCallback);
const gzip = promisify(gzipCallback);

/** A stored file's data: gunzipped, the signature taken off. */
export async function unpack(file: Uint8Array): Promise<Uint8Array> {
  const bytes = new Uint8Array(await gunzip(file));
  return bytes.subarray(signature.length);
}

/** Data stored as Pagefind compresses its files (output/mod.rs: gzip, best compression). */
export function pack(bytes: Uint8Array): Promise<Buffer> {
  return gzip(Buffer.concat([signature, bytes]), {level: constants.Z_BEST_COMPRESSION});
}

/** Files read or written at once: a few more than zlib has threads, far fewer than a process may open. */
const FILES_AT_ONCE = 16;

/** `work` on each item, FILES_AT_ONCE at a time, the results in the items' order. */
export async function eachFile<T, R>(
  items: readonly T[],
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += FILES_AT_ONCE)
    results.push(...(await Promise.all(items.slice(i, i + FILES_AT_ONCE).map(work))));
  return results;
}
