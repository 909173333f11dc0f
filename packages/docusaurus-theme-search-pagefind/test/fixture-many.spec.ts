import fs from 'node:fs';
import path from 'node:path';
import {
  test,
  expect,
  visit,
  openModal,
  modalResults,
  searchPageResults,
  pathOf,
  hitUrls,
} from './fixture-support';

// The fixture site's "many" build: six locales, each with its own docs (a weather station's
// notes: intro, sensors, troubleshooting) and home page. Per locale a visitor searches in the
// locale's script, from the modal and from /search, and reads the search UI in the locale's
// language, right to left in Arabic. The words searched are found by the engine as it is: German
// and Spanish are indexed by their stems, so their queries are words whose stem is the word
// itself ("Luftdruck") or its folded form ("presión": "presion").

const locales = [
  {
    name: 'English',
    stemmer: 'english',
    prefix: '',
    dir: 'ltr',
    query: 'anemometer',
    footer: 'Search by Pagefind',
    section: 'Documentation',
    seeAll: /^See all \d+ results$/,
  },
  {
    name: 'German',
    stemmer: 'german',
    prefix: 'de/',
    dir: 'ltr',
    query: 'Luftdruck',
    footer: 'Suche mit Pagefind',
    section: 'Dokumentation',
    seeAll: /^Alle \d+ Ergebnisse anzeigen$/,
  },
  {
    name: 'Spanish',
    stemmer: 'spanish',
    prefix: 'es/',
    dir: 'ltr',
    query: 'presión',
    footer: 'Búsqueda con Pagefind',
    section: 'Documentación',
    seeAll: /^Ver todos los \d+ resultados$/,
  },
  {
    name: 'Arabic',
    stemmer: 'arabic',
    prefix: 'ar/',
    dir: 'rtl',
    query: 'ضغط',
    footer: 'البحث بواسطة Pagefind',
    section: 'التوثيق',
    seeAll: /^مشاهدة جميع \d+ نتائج$/,
  },
  {
    name: 'Korean',
    stemmer: null,
    prefix: 'ko/',
    dir: 'ltr',
    query: '기압',
    footer: 'Pagefind 검색',
    section: '문서',
    seeAll: /^\d+개의 결과 확인하기$/,
  },
  {
    name: 'Traditional Chinese',
    stemmer: null,
    prefix: 'zh-Hant/',
    dir: 'ltr',
    query: '氣壓',
    footer: '搜尋由 Pagefind 提供',
    section: '文件',
    seeAll: /^查看全部 \d+ 個結果$/,
  },
];

for (const locale of locales) {
  test.describe(`${locale.name} site`, () => {
    test('its bundle holds the stemmers of its language and of English only', () => {
      // The build writes the stemmers the locale's pages need (server/stemmerFiles.ts), not all
      // 31, and no page's scripts map them.
      const build = path.join(process.env.FIXTURE_SITE_DIR!, 'build-many', locale.prefix);
      const stemmers = fs.readdirSync(path.join(build, 'pagefind/stemmers'));
      expect(stemmers.sort()).toEqual(
        [...new Set(['english', locale.stemmer ?? 'english'])]
          .sort()
          .map((name) => `${name}-stemmer.js`),
      );
      expect(
        fs.readdirSync(path.join(build, 'assets/js')).filter((file) => file.includes('stemmer')),
      ).toEqual([]);
    });

    test('the modal finds its pages, in its language and direction', async ({page}) => {
      await visit(page, `${locale.prefix}docs/intro`);
      await expect(page.locator('html')).toHaveAttribute('dir', locale.dir);
      await openModal(page);
      const modal = page.locator('.DocSearch-Modal');
      await expect(modal).toHaveCSS('direction', locale.dir);
      const found = (await modalResults(page, locale.query)).map(pathOf);
      expect(found).toContain(`/${locale.prefix}docs/sensors`);
      // The home page is in no sidebar or navbar section: its group is named in the locale's
      // language (the theme's default section title).
      expect(found).toContain(`/${locale.prefix}`);
      await expect(modal.locator('.DocSearch-Hit-source', {hasText: locale.section})).toBeVisible();
      for (const url of found) expect(url).toMatch(new RegExp(`^/${locale.prefix}(docs/|$)`));
      // The theme's own strings and Docusaurus's, in the locale's language.
      await expect(modal.locator('.DocSearch-Footer')).toContainText(locale.footer);
      await expect(modal.locator('.DocSearch-HitsFooter a')).toHaveText(locale.seeAll);
    });

    test('/search finds its pages, in its direction', async ({page}) => {
      await visit(page, `${locale.prefix}search?q=${encodeURIComponent(locale.query)}`);
      await expect(page.locator('html')).toHaveAttribute('dir', locale.dir);
      const found = (await searchPageResults(page)).map(pathOf);
      expect(found).toContain(`/${locale.prefix}docs/sensors`);
      await expect(page.locator('main')).toHaveCSS('direction', locale.dir);
      await expect(page.locator('main h1')).toContainText(locale.query);
    });
  });
}

test('an English word on the Arabic site finds its pages through their English edition, named in Arabic', async ({
  page,
}) => {
  await visit(page, 'ar/docs/intro');
  await openModal(page);
  await page.locator('.DocSearch-Input').fill('anemometer');
  const line = page.locator('.DocSearch-Hit-twinMatch').first();
  // The word as the English page writes it (a heading: "Anemometer").
  await expect(line).toHaveText(/^مطابقة باللغة الإنجليزية: anemometer$/i, {timeout: 20_000});
  // The English word keeps its own direction inside the right-to-left line.
  await expect(line.locator('bdi[lang="en"]')).toHaveText(/^anemometer$/i);
  const urls = await hitUrls(page);
  expect(urls.map(pathOf)).toContain('/ar/docs/sensors');
});

// German is indexed by its Snowball stems: "Regen" (rain, on the intro page) is held as "reg",
// "Regenmesser" (rain gauge, on the troubleshooting and home pages) as "regenmess". Typed as
// is, "Regen" would start "regenmess" only and miss the intro; stemmed as the index stemmed
// it, it finds both.
test('German: a word finds the pages holding it by its stem', async ({page}) => {
  await visit(page, 'de/docs/intro');
  await openModal(page);
  const found = (await modalResults(page, 'Regen')).map(pathOf);
  expect(found).toContain('/de/docs/intro');
  expect(found).toContain('/de/docs/troubleshooting');
});
