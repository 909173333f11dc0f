import {readdir, readFile, stat} from 'node:fs/promises';
import path from 'node:path';
import {algoliasearch, type IndexSettings} from 'algoliasearch';
import type {DocSearchRecord} from '../shared/types.js';
import {extractRecords} from './extract.js';
import {languageCode} from '../shared/languages.js';
import {sectionTitle} from './sectionTitle.js';

// For a site's own tools and tests (Node, plain ES modules): the records of built pages, and
// the Pagefind bundle the theme writes from records at build time.
export type {DocSearchRecord} from '../shared/types.js';
export {extractRecords} from './extract.js';
export {buildIndex, closeIndexer} from './indexer.js';

// `npm run search:push`: reads the built site (both locales), extracts
// the same DocSearch records the embedded index holds and replaces the contents of an Algolia
// index with them. The write key is only ever read from the environment of this command; it is
// never part of the site build.

/**
 * Index settings of DocSearch's Docusaurus v3 crawler template, so the Algolia index ranks and
 * filters like a DocSearch-crawled one. The languages are the records' (indexSettings).
 */
export const ALGOLIA_INDEX_SETTINGS: IndexSettings = {
  attributesForFaceting: ['type', 'language', 'version', 'docusaurus_tag'],
  attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type'],
  attributesToHighlight: ['hierarchy', 'content'],
  attributesToSnippet: ['content:10'],
  camelCaseAttributes: ['hierarchy', 'content'],
  searchableAttributes: [
    'unordered(hierarchy.lvl0)',
    'unordered(hierarchy.lvl1)',
    'unordered(hierarchy.lvl2)',
    'unordered(hierarchy.lvl3)',
    'unordered(hierarchy.lvl4)',
    'unordered(hierarchy.lvl5)',
    'unordered(hierarchy.lvl6)',
    'content',
  ],
  distinct: true,
  attributeForDistinct: 'url',
  customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
  ranking: ['words', 'filters', 'typo', 'attribute', 'proximity', 'exact', 'custom'],
  minWordSizefor1Typo: 3,
  minWordSizefor2Typos: 7,
  allowTyposOnNumericTokens: false,
  minProximity: 1,
  ignorePlurals: true,
  advancedSyntax: true,
  attributeCriteriaComputedByMinProximity: true,
  removeWordsIfNoResults: 'allOptional',
  separatorsToIndex: '_',
};

/**
 * The settings for records in these languages: `indexLanguages`/`queryLanguages` turn on
 * Algolia's processing of each (word segmentation for Chinese and Japanese, plurals).
 */
export function indexSettings(records: readonly DocSearchRecord[]): IndexSettings {
  const languages = [...new Set(records.map((record) => languageCode(record.language)))].sort();
  const supported = languages as NonNullable<IndexSettings['indexLanguages']>;
  return {...ALGOLIA_INDEX_SETTINGS, indexLanguages: supported, queryLanguages: supported};
}

/** A host for the algoliasearch client (its own `Host` type is not exported by the package). */
export interface Host {
  url: string;
  port?: number;
  protocol: 'http' | 'https';
  accept: 'read' | 'write' | 'readWrite';
}

export interface PushConfig {
  appId: string;
  /** Admin (write) API key. */
  apiKey: string;
  indexName: string;
  /** Hosts to talk to instead of Algolia's, e.g. a local stand-in for tests. Default: Algolia's. */
  hosts?: Host[];
}

/** Environment variables the push command needs, in the order they are reported. */
export const REQUIRED_ENV = [
  'ALGOLIA_APP_ID',
  'ALGOLIA_ADMIN_API_KEY',
  'ALGOLIA_INDEX_NAME',
] as const;

/**
 * Reads the push configuration from the environment. `ALGOLIA_HOSTS` (optional) is a
 * comma-separated list of base URLs such as `http://127.0.0.1:4010`.
 */
export function readPushConfig(
  env: Record<string, string | undefined>,
): {ok: true; config: PushConfig} | {ok: false; error: string} {
  const missing = REQUIRED_ENV.filter((name) => !env[name]?.trim());
  if (missing.length > 0) {
    return {
      ok: false,
      error: `Missing environment variable${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}.`,
    };
  }
  let hosts: Host[] | undefined;
  if (env.ALGOLIA_HOSTS?.trim()) {
    try {
      hosts = parseHosts(env.ALGOLIA_HOSTS);
    } catch (error) {
      return {ok: false, error: (error as Error).message};
    }
  }
  return {
    ok: true,
    config: {
      appId: env.ALGOLIA_APP_ID!.trim(),
      apiKey: env.ALGOLIA_ADMIN_API_KEY!.trim(),
      indexName: env.ALGOLIA_INDEX_NAME!.trim(),
      hosts,
    },
  };
}

/** "http://127.0.0.1:4010,https://x.example" → algoliasearch hosts (read and write). */
export function parseHosts(list: string): Host[] {
  return list
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      let url: URL;
      try {
        url = new URL(entry);
      } catch {
        throw new Error(
          `ALGOLIA_HOSTS: "${entry}" is not a URL (expected e.g. http://127.0.0.1:4010).`,
        );
      }
      if (url.protocol !== 'http:' && url.protocol !== 'https:') {
        throw new Error(`ALGOLIA_HOSTS: "${entry}" must start with http:// or https://.`);
      }
      return {
        url: url.hostname,
        ...(url.port ? {port: Number(url.port)} : {}),
        protocol: url.protocol === 'http:' ? 'http' : 'https',
        accept: 'readWrite',
      } satisfies Host;
    });
}

/** Folders of a build that hold no pages. */
const SKIPPED_DIRS = new Set(['assets', 'img', 'pagefind']);

/** Every page's HTML file under `buildDir` (both locales: the English site is `buildDir/en`). */
export async function findPages(buildDir: string): Promise<string[]> {
  const out: string[] = [];
  async function walk(dir: string) {
    for (const entry of await readdir(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(entry.name)) await walk(full);
      } else if (entry.name.endsWith('.html') && entry.name !== '404.html') {
        out.push(full);
      }
    }
  }
  await walk(buildDir);
  return out.sort();
}

/**
 * The page's public URL: its canonical link (Docusaurus writes one on every page), else the
 * file's path under `fallbackBase` (e.g. `https://notes.example.org/blog-notes/`).
 */
export function pageUrl(html: string, relativeFile: string, fallbackBase: string): string {
  const canonical = /<link[^>]*\brel=["']?canonical["']?[^>]*>/i.exec(html)?.[0];
  const href = canonical && /\bhref=(?:"([^"]+)"|'([^']+)'|([^\s>]+))/i.exec(canonical);
  const found = href && (href[1] ?? href[2] ?? href[3]);
  if (found && /^https?:\/\//.test(found)) return found;
  const route = relativeFile
    .split(path.sep)
    .join('/')
    .replace(/(^|\/)index\.html$/, '$1')
    .replace(/\.html$/, '');
  return new URL(route, fallbackBase).href;
}

/** lvl0 of pages outside the navbar sections: the theme's default for the page's `<html lang>`. */
export function lvl0Fallback(html: string): string {
  const lang = /<html[^>]*\blang=["']?([A-Za-z-]+)/i.exec(html)?.[1] ?? 'en';
  return sectionTitle({}, lang);
}

/**
 * Extracts the records of every page of a build; with `indexCode`, code blocks' lines too, as
 * content records (DocSearch's `content`, marked `code`).
 */
export async function collectRecords(
  buildDir: string,
  fallbackBase: string,
  {indexCode = false}: {indexCode?: boolean} = {},
): Promise<DocSearchRecord[]> {
  const info = await stat(buildDir).catch(() => null);
  if (!info?.isDirectory()) {
    throw new Error(`No build found at ${buildDir}: run \`npm run build\` first.`);
  }
  const records: DocSearchRecord[] = [];
  for (const file of await findPages(buildDir)) {
    const html = await readFile(file, 'utf8');
    const url = pageUrl(html, path.relative(buildDir, file), fallbackBase);
    records.push(...extractRecords(html, url, {lvl0Fallback: lvl0Fallback(html), indexCode}));
  }
  return records;
}

export interface PushResult {
  records: number;
  /** Records per language, e.g. {zh: 120, en: 118}. */
  byLanguage: Record<string, number>;
}

/**
 * Sets the index settings, then atomically replaces all records (Algolia copies the settings to
 * a temporary index, fills it, and moves it over the old one).
 */
export async function pushRecords(
  records: readonly DocSearchRecord[],
  config: PushConfig,
): Promise<PushResult> {
  const client = algoliasearch(
    config.appId,
    config.apiKey,
    config.hosts ? {hosts: config.hosts} : undefined,
  );
  const {taskID} = await client.setSettings({
    indexName: config.indexName,
    indexSettings: indexSettings(records),
  });
  await client.waitForTask({indexName: config.indexName, taskID});
  await client.replaceAllObjects({
    indexName: config.indexName,
    objects: records as unknown as Record<string, unknown>[],
    batchSize: 1000,
  });
  const byLanguage: Record<string, number> = {};
  for (const record of records)
    byLanguage[record.language] = (byLanguage[record.language] ?? 0) + 1;
  return {records: records.length, byLanguage};
}
