import {test, expect, locales, localePath, hydrated} from './fixtures';
import {FIRST_ANSWER_MS, hits, input, openWithShortcut, searchFor} from './search-support';

// Cross-language search in the real DocSearch modal on the production build: a word
// only the page's translation writes finds the page in the reader's language, says which
// other-language words matched, and opens the section that corresponds to the twin's heading.

const zh = locales.find((locale) => locale.code === 'zh')!;
const en = locales.find((locale) => locale.code === 'en')!;

test('an English word on the Chinese site finds the Chinese page through its English twin', async ({
  page,
}) => {
  await page.goto(localePath(zh, 'docs/intro'));
  await hydrated(page);
  await openWithShortcut(page);
  // "breakpoint" is written only in the English edition's heading "A breakpoint, step by step".
  await searchFor(page, 'breakpoint');
  // Not necessarily first: a Chinese page that writes "breakpoint" itself ranks above it.
  const hit = hits(page).filter({hasText: '断点调试的例子'}).first();
  await expect(hit).toBeVisible();
  await expect(hit.locator('.DocSearch-Hit-twinMatch')).toHaveText('匹配英语：breakpoint');
  await hit.click();
  await expect(page).toHaveURL(/\/docs\/react-native\/debugging#/);
  await expect(page.locator('article h1')).toHaveText('调试 React Native 应用');
  const anchor = decodeURIComponent(new URL(page.url()).hash.slice(1));
  await expect(page.locator(`[id="${anchor}"]`)).toHaveText(/断点调试的例子/);
});

test('a Chinese word on the English site finds the English page through its Chinese twin', async ({
  page,
}) => {
  await page.goto(localePath(en, 'docs/intro'));
  await hydrated(page);
  await openWithShortcut(page);
  // 红屏 (red screen) is written only in the Chinese edition's heading "LogBox：红屏和黄条".
  await searchFor(page, '红屏');
  await expect(input(page)).toHaveValue('红屏');
  const hit = hits(page).filter({hasText: 'LogBox: red screens and yellow banners'}).first();
  await expect(hit).toBeVisible();
  await expect(hit.locator('.DocSearch-Hit-twinMatch')).toHaveText('matched in Chinese: 红屏');
  // The line starts where the result's title does.
  const lefts = await hit.evaluate((element) => {
    const text = document.createRange();
    text.selectNodeContents(element.querySelector('.DocSearch-Hit-twinMatch')!);
    return [
      element.querySelector('.DocSearch-Hit-title')!.getBoundingClientRect().left,
      text.getBoundingClientRect().left,
    ];
  });
  expect(lefts[1]).toBeCloseTo(lefts[0], 0);
  await hit.click();
  await expect(page).toHaveURL(/\/en\/docs\/react-native\/debugging#/);
  const anchor = decodeURIComponent(new URL(page.url()).hash.slice(1));
  await expect(page.locator(`[id="${anchor}"]`)).toHaveText(/red screens/);
});

test('a word the reader’s own language writes shows no other-language line', async ({page}) => {
  await page.goto(localePath(en, 'docs/intro'));
  await hydrated(page);
  await openWithShortcut(page);
  await searchFor(page, 'breakpoint');
  const hit = hits(page).filter({hasText: 'A breakpoint, step by step'}).first();
  await expect(hit).toBeVisible();
  await expect(hit.locator('.DocSearch-Hit-twinMatch')).toHaveCount(0);
});

test('the search page says which other-language words found a result, in both locales', async ({
  page,
}) => {
  for (const [locale, query, title, line] of [
    [zh, 'breakpoint', '断点调试的例子', '匹配英语：breakpoint'],
    [en, '红屏', 'LogBox: red screens and yellow banners', 'matched in Chinese: 红屏'],
  ] as const) {
    await page.goto(`${localePath(locale, 'search')}?q=${encodeURIComponent(query)}`);
    await hydrated(page);
    const result = page.locator('article').filter({hasText: title}).first();
    await expect(result).toBeVisible({timeout: FIRST_ANSWER_MS});
    await expect(result).toContainText(line);
  }
});
