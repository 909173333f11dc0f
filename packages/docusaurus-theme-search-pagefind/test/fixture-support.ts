import {test as base, expect, type Page} from '@playwright/test';

// What the fixture-site specs share: how a visitor opens the modal, types a query and reads
// the results' URLs, which URLs each kind of page of the fixture site has, and the errors a page
// must not have.

// Hosts other than the test servers do not resolve (the config's testChromiumArgs).
export const test = base;

export {expect};

/** A result's URL without its anchor. */
export const pathOf = (href: string) => href.replace(/#.*$/, '');

/**
 * This site's results among `urls`: the hit gate makes them paths, while another site's (the
 * default build searches one, option `sites`) keep their full URL.
 */
export const ownResults = (urls: string[]) => urls.filter((url) => url.startsWith('/'));

/** One pattern matching any of `patterns`. */
export const anyOf = (...patterns: RegExp[]) =>
  new RegExp(patterns.map((pattern) => pattern.source).join('|'));

/**
 * The fixture site's page URLs under `baseUrl`, per locale prefix ('' or 'zh-Hans/'), ending in
 * `slash` ('/' with trailingSlash true). Version 1.0 is the latest (docs/), Next is docs/next/.
 */
export function siteUrls(baseUrl: string, slash: '' | '/') {
  const url = (prefix: string, path: string) => new RegExp(`^${baseUrl}${prefix}${path}${slash}$`);
  const blogPost = (prefix: string) => url(prefix, '(?:blog/\\d{4}/\\d\\d/\\d\\d/[a-z]+)');
  return {
    v1Doc: (prefix: string) => url(prefix, 'docs/(?!next/)[a-z]+'),
    nextDoc: (prefix: string) => url(prefix, 'docs/next/[a-z]+'),
    guide: (prefix: string) => url(prefix, 'guides/[a-z]+'),
    blogPost,
    /** Pages outside the docs, found from every page: the home page and the blog post. */
    notDocs: (prefix: string) => anyOf(new RegExp(`^${baseUrl}${prefix}$`), blogPost(prefix)),
  };
}

/** Opens `path` (relative to the project's base URL) and waits until React has hydrated. */
export async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

/** Ctrl+K, as a visitor opens search; the modal's input takes the focus. */
export async function openModal(page: Page): Promise<void> {
  await page.keyboard.press('Control+k');
  await expect(page.locator('.DocSearch-Input')).toBeFocused();
}

/**
 * Types `query` into the open modal and returns the results' URLs once it has
 * answered that query (results whose highlights show the query, or "No results for …").
 * An empty list means the modal said it found nothing.
 */
export async function modalResults(
  page: Page,
  query: string,
  highlighted: string = query,
): Promise<string[]> {
  await page.locator('.DocSearch-Input').fill(query);
  const noResults = page.locator('.DocSearch-NoResults').filter({hasText: query});
  const answered = page
    .locator('.DocSearch-Hit mark')
    .filter({hasText: new RegExp(escapeRegExp(highlighted), 'i')});
  await expect(noResults.or(answered).first()).toBeVisible({timeout: 20_000}); // the first query loads the index
  if (await noResults.isVisible()) return [];
  return hitUrls(page);
}

/** The URLs of the modal's results as they are now. */
export async function hitUrls(page: Page): Promise<string[]> {
  // A result is an <a> without href that navigates on click (see the theme's DocSearchBar.tsx).
  return page
    .locator('.DocSearch-Hit a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('data-url') ?? ''));
}

/** Errors nothing caught, which the page must not have. */
export function uncaughtErrors(page: Page): Error[] {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  return errors;
}

/** The result links of the /search page once it shows results or says there are none. */
export async function searchPageResults(page: Page): Promise<string[]> {
  const results = page.locator('main article h2 a');
  const none = page
    .locator('main')
    .getByText(/No results were found|未找到结果|結果が見つかりませんでした/);
  await expect(results.first().or(none)).toBeVisible({timeout: 20_000});
  return results.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
