import {gzipSync} from 'node:zlib';
import {describe, expect, it} from 'vitest';
import {readBundleFile} from './bundleFile';
import {checkFragment, decodeFragment, InvalidRecordError} from './fragment';
import {BUNDLE_LIMITS} from './limits';
import {decodeMeta} from './meta';
import {indexChunk, wordEntry} from './postings';
import {PAGEFIND_VERSION} from './version';

// What the reader does with files it cannot trust: tampered, broken or hostile bundles.

type Cbor = number | string | Cbor[];

/** A minimal CBOR writer (unsigned and negative integers, text, arrays), as Pagefind writes. */
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
    const bytes = Array.from(new TextEncoder().encode(value));
    return [...head(3, bytes.length), ...bytes];
  }
  const out = head(4, value.length);
  for (const item of value) for (const byte of cbor(item)) out.push(byte);
  return out;
}

const bytes = (value: Cbor) => Uint8Array.from(cbor(value));

function meta(pages: Cbor[], chunks: Cbor[]): Uint8Array {
  return bytes([PAGEFIND_VERSION, pages, chunks, [], [], ['title']]);
}

describe('decodeMeta refuses an index it cannot trust', () => {
  it('reads a good one', () => {
    const read = decodeMeta(meta([['p1', 10, '']], [['a', 'z', 'c1']]));
    expect(read.pages).toHaveLength(1);
    expect(read.chunks).toEqual([{from: 'a', to: 'z', hash: 'c1'}]);
  });

  it("reads each page's hash, word count and fragment group", () => {
    const read = decodeMeta(
      meta(
        [
          ['p1', 10, ''],
          ['en_2f9-A', 0, 'g_1'],
          ['x'.repeat(128), 7, ''],
        ],
        [['状态', '管理', 'c1']],
      ),
    );
    expect(read.pages).toEqual([
      {hash: 'p1', wordCount: 10, group: ''},
      {hash: 'en_2f9-A', wordCount: 0, group: 'g_1'},
      {hash: 'x'.repeat(128), wordCount: 7, group: ''},
    ]);
    expect(read.averageLength).toBeCloseTo(17 / 3);
    expect(read.chunks).toEqual([{from: '状态', to: '管理', hash: 'c1'}]);
  });

  it('a page hash or group that is not a file name: empty, too long, a path, not ASCII', () => {
    for (const [hash, group] of [
      ['', ''],
      ['x'.repeat(129), ''],
      ['p1', '../g'],
      ['pä', ''],
      ['p1', 'g\u00e9'],
      ['p1\np2', ''],
    ])
      expect(() =>
        decodeMeta(
          meta(
            [
              ['p0', 1, ''],
              [hash, 1, group],
            ],
            [],
          ),
        ),
      ).toThrow(/names a file/);
  });

  it('a page count the file cannot hold, as a file cut short', () => {
    // [version, an array said to hold 1,000,000 pages], and nothing after.
    const file = [0x82, ...cbor(PAGEFIND_VERSION), 0x9a, 0x00, 0x0f, 0x42, 0x40];
    expect(() => decodeMeta(Uint8Array.from(file))).toThrow(/unexpected end/);
  });

  it('a chunk list past the limit (50,000 chunks), before reading it', () => {
    const chunks = Array.from({length: 50_000}, (_, i): Cbor => [`a${i}`, `a${i}`, `h${i}`]);
    expect(() => decodeMeta(meta([['p1', 1, '']], chunks))).toThrow(/50000 index chunks/);
  });

  it('a file name that is a path, and a negative word count', () => {
    expect(() => decodeMeta(meta([['../../x', 1, '']], []))).toThrow(/names a file/);
    expect(() => decodeMeta(meta([['p1', 1, '']], [['a', 'b', 'x/y']]))).toThrow(/names a file/);
    expect(() => decodeMeta(meta([['p1', -5, '']], []))).toThrow(/-5 words/);
  });
});

describe('index chunks', () => {
  const chunk = (locations: Cbor[]) => indexChunk(bytes([[['word', [[0, locations, []]], []]]]));

  it('a position past any page (2^53) throws instead of hanging the scoring loop', () => {
    const loaded = chunk([-25, 2 ** 53]);
    expect(() => wordEntry(loaded, 0)).toThrow(/position/);
    expect(Array.from(wordEntry(chunk([-25, 3, 4]), 0).forms[0].postings.locations)).toEqual([
      24, 3, 24, 7,
    ]);
  });
});

describe('fragments: a bad record is refused with the file named', () => {
  const good = {url: 'https://site.example/blog-notes/docs/a', content: 'text', meta: {title: 'A'}};
  const file = 'fragment/x.pf_fragment';

  it.each([
    ['not absolute', {...good, url: 'docs/a'}, /not absolute/],
    ['javascript:', {...good, url: 'javascript:alert(1)'}, /not a web page/],
    ['not under the base', {...good, url: 'https://site.example/other/a'}, /not under/],
    ['a url of another type', {...good, url: 42}, /url is not a string/],
    ['meta of the wrong type', {...good, meta: {title: 3}}, /meta title/],
    ['meta not an object', {...good, meta: 'x'}, /meta is not/],
    ['filters not lists of text', {...good, filters: {tag: 'default'}}, /filter tag/],
    ['content not text', {...good, content: null}, /content/],
    ['too long', {...good, content: 'x'.repeat(BUNDLE_LIMITS.contentLength + 1)}, /too long/],
  ])('%s', (_, value, reason) => {
    expect(() => checkFragment(value, file, '/blog-notes/')).toThrow(InvalidRecordError);
    expect(() => checkFragment(value, file, '/blog-notes/')).toThrow(reason);
    expect(() => checkFragment(value, file, '/blog-notes/')).toThrow(file);
  });

  it('keeps a good one, and finds a page in its group', () => {
    expect(checkFragment(good, file, '/blog-notes/')).toEqual(good);
    const group = new TextEncoder().encode(JSON.stringify({p1: good, p2: {...good, url: 1}}));
    expect(decodeFragment(group, {hash: 'p1', group: 'g'}, '/blog-notes/').url).toBe(good.url);
    expect(() => decodeFragment(group, {hash: 'p2', group: 'g'}, '/blog-notes/')).toThrow(
      InvalidRecordError,
    );
    expect(() => decodeFragment(group, {hash: 'p3', group: 'g'})).toThrow(/no page p3/);
  });
});

describe('readBundleFile checks sizes before decoding', () => {
  const signature = new TextEncoder().encode('pagefind_dcd');
  const file = (body: Uint8Array, headers: Record<string, string> = {}) =>
    new Response(body as unknown as BodyInit, {headers});

  it('reads a gzip-compressed and an uncompressed file', async () => {
    const data = Uint8Array.from([...signature, 1, 2, 3]);
    expect(Array.from(await readBundleFile(file(gzipSync(data)), 'index'))).toEqual([1, 2, 3]);
    expect(Array.from(await readBundleFile(file(data), 'index'))).toEqual([1, 2, 3]);
  });

  it('refuses a Content-Length over the limit unread', async () => {
    const response = file(Uint8Array.from([1]), {
      'content-length': String(BUNDLE_LIMITS.bytes.fragment + 1),
    });
    await expect(readBundleFile(response, 'fragment')).rejects.toThrow(/too large/);
  });

  it('refuses a zero-filled file at its first bytes', async () => {
    let pulled = 0;
    const zeros = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new Uint8Array(1 << 16));
      },
    });
    await expect(readBundleFile(new Response(zeros), 'index')).rejects.toThrow(/Not a Pagefind/);
    expect(pulled).toBeLessThan(4);
  });

  it('stops decompressing a file that grows past the limit (a gzip bomb of zeros)', async () => {
    const bomb = gzipSync(
      Buffer.concat([signature, Buffer.alloc(BUNDLE_LIMITS.bytes.fragment + 1024)]),
    );
    expect(bomb.length).toBeLessThan(BUNDLE_LIMITS.bytes.fragment / 100);
    await expect(readBundleFile(file(bomb), 'fragment')).rejects.toThrow(/too large/);
  });
});
