import {describe, expect, it} from 'vitest';
import {searchSites, searchSiteOrigins} from './search-sites.cjs';

// SEARCH_SITES: the other sites the search searches, and the origins the CSP then admits.

describe('searchSites', () => {
  it('reads the list, or none', () => {
    expect(searchSites(undefined)).toEqual([]);
    expect(searchSites(' ')).toEqual([]);
    expect(searchSites('[{"url": "/api/", "label": "API"}]')).toEqual([
      {url: '/api/', label: 'API'},
    ]);
  });

  it('says what is wrong with a bad value', () => {
    expect(() => searchSites('{url')).toThrow(/SEARCH_SITES is not JSON/);
    expect(() => searchSites('{"url": "/api/"}')).toThrow(/must be a JSON list/);
  });
});

describe('searchSiteOrigins', () => {
  it('gives the origins of the cross-origin sites only, once each', () => {
    expect(
      searchSiteOrigins(
        [
          {url: 'https://api.example.org/reference/', label: 'API'},
          {url: 'https://api.example.org/guides/', label: 'Guides'},
          {url: '/blog/', label: 'Blog'},
          {url: 'https://notes.example.org/other/', label: 'Same origin'},
          {url: 'http://legacy.example.org', label: 'Legacy'},
        ],
        'https://notes.example.org',
      ),
    ).toEqual(['http://legacy.example.org', 'https://api.example.org']);
  });
});
