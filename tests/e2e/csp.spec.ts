import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test, expect, hydrated, locales, localePath, type Locale} from './fixtures';
import {createSettings, STORAGE_KEYS} from '../../src/utils/themeStorage';
import {hits, openWithShortcut, searchFor} from './search-support';
import {cssVariable, modeToggle, openDrawer, texts, typeHex, viewports} from './theme-helpers';
import {
  cspSummary,
  headersPolicy,
  recordProblems,
  serveWithPolicy,
  violations,
  type PageReport,
} from './csp-support';
import paths, {baseUrl} from '../../scripts/site-paths.cjs';

// The site under a strict Content-Security-Policy: every page served with the policy the
// build's own `_headers` gives it (`script-src 'self'` plus the hashes of the inline scripts,
// no 'unsafe-inline'), as Netlify or Cloudflare Pages serve it. The test server sends it
// (scripts/serve.mjs), so every browser test runs under it; these tests check it is there and
// that nothing breaks it, and replace it (serveWithPolicy) where they need another. Every page
// hydrating under it: every-page.spec.ts.

const fromHeadersFile = {policy: (url: URL) => headersPolicy(url.pathname)};
const summary = cspSummary();

/** The policy with every script hash taken out: only the site's files may run. */
const withoutHashes = summary.policy.replace(/ 'sha256-[^']+'/g, '');

function expectClean(report: PageReport, found: string[], where: string) {
  expect({where, violations: found, ...report}).toEqual({
    where,
    violations: [],
    consoleErrors: [],
    pageErrors: [],
  });
}

test('the policy is strict: no unsafe-inline or unsafe-eval for scripts, a hash per inline script', () => {
  const scriptSrc = summary.policy.split(';').find((d) => d.trim().startsWith('script-src'))!;
  expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
  expect(summary.scriptHashes.length).toBeGreaterThan(0);
  for (const locale of summary.locales) {
    expect(locale.policy).toContain("script-src 'self' 'sha256-");
    for (const hash of locale.scriptHashes) expect(scriptSrc).toContain(hash);
  }
  expect(headersPolicy(`${baseUrl()}en/docs/intro`)).toBe(summary.policy);
  expect(headersPolicy(`${baseUrl()}docs/intro`)).toBe(summary.policy);
});

test.describe('the same policy without the hashes', () => {
  for (const locale of locales) {
    test(`blocks every inline script, so nothing hydrates (${locale.code})`, async ({
      page,
      context,
    }) => {
      await serveWithPolicy(context, {policy: () => withoutHashes});
      await recordProblems(page);
      const target = localePath(locale, 'docs/intro');
      await page.goto(target, {waitUntil: 'load'});
      const html = fs.readFileSync(
        path.join(paths.buildDir, locale.prefix, 'docs/intro.html'),
        'utf8',
      );
      const inline = (html.match(/<script>/g) ?? []).length;
      expect(inline).toBeGreaterThanOrEqual(3);
      await expect
        .poll(() => violations(page).then((seen) => seen.length))
        .toBeGreaterThanOrEqual(inline);
      const notInline = (await violations(page)).filter(
        (v) => !v.startsWith('script-src-elem blocked inline '),
      );
      expect(notInline).toEqual([]);
      // The loader is one of the blocked scripts: the app never starts.
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'false');
      expect(
        await page.evaluate(() => document.querySelectorAll('script[src*="/assets/js/"]').length),
      ).toBe(0);
    });
  }
});

/** Records, at DOMContentLoaded (before the loader adds the app), what the page shows. */
async function recordAtParsed(page: import('@playwright/test').Page) {
  await page.addInitScript(() => {
    document.addEventListener(
      'DOMContentLoaded',
      () => {
        const root = document.documentElement;
        (window as unknown as {__atParsed: object}).__atParsed = {
          theme: root.getAttribute('data-theme'),
          hydrated: root.getAttribute('data-has-hydrated'),
          primary: getComputedStyle(root).getPropertyValue('--ifm-color-primary').trim(),
          background: getComputedStyle(root).getPropertyValue('--ifm-background-color').trim(),
        };
      },
      {once: true},
    );
  });
}

const words: Record<Locale['code'], string> = {zh: 'Jenkins', en: 'Jenkins'};

for (const locale of locales) {
  test.describe(`under the policy (${locale.code})`, () => {
    test('the stored dark mode and saved colours apply before the app starts', async ({page}) => {
      const report = await recordProblems(page);
      await page.goto(localePath(locale, ''));
      await hydrated(page);
      await (await modeToggle(page)).click(); // stored in local storage, as a visitor does
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      const dark = createSettings('dark', '#ff9900', '#101010');
      await page.evaluate(
        ([key, value]) => sessionStorage.setItem(key, value),
        [STORAGE_KEYS.dark, JSON.stringify(dark)],
      );
      await recordAtParsed(page);
      await page.goto(localePath(locale, 'docs/intro'));
      await hydrated(page);
      expect(
        await page.evaluate(() => (window as unknown as {__atParsed: object}).__atParsed),
      ).toEqual({
        theme: 'dark',
        hydrated: 'false',
        primary: '#ff9900',
        background: '#101010',
      });
      expectClean(report, await violations(page), 'docs/intro');
    });

    test('search opens with Ctrl+K and answers', async ({page}) => {
      const report = await recordProblems(page);
      await page.goto(localePath(locale, 'blog'));
      await hydrated(page);
      await openWithShortcut(page);
      await searchFor(page, words[locale.code]);
      await expect(hits(page).first()).toBeVisible();
      await expect(hits(page).first()).toContainText(/jenkins/i);
      expectClean(report, await violations(page), 'blog + search');
    });

    test('the theme drawer opens and applies a colour', async ({page}) => {
      const report = await recordProblems(page);
      await page.goto(localePath(locale, 'docs/intro'));
      await hydrated(page);
      const dialog = await openDrawer(page, locale, viewports[0]);
      await typeHex(dialog, texts[locale.code].primary, '#3578e5');
      expect(await cssVariable(page, '--ifm-color-primary')).toBe('#3578e5');
      expectClean(report, await violations(page), 'docs/intro + drawer');
    });
  });
}

test('on a host that answers every unknown path with the root 404.html, English paths reach the English page', async ({
  page,
  context,
}) => {
  await serveWithPolicy(context, {...fromHeadersFile, rootNotFound: true});
  const report = await recordProblems(page);
  const address = `${baseUrl()}en/no/such/page`;
  await page.goto(address);
  await hydrated(page);
  // The host's 404 status for the unknown address, which Chromium logs as an error.
  const status = report.consoleErrors.findIndex(
    (text) => text.includes(`404 (Not Found) (http://`) && text.endsWith(`${address})`),
  );
  expect(status).toBeGreaterThanOrEqual(0);
  report.consoleErrors.splice(status, 1);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
  await expect(page.getByRole('heading', {level: 1, name: 'Page Not Found'})).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(address);
  expectClean(report, await violations(page), 'en 404');
});

test('with CSP_META=true the build puts the policy in each page, which then needs no header', async ({
  page,
  context,
}) => {
  // The build step run again on a copy of the built pages, with the variable set.
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'csp-meta-'));
  try {
    for (const file of [
      '404.html',
      'sitemap.xml',
      'docs/intro.html',
      'en/404.html',
      'en/sitemap.xml',
    ]) {
      fs.mkdirSync(path.dirname(path.join(copy, file)), {recursive: true});
      fs.copyFileSync(path.join(paths.buildDir, file), path.join(copy, file));
    }
    execFileSync(
      process.execPath,
      [path.join(paths.root, 'scripts/csp-hashes.mjs'), '--dir', copy],
      {
        env: {...process.env, CSP_META: 'true'},
        stdio: 'ignore',
      },
    );
    const html = fs.readFileSync(path.join(copy, 'docs/intro.html'), 'utf8');
    const metaPolicy = JSON.parse(
      fs.readFileSync(path.join(copy, 'csp-hashes.json'), 'utf8'),
    ).policy;
    expect(html.indexOf('http-equiv="Content-Security-Policy"')).toBeLessThan(
      html.indexOf('<script'),
    );
    const pathname = `${baseUrl()}docs/intro`;
    const noHashes = html.replace(/ &#39;sha256-[^&]+&#39;| 'sha256-[^']+'/g, '');
    expect(noHashes).not.toBe(html);

    // With the meta policy: the page works, no header needed.
    const bodies = new Map([[pathname, html]]);
    await serveWithPolicy(context, {policy: () => undefined, bodies});
    const report = await recordProblems(page);
    const response = await page.goto(pathname);
    expect(response?.headers()['content-security-policy']).toBeUndefined();
    expect(metaPolicy).toContain("'sha256-");
    await hydrated(page);
    expectClean(report, await violations(page), 'docs/intro with <meta>');

    // The same meta policy without its hashes blocks: the meta really is enforced.
    bodies.set(pathname, noHashes);
    await page.goto(pathname, {waitUntil: 'load'});
    await expect.poll(() => violations(page).then((seen) => seen.length)).toBeGreaterThan(0);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'false');
  } finally {
    fs.rmSync(copy, {recursive: true, force: true});
  }
});
