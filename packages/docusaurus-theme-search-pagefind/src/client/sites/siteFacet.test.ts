import {describe, expect, it} from 'vitest';
import {requestedSites, withoutSiteFacet} from './siteFacet';

// The site filter as the search page's helper sends it: a facet the client reads and takes out.

describe('requestedSites', () => {
  it.each([
    [undefined, null],
    [['language:en'], null],
    [[['site:this']], ['this']],
    [['site:API reference'], ['API reference']],
    [[['site:this', 'site:API']], ['this', 'API']],
    [[['site:this', 'site:API'], 'site:API'], ['API']],
    [['-site:API'], null],
  ])('%j asks for %j', (filters, sites) => {
    const asked = requestedSites(filters);
    expect(asked && [...asked]).toEqual(sites);
  });
});

describe('withoutSiteFacet', () => {
  it('keeps every other filter', () => {
    expect(
      withoutSiteFacet({
        query: 'q',
        facetFilters: [
          'language:en',
          ['site:this'],
          ['docusaurus_tag:default', 'site:x'],
          'site:y',
        ],
      }),
    ).toEqual({query: 'q', facetFilters: ['language:en', ['docusaurus_tag:default']]});
    expect(withoutSiteFacet({query: 'q'})).toEqual({query: 'q'});
  });
});
