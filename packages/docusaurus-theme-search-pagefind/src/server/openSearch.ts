/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in
 * licenses/docusaurus.LICENSE. Mirrors @docusaurus/theme-search-algolia 3.10.2 src/opensearch.ts
 * and src/templates/opensearch.ts; see licenses/upstream-copies.json.
 */
import {writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {HtmlTagObject} from '@docusaurus/types';
import {docusaurusModule} from './siteDocusaurus.js';

// An OpenSearch description per locale (`<locale output>/opensearch.xml`) and
// the <link rel="search"> to it, so a browser can offer the site's search page from its address
// bar, as the Algolia theme does. Values are XML-escaped (the upstream template does not).

export const OPEN_SEARCH_FILE = 'opensearch.xml';

export interface OpenSearchSite {
  title: string;
  /** siteConfig.url */
  url: string;
  /** The locale's base URL. */
  baseUrl: string;
  favicon?: string;
  /** The search page's route path (with the base URL). */
  searchPageRoute: string;
}

const normalizeUrl = (urls: string[]) =>
  docusaurusModule<typeof import('@docusaurus/utils')>('@docusaurus/utils').normalizeUrl(urls);

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({'<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;'})[c]!,
  );

export function openSearchXml(site: OpenSearchSite): string {
  const siteUrl = normalizeUrl([site.url, site.baseUrl]);
  const searchUrl = normalizeUrl([site.url, site.searchPageRoute]);
  const favicon = site.favicon ? normalizeUrl([siteUrl, site.favicon]) : null;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/"',
    '                       xmlns:moz="http://www.mozilla.org/2006/browser/search/">',
    `  <ShortName>${escapeXml(site.title)}</ShortName>`,
    `  <Description>Search ${escapeXml(site.title)}</Description>`,
    '  <InputEncoding>UTF-8</InputEncoding>',
    ...(favicon
      ? [`  <Image width="16" height="16" type="image/x-icon">${escapeXml(favicon)}</Image>`]
      : []),
    `  <Url type="text/html" method="get" template="${escapeXml(searchUrl)}?q={searchTerms}"/>`,
    `  <Url type="application/opensearchdescription+xml" rel="self" template="${escapeXml(siteUrl)}${OPEN_SEARCH_FILE}" />`,
    `  <moz:SearchForm>${escapeXml(siteUrl)}</moz:SearchForm>`,
    '</OpenSearchDescription>',
    '',
  ].join('\n');
}

export async function writeOpenSearchFile(outDir: string, site: OpenSearchSite): Promise<void> {
  await writeFile(path.join(outDir, OPEN_SEARCH_FILE), openSearchXml(site));
}

export function openSearchLink(site: Pick<OpenSearchSite, 'title' | 'baseUrl'>): HtmlTagObject {
  return {
    tagName: 'link',
    attributes: {
      rel: 'search',
      type: 'application/opensearchdescription+xml',
      title: site.title,
      href: normalizeUrl([site.baseUrl, OPEN_SEARCH_FILE]),
    },
  };
}
