import {appendFileSync} from 'node:fs';
import path from 'node:path';
import {baseUrl, root} from '../../scripts/site-paths.cjs';
import {expect, hydrated, locales, test} from './fixtures';
import {FIRST_ANSWER_MS, hits, input, modal, searchText} from './search-support';
import {freshCopy, removeCopy, startDevServer, type DevServer} from './support/dev-server';

// Search under `npm start` on a fresh copy of the site (no build/): the modal answers from the
// current sources, and a word saved into a doc while the server runs is found without a
// restart. One dev server at a time (each locale is its own server), so the file runs serially.
// Starting a dev server takes a while: about a minute per locale on two busy cores.
//
// The Chinese server is the author's loop, `npm start` with no --locale, which serves the
// default locale as the production build does. `docusaurus start` then sets
// DOCUSAURUS_CURRENT_LOCALE to the string "undefined", which the translation-status hooks must
// not take for a translation (every Chinese doc and post would say "尚未翻译"): checked here too.

test.describe.configure({mode: 'serial'});

const intro = {
  zh: path.join('docs', 'intro.md'),
  en: path.join('i18n', 'en', 'docusaurus-plugin-content-docs', 'current', 'intro.md'),
};

let copy: string;
test.beforeAll(() => {
  copy = freshCopy(root);
});
test.afterAll(() => {
  if (copy) removeCopy(copy);
});

for (const locale of locales) {
  test.describe(`${locale.code} dev server`, () => {
    test.describe.configure({timeout: 300_000});
    let server: DevServer | null = null;
    test.beforeAll(async () => {
      test.setTimeout(300_000);
      server = startDevServer(copy, locale.code === 'zh' ? null : locale.code, baseUrl());
      await server.ready;
    });
    test.afterAll(async () => server?.stop());

    async function openModal(page: import('@playwright/test').Page) {
      await page.goto(server!.url);
      await hydrated(page);
      await page
        .getByRole('button', {name: new RegExp(searchText[locale.code].button)})
        .first()
        .click();
      await expect(input(page)).toBeFocused();
    }

    test(`${locale.code}: the modal finds a word from the docs, with no build`, async ({page}) => {
      // A Latin word needs the English stemmer, which the dev server serves where a build
      // writes it, beside the bundle.
      const stemmer = page.waitForResponse((response) =>
        response.url().endsWith('/pagefind/stemmers/english-stemmer.js'),
      );
      await openModal(page);
      await input(page).fill('sequelize');
      const served = await stemmer;
      expect(served.status()).toBe(200);
      expect(served.headers()['content-type']).toMatch(/^text\/javascript/);
      await expect(hits(page).first()).toBeVisible({timeout: FIRST_ANSWER_MS});
      await expect(hits(page).first().locator('mark').first()).toHaveText(/sequelize/i);
      await expect(modal(page).locator('a[data-url*="back_boss"]').first()).toBeAttached();
    });

    test(`${locale.code}: a name written only in a code block finds its line, marked`, async ({
      page,
    }) => {
      await openModal(page);
      await input(page).fill('readFileSync');
      const hit = hits(page)
        .filter({has: page.locator('mark', {hasText: 'readFileSync'})})
        .first();
      await expect(hit).toBeVisible({timeout: FIRST_ANSWER_MS});
      await expect(hit).toContainText('fs.readFileSync(');
      await expect(hit.locator('a')).toHaveAttribute('data-url', /local-https-for-node/);
    });

    // Cross-language search from the sources: a word only the translation writes.
    const twinQuery = {
      zh: {query: 'breakpoint', title: '断点调试的例子', line: '匹配英语：breakpoint'},
      en: {query: '红屏', title: 'LogBox: red screens', line: 'matched in Chinese: 红屏'},
    }[locale.code];
    test(`${locale.code}: a word only the page's translation writes finds the page, saying so`, async ({
      page,
    }) => {
      await openModal(page);
      await input(page).fill(twinQuery.query);
      const hit = hits(page).filter({hasText: twinQuery.title}).first();
      await expect(hit).toBeVisible({timeout: FIRST_ANSWER_MS});
      await expect(hit.locator('.DocSearch-Hit-twinMatch')).toHaveText(twinQuery.line);
    });

    test(`${locale.code}: a word saved into a doc while the server runs is found without a restart`, async ({
      page,
    }) => {
      // A word per locale that no typo turns into the other's: the other locale's server ran
      // first, and its word, saved into this page's translation, is found here through the twin.
      const word = {zh: 'quokkaverse', en: 'wombatorium'}[locale.code];
      await openModal(page);
      await input(page).fill(word);
      await expect(modal(page).locator('.DocSearch-NoResults')).toBeVisible({
        timeout: FIRST_ANSWER_MS,
      });
      appendFileSync(path.join(copy, intro[locale.code]), `\n\nThe ${word} paragraph.\n`);
      await expect(async () => {
        await input(page).fill('');
        await input(page).fill(word);
        await expect(hits(page).first()).toBeVisible({timeout: 2_000});
      }).toPass({timeout: 30_000});
      await expect(modal(page).locator('a[data-url*="/docs/intro"]').first()).toBeAttached();
      expect(server!.output()).toMatch(/dev index: \d+ records from \d+ pages \(1 rendered\)/);
    });

    if (locale.code === 'zh') {
      for (const [kind, pagePath, heading] of [
        ['doc', 'docs/intro', '前言'],
        ['post', 'blog/local-https-for-node', '为 Node Web 应用开启本地 HTTPS'],
      ] as const) {
        test(`a Chinese ${kind} has no translation notice under npm start`, async ({page}) => {
          await page.goto(`${server!.url}${pagePath}`);
          await hydrated(page);
          await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
          await expect(page.locator('article h1').first()).toHaveText(heading);
          await expect(page.locator('.translation-notice')).toHaveCount(0);
          await expect(page.getByText(/尚未翻译|本页还没有英文译文|译文可能已过时/)).toHaveCount(0);
        });
      }
    }
  });
}
