import {readFileSync} from 'node:fs';
import path from 'node:path';
import {gunzipSync, gzipSync} from 'node:zlib';
import type {Page, Route} from '@playwright/test';

// Tampered Pagefind files for the failure-path browser tests: forged index chunks and metadata
// (written here in Pagefind 1.6's format: a signature, then CBOR, gzip-compressed) and real
// fragments changed on their way to the browser.

const SIGNATURE = Buffer.from('pagefind_dcd');

type Cbor = number | string | Cbor[];

/** A minimal CBOR writer (integers, text, arrays): what Pagefind's index files hold. */
function cbor(value: Cbor): number[] {
  const head = (major: number, n: number): number[] => {
    if (n < 24) return [(major << 5) | n];
    if (n < 256) return [(major << 5) | 24, n];
    if (n < 65536) return [(major << 5) | 25, n >> 8, n & 255];
    if (n < 2 ** 32) return [(major << 5) | 26, ...[24, 16, 8, 0].map((s) => (n >>> s) & 255)];
    const bytes: number[] = [];
    for (let i = 7, v = n; i >= 0; i--, v = Math.floor(v / 256)) bytes[i] = v % 256;
    return [(major << 5) | 27, ...bytes];
  };
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const bytes = Array.from(Buffer.from(value, 'utf8'));
    return [...head(3, bytes.length), ...bytes];
  }
  const out = head(4, value.length);
  for (const item of value) for (const byte of cbor(item)) out.push(byte);
  return out;
}

/** A bundle file as Pagefind writes it: gzip(signature + CBOR). */
function bundleFile(value: Cbor): Buffer {
  return gzipSync(Buffer.concat([SIGNATURE, Buffer.from(cbor(value))]));
}

/**
 * An index chunk holding `words` (sorted), each on page 0 at one position: 2^53, past any page
 * (the reader once looped for ever on it).
 */
export function chunkWithPositionOutOfRange(words: string[]): Buffer {
  return bundleFile(words.sort().map((word): Cbor => [word, [[0, [-25, 2 ** 53], []]], []]));
}

/** Pagefind 1.6 metadata listing one page and `count` index chunks. */
export function metaWithChunks(count: number): Buffer {
  const chunks = Array.from({length: count}, (_, i): Cbor => {
    const word = `w${String(i).padStart(6, '0')}`;
    return [word, word, `chunk${i}`];
  });
  return bundleFile(['1.6.0', [['page0', 100, '']], chunks, [], [], ['title', 'headings']]);
}

/** Serves `body` (a bundle file) for every request matching `pattern`. */
export async function serveBundleFile(page: Page, pattern: string, body: Buffer): Promise<void> {
  await page.route(pattern, (route) =>
    route.fulfill({status: 200, body, contentType: 'application/octet-stream'}),
  );
}

type Fragment = {url: unknown; filters?: unknown; meta?: unknown; [key: string]: unknown};

/**
 * Serves the fragments of the bundle in `dir` with those whose URL contains `urlPart` (in their
 * own file or in a fragment group's) changed; the other pages' fragments stay as built.
 */
export async function tamperFragments(
  page: Page,
  dir: string,
  urlPart: string,
  change: (fragment: Fragment) => Fragment,
): Promise<void> {
  // (Pagefind's fragment files and the page files the reader reads in their place, by-page/.)
  await page.route(
    /\/pagefind\/(fragment|by-page\/[\w-]+)\/[\w-]+\.pf_fragment$/,
    async (route: Route) => {
      const name = new URL(route.request().url()).pathname.split('/pagefind/')[1]!;
      const raw = readFileSync(path.join(dir, name));
      const plain = raw.subarray(0, SIGNATURE.length).equals(SIGNATURE) ? raw : gunzipSync(raw);
      const json = JSON.parse(plain.subarray(SIGNATURE.length).toString('utf8')) as
        Fragment | Record<string, Fragment>;
      const isPage = (value: unknown): value is Fragment =>
        typeof (value as Fragment)?.url === 'string';
      const changed = isPage(json)
        ? String(json.url).includes(urlPart)
          ? change(json)
          : json
        : Object.fromEntries(
            Object.entries(json).map(([hash, fragment]) => [
              hash,
              isPage(fragment) && String(fragment.url).includes(urlPart)
                ? change(fragment)
                : fragment,
            ]),
          );
      await route.fulfill({
        status: 200,
        contentType: 'application/octet-stream',
        body: gzipSync(Buffer.concat([SIGNATURE, Buffer.from(JSON.stringify(changed))])),
      });
    },
  );
}
