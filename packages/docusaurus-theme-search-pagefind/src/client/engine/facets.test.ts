import {describe, expect, it} from 'vitest';
import {facetGroups, matchesFacetFilters, parseFacet, requiredValues} from './facets';

const DOCUSAURUS = [
  'language:zh',
  ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'],
];

describe('parseFacet', () => {
  it.each([
    ['language:zh', {key: 'language', value: 'zh', negated: false}],
    ['-docusaurus_tag:x', {key: 'docusaurus_tag', value: 'x', negated: true}],
    ['docusaurus_tag:-x', {key: 'docusaurus_tag', value: 'x', negated: true}],
    ['url:https://a/b', {key: 'url', value: 'https://a/b', negated: false}],
    ['nocolon', null],
    [':value', null],
  ])('%j', (input, expected) => {
    expect(parseFacet(input)).toEqual(expected);
  });
});

describe('matchesFacetFilters', () => {
  const doc = {language: 'zh', docusaurus_tag: 'docs-default-current', version: 'current'};
  const blog = {language: 'zh', docusaurus_tag: 'default', version: null};
  const english = {language: 'en', docusaurus_tag: 'default', version: null};
  const otherVersion = {language: 'zh', docusaurus_tag: 'docs-default-1.0', version: '1.0'};

  it.each([
    [doc, true],
    [blog, true],
    [english, false],
    [otherVersion, false],
  ])('contextual search filters %j → %s', (values, expected) => {
    expect(matchesFacetFilters(values, DOCUSAURUS)).toBe(expected);
  });

  it('passes everything without filters and applies negations', () => {
    expect(matchesFacetFilters(english, undefined)).toBe(true);
    expect(matchesFacetFilters(english, ['-language:en'])).toBe(false);
    expect(matchesFacetFilters(doc, ['-language:en'])).toBe(true);
  });

  it('keeps group structure', () => {
    expect(facetGroups(DOCUSAURUS).map((g) => g.length)).toEqual([1, 2]);
  });

  it('finds the values a record must have one of (what the reader filters on)', () => {
    expect(requiredValues(DOCUSAURUS, 'docusaurus_tag')).toEqual([
      'default',
      'docs-default-current',
    ]);
    expect(requiredValues(DOCUSAURUS, 'language')).toEqual(['zh']);
    expect(requiredValues(['language:zh'], 'docusaurus_tag')).toBeNull();
    expect(requiredValues([['docusaurus_tag:a', 'language:zh']], 'docusaurus_tag')).toBeNull(); // an OR with another key
    expect(requiredValues(['-docusaurus_tag:a'], 'docusaurus_tag')).toBeNull();
    expect(requiredValues(undefined, 'docusaurus_tag')).toBeNull();
  });
});
