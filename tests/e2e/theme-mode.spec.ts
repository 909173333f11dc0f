import type {Page} from '@playwright/test';
import {test, expect, locales, localePath, hydrated, type Locale} from './fixtures';
import {createSettings} from '../../src/utils/themeStorage';
import {
  STORAGE_KEYS,
  cssVariable,
  freshStorage,
  gotoHome,
  modeToggle,
  openDrawer,
  sessionItem,
  texts,
  typeHex,
  viewportLocales,
  viewports,
  type Viewport,
} from './theme-helpers';

/** Records calls of document.startViewTransition and the reveal animation it starts. */
async function spyOnViewTransitions(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const calls: unknown[] = [];
    (window as unknown as {__vt: unknown[]}).__vt = calls;
    const original = Document.prototype.startViewTransition;
    if (original) {
      Document.prototype.startViewTransition = function (
        this: Document,
        ...args: Parameters<typeof original>
      ) {
        calls.push({kind: 'start'});
        return original.apply(this, args);
      } as typeof original;
    }
    const animate = Element.prototype.animate;
    Element.prototype.animate = function (this: Element, keyframes, options) {
      if (typeof options === 'object' && options?.pseudoElement === '::view-transition-new(root)') {
        calls.push({kind: 'animate', keyframes, duration: options.duration});
      }
      return animate.call(this, keyframes, options);
    };
  });
}
const transitionCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as {__vt: Array<Record<string, unknown>>}).__vt);

/** Sets both slots of session storage before any page script runs. */
async function seedSlots(page: Page, slots: Record<string, string>): Promise<void> {
  await page.addInitScript((values) => {
    for (const [key, value] of Object.entries(values)) sessionStorage.setItem(key, value);
  }, slots);
}

const light = createSettings('light', '#3578e5', '#fafafa');
const dark = createSettings('dark', '#ff9900', '#101010');

// At desktop and mobile widths, one locale each (viewportLocales).
for (const [viewport, locale] of viewportLocales) {
  const t = texts[locale.code];
  test.describe(`colour mode (${locale.code}, ${viewport.name})`, () => {
    test.use({viewport: {width: viewport.width, height: viewport.height}});

    test('switches with a 300 ms circular reveal from the click point', async ({page}) => {
      await spyOnViewTransitions(page);
      await gotoHome(page, locale);
      const html = page.locator('html');
      await expect(html).toHaveAttribute('data-theme', 'light');
      const toggle = await modeToggle(page, viewport);
      await expect(toggle).toHaveAccessibleName(t.toggle('light'));
      // On mobile the toggle is in the sidebar, which slides in: wait until it stands still.
      await toggle.click({trial: true});
      const box = (await toggle.boundingBox())!;
      const x = Math.round(box.x + box.width / 2);
      const y = Math.round(box.y + box.height / 2);
      await page.mouse.click(x, y);
      await expect(html).toHaveAttribute('data-theme', 'dark');
      await expect(toggle).toHaveAccessibleName(t.toggle('dark'));
      await expect.poll(() => transitionCalls(page).then((calls) => calls.length)).toBe(2);
      const [start, reveal] = await transitionCalls(page);
      expect(start).toEqual({kind: 'start'});
      expect(reveal.duration).toBe(300);
      const clipPath = (reveal.keyframes as {clipPath: string[]}).clipPath;
      expect(clipPath[0]).toBe(`circle(0px at ${x}px ${y}px)`);
      expect(clipPath[1]).toMatch(new RegExp(`^circle\\(\\d+px at ${x}px ${y}px\\)$`));
      // The dark defaults, background included.
      expect(await cssVariable(page, '--ifm-color-primary')).toBe('#25c2a0');
      expect(await cssVariable(page, '--ifm-background-color')).toBe('#181920');
    });

    test('switches instantly, without a view transition, under reduced motion', async ({page}) => {
      await page.emulateMedia({reducedMotion: 'reduce'});
      await spyOnViewTransitions(page);
      await gotoHome(page, locale);
      await (await modeToggle(page, viewport)).click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      expect(await transitionCalls(page)).toEqual([]);
    });

    test('each mode keeps its own colours through mode switches and a reload, with no flash', async ({
      page,
    }) => {
      await gotoHome(page, locale);
      let dialog = await openDrawer(page, locale, viewport);
      await typeHex(dialog, t.primary, '#3578e5');
      await page.keyboard.press('Escape');
      await (await modeToggle(page, viewport)).click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      expect(await cssVariable(page, '--ifm-color-primary')).toBe('#25c2a0');

      dialog = await openDrawer(page, locale, viewport);
      await expect(dialog.getByRole('textbox', {name: t.primary, exact: true})).toHaveValue(
        '#25c2a0',
      );
      await typeHex(dialog, t.primary, '#ff9900');
      expect(await cssVariable(page, '--ifm-color-primary')).toBe('#ff9900');
      expect(JSON.parse((await sessionItem(page, STORAGE_KEYS.dark))!)).toMatchObject({
        baseColor: '#ff9900',
        background: '#181920',
        isDarkTheme: true,
      });
      // Switching mode with the drawer open shows that mode's colours in it.
      await page.keyboard.press('Escape');
      await (await modeToggle(page, viewport)).click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
      expect(await cssVariable(page, '--ifm-color-primary')).toBe('#3578e5');

      // Reload: the saved colour is there in the first paint, before React hydrates.
      await page.addInitScript(() => {
        document.addEventListener('readystatechange', () => {
          if (document.readyState !== 'interactive') return;
          const root = document.documentElement;
          (window as unknown as {__firstPaint: unknown}).__firstPaint = {
            primary: getComputedStyle(root).getPropertyValue('--ifm-color-primary').trim(),
            hydrated: root.getAttribute('data-has-hydrated') === 'true',
          };
        });
      });
      await page.reload();
      await hydrated(page);
      expect(
        await page.evaluate(() => (window as unknown as {__firstPaint: unknown}).__firstPaint),
      ).toEqual({
        primary: '#3578e5',
        hydrated: false,
      });
      expect(await cssVariable(page, '--ifm-color-primary')).toBe('#3578e5');
      await (await modeToggle(page, viewport)).click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      expect(await cssVariable(page, '--ifm-color-primary')).toBe('#ff9900');
    });
  });
}

test.describe('colour mode without the site scripts', () => {
  for (const locale of locales) {
    test(`saved colours of both modes apply from the head script alone (${locale.code})`, async ({
      page,
    }) => {
      await seedSlots(page, {
        [STORAGE_KEYS.light]: JSON.stringify(light),
        [STORAGE_KEYS.dark]: JSON.stringify(dark),
      });
      // No bundle runs: what shows is the HTML, the CSS and the inline head script.
      await page.route(/\/assets\/js\//, (route) => route.abort());
      await page.goto(localePath(locale, 'docs/intro'));
      await page.waitForLoadState('load');
      expect(await cssVariable(page, '--ifm-color-primary')).toBe('#3578e5');
      expect(await cssVariable(page, '--ifm-color-primary-darkest')).toBe(
        light.shades['--ifm-color-primary-darkest'].value,
      );
      expect(await cssVariable(page, '--ifm-background-color')).toBe('#fafafa');
      // A mode change needs no script: the dark rule is already in the page.
      await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
      expect(await cssVariable(page, '--ifm-color-primary')).toBe('#ff9900');
      expect(await cssVariable(page, '--ifm-background-color')).toBe('#101010');
    });
  }
});

test.describe('colour mode choice', () => {
  const [zh] = locales;

  test('starts light by default, even when the system prefers dark', async ({page}) => {
    await page.emulateMedia({colorScheme: 'dark'});
    await gotoHome(page, zh);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });

  test('keeps the chosen mode in local storage across reloads', async ({page}) => {
    await gotoHome(page, zh);
    await (await modeToggle(page)).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const stored = await page.evaluate(() =>
      Object.keys(localStorage)
        .filter((key) => key.startsWith('theme'))
        .map((key) => localStorage.getItem(key)),
    );
    expect(stored).toEqual(['dark']);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('follows a mode change made in another tab, with that tab’s own colours', async ({
    context,
  }) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await seedSlots(second, {
      [STORAGE_KEYS.light]: JSON.stringify(light),
      [STORAGE_KEYS.dark]: JSON.stringify(dark),
    });
    await gotoHome(first, zh);
    await gotoHome(second, zh, 'blog');
    expect(await cssVariable(second, '--ifm-color-primary')).toBe('#3578e5');
    await (await modeToggle(first, viewports[0])).click();
    await expect(second.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await cssVariable(second, '--ifm-color-primary')).toBe('#ff9900');
    expect(await cssVariable(second, '--ifm-background-color')).toBe('#101010');
    // The first tab has no saved colours: it shows the dark defaults.
    expect(await cssVariable(first, '--ifm-color-primary')).toBe('#25c2a0');
  });
});

test.describe('corrupt theme storage', () => {
  const corruptions: Record<string, Record<string, string>> = {
    'broken JSON': {
      [STORAGE_KEYS.light]: '{"baseColor": "#ff0000",',
      [STORAGE_KEYS.dark]: 'undefined',
    },
    'foreign JSON': {
      [STORAGE_KEYS.light]: '{"theme":"blue","shades":[1,2]}',
      [STORAGE_KEYS.dark]: '[null]',
    },
    'CSS injection': {
      [STORAGE_KEYS.light]: JSON.stringify({...light, background: '#fff;}html{display:none'}),
      [STORAGE_KEYS.dark]: JSON.stringify({
        ...dark,
        shades: {...dark.shades, '--ifm-color-primary': {value: 'red}body{display:none'}},
      }),
    },
    'the slots swapped': {
      [STORAGE_KEYS.light]: JSON.stringify(dark),
      [STORAGE_KEYS.dark]: JSON.stringify(light),
    },
  };
  // One page walks every case, each from a fresh context's storage: a context and a cold load
  // per case would cost more than the check itself; test.step names the case that fails.
  // In one locale: the slots and their checks are the same in both.
  const [, locale] = locales;
  test(`corrupt data in both slots: the defaults show and the drawer works (${locale.code})`, async ({
    page,
  }) => {
    test.setTimeout(30_000 + Object.keys(corruptions).length * 10_000);
    const pageErrors: Error[] = [];
    page.on('pageerror', (error) => pageErrors.push(error));
    for (const [name, slots] of Object.entries(corruptions)) {
      await test.step(name, async () => {
        await freshStorage(page, slots);
        pageErrors.length = 0;
        await gotoHome(page, locale);
        await expect(page.locator('body')).toBeVisible();
        expect(await cssVariable(page, '--ifm-color-primary')).toBe('#2e8555');
        const dialog = await openDrawer(page, locale, viewports[0]);
        await expect(
          dialog.getByRole('textbox', {name: texts[locale.code].primary, exact: true}),
        ).toHaveValue('#2e8555');
        await typeHex(dialog, texts[locale.code].primary, '#123456');
        expect(await cssVariable(page, '--ifm-color-primary')).toBe('#123456');
        expect(JSON.parse((await sessionItem(page, STORAGE_KEYS.light))!).baseColor).toBe(
          '#123456',
        );
        await page.keyboard.press('Escape');
        await (await modeToggle(page)).click();
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
        expect(await cssVariable(page, '--ifm-color-primary')).toBe('#25c2a0');
        expect(pageErrors).toEqual([]);
      });
    }
  });
});

/** Picks the other language from the locale dropdown: in the navbar on desktop, in the sidebar on mobile. */
async function switchLanguage(page: Page, from: Locale, to: Locale, viewport: Viewport) {
  // A click while the mode's reveal (a view transition) runs lands on the transition's snapshot,
  // not on the link under it, as a visitor's would: the test waits for the reveal to end, as the
  // visitor does. (Clicked within its 300 ms, the English link in the phone's sidebar was
  // "clicked" and nothing navigated: 1 run in 5 in a reused context, where the test runs faster.)
  await page.waitForFunction(() => !document.documentElement.matches(':active-view-transition'));
  if (viewport.name === 'desktop') {
    // The menu shows while the pointer is over it: if it closed before the click (in CI, the
    // click waited for the menu to stop moving, then found the page under the pointer), the
    // pointer goes back over the button, as a visitor's would.
    await expect(async () => {
      await page
        .getByRole('navigation', {name: /Main|主导航/})
        .getByRole('button', {name: from.label})
        .hover();
      await page.getByRole('link', {name: to.label, exact: true}).click({timeout: 5_000});
    }).toPass({timeout: 20_000});
  } else {
    const sidebar = page.locator('.navbar-sidebar');
    if (!(await sidebar.isVisible())) await page.locator('button.navbar__toggle').click();
    const back = sidebar.locator('.navbar-sidebar__back');
    if (await back.isVisible()) await back.click(); // a docs page opens on the docs menu
    await sidebar
      .getByRole('button', {name: from.code === 'zh' ? '选择语言' : 'Languages'})
      .click();
    await sidebar.getByRole('link', {name: to.label, exact: true}).click();
  }
  await expect(page.locator('html')).toHaveAttribute('lang', to.htmlLang);
  await hydrated(page);
}

test.describe('one colour mode across both languages', () => {
  // Each test goes there and back, so one per viewport (viewportLocales) takes both directions.
  for (const [viewport, from] of viewportLocales) {
    const to = locales.find((locale) => locale !== from)!;
    test(`dark on ${from.code}, then ${to.code} from the dropdown, stays dark with its colours (${viewport.name})`, async ({
      page,
    }) => {
      await page.setViewportSize({width: viewport.width, height: viewport.height});
      await seedSlots(page, {[STORAGE_KEYS.dark]: JSON.stringify(dark)});
      await gotoHome(page, from, 'docs/intro');
      await (await modeToggle(page, viewport)).click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      expect(await cssVariable(page, '--ifm-color-primary')).toBe('#ff9900');

      await switchLanguage(page, from, to, viewport);
      await expect(page).toHaveURL(new RegExp(`/blog-notes/${to.prefix}docs/intro$`));
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      expect(await cssVariable(page, '--ifm-color-primary')).toBe('#ff9900');
      expect(await cssVariable(page, '--ifm-background-color')).toBe('#101010');
      // A reload of the other language reads the same choice.
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await hydrated(page); // a tap on the menu button before hydration does nothing

      // Back to light there, and the first language is light too.
      await (await modeToggle(page, viewport)).click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
      await switchLanguage(page, to, from, viewport);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');

      // One key for the whole site, not one per base URL.
      const keys = await page.evaluate(() =>
        Object.keys(localStorage).filter((key) => /^theme\b/.test(key)),
      );
      expect(keys).toEqual(['theme-blog-notes']);
    });
  }
});
