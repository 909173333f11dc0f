import {execFileSync} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {expect, type Locale} from './fixtures';
import {testPort} from '../../scripts/site-paths.cjs';

// Shared helpers for the search browser tests.

/**
 * How long a test waits for a search's first answer. The first query loads the engine and the
 * index's entry, meta, chunks and fragments in turn; under two test workers on a 2-core machine
 * a localhost script has taken up to a second to arrive, and the whole answer 9 s (in CI).
 */
export const FIRST_ANSWER_MS = 20_000;

/** Visible strings of the search UI, per locale (zh from Docusaurus's zh-Hans theme translations). */
export const searchText = {
  zh: {
    button: '搜索',
    placeholder: '搜索文档',
    recent: '最近搜索',
    favorite: '收藏',
    noRecent: '没有最近搜索',
    save: '保存这个搜索',
    removeRecent: '从历史记录中删除这个搜索',
    removeFavorite: '从收藏列表中删除这个搜索',
    noResults: '没有结果：',
    tryFor: '试试搜索',
    letUsKnow: '请告知我们。',
    errorTitle: '无法获取结果',
    errorHelp: '你可能需要检查网络连接。',
    outdatedHelp:
      '搜索索引与网站的版本不一致。请刷新页面；如果问题依旧，则需要重新构建并部署网站。',
    cancel: '取消',
    query: '数据库',
    groupOfQuery: '服务端',
    credit: '搜索由 Pagefind 提供',
    seeAll: /^查看全部 (\d+) 个结果$/,
  },
  en: {
    button: 'Search',
    placeholder: 'Search docs',
    recent: 'Recent',
    favorite: 'Favorite',
    noRecent: 'No recent searches',
    save: 'Save this search',
    removeRecent: 'Remove this search from history',
    removeFavorite: 'Remove this search from favorites',
    noResults: 'No results for',
    tryFor: 'Try searching for',
    letUsKnow: 'Let us know.',
    errorTitle: 'Unable to fetch results',
    errorHelp: 'You might want to check your network connection.',
    outdatedHelp:
      'The search index does not match this version of the site. Reload the page; if this persists, the site must be rebuilt and redeployed.',
    cancel: 'Cancel',
    query: 'database',
    groupOfQuery: 'Server',
    credit: 'Search by Pagefind',
    seeAll: /^See all (\d+) results$/,
  },
} as const;

export const input = (page: Page) => page.locator('.DocSearch-Input');
export const modal = (page: Page) => page.locator('.DocSearch-Modal');
export const hits = (page: Page) => page.locator('.DocSearch-Hit');

export async function openWithShortcut(page: Page): Promise<void> {
  await page.keyboard.press('Control+k');
  await expect(input(page)).toBeFocused();
}

/** Types like a visitor and waits for a results, no-results or error screen. */
export async function searchFor(page: Page, query: string): Promise<void> {
  await input(page).fill(query);
  await expect(
    page.locator('.DocSearch-Hits, .DocSearch-NoResults, .DocSearch-ErrorScreen').first(),
  ).toBeVisible();
}

/** localStorage key DocSearch keeps recent searches under (one index name per locale). */
export const recentKey = (locale: Locale) =>
  `__DOCSEARCH_RECENT_SEARCHES__blog-notes-${locale.code}`;
export const favoriteKey = (locale: Locale) =>
  `__DOCSEARCH_FAVORITE_SEARCHES__blog-notes-${locale.code}`;

/** The modal's section of results (or of recent or favourite searches) titled `title`. */
export const section = (page: Page, title: string) =>
  page
    .locator('.DocSearch-Hits')
    .filter({has: page.locator('.DocSearch-Hit-source', {hasText: title})});

/** Puts recent or favourite searches into the browser's storage, as DocSearch keeps them. */
export async function storeSearches(
  page: Page,
  key: string,
  items: ReturnType<typeof storedHits>,
): Promise<void> {
  await page.evaluate(
    ([storageKey, stored]) => localStorage.setItem(storageKey, JSON.stringify(stored)),
    [key, items] as const,
  );
}

/** Stored hits as DocSearch saves them (no highlight data). */
export function storedHits(locale: Locale, count: number, label: string) {
  const base = `/blog-notes/${locale.prefix}docs/intro`;
  return Array.from({length: count}, (_, i) => ({
    objectID: `${label}-${i}`,
    url: `${base}#${label}-${i}`,
    type: 'lvl2',
    content: null,
    hierarchy: {
      lvl0: 'Docs',
      lvl1: 'Intro',
      lvl2: `${label} ${i}`,
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    },
  }));
}

const fixtureDirs = new Map<string, string>();

/**
 * A Pagefind bundle with known records (see support/fixture-index.mts), built once per worker
 * and locale with the real indexer.
 */
export function fixtureBundle(locale: Locale, baseUrl: string, variant: '' | 'long' = ''): string {
  const key = `${locale.code} ${variant}`;
  const cached = fixtureDirs.get(key);
  if (cached) return cached;
  const dir = path.join(mkdtempSync(path.join(os.tmpdir(), 'search-fixture-')), 'pagefind');
  execFileSync(
    process.execPath,
    [
      path.join('node_modules', 'tsx', 'dist', 'cli.mjs'),
      path.join('tests', 'e2e', 'support', 'fixture-index.mts'),
      dir,
      locale.code,
      // The page's own origin: hits of other sites are dropped (client/algoliaAdapter/safeHits.ts).
      `http://localhost:${testPort}${baseUrl}`,
      ...(variant ? [variant] : []),
    ],
    {stdio: 'inherit'},
  );
  fixtureDirs.set(key, dir);
  return dir;
}

/** Serves the fixture bundle in place of the site's own Pagefind files. */
export async function useFixtureIndex(
  page: Page,
  locale: Locale,
  baseUrl: string,
  variant: '' | 'long' = '',
): Promise<void> {
  const dir = fixtureBundle(locale, baseUrl, variant);
  await page.route('**/pagefind/**', async (route) => {
    const name = new URL(route.request().url()).pathname.split('/pagefind/')[1];
    // The stemmers beside the bundle are the site's code, not its index: the build's own.
    if (name?.startsWith('stemmers/')) return route.continue();
    const file = path.join(dir, name);
    if (!name || !existsSync(file)) return route.fulfill({status: 404, body: 'not found'});
    const type = name.endsWith('.js')
      ? 'text/javascript'
      : name.endsWith('.json')
        ? 'application/json'
        : 'application/octet-stream';
    await route.fulfill({status: 200, body: readFileSync(file), contentType: type});
  });
}
