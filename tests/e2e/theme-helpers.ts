import type {Locator, Page} from '@playwright/test';
import {expect, hydrated, localePath, locales, type Locale} from './fixtures';
import {STORAGE_KEYS} from '../../src/utils/themeStorage';

export {STORAGE_KEYS};

/** The texts a visitor sees, per locale. */
export const texts = {
  zh: {
    open: '自定义主题',
    title: '自定义主题',
    close: '关闭',
    primary: '主题色',
    background: '背景色',
    reset: '恢复默认颜色',
    cssExport: '给站点作者：这套颜色的 CSS',
    belowAA: /低于 4\.5:1/,
    passesAA: /达到 WCAG AA/,
    fix: /改用最接近的合格颜色/,
    toggle: (mode: 'light' | 'dark') =>
      `切换浅色/暗黑模式（当前为${mode === 'light' ? '浅色模式' : '暗黑模式'}）`,
  },
  en: {
    open: 'Custom theme',
    title: 'Custom theme',
    close: 'Close',
    primary: 'Theme colour',
    background: 'Background colour',
    reset: 'Reset to defaults',
    cssExport: "For the site's author: these colours as CSS",
    belowAA: /Below 4\.5:1/,
    passesAA: /Meets WCAG AA/,
    fix: /Use the nearest passing colour/,
    toggle: (mode: 'light' | 'dark') =>
      `Switch between dark and light mode (currently ${mode} mode)`,
  },
} as const;

export const viewports = [
  {name: 'desktop', width: 1280, height: 800},
  {name: 'mobile', width: 390, height: 844},
] as const;
export type Viewport = (typeof viewports)[number];

/**
 * Each viewport with one locale, so that both viewports and both locales are met without all four
 * pairs: the language changes the drawer's and the toggle's strings, not their code or markup, and
 * the viewport changes where they sit. Chinese, the site's default, on a desktop; English, whose
 * strings are the longer, on a phone.
 */
export const viewportLocales: ReadonlyArray<readonly [Viewport, Locale]> = [
  [viewports[0], locales[0]],
  [viewports[1], locales[1]],
];

/** A CSS variable's computed value on <html>. */
export async function cssVariable(page: Page, name: string): Promise<string> {
  return page.evaluate(
    (variable) => getComputedStyle(document.documentElement).getPropertyValue(variable).trim(),
    name,
  );
}

export async function sessionItem(page: Page, key: string): Promise<string | null> {
  return page.evaluate((k) => sessionStorage.getItem(k), key);
}

/**
 * Starts the next page load from a fresh context's storage: on a plain file of the site's origin,
 * where no site script runs to write storage behind it, empties local and session storage and
 * puts `slots` in session storage.
 */
export async function freshStorage(page: Page, slots: Record<string, string> = {}): Promise<void> {
  await page.goto('robots.txt');
  await page.evaluate((values) => {
    localStorage.clear();
    sessionStorage.clear();
    for (const [key, value] of Object.entries(values)) sessionStorage.setItem(key, value);
  }, slots);
}

export async function gotoHome(page: Page, locale: Locale, path = ''): Promise<void> {
  await page.goto(localePath(locale, path));
  await hydrated(page);
}

/** The navbar button that opens the drawer: in the navbar on desktop, in the sidebar on mobile. */
export async function opener(page: Page, locale: Locale, viewport: Viewport): Promise<Locator> {
  if (viewport.name === 'desktop') {
    return page
      .locator('.navbar__items--right')
      .getByRole('button', {name: texts[locale.code].open});
  }
  const sidebar = page.locator('.navbar-sidebar');
  if (!(await sidebar.isVisible())) {
    await page.locator('button.navbar__toggle').click();
  }
  await expect(sidebar).toBeVisible();
  return sidebar.getByRole('button', {name: texts[locale.code].open});
}

export function drawer(page: Page, locale: Locale): Locator {
  return page.getByRole('dialog', {name: texts[locale.code].title});
}

export async function openDrawer(page: Page, locale: Locale, viewport: Viewport): Promise<Locator> {
  await (await opener(page, locale, viewport)).click();
  const dialog = drawer(page, locale);
  await expect(dialog).toBeVisible();
  // Let the slide-in finish so positions are final.
  await dialog.evaluate((element) =>
    Promise.all(element.getAnimations().map((animation) => animation.finished)),
  );
  return dialog;
}

/** Types a value into a hex field and commits it with Enter. */
export async function typeHex(dialog: Locator, label: string, value: string): Promise<void> {
  const field = dialog.getByRole('textbox', {name: label, exact: true});
  await field.fill(value);
  await field.press('Enter');
}

/** The colour-mode toggle: in the navbar on desktop, in the sidebar's header on mobile. */
export async function modeToggle(page: Page, viewport: Viewport = viewports[0]): Promise<Locator> {
  const name = /dark and light mode|浅色\/暗黑模式/;
  if (viewport.name === 'desktop') {
    return page.locator('.navbar__inner').getByRole('button', {name});
  }
  const sidebar = page.locator('.navbar-sidebar');
  if (!(await sidebar.isVisible())) {
    await page.locator('button.navbar__toggle').click();
  }
  await expect(sidebar).toBeVisible();
  return sidebar.getByRole('button', {name});
}

/** From the default light mode, switches to `mode` with the navbar toggle (no-op for light). */
export async function setColourMode(page: Page, mode: 'light' | 'dark') {
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'light'); // the configured default
  if (mode === 'light') return;
  // One click goes light → dark; the switch runs inside a view transition, so wait for it.
  await page
    .locator('nav.navbar')
    .getByRole('button', {name: /dark and light mode|浅色\/暗黑模式/})
    .click();
  await expect(html).toHaveAttribute('data-theme', 'dark');
}
