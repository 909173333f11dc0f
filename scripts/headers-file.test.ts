// A `_headers` file as a static host reads it: the headers of every rule whose path matches.
import {describe, expect, it} from 'vitest';
import {headersFor, parseHeadersFile} from './headers-file.mjs';

const text = `# a comment
/blog-notes/*
  Content-Security-Policy: default-src 'self'
  X-Frame-Options: DENY
/blog-notes/en/*
  content-security-policy: img-src 'self'
/other
  X-Other: 1
`;

describe('scripts/headers-file.mjs', () => {
  const rules = parseHeadersFile(text);

  it('gives a path the headers of each rule it matches, one value per name', () => {
    expect(Object.fromEntries(headersFor(rules, '/blog-notes/docs/intro'))).toEqual({
      'content-security-policy': "default-src 'self'",
      'x-frame-options': 'DENY',
    });
    // Two policies for one page are joined as Cloudflare Pages joins them: both enforced.
    expect(headersFor(rules, '/blog-notes/en/docs/intro').get('content-security-policy')).toBe(
      "default-src 'self', img-src 'self'",
    );
  });

  it('matches whole paths: no rule, no header', () => {
    expect(headersFor(rules, '/elsewhere/blog-notes/x').size).toBe(0);
    expect(headersFor(rules, '/other/x').size).toBe(0);
    expect(headersFor(rules, '/other').get('x-other')).toBe('1');
  });

  it('refuses what the build never writes, naming the line', () => {
    expect(() => parseHeadersFile('/docs/:slug\n  X: 1')).toThrow(/placeholders.*\/docs\/:slug/);
    expect(() => parseHeadersFile('  X-Orphan: 1')).toThrow(/outside a rule: +X-Orphan: 1/);
  });
});
