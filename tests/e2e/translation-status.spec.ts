import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {test, expect, hydrated} from './fixtures';
import {buildDir, root} from '../../scripts/site-paths.cjs';
import {collectReport} from '../../plugins/translation-status/collect';

// The real site's translation notices agree with `npm run i18n:status`: an English doc or post
// page has the outdated or not-translated note exactly when the status says so, and no Chinese
// page ever has one. (plugins/translation-status/site.test.ts covers each case on a scratch site.)
const report = collectReport(root, 'en');

/** Doc and post pages of one locale's build: their route and the source file their edit link names. */
function contentPages(localeDir: string) {
  const pages: Array<{route: string; source: string; notes: string[]}> = [];
  const walk = (dir: string) => {
    for (const item of readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, item.name);
      if (item.isDirectory()) walk(full);
      else if (item.name.endsWith('.html')) {
        const $ = load(readFileSync(full, 'utf8'));
        const edit = $('a.theme-edit-this-page').attr('href');
        if (!edit) continue; // lists, tags and category pages
        pages.push({
          route: path.relative(buildDir, full).replace(/\.html$/, ''),
          source: decodeURIComponent(edit.replace(/^.*?\/tree\/main\//, '')),
          notes: $('[role="note"].translation-notice')
            .map((_, note) => $(note).attr('data-translation-status'))
            .get(),
        });
      }
    }
  };
  for (const area of ['docs', 'blog']) walk(path.join(localeDir, area));
  return pages;
}

test('English pages show a translation note exactly where the status says so', () => {
  const pages = contentPages(path.join(buildDir, 'en'));
  expect(pages.length).toBe(report.entries.filter((entry) => entry.kind !== 'ui').length);
  for (const page of pages) {
    const entry = report.entries.find(
      (item) => item.translation === page.source || item.sources.includes(page.source),
    );
    expect(entry, page.source).toBeDefined();
    const expected = entry!.status === 'up-to-date' ? [] : [entry!.status];
    expect(page.notes, `${page.route} (${page.source})`).toEqual(expected);
  }
});

test('Chinese pages never show a translation note', () => {
  const pages = contentPages(buildDir).filter((page) => !page.route.startsWith('en/'));
  expect(pages.length).toBeGreaterThan(0);
  for (const page of pages) expect(page.notes, page.route).toEqual([]);
});

const outdated = report.entries.find(
  (entry) => entry.status === 'outdated' && entry.kind === 'doc',
);

test('an outdated English doc dates both versions and links to the Chinese original', async ({
  page,
}) => {
  test.skip(!outdated, 'no English doc is outdated now');
  const target = contentPages(path.join(buildDir, 'en')).find(
    (item) => item.source === outdated!.translation,
  )!;
  const errors: string[] = []; // a date formatted differently in Node and Chromium would break hydration
  page.on('console', (message) => {
    // External images (the visitor badge) are blocked in tests; their failures are not the page's.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(target.route);
  await hydrated(page);
  const note = page.getByRole('note').filter({hasText: 'This translation may be out of date'});
  await expect(note).toBeVisible();
  // Each date is shown in English, with the time as well when both fall on one day.
  const day = (iso: string) =>
    new Intl.DateTimeFormat('en-GB', {dateStyle: 'long', timeZone: 'UTC'}).format(new Date(iso));
  const {sourceChanged, translationChanged} = outdated!;
  await expect(note).toContainText(/changed on .+; this translation was last updated on .+\./);
  await expect(note.locator(`time[datetime="${sourceChanged!.date}"]`)).toContainText(
    day(sourceChanged!.date),
  );
  await expect(note.locator(`time[datetime="${translationChanged!.date}"]`)).toContainText(
    day(translationChanged!.date),
  );
  if (sourceChanged!.date.slice(0, 10) === translationChanged!.date.slice(0, 10)) {
    await expect(note.locator('time').first()).toContainText(/\d\d:\d\d UTC/);
  }
  expect(errors).toEqual([]);
  await note.getByRole('link', {name: 'Chinese original'}).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
  await expect(page).toHaveURL(new RegExp(`/${target.route.replace(/^en\//, '')}$`));
  await expect(page.getByRole('note')).toHaveCount(0);
});
