import {describe, expect, it} from 'vitest';
import {algoliaOrigins, contentSecurityPolicy, headersFile, withMetaPolicy} from './policy.mjs';

const hashes = ["'sha256-AAAA'", "'sha256-BBBB'"];

/** The policy as directive name -> sources. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe('contentSecurityPolicy', () => {
  it('allows scripts from the site and the hashed inline scripts only', () => {
    const policy = directives(contentSecurityPolicy({scriptHashes: hashes}));
    expect(policy['script-src']).toEqual(["'self'", ...hashes]);
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['connect-src']).toEqual(["'self'"]);
  });

  it("never allows 'unsafe-inline' or 'unsafe-eval' for scripts", () => {
    const policy = contentSecurityPolicy({scriptHashes: hashes, connectOrigins: ['https://x']});
    const scripts = directives(policy)['script-src'];
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
  });

  it('adds the off-site image and fetch origins it is given', () => {
    const policy = directives(
      contentSecurityPolicy({
        scriptHashes: hashes,
        imageOrigins: ['https://badge.example'],
        connectOrigins: algoliaOrigins('ABC123'),
      }),
    );
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'https://badge.example']);
    expect(policy['connect-src']).toEqual([
      "'self'",
      'https://abc123-dsn.algolia.net',
      'https://abc123-1.algolianet.com',
      'https://abc123-2.algolianet.com',
      'https://abc123-3.algolianet.com',
    ]);
  });
});

describe('algoliaOrigins', () => {
  it('is empty when Algolia is not configured', () => {
    expect(algoliaOrigins('')).toEqual([]);
    expect(algoliaOrigins(undefined)).toEqual([]);
  });
});

describe('headersFile', () => {
  it('writes each pattern with its indented header, in the _headers format', () => {
    const text = headersFile([{pattern: '/blog-notes/*', policy: "script-src 'self'"}]);
    const lines = text.trimEnd().split('\n');
    expect(lines.filter((line) => !line.startsWith('#'))).toEqual([
      '/blog-notes/*',
      "  Content-Security-Policy: script-src 'self'",
    ]);
    expect(text.endsWith('\n')).toBe(true);
  });
});

describe('withMetaPolicy', () => {
  const meta = `<meta http-equiv="Content-Security-Policy" content="script-src 'self' &quot;x&quot;">`;

  it('puts the policy right after <meta charset>, before the first script', () => {
    const html = '<html><head><meta charset=UTF-8><script>a()</script></head></html>';
    expect(withMetaPolicy(html, `script-src 'self' "x"`)).toBe(
      `<html><head><meta charset=UTF-8>${meta}<script>a()</script></head></html>`,
    );
  });

  it('puts it first in the head when a script comes first (the 404 page)', () => {
    const html = '<html><head lang=x><script>a()</script><meta charset=UTF-8></head></html>';
    expect(withMetaPolicy(html, `script-src 'self' "x"`)).toBe(
      `<html><head lang=x>${meta}<script>a()</script><meta charset=UTF-8></head></html>`,
    );
  });

  it('refuses a page without a head, rather than leave it unprotected', () => {
    expect(() => withMetaPolicy('<p>x</p>', "script-src 'self'")).toThrow(/no <head>/);
  });
});
