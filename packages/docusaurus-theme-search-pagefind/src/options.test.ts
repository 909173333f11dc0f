import {execFile} from 'node:child_process';
import {mkdtemp, rm, writeFile, mkdir} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import {describe, expect, it} from 'vitest';
import {DEFAULT_OPTIONS, validateOptions, type Options} from './options';

// The options as Docusaurus validates them (normalizePluginOptions is what it passes as
// `validate`), and a real `docusaurus build` stopped by a wrong option.

const validate = (options: unknown) =>
  validateOptions({validate: normalizePluginOptions as never, options: options as Options});

describe('validateOptions', () => {
  it('gives every default with no options', () => {
    expect(validate(undefined)).toEqual({...DEFAULT_OPTIONS, id: 'default'});
    expect(validate({})).toEqual({...DEFAULT_OPTIONS, id: 'default'});
  });

  it('keeps valid options', () => {
    const options = {
      indexBlog: false,
      ignorePatterns: ['/blog/tags/**'],
      searchPagePath: false,
      missingResultsUrl: 'https://github.com/o/r/issues/new?title={query}',
      sectionTitles: {en: 'Guides'},
      algolia: {appId: 'A', apiKey: 'k', indexName: 'docs'},
    };
    expect(validate(options)).toMatchObject(options);
    expect(validate({searchPagePath: 'find'}).searchPagePath).toBe('find');
    expect(validate({searchPagePath: '/docs/find/'}).searchPagePath).toBe('/docs/find/');
    expect(validate({missingResultsUrl: '/feedback?q={query}'}).missingResultsUrl).toBe(
      '/feedback?q={query}',
    );
  });

  it('reads other sites: a base URL ending in one slash, a label, a weight of 1 unless given', () => {
    expect(
      validate({
        sites: [
          {url: 'https://api.example.org/reference', label: 'API reference'},
          {url: '/blog/', label: 'Blog', weight: 0.5},
        ],
      }).sites,
    ).toEqual([
      {url: 'https://api.example.org/reference/', label: 'API reference', weight: 1},
      {url: '/blog/', label: 'Blog', weight: 0.5},
    ]);
  });

  it.each([
    [
      {sites: [{url: 'ftp://x.org/', label: 'X'}]},
      /"sites\[0\]\.url" .*an http\(s\) URL or a path/,
    ],
    [{sites: [{url: '//x.org/', label: 'X'}]}, /"sites\[0\]\.url" .*an http\(s\) URL or a path/],
    [{sites: [{url: '/api/?q=1', label: 'X'}]}, /"sites\[0\]\.url"/],
    [{sites: [{url: '/api/'}]}, /"sites\[0\]\.label" is required/],
    [
      {sites: [{url: '/api/', label: 'A', weight: 0}]},
      /"sites\[0\]\.weight" must be a positive number/,
    ],
    [
      {
        sites: [
          {url: '/a/', label: 'A'},
          {url: '/a/', label: 'B'},
        ],
      },
      /"sites\[1\]" contains a duplicate value/,
    ],
    [
      {sites: [{url: '/a/', label: 'A'}], algolia: {appId: 'A', apiKey: 'k', indexName: 'd'}},
      /"sites" cannot be used with "algolia"/,
    ],
  ])('refuses bad sites: %j', (options, message) => {
    expect(() => validate(options)).toThrow(message);
  });

  it("reads Pagefind's ranking weights, only those given, at their bounds too", () => {
    expect(validate({}).ranking).toBeUndefined();
    expect(validate({ranking: {termFrequency: 0.4}}).ranking).toEqual({termFrequency: 0.4});
    const bounds = {
      termFrequency: 1,
      termSimilarity: 20,
      pageLength: 0,
      termSaturation: 2,
      diacriticSimilarity: 0,
    };
    expect(validate({ranking: bounds}).ranking).toEqual(bounds);
  });

  it.each([
    [{ranking: {termFrequency: 1.5}}, /"ranking.termFrequency" must be less than or equal to 1/],
    [{ranking: {pageLength: -0.1}}, /"ranking.pageLength" must be greater than or equal to 0/],
    [{ranking: {termSaturation: 3}}, /"ranking.termSaturation" must be less than or equal to 2/],
    [
      {ranking: {termSimilarity: -1}},
      /"ranking.termSimilarity" must be greater than or equal to 0/,
    ],
    [{ranking: {diacriticSimilarity: 'high'}}, /"ranking.diacriticSimilarity" must be a number/],
    [{ranking: {metaWeights: {title: 2}}}, /"ranking.metaWeights" is not a ranking weight/],
    [{ranking: 0.5}, /"ranking" must be of type object/],
    [
      {ranking: {pageLength: 0.5}, algolia: {appId: 'A', apiKey: 'k', indexName: 'd'}},
      /"ranking" cannot be used with "algolia"/,
    ],
  ])('refuses a bad ranking: %j', (options, message) => {
    expect(() => validate(options)).toThrow(message);
  });

  it.each([
    [{pageMark: false}, /"pageMark" is not an option of docusaurus-theme-search-pagefind/],
    [{indexDocs: 'yes'}, /"indexDocs" must be a boolean/],
    [{ignorePatterns: '/blog/**'}, /"ignorePatterns" must be an array/],
    [{searchPagePath: true}, /"searchPagePath"/],
    [{searchPagePath: '/'}, /"searchPagePath"/],
    [{searchPagePath: ''}, /"searchPagePath"/],
    [{searchPagePath: 'find?q=1'}, /"searchPagePath"/],
    [
      {missingResultsUrl: 'javascript:alert(1)'},
      /"missingResultsUrl".*an http\(s\) URL or a path from the site root/,
    ],
    [
      {missingResultsUrl: '//evil.example/report'},
      /"missingResultsUrl".*an http\(s\) URL or a path from the site root/,
    ],
    [{algolia: {appId: 'A', apiKey: 'k'}}, /"algolia.indexName" is required/],
    [
      {algolia: {appId: '', apiKey: 'k', indexName: 'i'}},
      /"algolia.appId" is not allowed to be empty/,
    ],
  ])('refuses %j, naming the option', (options, message) => {
    expect(() => validate(options)).toThrow(message);
  });
});

describe('a site with a wrong option', () => {
  it('stops `docusaurus build` with a message naming it', async () => {
    const site = await mkdtemp(path.join(os.tmpdir(), 'search-options-'));
    try {
      await mkdir(path.join(site, 'docs'));
      await writeFile(path.join(site, 'docs', 'intro.md'), '# Intro\n');
      await writeFile(
        path.join(site, 'docusaurus.config.js'),
        `module.exports = {title: 'T', url: 'https://example.org', baseUrl: '/',
          presets: [[${JSON.stringify(require.resolve('@docusaurus/preset-classic'))}, {docs: {}, blog: false}]],
          themes: [[${JSON.stringify(require.resolve('docusaurus-theme-search-pagefind'))}, {pageMarks: 'no', indexBlogs: true}]]};\n`,
      );
      const docusaurus = require.resolve('@docusaurus/core/bin/docusaurus.mjs');
      const result = await new Promise<{code: number | null; output: string}>((resolve) => {
        const child = execFile(
          process.execPath,
          [docusaurus, 'build', '--no-minify'],
          {cwd: site},
          (error, stdout, stderr) =>
            resolve({code: error ? (error.code as number) : 0, output: stdout + stderr}),
        );
        child.stdin?.end();
      });
      expect(result.code).not.toBe(0);
      expect(result.output).toMatch(/"pageMarks" must be a boolean/);
      expect(result.output).toMatch(
        /"indexBlogs" is not an option of docusaurus-theme-search-pagefind/,
      );
    } finally {
      await rm(site, {recursive: true, force: true});
    }
  }, 60_000);
});
