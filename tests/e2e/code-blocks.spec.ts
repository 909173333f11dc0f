import {test, testOnlyIn, expect, locales, localePath, hydrated} from './fixtures';
import type {Page} from '@playwright/test';
import {setColourMode} from './theme-helpers';

// Highlighted code blocks follow the colour mode: on a switch, and on a page loaded with a
// saved dark mode (the server always renders the light Prism theme; src/theme/CodeBlock
// relies on the colour mode being applied after hydration as an ordinary update).
const doc = 'docs/back_boss/server/create';

/** Colours of the first code block with a keyword: its background and that keyword. */
async function codeColours(page: Page) {
  const block = page
    .locator('article .theme-code-block')
    .filter({has: page.locator('.token.keyword')})
    .first();
  return {
    background: await block.locator('pre').evaluate((el) => getComputedStyle(el).backgroundColor),
    keyword: await block
      .locator('.token.keyword')
      .first()
      .evaluate((el) => getComputedStyle(el).color),
  };
}

for (const locale of locales) {
  test.describe(`code blocks (${locale.code})`, () => {
    // The highlighting is the same code in both locales: its tests run in one (testOnlyIn),
    // alternating; the buttons, whose labels are the locale's, in both.
    testOnlyIn(locale, 'zh')(
      'switch colours with the colour mode, and a reload keeps the dark ones',
      async ({page}) => {
        const errors: string[] = [];
        page.on('console', (message) => {
          if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
            errors.push(message.text());
        });
        page.on('pageerror', (error) => errors.push(error.message));

        await page.goto(localePath(locale, doc));
        await hydrated(page);
        const light = await codeColours(page);

        await setColourMode(page, 'dark');
        await expect.poll(() => codeColours(page)).not.toEqual(light);
        const dark = await codeColours(page);
        expect(dark.background).not.toBe(light.background);
        expect(dark.keyword).not.toBe(light.keyword);

        // The dark mode is saved: a fresh load hydrates the light markup, then turns dark.
        await page.reload();
        await hydrated(page);
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
        await expect.poll(() => codeColours(page)).toEqual(dark);

        // Every token of every block, not only the first: none keeps a light-theme colour
        // where the dark theme gives another (spot check on the keyword colour).
        const keywordColours = await page
          .locator('article .theme-code-block .token.keyword')
          .evaluateAll((els) => [...new Set(els.map((el) => getComputedStyle(el).color))]);
        expect(keywordColours).toEqual([dark.keyword]);

        // No hydration mismatch or other error on the way.
        expect(errors).toEqual([]);
      },
    );

    testOnlyIn(locale, 'en')(
      'a page opened in dark mode shows plain code in dark colours until the highlighter arrives, never light tokens',
      async ({page}) => {
        // The scripts a page in the default colours loads (the highlighter is not among them).
        const startup = new Set<string>();
        const record = (request: import('@playwright/test').Request) =>
          void (request.resourceType() === 'script' && startup.add(request.url()));
        page.on('request', record);
        await page.goto(localePath(locale, doc));
        await hydrated(page);
        page.off('request', record);
        await setColourMode(page, 'dark');
        // Reload in dark mode with every other script held back (the highlighter's chunk among
        // them), as on a slow connection.
        let holding = true;
        const held: Array<() => Promise<void>> = [];
        await page.route('**/*.js', (route) =>
          holding && !startup.has(route.request().url())
            ? void held.push(() => route.continue())
            : route.continue(),
        );
        await page.reload();
        await hydrated(page);
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
        const blocks = page.locator('article .theme-code-block pre');
        await expect
          .poll(() => page.locator('article .theme-code-block pre .token').count())
          .toBe(0);
        const plain = await blocks.first().evaluate((el) => getComputedStyle(el).color);
        await expect(blocks.first().locator('.token-line').first()).toHaveCSS('color', plain);
        holding = false;
        for (const release of held.splice(0)) await release();
        await expect
          .poll(() => page.locator('article .theme-code-block .token.keyword').count())
          .toBeGreaterThan(0);
      },
    );

    testOnlyIn(locale, 'zh')(
      'a page loaded in the default colours keeps its served highlighting and loads no highlighter',
      async ({page}) => {
        const scripts: string[] = [];
        page.on('request', (request) => {
          if (request.resourceType() === 'script') scripts.push(request.url());
        });
        await page.goto(localePath(locale, doc));
        await hydrated(page);
        const tokens = page.locator('article .theme-code-block .token');
        const served = await tokens.count();
        expect(served).toBeGreaterThan(1000);
        // What the server rendered stays: every token, none replaced by plain text.
        await page.waitForTimeout(500);
        await expect(tokens).toHaveCount(served);
        const before = scripts.length;
        const light = await codeColours(page);
        // Prism's chunk is loaded by the first colour-mode switch, not before; the switch waits
        // for it, so the blocks change colours in the same frame as the page.
        const switched = page.evaluate(
          () =>
            new Promise<string>((resolve) => {
              new MutationObserver((_, observer) => {
                observer.disconnect();
                const keyword = document.querySelector('article .theme-code-block .token.keyword');
                resolve(keyword ? getComputedStyle(keyword).color : '');
              }).observe(document.documentElement, {
                attributes: true,
                attributeFilter: ['data-theme'],
              });
            }),
        );
        await setColourMode(page, 'dark');
        expect(scripts.length).toBeGreaterThan(before);
        const keywordWhenSwitched = await switched;
        expect(keywordWhenSwitched).not.toBe(light.keyword);
        expect(keywordWhenSwitched).toBe((await codeColours(page)).keyword);
        await expect(tokens).toHaveCount(served);
      },
    );

    testOnlyIn(locale, 'en')(
      'a block reached by a client-side navigation is highlighted',
      async ({page}) => {
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        const tokens = page.locator('article .theme-code-block .token');
        // What the server renders: the count every block must reach in the browser too.
        await page.goto(localePath(locale, doc));
        await hydrated(page);
        const served = await tokens.count();
        expect(served).toBeGreaterThan(1000);
        const title = await page.locator('article h1').textContent();

        await page.goto(localePath(locale, 'docs/back_boss/server/introduce'));
        await hydrated(page);
        await page.locator(`nav.menu a[href$="${doc}"]`).first().click();
        await expect(page.locator('article h1')).toHaveText(title!);
        await expect(tokens).toHaveCount(served);
        await expect(
          page.locator('article .theme-code-block .token.keyword').first(),
        ).toBeVisible();
        expect(errors).toEqual([]);
      },
    );

    test('each block keeps its copy and word-wrap buttons', async ({page}) => {
      await page.goto(localePath(locale, doc));
      await hydrated(page);
      const blocks = page.locator('article .theme-code-block');
      const count = await blocks.count();
      expect(count).toBeGreaterThan(10);
      await expect(
        page.locator(
          'article .theme-code-block button[aria-label*="opy"], article .theme-code-block button[aria-label*="复制"]',
        ),
      ).toHaveCount(count);
    });
  });
}
