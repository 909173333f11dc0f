import {baseUrl} from '../../scripts/site-paths.cjs';
import {test, expect, hydrated, locales, localePath} from './fixtures';
import {cspSummary, recordProblems, sitemapPaths, violations} from './csp-support';
import {animationsSettled, axeViolations, installAxe, type ViolationSummary} from './support/axe';
import {modeToggle} from './theme-helpers';
import {EMOJI} from './emoji';
import {routes} from './support/routes';

// Every page each locale's sitemap lists, and the two it cannot (the search page with results,
// Page Not Found), loaded once and checked for what holds of any page:
// - it answers with its page (Page Not Found only for the unknown path), and each route of the
//   spec (support/routes.ts) with its title;
// - served with the build's Content-Security-Policy, it hydrates, in its language and direction,
//   with no policy violation, console error or uncaught error (csp.spec.ts tests the policy itself);
// - it shows no emoji character (no content needs an emoji font);
// - axe (every rule, not only the WCAG tags) finds nothing, in light mode and in dark.
// One walk per locale in one browser page: a load per page serves every check.

const {policy} = cspSummary();
const extraPages = ['search?q=sequelize', 'no/such/page'];

for (const locale of locales) {
  const listed = sitemapPaths(`${locale.prefix}sitemap.xml`);
  const pages = [...listed, ...extraPages.map((page) => `${baseUrl()}${localePath(locale, page)}`)];
  test(`every page hydrates under the policy in ${locale.code}, shows no emoji, and axe finds nothing in either mode`, async ({
    page,
  }) => {
    expect(listed.length).toBeGreaterThan(20);
    const titles = new Map(
      routes.map((route) => [
        `${baseUrl()}${locale.prefix}${route.path}`,
        route.title[locale.code],
      ]),
    );
    expect([...titles.keys()].filter((route) => !listed.includes(route))).toEqual([]);
    // Per page a load, hydration and axe twice; on a loaded 2-core machine that can take 30 s.
    test.setTimeout(20_000 + pages.length * 30_000);
    const report = await recordProblems(page);
    await installAxe(page);
    // Reduced motion: the toggle switches at once, without its view transition (theme-mode.spec.ts
    // tests the transition), so one load serves both modes.
    await page.emulateMedia({reducedMotion: 'reduce'});
    const html = page.locator('html');
    const found: Record<string, ViolationSummary[]> = {};
    for (const [i, pathname] of pages.entries()) {
      const response = await page.goto(pathname);
      const unknown = pathname.endsWith('/no/such/page');
      expect(response?.status(), pathname).toBe(unknown ? 404 : 200);
      expect(response?.headers()['content-security-policy'], pathname).toBe(policy);
      await hydrated(page);
      await expect(html, pathname).toHaveAttribute('lang', locale.htmlLang);
      await expect(html, pathname).toHaveAttribute('dir', 'ltr');
      const title = titles.get(pathname);
      if (title) await expect(page, pathname).toHaveTitle(title);
      if (!unknown)
        await expect(page.getByText(/Page Not Found|找不到页面/), pathname).toHaveCount(0);
      // Page Not Found comes with the status 404, which Chromium reports in the console.
      if (response?.status() === 404) {
        const reported = report.consoleErrors.findIndex((error) =>
          error.endsWith(`404 (Not Found) (${response.url()})`),
        );
        if (reported >= 0) report.consoleErrors.splice(reported, 1);
      }
      expect({pathname, violations: await violations(page), ...report}).toEqual({
        pathname,
        violations: [],
        consoleErrors: [],
        pageErrors: [],
      });
      const body = await page.locator('body').innerText();
      expect(body.match(EMOJI)?.[0], pathname).toBeUndefined();

      // Each page opens in the mode the one before ended in (it is kept in storage), so half the
      // pages are analysed in dark as loaded in dark, and half as switched to it.
      const modes = i % 2 ? (['dark', 'light'] as const) : (['light', 'dark'] as const);
      for (const [step, mode] of modes.entries()) {
        if (step > 0) await (await modeToggle(page)).click();
        await expect(html).toHaveAttribute('data-theme', mode);
        // Contrast is measured once no colour is mid-transition.
        await animationsSettled(page);
        const seen = await axeViolations(page);
        if (seen.length > 0) found[`${pathname} (${mode})`] = seen;
      }
    }
    expect(found).toEqual({});
  });
}
