import fs from 'node:fs';
import path from 'node:path';
import type {BrowserContext, ConsoleMessage, Page} from '@playwright/test';
import paths from '../../scripts/site-paths.cjs';
import {headersFor, readHeadersFile} from '../../scripts/headers-file.mjs';

// Serving the build under a Content-Security-Policy, the way a host that reads the build's
// `_headers` file does, and recording what the policy blocks.

export interface CspSummary {
  policy: string;
  scriptHashes: string[];
  locales: Array<{
    path: string;
    pages: number;
    inlineScripts: number;
    scriptHashes: string[];
    policy: string;
  }>;
}

/** build/csp-hashes.json, as the build wrote it. */
export function cspSummary(): CspSummary {
  return JSON.parse(fs.readFileSync(path.join(paths.buildDir, 'csp-hashes.json'), 'utf8'));
}

/**
 * The Content-Security-Policy the `_headers` of a build (`buildDir`, build/ by default) gives
 * `pathname` (scripts/headers-file.mjs), or undefined when no rule matches.
 */
export function headersPolicy(
  pathname: string,
  buildDir: string = paths.buildDir,
): string | undefined {
  return headersFor(readHeadersFile(buildDir), pathname).get('content-security-policy');
}

export interface ServeOptions {
  /** The policy for a page, or undefined to send none. */
  policy: (url: URL) => string | undefined;
  /**
   * Answer unknown paths with the root 404.html, as GitHub Pages and `docusaurus serve` do
   * (the test server answers each locale's own), so the 404 script has to move English
   * paths to the English page.
   */
  rootNotFound?: boolean;
  /** Page bodies to serve instead of the test server's, by pathname. */
  bodies?: ReadonlyMap<string, string>;
}

/**
 * Every page is served with the policy `policy` gives it, in place of the build's own that the
 * test server sends (a route: the browser's cache is off for the context).
 */
export async function serveWithPolicy(
  context: BrowserContext,
  {policy, rootNotFound = false, bodies}: ServeOptions,
): Promise<void> {
  await context.route(/^http:\/\/localhost:\d+\//, async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const url = new URL(route.request().url());
    const response = await route.fetch({maxRedirects: 0});
    const headers = {...response.headers()};
    // The test server sends the build's own policy (scripts/serve.mjs): replaced, or taken out.
    const value = policy(url);
    if (value === undefined) delete headers['content-security-policy'];
    else headers['content-security-policy'] = value;
    let body = bodies?.get(url.pathname);
    if (body === undefined && rootNotFound && response.status() === 404) {
      body = fs.readFileSync(path.join(paths.buildDir, '404.html'), 'utf8');
    }
    if (body === undefined) return route.fulfill({response, headers});
    delete headers['content-encoding'];
    delete headers['content-length'];
    return route.fulfill({status: response.status(), headers, body});
  });
}

/** What a page reported besides its CSP violations (see `violations`): console and uncaught errors. */
export interface PageReport {
  consoleErrors: string[];
  pageErrors: string[];
}

/**
 * Records the page's CSP violations from its very first script on (an init script runs
 * before the page's own), its console errors other than failed loads from other hosts
 * (the tests reach no host but this one: the visitor badge), and its uncaught errors.
 */
export async function recordProblems(page: Page): Promise<PageReport> {
  const report: PageReport = {consoleErrors: [], pageErrors: []};
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as {__cspViolations: string[]}).__cspViolations = seen;
    document.addEventListener(
      'securitypolicyviolation',
      (event) =>
        seen.push(
          `${event.effectiveDirective} blocked ${event.blockedURI} in ${event.documentURI}: ${event.sample}`,
        ),
      true,
    );
  });
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() !== 'error') return;
    const from = message.location().url;
    if (/^Failed to load resource/.test(message.text()) && !/^http:\/\/localhost[:/]/.test(from))
      return;
    report.consoleErrors.push(`${message.text()} (${from})`);
  });
  page.on('pageerror', (error) => report.pageErrors.push(String(error)));
  return report;
}

/** The violations the page's init script has seen so far. */
export function violations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as {__cspViolations: string[]}).__cspViolations);
}

/** Paths (after the origin) of every page in a sitemap of the build. */
export function sitemapPaths(sitemap: string): string[] {
  const xml = fs.readFileSync(path.join(paths.buildDir, sitemap), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
}
