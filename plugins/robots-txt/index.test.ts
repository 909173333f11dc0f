import {describe, expect, it} from 'vitest';
import {robotsTxt} from './index';

describe('robotsTxt', () => {
  it.each([
    [
      'https://a.example',
      '/blog-notes/',
      ['', 'en/'],
      [
        'Sitemap: https://a.example/blog-notes/sitemap.xml',
        'Sitemap: https://a.example/blog-notes/en/sitemap.xml',
      ],
    ],
    ['https://b.example', '/', [''], ['Sitemap: https://b.example/sitemap.xml']],
  ])('lists the sitemap of every locale (%s%s)', (siteUrl, baseUrl, locales, sitemaps) => {
    const text = robotsTxt(siteUrl, baseUrl, locales);
    expect(text.startsWith('User-agent: *\nAllow: /\n')).toBe(true);
    expect(text.split('\n').filter((l) => l.startsWith('Sitemap:'))).toEqual(sitemaps);
  });
});
