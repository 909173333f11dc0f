import {BUNDLE_LIMITS, BundleSizeError, type BundleFileKind} from './limits.js';

// One bundle file's bytes as Pagefind 1.6.0 stores them (see version.ts), read with a cap on
// their size:
// Every file but the entry is gzip-compressed and starts with the signature "pagefind_dcd".

/** What every bundle file but the entry starts with, once gunzipped. */
export const SIGNATURE = 'pagefind_dcd';

const GZIP_MAGIC = [0x1f, 0x8b];

/**
 * A stream's bytes, at most `limit` of them: past it the stream is cancelled and a
 * BundleSizeError thrown. `check` sees the first bytes and may throw (a file that is neither
 * Pagefind's nor gzip is refused without reading the rest).
 */
async function readCapped(
  stream: ReadableStream<Uint8Array>,
  kind: BundleFileKind,
  check?: (head: Uint8Array) => void,
): Promise<Uint8Array> {
  const limit = BUNDLE_LIMITS.bytes[kind];
  const reader = stream.getReader();
  const parts: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const {done, value} = await reader.read();
      if (done) break;
      if (size === 0 && value.length > 0) check?.(value);
      size += value.length;
      if (size > limit) throw new BundleSizeError(kind, `over ${limit}`);
      parts.push(value);
    }
  } catch (error) {
    void reader.cancel().catch(() => {});
    throw error;
  }
  if (parts.length === 1) return parts[0];
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.length;
  }
  return bytes;
}

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  if (bytes.length < prefix.length) return false;
  return prefix.every((byte, i) => bytes[i] === byte);
}

const SIGNATURE_BYTES = Array.from(SIGNATURE, (c) => c.charCodeAt(0));

/**
 * A file's bytes after the signature; gunzipped first unless the server already did. Sizes are
 * checked before decoding: a Content-Length over the kind's limit is refused unread, a body or
 * its decompressed bytes past it are cut off there, and a file that starts as neither Pagefind
 * data nor gzip (an HTML page, zeros) is refused at its first bytes.
 */
export async function readBundleFile(
  response: Response,
  kind: BundleFileKind = 'meta',
): Promise<Uint8Array> {
  const limit = BUNDLE_LIMITS.bytes[kind];
  const declared = Number(response.headers?.get('content-length') ?? '');
  if (declared > limit) {
    void response.body?.cancel().catch(() => {});
    throw new BundleSizeError(kind, declared);
  }
  const checkHead = (head: Uint8Array) => {
    if (
      head.length >= 2 &&
      !startsWith(head, GZIP_MAGIC) &&
      !startsWith(head, SIGNATURE_BYTES.slice(0, Math.min(head.length, SIGNATURE_BYTES.length)))
    )
      throw new Error(`Not a Pagefind file (${kind})`);
  };
  let bytes = response.body
    ? await readCapped(response.body, kind, checkHead)
    : new Uint8Array(await response.arrayBuffer());
  if (!startsWithSignature(bytes)) {
    if (!startsWith(bytes, GZIP_MAGIC)) throw new Error('Not a Pagefind file');
    // Stored gzip-compressed; a server that sent it with Content-Encoding: gzip has already
    // had it decompressed by the browser.
    // The bytes in hand are written straight into the decompressor (a stream piped into it
    // costs more promises; a Blob would copy them to the browser process first). A corrupt
    // file fails the read below; the writer's own rejections are that same failure.
    const gunzip = new DecompressionStream('gzip');
    const writer = gunzip.writable.getWriter();
    writer.write(bytes as Uint8Array<ArrayBuffer>).catch(() => {});
    writer.close().catch(() => {});
    bytes = await readCapped(gunzip.readable as ReadableStream<Uint8Array>, kind);
  }
  if (!startsWithSignature(bytes)) throw new Error('Not a Pagefind file');
  return bytes.subarray(SIGNATURE.length);
}

function startsWithSignature(bytes: Uint8Array): boolean {
  if (bytes.length < SIGNATURE.length) return false;
  for (let i = 0; i < SIGNATURE.length; i++) if (bytes[i] !== SIGNATURE.charCodeAt(i)) return false;
  return true;
}
