import {test as base, expect, type Page} from '@playwright/test';

export interface Locale {
  readonly code: 'zh' | 'en';
  /** Path prefix after the base URL: '' for the default locale. */
  readonly prefix: string;
  readonly htmlLang: string;
  readonly label: string;
  readonly siteTitle: string;
}

export const locales: readonly Locale[] = [
  {code: 'zh', prefix: '', htmlLang: 'zh-Hans', label: '中文', siteTitle: '工作台笔记'},
  {code: 'en', prefix: 'en/', htmlLang: 'en-GB', label: 'English', siteTitle: 'Workbench Notes'},
];

/** Joins a locale prefix and a site path ('' for home) into a path relative to baseURL. */
export function localePath(locale: Locale, path: string): string {
  const joined = `${locale.prefix}${path.replace(/^\//, '')}`;
  return joined.replace(/\/$/, '') || './';
}

// Hosts other than the test server do not resolve (the configs' testChromiumArgs).
export const test = base.extend<{onlineWithoutPermissions: void}>({
  // The configs reuse one browser context per worker (`reuseContext`). Between tests Playwright
  // clears cookies, the HTTP cache, every storage of the origins visited, routes, init scripts and
  // emulation, but not the network state or granted permissions: each test starts online, with
  // none granted. tests/e2e/context-reuse.spec.ts checks what a test finds after another.
  onlineWithoutPermissions: [
    async ({context}, use) => {
      await context.setOffline(false);
      await context.clearPermissions();
      await use();
    },
    {auto: true},
  ],
});

export {expect};

/**
 * `test` in the locale `runsIn` names, nothing in the other: for a test in a loop over the
 * locales whose path the language does not change (the same code, markup and failure handling;
 * only the strings differ). Run in both, it took the same path twice. A file alternates the
 * locale among such tests, so that each locale's pages and strings still meet each kind of check.
 */
export function testOnlyIn(locale: Locale, runsIn: Locale['code']): DeclareTest {
  return locale.code === runsIn ? test : () => undefined;
}
type DeclareTest = (title: string, body: Parameters<typeof test>[2]) => void;

/** Waits until React has hydrated, so clicks reach React handlers. */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}
