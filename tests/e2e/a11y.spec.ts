import AxeBuilder from '@axe-core/playwright';
import {test, expect, locales, localePath, hydrated} from './fixtures';
import type {Page} from '@playwright/test';

// axe with every rule (not only the WCAG tags) on every page type, both locales,
// both colour modes. The target is zero violations.
const pageTypes: ReadonlyArray<[string, string]> = [
  ['home', ''],
  ['doc', 'docs/back_boss/server/create'],
  ['category index', 'docs/category/server'],
  ['blog list', 'blog'],
  ['post', 'blog/local-https-for-node'],
  ['archive', 'blog/archive'],
  ['tags list', 'blog/tags'],
  ['tag page', 'blog/tags/docker'],
  ['search page', 'search?q=sequelize'],
  ['page not found', 'no/such/page'],
];

export async function axeViolations(page: Page) {
  const results = await new AxeBuilder({page}).analyze();
  // A readable summary in the failure message: rule, impact, first offending nodes.
  return results.violations.map((v) => ({
    rule: v.id,
    impact: v.impact,
    nodes: v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')}: ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`),
  }));
}

export async function setColourMode(page: Page, mode: 'light' | 'dark') {
  const html = page.locator('html');
  if ((await html.getAttribute('data-theme')) === mode) return;
  await page.locator('nav.navbar').getByRole('button', {name: /dark and light mode|浅色\/暗黑模式/}).click();
  if ((await html.getAttribute('data-theme')) !== mode) {
    await page.locator('nav.navbar').getByRole('button', {name: /dark and light mode|浅色\/暗黑模式/}).click();
  }
  await expect(html).toHaveAttribute('data-theme', mode);
}

for (const locale of locales) {
  for (const mode of ['light', 'dark'] as const) {
    test.describe(`accessibility (${locale.code}, ${mode})`, () => {
      for (const [name, path] of pageTypes) {
        test(`${name} has no axe violations`, async ({page}) => {
          await page.goto(localePath(locale, path));
          await hydrated(page);
          await setColourMode(page, mode);
          await page.waitForTimeout(300); // let colour transitions settle before measuring contrast
          expect(await axeViolations(page)).toEqual([]);
        });
      }
    });
  }
}
