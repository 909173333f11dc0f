import fs from 'node:fs';
import path from 'node:path';
import {test, expect, locales, localePath, hydrated} from './fixtures';
import type {Page} from '@playwright/test';
import {openWithShortcut} from './search-support';
import {openDrawer, typeHex, texts as themeText, viewports} from './theme-helpers';
import paths from '../../scripts/site-paths.cjs';

// What the site ships must hold no secret. Only the public Algolia search key may
// appear, and only when it is configured.

function* textFiles(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* textFiles(full);
    else if (/\.(html|js|mjs|css|json|xml|txt|map|webmanifest)$/.test(entry.name)) yield full;
  }
}

const secretPatterns: ReadonlyArray<[string, RegExp]> = [
  ['32-hex Algolia-style key', /(?<![0-9a-fA-F])[0-9a-f]{32}(?![0-9a-fA-F])/g],
  ['private key block', /-----BEGIN [A-Z ]*PRIVATE KEY-----/g],
  ['GitHub token', /\b(gh[pousr]_[A-Za-z0-9]{36,}|github_pat_[A-Za-z0-9_]{60,})\b/g],
  ['npm token', /\bnpm_[A-Za-z0-9]{36}\b/g],
  ['AWS access key id', /\b(AKIA|ASIA)[0-9A-Z]{16}\b/g],
  ['Slack token', /\bxox[abprs]-[A-Za-z0-9-]{10,}\b/g],
  ['Google API key', /\bAIza[0-9A-Za-z_-]{35}\b/g],
  ['JSON web token', /\beyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}/g],
  [
    'assigned secret',
    /["']?(?:admin|write|secret|private)[_-]?(?:api[_-]?)?key["']?\s*[:=]\s*["'][A-Za-z0-9]{16,}["']/gi,
  ],
];

test('the build contains no secret or token', () => {
  const allowed = new Set([process.env.ALGOLIA_SEARCH_API_KEY].filter(Boolean));
  const adminKey = process.env.ALGOLIA_ADMIN_API_KEY;
  const findings: string[] = [];
  let scanned = 0;
  for (const file of textFiles(paths.buildDir)) {
    scanned++;
    const text = fs.readFileSync(file, 'utf8');
    const where = path.relative(paths.buildDir, file);
    for (const [name, pattern] of secretPatterns) {
      for (const match of text.matchAll(pattern)) {
        if (!allowed.has(match[0])) findings.push(`${where}: ${name}: ${match[0].slice(0, 12)}…`);
      }
    }
    if (adminKey && text.includes(adminKey)) findings.push(`${where}: the Algolia admin key`);
  }
  expect(scanned).toBeGreaterThan(50);
  expect(findings).toEqual([]);
});

test('the scanner catches a planted key', () => {
  // Guards the test above against patterns that can never match.
  const planted = 'const config = {adminApiKey: "0123456789abcdef0123456789abcdef"};';
  const hits = secretPatterns.filter(([, p]) => new RegExp(p.source, p.flags).test(planted));
  expect(hits.map(([name]) => name)).toContain('32-hex Algolia-style key');
  expect(
    secretPatterns.some(([, p]) =>
      new RegExp(p.source, p.flags).test('token ghp_' + 'a'.repeat(36)),
    ),
  ).toBe(true);
});

// HTML and script payloads through every input the site has. None may run, and
// none may become markup: the payload's <img> must never exist in the page.
const payload = `"><img src=x id=xss-img onerror="window.__xss=1"><script>window.__xss=2</script>'\`{{7*7}}`;

async function expectInert(page: Page, dialogs: string[]) {
  await page.waitForTimeout(300); // give an injected onerror time to fire
  expect(await page.evaluate(() => (window as unknown as {__xss?: number}).__xss)).toBeUndefined();
  await expect(page.locator('#xss-img')).toHaveCount(0);
  expect(dialogs).toEqual([]);
}

for (const locale of locales) {
  test.describe(`payloads stay text (${locale.code})`, () => {
    let dialogs: string[];
    test.beforeEach(({page}) => {
      dialogs = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
    });

    test('the search modal query', async ({page}) => {
      await page.goto(localePath(locale, ''));
      await hydrated(page);
      await openWithShortcut(page);
      await page.locator('.DocSearch-Input').fill(payload.slice(0, 64));
      await expect(page.locator('.DocSearch-NoResults, .DocSearch-Hits').first()).toBeVisible();
      await expectInert(page, dialogs);
    });

    test('the search page and its URL query q', async ({page}) => {
      await page.goto(`${localePath(locale, 'search')}?q=${encodeURIComponent(payload)}`);
      await hydrated(page);
      await expect(page.locator('main input[type="search"]')).toHaveValue(payload);
      await expectInert(page, dialogs);
    });

    test('the URL hash', async ({page}) => {
      await page.goto(`${localePath(locale, 'docs/intro')}#${encodeURIComponent(payload)}`);
      await hydrated(page);
      await page.evaluate((p) => (location.hash = p), payload);
      await expectInert(page, dialogs);
    });

    test('the theme colour fields', async ({page}) => {
      await page.goto(localePath(locale, ''));
      await hydrated(page);
      const dialog = await openDrawer(page, locale, viewports[0]);
      await typeHex(dialog, themeText[locale.code].primary, payload);
      await typeHex(dialog, themeText[locale.code].background, payload);
      // Nothing changed: the defaults are still applied.
      expect(
        await page.evaluate(() =>
          getComputedStyle(document.documentElement).getPropertyValue('--ifm-color-primary').trim(),
        ),
      ).toBe('#2e8555');
      await expectInert(page, dialogs);
    });

    test('corrupt theme storage holding markup', async ({page}) => {
      await page.addInitScript((p) => {
        for (const key of ['ifm-theme-colors-light', 'ifm-theme-colors-dark']) {
          sessionStorage.setItem(
            key,
            JSON.stringify({baseColor: p, background: p, shades: {primary: p}, isDarkTheme: false}),
          );
        }
      }, payload);
      await page.goto(localePath(locale, ''));
      await hydrated(page);
      expect(
        await page.evaluate(() =>
          getComputedStyle(document.documentElement).getPropertyValue('--ifm-color-primary').trim(),
        ),
      ).toBe('#2e8555');
      await expectInert(page, dialogs);
    });
  });
}
