import type {Page, Request} from '@playwright/test';
import {test, expect, hydrated, locales, localePath, type Locale} from './fixtures';
import {
  FIRST_ANSWER_MS,
  favoriteKey,
  hits,
  input,
  modal,
  openWithShortcut,
  recentKey,
  searchFor,
  searchText,
  section,
} from './search-support';

// Recent and favourite searches live in localStorage, which any page of the same origin can
// write (on GitHub Pages, every project site of the same user). Whatever is stored there,
// the modal opens, search works, nothing stored runs and nothing leads off the site
// (packages/docusaurus-theme-search-pagefind/src/theme/SearchBar/storedSearches.ts); a failure left over shows the modal's error
// screen, never a crashed page (ModalErrorBoundary.tsx).

const pwned = `window.__pwned = (window.__pwned || 0) + 1`;
const crashed = /This page crashed|页面已崩溃/;

/** A stored search as DocSearch keeps it, on this site's foreword. */
function stored(locale: Locale, id: string, overrides: Record<string, unknown> = {}) {
  return {
    objectID: id,
    url: `/blog-notes/${locale.prefix}docs/intro#${id}`,
    type: 'lvl2',
    content: null,
    hierarchy: {
      lvl0: 'Docs',
      lvl1: 'Intro',
      lvl2: `kept ${id}`,
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    },
    ...overrides,
  };
}

interface Case {
  /** The raw value put in both slots. */
  raw: (locale: Locale) => string;
  /** The titles of the stored searches the modal shows afterwards. */
  shown: string[];
}

const markupTitle = `<img src=x id=stored-img onerror="${pwned}">`;
const markupContent = `<a id=stored-link href="javascript:${pwned}">click me</a><img src=x onerror="${pwned}">`;

const cases: Record<string, Case> = {
  'invalid JSON': {raw: () => '[{"objectID":', shown: []},
  '{}': {raw: () => '{}', shown: []},
  '"str"': {raw: () => '"str"', shown: []},
  '[null]': {raw: () => '[null]', shown: []},
  '[1, "a", {}]': {raw: () => '[1,"a",{}]', shown: []},
  'an entry with hierarchy: null': {
    raw: (locale) => JSON.stringify([stored(locale, 'a', {hierarchy: null}), stored(locale, 'b')]),
    shown: ['kept b'],
  },
  'HTML in the hierarchy and content (onerror, a javascript: link)': {
    raw: (locale) =>
      JSON.stringify([
        stored(locale, 'html', {
          hierarchy: {lvl0: markupTitle, lvl1: markupTitle, lvl2: markupTitle},
        }),
        stored(locale, 'content', {
          type: 'content',
          content: markupContent,
          hierarchy: {lvl0: 'Docs', lvl1: markupTitle},
        }),
      ]),
    shown: [markupTitle, markupContent],
  },
  'an off-site URL https://evil.example/…': {
    raw: (locale) =>
      JSON.stringify([
        stored(locale, 'evil', {url: 'https://evil.example/blog-notes/docs/intro'}),
        stored(locale, 'b'),
      ]),
    shown: ['kept b'],
  },
  'a protocol-relative URL //evil.example': {
    raw: (locale) =>
      JSON.stringify([stored(locale, 'evil', {url: '//evil.example'}), stored(locale, 'b')]),
    shown: ['kept b'],
  },
  'an anchor escape decodeURIComponent refuses (#%E0%A4%A), which crashed the page it opened': {
    raw: (locale) =>
      JSON.stringify([
        stored(locale, 'bad', {url: `/blog-notes/${locale.prefix}docs/intro#%E0%A4%A`}),
        stored(locale, 'b'),
      ]),
    shown: ['kept b'],
  },
  'a javascript: URL': {
    raw: (locale) =>
      JSON.stringify([stored(locale, 'evil', {url: `javascript:${pwned}`}), stored(locale, 'b')]),
    shown: ['kept b'],
  },
};

/** Records what must never happen: dialogs, new tabs, requests to other hosts. */
function watch(page: Page) {
  const seen = {dialogs: [] as string[], popups: [] as string[], offSite: [] as string[]};
  page.on('dialog', (dialog) => {
    seen.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.context().on('page', (popup) => seen.popups.push(popup.url()));
  page.context().on('request', (request) => {
    if (/^https?:\/\/localhost[:/]/.test(request.url()) || request.url().startsWith('data:'))
      return;
    // A popup is checked by its own URL; once it is this site's page, it loads the navbar's
    // badge (an off-site image) like any page, sooner or later before the test closes it.
    if (fromAnotherPage(request, page)) return;
    seen.offSite.push(request.url());
  });
  return seen;
}

function fromAnotherPage(request: Request, page: Page): boolean {
  try {
    return request.frame().page() !== page;
  } catch {
    return false; // a service worker's request has no frame: count it
  }
}

async function expectNothingRan(page: Page, seen: ReturnType<typeof watch>) {
  await page.waitForTimeout(300); // time for an injected onerror to fire
  expect(
    await page.evaluate(() => (window as unknown as {__pwned?: number}).__pwned),
  ).toBeUndefined();
  await expect(page.locator('#stored-img, #stored-link')).toHaveCount(0);
  expect(seen).toEqual({dialogs: [], popups: [], offSite: []});
  expect(new URL(page.url()).host).toMatch(/^localhost(:\d+)?$/);
  await expect(page.getByText(crashed)).toHaveCount(0);
}

/** Stores `raw` in both slots, once the page has loaded (its navbar badge is an off-site image). */
async function storeBoth(page: Page, locale: Locale, raw: string, seen: ReturnType<typeof watch>) {
  await page.waitForLoadState('load');
  seen.offSite.length = 0;
  await page.evaluate(([keys, value]) => keys.forEach((key) => localStorage.setItem(key, value)), [
    [recentKey(locale), favoriteKey(locale)],
    raw,
  ] as const);
}

for (const locale of locales) {
  const text = searchText[locale.code];
  test.describe(`stored searches from elsewhere (${locale.code})`, () => {
    // A test loads the engine (its first query) and, most of them, opens a page: under two
    // workers on a 2-core machine, more than the default 30 s.
    test.describe.configure({timeout: 60_000});

    // Every case in one page, one after another, as storage changes under an open site: the
    // modal reads both slots each time it opens. A test per case spent a context and a cold
    // load each; test.step names the case that fails.
    test('whatever both slots hold, the modal opens, search works and nothing runs', async ({
      page,
    }) => {
      test.setTimeout(30_000 + Object.keys(cases).length * 10_000);
      const seen = watch(page);
      await page.goto(localePath(locale, 'docs/intro'));
      await hydrated(page);
      for (const [name, {raw, shown}] of Object.entries(cases)) {
        await test.step(name, async () => {
          await storeBoth(page, locale, raw(locale), seen);

          await openWithShortcut(page);
          await expect(modal(page)).toBeVisible();
          // Both slots held the same entries; DocSearch leaves out of Recent what is a favourite.
          const favorite = section(page, text.favorite);
          if (shown.length === 0) await expect(page.getByText(text.noRecent)).toBeVisible();
          else await expect(favorite.locator('.DocSearch-Hit-title')).toHaveText(shown); // markup shows as text
          await expectNothingRan(page, seen);

          // Each slot was rewritten clean: a JSON list of entries on this site only.
          for (const key of [recentKey(locale), favoriteKey(locale)]) {
            const slot = JSON.parse(
              (await page.evaluate((k) => localStorage.getItem(k), key)) ?? 'null',
            ) as Array<{url: string}>;
            expect(Array.isArray(slot)).toBe(true);
            expect(slot).toHaveLength(shown.length);
            for (const entry of slot)
              expect(entry.url).toMatch(new RegExp(`^/blog-notes/${locale.prefix}docs/intro#`));
          }

          // Search works.
          await searchFor(page, text.query);
          await expect(hits(page).first()).toBeVisible({timeout: FIRST_ANSWER_MS});
          await expectNothingRan(page, seen);

          // A stored search left is opened on this site, and whatever it showed stays inert.
          if (shown.length > 0) {
            await input(page).fill('');
            // The start screen is back (the hits' list is replaced) before its entry is clicked.
            await expect(favorite.locator('.DocSearch-Hit-title')).toHaveText(shown);
            await favorite.locator('.DocSearch-Hit a').first().click();
            await expect(page).toHaveURL(new RegExp(`/blog-notes/${locale.prefix}docs/intro#`));
            await expect(modal(page)).toHaveCount(0);
          } else {
            await page.keyboard.press('Escape');
            await expect(modal(page)).toHaveCount(0);
          }
          await expectNothingRan(page, seen);
        });
      }
    });

    test('a stored //evil.example/x is never offered, so a click cannot leave the site', async ({
      page,
    }) => {
      const seen = watch(page);
      await page.goto(localePath(locale, 'docs/intro'));
      await hydrated(page);
      await storeBoth(
        page,
        locale,
        JSON.stringify([
          stored(locale, 'evil', {
            url: '//evil.example/x',
            hierarchy: {lvl0: 'D', lvl1: 'I', lvl2: 'evil'},
          }),
          stored(locale, 'b'),
        ]),
        seen,
      );
      await openWithShortcut(page);
      const favorite = section(page, text.favorite);
      await expect(favorite.locator('.DocSearch-Hit-title')).toHaveText(['kept b']);
      await expect(page.getByText('evil', {exact: true})).toHaveCount(0);
      // The one left, clicked plainly and with Ctrl, opens this site's page.
      const popup = page.context().waitForEvent('page');
      await favorite
        .locator('.DocSearch-Hit a')
        .first()
        .click({modifiers: ['ControlOrMeta']});
      const opened = await popup;
      expect(new URL(opened.url()).pathname).toBe(`/blog-notes/${locale.prefix}docs/intro`);
      await opened.close();
      seen.popups.length = 0;
      await favorite.locator('.DocSearch-Hit a').first().click();
      await expect(page).toHaveURL(new RegExp(`/blog-notes/${locale.prefix}docs/intro#b$`));
      await expectNothingRan(page, seen);
    });

    test('any other failure in the modal shows its error screen, in the page’s language', async ({
      page,
    }) => {
      // Storage that changes between the check and DocSearch's own read (another tab or site
      // writing at that moment): the first read of each slot is clean, every later one is {}.
      await page.addInitScript(() => {
        const getItem = Storage.prototype.getItem;
        const reads = new Map<string, number>();
        Storage.prototype.getItem = function (key: string) {
          if (!key.startsWith('__DOCSEARCH_')) return getItem.call(this, key);
          reads.set(key, (reads.get(key) ?? 0) + 1);
          return reads.get(key) === 1 ? getItem.call(this, key) : '{}';
        };
      });
      page.on('pageerror', () => {}); // React reports the caught error; that is expected
      await page.goto(localePath(locale, 'docs/intro'));
      await hydrated(page);
      // The shortcut only: the input never appears (openWithShortcut would wait for it in vain).
      await page.keyboard.press('Control+k');
      const screen = page.locator('.DocSearch-ErrorScreen');
      await expect(screen).toBeVisible();
      await expect(screen.locator('.DocSearch-Title')).toHaveText(text.errorTitle);
      await expect(screen.locator('.DocSearch-Help')).toHaveText(text.errorHelp);
      await expect(page.getByRole('dialog')).toBeVisible();
      await expect(page.getByText(crashed)).toHaveCount(0);
      // Escape closes it, and the page goes on working.
      await page.keyboard.press('Escape');
      await expect(screen).toHaveCount(0);
      await expect(page.locator('.DocSearch-Button')).toBeFocused();
      await expect(page.locator('html')).toHaveAttribute('lang', locale.htmlLang);
      await expect(page.locator('article h1').first()).toBeVisible();
    });
  });
}
