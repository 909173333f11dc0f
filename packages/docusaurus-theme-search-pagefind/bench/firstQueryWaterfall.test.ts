import {describe, expect, it} from 'vitest';
import {timingsByKind, waterfallLine} from './firstQueryWaterfall';

// The phone pass's first query, its requests grouped by kind of file in the order asked.

const at = (path: string, askedMs: number, inMs: number, bytes: number) => ({
  url: `http://127.0.0.1:4000${path}`,
  askedMs,
  inMs,
  bytes,
});

describe('the first query by kind of file', () => {
  const requests = [
    at('/__bench/reader-X.js', 0, 272, 13_938),
    at('/blog-notes/en/pagefind/pagefind-entry.json', 7, 201, 175),
    at('/__bench/adapter-entry-X.js', 11, 500, 14_790),
    at('/blog-notes/en/pagefind/by-page/en_1/meta.pf_meta', 206, 486, 18_193),
    at('/blog-notes/en/pagefind/stemmers/english-stemmer.js', 206, 422, 2944),
    at('/blog-notes/en/pagefind/index/en_1_53.pf_index', 554, 951, 35_294),
    at('/blog-notes/en/pagefind/index/en_1_54.pf_index', 555, 700, 715),
    at('/blog-notes/en/pagefind/by-page/en_1/2802.pf_fragment', 994, 1226, 2377),
  ];

  it('spans each kind from its first file asked to its last in, in the order first asked', () => {
    expect(timingsByKind(requests)).toEqual([
      {kind: 'adapter', files: 3, bytes: 13_938 + 14_790 + 2944, askedMs: 0, inMs: 500},
      {kind: 'runtime', files: 1, bytes: 175, askedMs: 7, inMs: 201},
      {kind: 'meta', files: 1, bytes: 18_193, askedMs: 206, inMs: 486},
      {kind: 'index', files: 2, bytes: 35_294 + 715, askedMs: 554, inMs: 951},
      {kind: 'fragment', files: 1, bytes: 2377, askedMs: 994, inMs: 1226},
    ]);
  });

  it('writes them as one line, and says so when none were recorded', () => {
    expect(waterfallLine(requests)).toMatch(
      /^adapter 0 → 500 \(31 KB, 3 files\); runtime 7 → 201 \(0\.2 KB, 1 file\); .*fragment 994 → 1,?226 \(2\.3 KB, 1 file\)$/,
    );
    expect(waterfallLine([])).toBe('no requests recorded');
  });
});
