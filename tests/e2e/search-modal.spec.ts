import {test, testOnlyIn, expect, locales, localePath, hydrated} from './fixtures';
import {baseUrl} from '../../scripts/site-paths.cjs';
import {
  favoriteKey,
  hits,
  input,
  modal,
  openWithShortcut,
  recentKey,
  searchFor,
  searchText,
  section,
  storeSearches,
  storedHits,
  useFixtureIndex,
} from './search-support';

// The DocSearch modal as a visitor uses it, in both locales, on the production build with the
// embedded Pagefind index. What the language changes (the query's words, the hits, what is kept
// of a selection, the recent searches of each locale, the strings) is tested in both; keys, focus,
// limits and the lists' lengths, the same code in both, in one (testOnlyIn), alternating.

for (const locale of locales) {
  const text = searchText[locale.code];

  test.describe(`search modal (${locale.code})`, () => {
    test.beforeEach(async ({page}) => {
      await page.goto(localePath(locale, 'docs/intro'));
      await hydrated(page);
    });

    test('button is labelled and shows the Ctrl+K hint; Ctrl+K opens the modal with its placeholder', async ({
      page,
    }) => {
      const button = page.locator('.DocSearch-Button');
      // Its name is its visible text (WCAG 2.5.3); the shortcut is announced from aria-keyshortcuts.
      await expect(button).toHaveAccessibleName(text.button);
      await expect(button.locator('.DocSearch-Button-Placeholder')).toHaveText(text.button);
      await expect(button).toHaveAttribute('aria-keyshortcuts', /^(Control|Meta)\+K$/);
      await expect(button.locator('.DocSearch-Button-Key')).toHaveCount(2); // Ctrl (or ⌘) and K
      await expect(button.locator('.DocSearch-Button-Key').last()).toHaveText('K');
      await openWithShortcut(page);
      await expect(modal(page)).toBeVisible();
      await expect(input(page)).toHaveAttribute('placeholder', text.placeholder);
      await expect(page.locator('.DocSearch-MagnifierLabel')).toHaveText(text.button); // screen-reader label
      await expect(page.getByText(text.noRecent)).toBeVisible();
      // The footer credits the engine this modal uses, not Algolia.
      const credit = page.locator('.DocSearch-Logo a');
      await expect(credit).toHaveAccessibleName(text.credit);
      await expect(credit).toHaveAttribute('href', 'https://pagefind.app/');
      await expect(credit.locator('svg')).toBeHidden();
    });

    testOnlyIn(locale, 'en')(
      '"/" opens it when no input is focused, and Escape closes it',
      async ({page}) => {
        await page.keyboard.press('/');
        await expect(input(page)).toBeFocused();
        await expect(input(page)).toHaveValue('');
        await page.keyboard.press('Escape');
        await expect(modal(page)).toHaveCount(0);
      },
    );

    testOnlyIn(locale, 'zh')(
      'the key pressed on the focused button becomes the query',
      async ({page}) => {
        await page.locator('.DocSearch-Button').focus();
        await page.keyboard.press('e');
        await expect(input(page)).toBeFocused();
        await expect(input(page)).toHaveValue('e');
      },
    );

    testOnlyIn(locale, 'en')(
      'what is typed while the modal is still loading is kept, and Escape then cancels it',
      async ({page}) => {
        // The modal's code loads on the shortcut (nothing was hovered): make it slow.
        await page.route('**/*.{js,css}', async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 700));
          await route.continue();
        });
        await page.keyboard.press('Control+k');
        await page.keyboard.type('cachx');
        await page.keyboard.press('Backspace');
        await page.keyboard.type('e');
        await expect(input(page)).toBeFocused();
        await expect(input(page)).toHaveValue('cache');
        await page.keyboard.press('Escape');
        await expect(modal(page)).toHaveCount(0);

        await page.goto(localePath(locale, 'docs/intro'));
        await hydrated(page);
        await page.keyboard.press('Control+k');
        await page.keyboard.type('xy');
        await page.keyboard.press('Escape');
        await page.waitForTimeout(2500); // longer than the slowed load
        await expect(modal(page)).toHaveCount(0);
      },
    );

    testOnlyIn(locale, 'zh')(
      'a key pressed while the modal replaces its loading placeholder reaches the query',
      async ({page}) => {
        // The modal's code is held back until the test lets it come, whatever the machine's load.
        let release = () => {};
        const released = new Promise<void>((resolve) => (release = resolve));
        await page.route('**/*.{js,css}', async (route) => {
          await released;
          await route.continue();
        });
        await page.keyboard.press('Control+k');
        await expect(page.locator('[data-search-placeholder]')).toBeVisible();
        await page.keyboard.type('cach');
        await expect(page.locator('[data-search-placeholder] input')).toHaveValue('cach');
        // The moment the placeholder goes, the visitor presses "e". If the modal's input does
        // not have the focus yet, the key reaches whatever has it then (not an input): that key
        // is sent then. If the input already has it (the modal can render and focus it before
        // the observer runs), a real key would simply type there: the keyboard presses it.
        await page.evaluate(() => {
          const key = window as unknown as {keySent?: Promise<boolean>};
          key.keySent = new Promise<boolean>((resolve) => {
            new MutationObserver((_, observer) => {
              if (document.querySelector('[data-search-placeholder]')) return;
              observer.disconnect();
              const target = document.activeElement ?? document.body;
              if (target instanceof HTMLInputElement) return resolve(false);
              target.dispatchEvent(
                new KeyboardEvent('keydown', {key: 'e', bubbles: true, cancelable: true}),
              );
              resolve(true);
            }).observe(document.body, {childList: true, subtree: true});
          });
        });
        release();
        const sent = await page.evaluate(
          () => (window as unknown as {keySent: Promise<boolean>}).keySent,
        );
        if (!sent) await page.keyboard.type('e');
        await expect(modal(page)).toBeVisible();
        await expect(input(page)).toBeFocused();
        await expect(input(page)).toHaveValue('cache');
      },
    );

    test('selected page text prefills the query, up to 64 characters', async ({page}) => {
      await page.evaluate(() => {
        const p = document.createElement('p');
        p.id = 'selection-source';
        p.textContent = 'Selected words '.repeat(8); // 120 characters
        document.querySelector('article')!.append(p);
        const range = document.createRange();
        range.selectNodeContents(p);
        window.getSelection()!.removeAllRanges();
        window.getSelection()!.addRange(range);
      });
      await openWithShortcut(page);
      await expect(input(page)).toHaveValue('Selected words '.repeat(8).slice(0, 64));
    });

    testOnlyIn(locale, 'en')(
      'the input keeps at most 64 characters and the clear button empties it',
      async ({page}) => {
        await openWithShortcut(page);
        await input(page).pressSequentially('a'.repeat(80));
        await expect(input(page)).toHaveValue('a'.repeat(64));
        await expect(input(page)).toHaveAttribute('maxlength', '64');
        await page.locator('.DocSearch-Reset').click();
        await expect(input(page)).toHaveValue('');
        await expect(input(page)).toBeFocused();
      },
    );

    testOnlyIn(locale, 'zh')('Tab keeps focus inside the modal', async ({page}) => {
      await openWithShortcut(page);
      await searchFor(page, text.query);
      for (let i = 0; i < 12; i++) {
        await page.keyboard.press('Tab');
        expect(
          await page.evaluate(() => !!document.activeElement?.closest('.DocSearch-Modal')),
        ).toBe(true);
      }
      for (let i = 0; i < 4; i++) {
        await page.keyboard.press('Shift+Tab');
        expect(
          await page.evaluate(() => !!document.activeElement?.closest('.DocSearch-Modal')),
        ).toBe(true);
      }
    });

    test('typed key by key, the footer counts the results of the whole query and links to them', async ({
      page,
    }) => {
      await openWithShortcut(page);
      await page.keyboard.type(text.query, {delay: 30});
      const seeAll = page.getByRole('link', {name: text.seeAll});
      await expect(seeAll).toHaveAttribute(
        'href',
        new RegExp(`/search\\?q=${encodeURIComponent(text.query)}$`),
      );
      await expect(async () => {
        const count = Number(text.seeAll.exec((await seeAll.textContent()) ?? '')?.[1]);
        expect(count).toBeGreaterThanOrEqual(await hits(page).count());
        expect(count).toBeGreaterThan(0);
      }).toPass();
      await page.waitForTimeout(500); // answers to the first letters, if any came late, change nothing
      const count = Number(text.seeAll.exec((await seeAll.textContent()) ?? '')?.[1]);
      expect(count).toBeGreaterThanOrEqual(await hits(page).count());
    });

    test('results are grouped by section with the query highlighted', async ({page}) => {
      await openWithShortcut(page);
      await searchFor(page, text.query);
      const group = section(page, text.groupOfQuery);
      await expect(group).toBeVisible();
      await expect(group.locator('.DocSearch-Hit').first().locator('mark').first()).toHaveText(
        new RegExp(text.query, 'i'),
      );
    });

    test("a result's line too long for the modal ends in an ellipsis", async ({page}) => {
      await openWithShortcut(page);
      // A command line of the HTTPS post: longer than a hit's line at this width.
      await searchFor(page, 'NODE_EXTRA_CA_CERTS');
      await expect(hits(page).first()).toBeVisible();
      const lines = await hits(page)
        .locator('.DocSearch-Hit-title, .DocSearch-Hit-path')
        .evaluateAll((elements) =>
          elements.map((element) => {
            const style = getComputedStyle(element);
            return {
              text: element.textContent,
              cut: element.scrollWidth > element.clientWidth,
              ellipsis: style.overflowX === 'hidden' && style.textOverflow === 'ellipsis',
            };
          }),
        );
      expect(lines.filter((line) => line.cut).length).toBeGreaterThan(0);
      for (const line of lines) expect(line.ellipsis, line.text ?? '').toBe(true);
    });

    test('choosing a result navigates to it and records it under Recent; save and remove work', async ({
      page,
    }) => {
      await openWithShortcut(page);
      await searchFor(page, text.query);
      const first = hits(page).first();
      const title = (await first.locator('.DocSearch-Hit-title').textContent())!.trim();
      const href = await first.locator('a').getAttribute('data-url');
      const titleBefore = await page.title();
      await first.click();
      await expect(modal(page)).toHaveCount(0);
      await expect(page).toHaveURL(new RegExp(`${href!.split('#')[0]}`));
      // The new page renders once its code has loaded, and Docusaurus then moves focus to the
      // top of the page: open the modal again only after that.
      await expect(page).not.toHaveTitle(titleBefore);

      await openWithShortcut(page);
      const recent = section(page, text.recent);
      await expect(recent.locator('.DocSearch-Hit')).toHaveCount(1);
      await expect(recent.locator('.DocSearch-Hit-title')).toHaveText(title);

      await recent.locator(`[title="${text.save}"]`).click();
      const favorite = section(page, text.favorite);
      await expect(favorite.locator('.DocSearch-Hit-title')).toHaveText(title);
      await expect(recent).toHaveCount(0);

      await favorite.locator(`[title="${text.removeFavorite}"]`).click();
      await expect(page.getByText(text.noRecent)).toBeVisible();
      expect(await page.evaluate((key) => localStorage.getItem(key), favoriteKey(locale))).toBe(
        '[]',
      );
    });

    testOnlyIn(locale, 'en')(
      'the keyboard saves and removes the active recent or favourite search',
      async ({page}) => {
        await storeSearches(page, recentKey(locale), storedHits(locale, 3, 'recent'));
        await openWithShortcut(page);
        const recent = section(page, text.recent);
        const favorite = section(page, text.favorite);
        await expect(recent.locator('.DocSearch-Hit')).toHaveCount(3);
        // Nothing inside a result takes the focus: the actions are for the mouse, the keys below
        // for the keyboard, and a screen reader hears those keys with the option.
        await expect(
          recent.locator('.DocSearch-Hit button, .DocSearch-Hit [tabindex]'),
        ).toHaveCount(0);
        await expect(recent.locator('[role="option"]').first()).toContainText('Delete');

        // The first item is active: Ctrl+S saves it, the next one becomes active.
        await page.keyboard.press('ArrowDown');
        await expect(input(page)).toHaveAttribute(
          'aria-activedescendant',
          'docsearch-recentSearches-item-1',
        );
        await page.keyboard.press('ControlOrMeta+s');
        await expect(favorite.locator('.DocSearch-Hit-title')).toHaveText(['recent 1']);
        await expect(recent.locator('.DocSearch-Hit-title')).toHaveText(['recent 0', 'recent 2']);
        await expect(input(page)).toBeFocused();

        // Delete removes the active recent search from history.
        await expect(input(page)).toHaveAttribute(
          'aria-activedescendant',
          'docsearch-recentSearches-item-0',
        );
        await page.keyboard.press('Delete');
        await expect(recent.locator('.DocSearch-Hit-title')).toHaveText(['recent 2']);

        // And the active favourite from favourites.
        await page.keyboard.press('ArrowDown');
        await expect(input(page)).toHaveAttribute(
          'aria-activedescendant',
          /^docsearch-favoriteSearches-item-\d+$/,
        );
        await page.keyboard.press('Delete');
        await expect(favorite).toHaveCount(0);
        expect(await page.evaluate((key) => localStorage.getItem(key), favoriteKey(locale))).toBe(
          '[]',
        );
        await expect(modal(page)).toBeVisible();
      },
    );

    testOnlyIn(locale, 'en')(
      'a result opened with a modifier key is not recorded',
      async ({page, context}) => {
        await openWithShortcut(page);
        await searchFor(page, text.query);
        const newPage = context.waitForEvent('page');
        await hits(page)
          .first()
          .click({modifiers: ['Control']});
        await (await newPage).close();
        expect(
          await page.evaluate((key) => localStorage.getItem(key), recentKey(locale)),
        ).toBeNull();
      },
    );

    testOnlyIn(locale, 'zh')(
      'Recent shows 7 searches, or 4 when favourites exist; Favorite shows 10',
      async ({page}) => {
        await storeSearches(page, recentKey(locale), storedHits(locale, 9, 'recent'));
        await openWithShortcut(page);
        const recent = section(page, text.recent);
        await expect(recent.locator('.DocSearch-Hit')).toHaveCount(7);
        await page.keyboard.press('Escape');

        await storeSearches(page, favoriteKey(locale), storedHits(locale, 12, 'favorite'));
        await page.reload();
        await hydrated(page);
        await openWithShortcut(page);
        const favorite = section(page, text.favorite);
        await expect(recent.locator('.DocSearch-Hit')).toHaveCount(4);
        await expect(favorite.locator('.DocSearch-Hit')).toHaveCount(10);
        // The other locale's lists are kept apart (one index name per locale).
        const otherKey = recentKey(locales.find((l) => l.code !== locale.code)!);
        expect(await page.evaluate((key) => localStorage.getItem(key), otherKey)).toBeNull();
      },
    );

    test('no results: the query, up to 3 suggestions and the "Let us know." link', async ({
      page,
    }) => {
      await openWithShortcut(page);
      await searchFor(page, text.query); // a search with results provides the suggestions
      await searchFor(page, 'qqzzxxnothing');
      const screen = page.locator('.DocSearch-NoResults');
      await expect(screen).toContainText(text.noResults);
      await expect(screen.locator('strong')).toHaveText('qqzzxxnothing');
      await expect(screen).toContainText(text.tryFor);
      const suggestions = screen.locator('.DocSearch-NoResults-Prefill-List li');
      expect(await suggestions.count()).toBeGreaterThanOrEqual(1);
      expect(await suggestions.count()).toBeLessThanOrEqual(3);
      const link = screen.getByRole('link', {name: text.letUsKnow});
      await expect(link).toHaveAttribute('href', /issues\/new\?title=Search%3A\+qqzzxxnothing$/);
      await suggestions.first().locator('button').click();
      await expect(hits(page).first()).toBeVisible();
    });

    test('groups show at most 5 results each', async ({page}) => {
      await useFixtureIndex(page, locale, baseUrl());
      await openWithShortcut(page);
      await searchFor(page, 'zebrafixture');
      const groups = page.locator('.DocSearch-Hits');
      const big = groups.filter({
        has: page.locator('.DocSearch-Hit-source', {
          hasText: locale.code === 'zh' ? '夹具分组' : 'Fixture group',
        }),
      });
      await expect(big.locator('.DocSearch-Hit')).toHaveCount(5);
      for (const count of await groups.evaluateAll((els) =>
        els.map((el) => el.querySelectorAll('.DocSearch-Hit').length),
      )) {
        expect(count).toBeLessThanOrEqual(5);
      }
    });

    test('page text and queries full of HTML and regex characters stay text', async ({page}) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await useFixtureIndex(page, locale, baseUrl());
      await openWithShortcut(page);
      await searchFor(page, 'zebrafixture hostile');
      await expect(
        hits(page).filter({
          hasText: 'hostile <img src=x onerror="window.__searchInjected=1"> text',
        }),
      ).toHaveCount(1);
      const heading = hits(page).filter({
        hasText: '<img src=x onerror="window.__searchInjected=1"> heading',
      });
      await heading.click();
      await expect(modal(page)).toHaveCount(0);
      await openWithShortcut(page); // the hit is now rendered from Recent storage too
      await expect(page.locator('.DocSearch-Hit').first()).toContainText(
        '<img src=x onerror="window.__searchInjected=1"> heading',
      );
      await expect(page.locator('.DocSearch-Modal img')).toHaveCount(0);

      await searchFor(page, '<img src=x onerror=window.__searchInjected=2>.*+?^${}()|[]\\');
      await expect(page.locator('.DocSearch-Modal img')).toHaveCount(0);
      expect(
        await page.evaluate(() => (window as {__searchInjected?: number}).__searchInjected),
      ).toBeUndefined();
      expect(errors).toEqual([]);
    });

    test.describe('on a phone-sized screen', () => {
      test.use({viewport: {width: 390, height: 800}});

      test('Cancel closes the modal', async ({page}) => {
        await page.locator('.DocSearch-Button').click();
        await expect(input(page)).toBeFocused();
        await page.getByRole('button', {name: text.cancel}).click();
        await expect(modal(page)).toHaveCount(0);
      });
    });
  });
}
