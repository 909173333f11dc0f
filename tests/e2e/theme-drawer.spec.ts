import {test, expect, locales} from './fixtures';
import {generateShades} from '../../src/utils/themeColours';
import {textContrast} from './contrast';
import {
  STORAGE_KEYS,
  cssVariable,
  drawer,
  freshStorage,
  gotoHome,
  modeToggle,
  openDrawer,
  opener,
  sessionItem,
  texts,
  typeHex,
  viewportLocales,
  viewports,
} from './theme-helpers';

// The custom-theme drawer at desktop and mobile widths, one locale each (viewportLocales).
for (const [viewport, locale] of viewportLocales) {
  const t = texts[locale.code];
  test.describe(`theme drawer (${locale.code}, ${viewport.name})`, () => {
    test.use({viewport: {width: viewport.width, height: viewport.height}});

    test('opens on its side, traps focus, and closes by Escape, button and outside click', async ({
      page,
    }) => {
      await gotoHome(page, locale);
      const button = await opener(page, locale, viewport);
      await expect(button).toHaveText(t.open);

      const dialog = await openDrawer(page, locale, viewport);
      await expect(dialog.getByRole('heading', {name: t.title})).toBeVisible();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      const box = (await dialog.boundingBox())!;
      expect(box.width).toBe(Math.min(378, viewport.width));
      expect(box.height).toBe(viewport.height);
      if (viewport.name === 'desktop') expect(box.x + box.width).toBe(viewport.width);
      else expect(box.x).toBe(0);

      // Focus starts inside and stays inside, both ways round.
      const focusInside = () =>
        page.evaluate(() => !!document.activeElement?.closest('dialog[open]'));
      expect(await focusInside()).toBe(true);
      // Every control is a stop on the way round: the folded CSS's summary too, and once it
      // is unfolded, the copy button inside it.
      const focusedName = () =>
        page.evaluate(() => {
          const active = document.activeElement as HTMLElement | null;
          return active?.getAttribute('aria-label') || active?.textContent?.trim() || '';
        });
      // A colour picker reached by the keyboard shows a ring (react-colorful takes its
      // outline off): null when the focus is elsewhere.
      const pickerRing = () =>
        page.evaluate(() => {
          const active = document.activeElement;
          if (!active?.matches('.react-colorful__interactive')) return null;
          const style = getComputedStyle(active);
          return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
        });
      const pickerRings: boolean[] = [];
      const tabAround = async (key: 'Tab' | 'Shift+Tab', presses: number) => {
        const names = new Set<string>();
        for (let i = 0; i < presses; i++) {
          await page.keyboard.press(key);
          expect(await focusInside()).toBe(true);
          names.add(await focusedName());
          const ring = await pickerRing();
          if (ring !== null) pickerRings.push(ring);
        }
        return names;
      };
      for (const key of ['Tab', 'Shift+Tab'] as const) {
        const names = await tabAround(key, 20);
        expect(names).toContain(t.close);
        expect(names).toContain(t.cssExport);
      }
      expect(pickerRings.length).toBeGreaterThan(0);
      expect(pickerRings.every(Boolean)).toBe(true);
      await dialog.getByText(t.cssExport).click();
      const unfolded = await tabAround('Tab', 20);
      expect([...unfolded].some((name) => /Copy code|复制代码/.test(name))).toBe(true);
      await dialog.getByText(t.cssExport).click(); // folded again for what follows

      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(button).toBeFocused();

      await openDrawer(page, locale, viewport);
      await dialog.getByRole('button', {name: t.close}).click();
      await expect(dialog).toBeHidden();
      await expect(button).toBeFocused();

      await openDrawer(page, locale, viewport);
      // A click on the backdrop, beside the panel.
      const outsideX = viewport.name === 'desktop' ? 100 : viewport.width - 5;
      await page.mouse.click(outsideX, viewport.height / 2);
      await expect(dialog).toBeHidden();
      await expect(button).toBeFocused();
      // A click inside the panel does not close it.
      await button.click();
      await dialog.getByRole('heading', {name: t.title}).click();
      await expect(dialog).toBeVisible();
    });

    test('a colour change regenerates the shades, applies them and saves the JSON', async ({
      page,
    }) => {
      await gotoHome(page, locale);
      expect(await cssVariable(page, '--ifm-color-primary')).toBe('#2e8555');
      const dialog = await openDrawer(page, locale, viewport);
      await expect(dialog.getByRole('textbox', {name: t.primary, exact: true})).toHaveValue(
        '#2e8555',
      );

      await typeHex(dialog, t.primary, '#3578e5');
      expect(await cssVariable(page, '--ifm-color-primary')).toBe('#3578e5');
      expect(await cssVariable(page, '--ifm-color-primary-dark')).toBe('#1d68e1');
      expect(await cssVariable(page, '--ifm-color-primary-lightest')).toBe(
        generateShades('#3578e5')['--ifm-color-primary-lightest'],
      );
      const saved = JSON.parse((await sessionItem(page, STORAGE_KEYS.light))!);
      expect(saved).toMatchObject({
        baseColor: '#3578e5',
        background: '#ffffff',
        isDarkTheme: false,
      });
      expect(saved.shades['--ifm-color-primary-dark']).toEqual({
        adjustment: 0.1,
        adjustmentInput: '10',
        displayOrder: 4,
        codeOrder: 1,
        value: '#1d68e1',
      });
      expect(await sessionItem(page, STORAGE_KEYS.dark)).toBeNull();

      await typeHex(dialog, t.background, 'fafafa');
      expect(await cssVariable(page, '--ifm-background-color')).toBe('#fafafa');
      expect(
        await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor),
      ).toBe('rgb(250, 250, 250)');
      expect(JSON.parse((await sessionItem(page, STORAGE_KEYS.light))!).background).toBe('#fafafa');

      // Dragging in the picker changes the colour too.
      const area = dialog.locator('.react-colorful__saturation').first();
      const areaBox = (await area.boundingBox())!;
      await page.mouse.click(areaBox.x + areaBox.width * 0.9, areaBox.y + areaBox.height * 0.9);
      await expect.poll(() => cssVariable(page, '--ifm-color-primary')).not.toBe('#3578e5');
      const picked = await cssVariable(page, '--ifm-color-primary');
      await expect(dialog.getByRole('textbox', {name: t.primary, exact: true})).toHaveValue(picked);
      expect(JSON.parse((await sessionItem(page, STORAGE_KEYS.light))!).baseColor).toBe(picked);

      // The generated CSS shows the new values for custom.css.
      await expect(dialog.locator('pre')).toContainText(`--ifm-color-primary: ${picked};`);
      await expect(dialog.locator('pre')).toContainText('--ifm-background-color: #fafafa;');
    });

    test('the generated CSS copies to the clipboard', async ({page, context}) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await gotoHome(page, locale);
      const dialog = await openDrawer(page, locale, viewport);
      await typeHex(dialog, t.primary, '#663399');
      // Folded, for the site's author.
      await expect(dialog.locator('pre')).toBeHidden();
      await dialog.getByText(t.cssExport).click();
      await dialog.locator('pre').hover();
      await dialog.getByRole('button', {name: /Copy code|复制代码/}).click();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toContain(':root {\n  --ifm-color-primary: #663399;');
      expect(copied).toContain("html[data-theme='dark'] {\n  --ifm-color-primary: #25c2a0;");
      expect(copied).toContain('--ifm-background-color: #181920;');
    });

    test('invalid input changes nothing and logs a Chinese conversion error', async ({page}) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        // Blocked external hosts (the visitor badge) also log errors: not ours.
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
          errors.push(message.text());
        }
      });
      const dialogs: string[] = [];
      page.on('dialog', (d) => {
        dialogs.push(d.message());
        void d.dismiss();
      });
      await gotoHome(page, locale);
      const dialog = await openDrawer(page, locale, viewport);
      const field = dialog.getByRole('textbox', {name: t.primary, exact: true});

      for (const bad of [
        '12345',
        'zzz',
        '#ab',
        'rgb(1,2,3)',
        '"><img src=x onerror=alert(1)>',
        'f'.repeat(70),
      ]) {
        await typeHex(dialog, t.primary, bad);
        await expect(field).toHaveValue('#2e8555');
        expect(await cssVariable(page, '--ifm-color-primary')).toBe('#2e8555');
      }
      expect(await sessionItem(page, STORAGE_KEYS.light)).toBeNull();
      expect(errors).toHaveLength(6);
      for (const error of errors) expect(error).toContain('颜色转换错误');
      expect(dialogs).toEqual([]);
      await expect(page.locator('img[src="x"]')).toHaveCount(0);

      // 3 digits and a missing '#' both work.
      await typeHex(dialog, t.primary, 'abc');
      await expect(field).toHaveValue('#aabbcc');
      expect(await cssVariable(page, '--ifm-color-primary')).toBe('#aabbcc');
      expect(errors).toHaveLength(6);
    });

    test('the contrast is shown, a failing one is flagged and fixed in one click', async ({
      page,
    }) => {
      await gotoHome(page, locale);
      const dialog = await openDrawer(page, locale, viewport);
      const contrast = dialog.getByTestId('contrast');
      await expect(contrast).toContainText('4.56:1');
      await expect(contrast).toContainText(t.passesAA);

      await typeHex(dialog, t.primary, '#25c2a0');
      await expect(contrast).toContainText(t.belowAA);
      await contrast.getByRole('button', {name: t.fix}).click();
      await expect(contrast).toContainText(t.passesAA);
      const fixed = await cssVariable(page, '--ifm-color-primary');
      expect(fixed).not.toBe('#25c2a0');
      const ratio = Number(/([\d.]+):1/.exec((await contrast.textContent())!)![1]);
      expect(ratio).toBeGreaterThanOrEqual(4.5);
      expect(ratio).toBeLessThan(4.7);
    });

    test('reset restores the defaults of the mode', async ({page}) => {
      await gotoHome(page, locale);
      const dialog = await openDrawer(page, locale, viewport);
      const reset = dialog.getByRole('button', {name: t.reset});
      await expect(reset).toBeDisabled();
      await typeHex(dialog, t.primary, '#ff0066');
      await typeHex(dialog, t.background, '#eeeeee');
      expect(await cssVariable(page, '--ifm-color-primary')).toBe('#ff0066');
      await reset.click();
      expect(await cssVariable(page, '--ifm-color-primary')).toBe('#2e8555');
      expect(await cssVariable(page, '--ifm-color-primary-darkest')).toBe('#205d3b');
      await expect(dialog.getByRole('textbox', {name: t.primary, exact: true})).toHaveValue(
        '#2e8555',
      );
      await expect(dialog.getByRole('textbox', {name: t.background, exact: true})).toHaveValue(
        '#ffffff',
      );
      expect(await sessionItem(page, STORAGE_KEYS.light)).toBeNull();
      await expect(reset).toBeDisabled();
      await page.reload();
      expect(await cssVariable(page, '--ifm-color-primary')).toBe('#2e8555');
    });

    test('the drawer code is fetched only when it is first opened', async ({page}) => {
      // Each script's text as a promise, read by the checks: a listener that awaited it could
      // still be reading when a check ran, or when the test ended.
      const scripts: Promise<string>[] = [];
      page.on('response', (response) => {
        if (response.url().endsWith('.js')) scripts.push(response.text().catch(() => ''));
      });
      const drawerCodeFetched = async () =>
        (await Promise.all(scripts)).some((source) => source.includes('react-colorful'));
      await gotoHome(page, locale);
      await page.waitForLoadState('networkidle');
      expect(scripts.length).toBeGreaterThan(0);
      expect(await drawerCodeFetched()).toBe(false);
      await expect(page.locator('.react-colorful')).toHaveCount(0);
      await openDrawer(page, locale, viewport);
      await expect(page.locator('.react-colorful')).toHaveCount(2);
      await expect.poll(drawerCodeFetched).toBe(true);
    });
  });
}

test.describe('theme drawer on another page', () => {
  test('works on a docs page and keeps the colour across navigation', async ({page}) => {
    const [zh] = locales;
    await gotoHome(page, zh, 'docs/intro');
    const dialog = await openDrawer(page, zh, viewports[0]);
    await typeHex(dialog, texts.zh.primary, '#aa3300');
    await page.keyboard.press('Escape');
    await expect(drawer(page, zh)).toBeHidden();
    await page.locator('.navbar').getByRole('link', {name: '博客', exact: true}).click();
    await expect(page).toHaveURL(/\/blog$/);
    expect(await cssVariable(page, '--ifm-color-primary')).toBe('#aa3300');
  });
});

test.describe('theme drawer when its code cannot load', () => {
  for (const locale of locales) {
    test(`says so, keeps the page working, and retries (${locale.code})`, async ({page}) => {
      await gotoHome(page, locale);
      await page.waitForLoadState('networkidle');
      // Offline from now on: the drawer's chunk cannot be fetched.
      await page.route(/\/assets\/js\//, (route) => route.abort());
      const button = await opener(page, locale, viewports[0]);
      await button.click();
      const alert = page
        .getByRole('alert')
        .filter({hasText: locale.code === 'zh' ? '自定义主题加载失败' : 'failed to load'});
      await expect(alert).toBeVisible();
      await expect(page.getByText(/This page crashed|此页已崩溃/)).toHaveCount(0);
      await expect(page.locator('.navbar')).toBeVisible();

      await page.unroute(/\/assets\/js\//);
      await alert.getByRole('button', {name: locale.code === 'zh' ? '重试' : 'Try again'}).click();
      await expect(drawer(page, locale)).toBeVisible();
      await expect(alert).toHaveCount(0);
    });
  }
});

test.describe('the drawer stays readable whatever the reader picks', () => {
  // Picks that fail against their own background: pale yellow on a pale page in light mode,
  // near-black on black in dark mode.
  const picks = {
    light: {primary: '#ffeb3b', background: '#fffde7'},
    dark: {primary: '#1a1a1a', background: '#000000'},
  } as const;
  // One page walks desktop then mobile, each from a fresh context's storage: a context and a
  // cold load per viewport would cost more than the check itself; test.step names the one that
  // fails.
  // Each mode in one locale: the contrast fix does not depend on the language.
  for (const [locale, mode] of [
    [locales[0], 'light'],
    [locales[1], 'dark'],
  ] as const) {
    test(`its controls keep 4.5:1 after a pale pick (${locale.code}, ${mode})`, async ({page}) => {
      test.setTimeout(30_000 + viewports.length * 10_000);
      for (const viewport of viewports) {
        await test.step(viewport.name, async () => {
          await page.setViewportSize({width: viewport.width, height: viewport.height});
          await freshStorage(page);
          await gotoHome(page, locale);
          if (mode === 'dark') {
            await (await modeToggle(page, viewport)).click();
            await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
          }
          const t = texts[locale.code];
          const dialog = await openDrawer(page, locale, viewport);
          await typeHex(dialog, t.primary, picks[mode].primary);
          await typeHex(dialog, t.background, picks[mode].background);
          expect(await cssVariable(page, '--ifm-color-primary')).toBe(picks[mode].primary);
          const controls = [
            dialog.getByRole('button', {name: t.reset}),
            dialog.getByRole('button', {name: t.fix}),
            dialog.getByRole('textbox', {name: t.primary, exact: true}),
            dialog.getByRole('heading', {name: t.title}),
            dialog.getByText(t.cssExport),
          ];
          const panel = (await dialog.boundingBox())!;
          for (const control of controls) {
            await expect(control).toBeVisible();
            const {ratio, text, background} = await textContrast(control);
            expect(
              ratio,
              `${await control.textContent()}: ${text} on ${background}`,
            ).toBeGreaterThanOrEqual(4.5);
            // Inside the panel: the fix names its colour and ratio, long in English.
            const box = (await control.boundingBox())!;
            expect(box.x, `${await control.textContent()}`).toBeGreaterThanOrEqual(panel.x);
            expect(box.x + box.width, `${await control.textContent()}`).toBeLessThanOrEqual(
              panel.x + panel.width,
            );
          }
          // Nothing in it scrolls sideways.
          expect(await dialog.evaluate((panel) => panel.scrollWidth - panel.clientWidth)).toBe(0);
        });
      }
    });
  }
});
