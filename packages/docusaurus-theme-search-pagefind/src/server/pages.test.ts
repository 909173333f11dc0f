import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {routeHtmlFile, routeUrl} from './pages';

const outDir = mkdtempSync(path.join(os.tmpdir(), 'search-pages-'));
for (const file of ['index.html', 'docs/intro.html', 'blog/index.html']) {
  mkdirSync(path.dirname(path.join(outDir, file)), {recursive: true});
  writeFileSync(path.join(outDir, file), '<html></html>');
}

describe('routeHtmlFile', () => {
  it.each([
    ['/blog-notes/', 'index.html'],
    ['/blog-notes/docs/intro', 'docs/intro.html'],
    ['/blog-notes/docs/intro/', 'docs/intro.html'],
    ['/blog-notes/blog', 'blog/index.html'],
    ['/blog-notes/missing', null],
    ['/elsewhere/docs/intro', null],
  ])('%s → %s', (route, expected) => {
    expect(routeHtmlFile(outDir, '/blog-notes/', route)).toBe(
      expected && path.join(outDir, expected),
    );
  });
});

describe('routeUrl', () => {
  it.each([
    [
      'https://notes.example.org',
      '/blog-notes/docs/intro',
      'https://notes.example.org/blog-notes/docs/intro',
    ],
    ['https://notes.example.org/', '/blog-notes/', 'https://notes.example.org/blog-notes/'],
  ])('%s + %s', (site, route, expected) => {
    expect(routeUrl(site, route)).toBe(expected);
  });
});
