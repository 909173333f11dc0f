import type {Page, Request} from '@playwright/test';
import {
  test,
  expect,
  visit,
  openModal,
  modalResults,
  searchPageResults,
  ownResults,
  hitUrls,
  uncaughtErrors,
} from './fixture-support';

// The theme's option `sites`, as a reader meets it: the fixture's default build (English and
// Simplified Chinese, under /fixture/) searches another site, the "many" build (a weather
// station's notes, in English, Traditional Chinese and four more locales), served by its own
// host on another port, so from another origin, with the CORS header its README asks for
// (otherSiteHost.mjs). The default build labels it "Weather station" (气象站 in Chinese).
// "anemometer" and 桅杆 are written on the weather site only; "harbour" and 港口 on both.
// The host fails on demand, as a host can, for the requests of one page.

const PORT = Number(process.env.FIXTURE_PORT ?? 3410);
/** The other site's base URL, and this site's. */
const OTHER = `http://localhost:${PORT + 4}/`;
const OWN = `http://localhost:${PORT}/fixture/`;

const locales = [
  {
    name: 'English',
    prefix: '',
    label: 'Weather station',
    onlyThere: 'anemometer',
    page: `${OTHER}docs/sensors`,
    heading: 'Sensors',
    both: 'harbour',
  },
  {
    name: 'Chinese',
    prefix: 'zh-Hans/',
    label: '气象站',
    onlyThere: '桅杆',
    // The weather site has no Simplified Chinese: its Traditional Chinese pages answer.
    page: `${OTHER}zh-Hant/docs/sensors`,
    heading: '感測器',
    both: '港口',
  },
];

/** The hosts' failures a page meets: each request to the other site asks its host to fail so. */
async function otherSiteFails(page: Page, way: string): Promise<void> {
  await page.route(`${OTHER}**`, (route) =>
    route.continue({headers: {...route.request().headers(), 'x-fixture-host': way}}),
  );
}

/** The notice is on screen, under the search box and above the modal's footer. */
async function noticeInView(page: Page): Promise<void> {
  await expect(notice(page)).toBeInViewport({ratio: 1});
  const box = async (selector: string) => {
    const found = await page.locator(selector).first().boundingBox();
    expect(found, selector).not.toBeNull();
    return found!;
  };
  const [form, line, footer] = [
    await box('.DocSearch-Form'),
    await box('.DocSearch-SitesNotice'),
    await box('.DocSearch-Footer'),
  ];
  expect(line.y).toBeGreaterThanOrEqual(form.y + form.height - 1);
  expect(line.y + line.height).toBeLessThanOrEqual(footer.y + 1);
}

const notice = (page: Page) => page.locator('.DocSearch-SitesNotice');

/**
 * Types `query` into the open modal and returns the results' URLs once a result of the other
 * site's `page` is shown (this site's answer, with none, may show first: it waits for no other
 * site).
 */
async function resultsWith(page: Page, query: string, otherPage: string): Promise<string[]> {
  await page.locator('.DocSearch-Input').fill(query);
  await expect(page.locator(`.DocSearch-Hit a[data-url^="${otherPage}"]`).first()).toBeVisible({
    timeout: 20_000,
  });
  return hitUrls(page);
}

for (const locale of locales) {
  test.describe(`${locale.name} site`, () => {
    test("the modal finds a word only the other site writes, labelled with that site's name, and opens its page", async ({
      page,
    }) => {
      const errors = uncaughtErrors(page);
      await visit(page, locale.prefix || './');
      await openModal(page);
      const urls = await resultsWith(page, locale.onlyThere, locale.page);
      expect(ownResults(urls)).toEqual([]);
      // The group of its results names the site beside its section.
      await expect(page.locator('.DocSearch-Hit-source').first()).toContainText(locale.label);
      await page.locator(`.DocSearch-Hit a[data-url^="${locale.page}"]`).first().click();
      await expect(page).toHaveURL(new RegExp(`^${locale.page}`));
      await expect(page.locator('article h1')).toHaveText(locale.heading);
      expect(errors).toEqual([]);

      // Recent searches keep it, as they keep this site's results. (DocSearch keeps a result
      // found in a heading; one found in a paragraph, as 桅杆 is, only through its page's
      // heading among the results.)
      if (locale.name === 'English') {
        await visit(page, `${OWN}${locale.prefix}`);
        await openModal(page);
        await expect(
          page.locator(`.DocSearch-Hit a[data-url^="${locale.page}"]`).first(),
        ).toBeVisible();
      }
    });

    test('/search finds it too, and its site filter narrows the results, kept in the URL', async ({
      page,
    }) => {
      await visit(page, `${locale.prefix}search?q=${encodeURIComponent(locale.onlyThere)}`);
      await expect(page.locator(`main article a[href^="${locale.page}"]`).first()).toBeVisible({
        timeout: 20_000,
      });
      await expect(
        page
          .locator('main article')
          .filter({has: page.locator(`a[href^="${locale.page}"]`)})
          .first(),
      ).toContainText(locale.label);

      // A word both sites write: "All sites" gives both, this site's in the order they have alone.
      await visit(page, `${locale.prefix}search?q=${encodeURIComponent(locale.both)}`);
      // Read once the other site's results are in: this site's come first, and are read again
      // as the other site's answer arrives.
      await expect(page.locator('main article a[href^="http"]').first()).toBeVisible();
      const all = await searchPageResults(page);
      const filter = page.locator('main select[name="site"]');
      await filter.selectOption('this');
      await expect(page).toHaveURL(/[?&]site=this(&|$)/);
      await expect(page.locator('main article a[href^="http"]')).toHaveCount(0);
      const own = await searchPageResults(page);
      expect(own.length).toBeGreaterThan(0);
      expect(ownResults(all)).toEqual(own.slice(0, ownResults(all).length));

      await filter.selectOption({label: locale.label});
      await expect(page).toHaveURL(/[?&]site=/);
      await expect(page.locator('main article a[href^="/"]')).toHaveCount(0);
      const theirs = await searchPageResults(page);
      expect(theirs.length).toBeGreaterThan(0);
      for (const url of theirs) expect(url.startsWith(OTHER)).toBe(true);

      // The filter is in the URL: a reload keeps it.
      await page.reload();
      await expect(filter).toHaveValue(locale.label);
    });
  });
}

test('a word both sites write: the modal shows both, and the query stays as typed', async ({
  page,
}) => {
  await visit(page, './');
  await openModal(page);
  await modalResults(page, 'harbour');
  // The other site's results come with this site's, or a moment after them.
  await expect(page.locator(`.DocSearch-Hit a[data-url^="${OTHER}"]`).first()).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.locator('.DocSearch-Hit a[data-url^="/fixture/"]').first()).toBeVisible();
  await expect(page.locator('.DocSearch-Input')).toHaveValue('harbour');
  await expect(notice(page)).toHaveCount(0);
});

test("a reader choosing among this site's results keeps the choice when the other site answers", async ({
  page,
}) => {
  // The other site's answers are held until the reader has chosen, as from a slow host.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked = 0;
  let pending = 0;
  let lastIn = 0;
  await page.route(`${OTHER}**`, async (route) => {
    await released;
    await route.continue();
  });
  page.on('request', (request) => {
    if (!request.url().startsWith(OTHER)) return;
    asked++;
    pending++;
  });
  const settled = (request: Request) => {
    if (!request.url().startsWith(OTHER)) return;
    pending--;
    lastIn = Date.now();
  };
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
  await visit(page, './');
  await openModal(page);
  const shown = await modalResults(page, 'harbour');
  expect(ownResults(shown).length).toBeGreaterThan(1);
  await page.keyboard.press('ArrowDown');
  const selected = page.locator('.DocSearch-Hit[aria-selected="true"] a');
  await expect(selected).toHaveAttribute('data-url', shown[1]);

  // The other site answers (every request of it in, and a moment for its answer to be taken).
  release();
  await expect
    .poll(() => asked > 0 && pending === 0 && Date.now() - lastIn > 500, {timeout: 20_000})
    .toBe(true);
  await expect(selected).toHaveAttribute('data-url', shown[1]);
  expect(await hitUrls(page)).toEqual(shown);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new URL(shown[1], OWN).href);
});

test("this site's code that searches the other site cannot be downloaded: the error screen, then both sites once it can", async ({
  page,
}) => {
  // That code is a chunk of its own (client/sites/withOtherSites.ts): the one script that names
  // the other site's manifest. Refused while `failing`, as by a connection gone away.
  const errors = uncaughtErrors(page);
  let failing = true;
  let refused = 0;
  await page.route(/\.js$/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (failing && body.includes('search-manifest.json')) {
      refused++;
      await route.abort('connectionrefused');
    } else await route.fulfill({response, body});
  });
  await visit(page, './');
  await openModal(page);
  await page.locator('.DocSearch-Input').fill('harbour');
  await expect(page.locator('.DocSearch-ErrorScreen')).toBeVisible({timeout: 15_000});
  expect(refused).toBeGreaterThan(0);
  // Back: the next keystroke downloads it, and both sites answer.
  failing = false;
  await page.locator('.DocSearch-Input').press('End');
  await page.keyboard.type(' ');
  await expect(page.locator(`.DocSearch-Hit a[data-url^="${OTHER}"]`).first()).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.locator('.DocSearch-Hit a[data-url^="/fixture/"]').first()).toBeVisible();
  expect(errors).toEqual([]);
  await page.unrouteAll({behavior: 'ignoreErrors'});
});

test("the modal's “See all results” keeps the search page's site filter", async ({page}) => {
  // The English reader's modal on the search page filtered to this site: "See all" keeps the filter.
  await visit(page, 'search?q=harbour&site=this');
  await openModal(page);
  await modalResults(page, 'harbour');
  await expect(page.locator('.DocSearch-HitsFooter a')).toHaveAttribute('href', /[?&]site=this/);
});

// Each way a host fails: this site's results are shown, a line names the site, nothing hangs,
// nothing uncaught; the next search does not ask the failed site again.
for (const way of [
  'down',
  'stall',
  '404',
  '500',
  'no-cors',
  'newer-manifest',
  'other-pagefind',
  'corrupt',
]) {
  test(`another site that fails (${way}) loses nothing of this site's results`, async ({page}) => {
    const errors = uncaughtErrors(page);
    await otherSiteFails(page, way);
    await visit(page, './');
    await openModal(page);
    const urls = await modalResults(page, 'harbour');
    expect(ownResults(urls).length).toBeGreaterThan(0);
    expect(urls.filter((url) => url.startsWith(OTHER))).toEqual([]);
    await expect(notice(page)).toHaveText('Weather station could not be searched', {
      timeout: 15_000,
    });
    await noticeInView(page);
    // The notice leaves the search as it was.
    await expect(page.locator('.DocSearch-Input')).toHaveValue('harbour');
    await expect(page.locator('.DocSearch-Hit a[data-url^="/fixture/"]').first()).toBeVisible();
    // Not asked again on the next keystrokes (its back-off), and nothing waits for it.
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(OTHER)) asked.push(request.url());
    });
    const next = await modalResults(page, 'mooring');
    expect(ownResults(next).length).toBeGreaterThan(0);
    await expect(notice(page)).toBeVisible();
    expect(asked).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test('on a phone the notice is in view above the results, and stays there as they scroll', async ({
  page,
}) => {
  await page.setViewportSize({width: 390, height: 700});
  await otherSiteFails(page, '500');
  await visit(page, './');
  await openModal(page);
  await modalResults(page, 'harbour');
  await expect(notice(page)).toHaveText('Weather station could not be searched', {
    timeout: 15_000,
  });
  await noticeInView(page);
  await page.locator('.DocSearch-Dropdown').evaluate((dropdown) => dropdown.scrollTo(0, 400));
  await noticeInView(page);
});

test('a hostile index of the other site sends no reader elsewhere and renders no HTML', async ({
  page,
}) => {
  const errors = uncaughtErrors(page);
  await otherSiteFails(page, 'hostile');
  await visit(page, './');
  await openModal(page);
  const urls = await modalResults(page, 'harbour');
  expect(ownResults(urls).length).toBeGreaterThan(0);
  for (const url of urls) expect(url.startsWith('/fixture/') || url.startsWith(OTHER)).toBe(true);
  expect(urls.join(' ')).not.toContain('elsewhere.invalid');
  expect(await page.evaluate(() => (window as {__hostile?: number}).__hostile)).toBeUndefined();
  await expect(page.locator('.DocSearch-Modal img[src="x"], .DocSearch-Modal script')).toHaveCount(
    0,
  );
  expect(errors).toEqual([]);
});

test('a failed site is asked again once its back-off is over', async ({page}) => {
  await page.clock.install();
  await otherSiteFails(page, '500');
  await visit(page, './');
  await openModal(page);
  await modalResults(page, 'harbour');
  await expect(notice(page)).toBeVisible({timeout: 15_000});
  // The host is well again; two minutes later the site is searched, and its results come.
  await page.unroute(`${OTHER}**`);
  await page.clock.fastForward('02:01');
  await resultsWith(page, 'anemometer', `${OTHER}docs/sensors`);
  await expect(notice(page)).toHaveCount(0);
});
