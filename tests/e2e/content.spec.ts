import {test, expect, locales, localePath, hydrated, type Locale} from './fixtures';
import type {Page} from '@playwright/test';

// The foreword, the React Native series, the About-the-site category and the two blog
// posts, read as a visitor reads them in each locale: the right page, with real length,
// written in that page's language, and with internal links that lead somewhere.

interface ContentPage {
  path: string;
  h1: Record<Locale['code'], string>;
  /** Fewest h2 headings the article must have (its table of contents). */
  minH2: number;
  /** Fewest code blocks the article must have. */
  minCode: number;
}

const pages: readonly ContentPage[] = [
  {path: 'docs/intro', h1: {zh: '前言', en: 'Foreword'}, minH2: 5, minCode: 0},
  {
    path: 'docs/react_native',
    h1: {
      zh: 'React Native 入门：环境搭建与第一个项目',
      en: 'Getting started with React Native: set-up and a first project',
    },
    minH2: 7,
    minCode: 12,
  },
  {
    path: 'docs/react-native/navigation',
    h1: {zh: '用 React Navigation 实现页面导航', en: 'Navigation with React Navigation'},
    minH2: 5,
    minCode: 8,
  },
  {
    path: 'docs/react-native/debugging',
    h1: {zh: '调试 React Native 应用', en: 'Debugging a React Native app'},
    minH2: 5,
    minCode: 4,
  },
  {
    path: 'docs/react-native/release',
    h1: {zh: '构建 React Native 发布版本', en: 'Building a React Native release'},
    minH2: 4,
    minCode: 7,
  },
  {
    path: 'blog/local-https-for-node',
    h1: {zh: '为 Node Web 应用开启本地 HTTPS', en: 'Enabling local HTTPS for a Node web app'},
    minH2: 7,
    minCode: 10,
  },
  {
    path: 'blog/docker-jenkins-on-linux',
    h1: {
      zh: '在 Linux 上安装 Docker Engine 与 Jenkins',
      en: 'Installing Docker Engine and Jenkins on Linux',
    },
    minH2: 7,
    minCode: 15,
  },
];

const categories = [
  {
    path: 'docs/category/react-native',
    h1: {zh: 'React Native 开发笔记', en: 'React Native notes'},
    description: {zh: /从搭建环境到发布应用/, en: /^From an empty machine to the app stores/},
    // Cards show the sidebar labels and link to the pages.
    cards: {
      zh: ['环境搭建与第一个项目', '页面导航', '调试', '构建发布版本'],
      en: ['Set-up and first project', 'Navigation', 'Debugging', 'Building a release'],
    },
    cardPaths: [
      'docs/react_native',
      'docs/react-native/navigation',
      'docs/react-native/debugging',
      'docs/react-native/release',
    ],
  },
  {
    path: 'docs/category/about-the-site',
    h1: {zh: '关于本站（About the site）', en: 'About the site (关于本站)'},
    description: {zh: /^这个网站自身的技术笔记/, en: /^Technical notes on this website itself/},
    // The category's pages belong to the search feature: only check the site-search page is listed.
    cards: null,
    cardPaths: ['docs/about-site/site-search'],
  },
] as const;

// ---- Language checks (pure; exercised by the table below) ----

const HAN = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/g;
const LATIN_WORD = /[A-Za-z][A-Za-z'’-]*/g;
/** Eight or more Latin words in a row with only spaces and ASCII punctuation between them: English prose. */
const ENGLISH_RUN = /[A-Za-z][A-Za-z'’-]*(?:[\s,;:()"“”]+[A-Za-z][A-Za-z'’-]*){7,}/;

/**
 * Share of Han characters among Han characters and Latin words, 0..1 (1 for empty text).
 * Words rather than letters, so product names in a Chinese sentence weigh like the Chinese words around them.
 */
function hanShare(text: string): number {
  const han = text.match(HAN)?.length ?? 0;
  const latin = text.match(LATIN_WORD)?.length ?? 0;
  return han + latin === 0 ? 1 : han / (han + latin);
}

/** The first run of English prose in a Chinese text, or null. */
function englishRun(text: string): string | null {
  return text.match(ENGLISH_RUN)?.[0] ?? null;
}

/** The Han characters in an English text, or null when there are none. */
function hanIn(text: string): string | null {
  const found = text.match(HAN);
  return found ? found.join('') : null;
}

test.describe('language checks', () => {
  const cases: ReadonlyArray<{
    text: string;
    englishRun: boolean;
    han: boolean;
    hanShareAtLeast?: number;
    hanShareAtMost?: number;
  }> = [
    {
      text: '用 React Navigation 的原生栈导航器组织多个页面。',
      englishRun: false,
      han: true,
      hanShareAtLeast: 0.8,
    },
    {text: '选择 Settings → Languages & Frameworks → Android SDK。', englishRun: false, han: true},
    {
      text: '浏览器会提示 This page is not secure and you should not continue here at all。',
      englishRun: true,
      han: true,
    },
    {
      text: 'Run the app from Xcode and read the logs in the debug area.',
      englishRun: true,
      han: false,
    },
    {text: 'Open DevTools with j.', englishRun: false, han: false},
    {text: 'About the site (关于本站)', englishRun: false, han: true},
    {
      text: 'Set up 环境 and run it on Android and iOS',
      englishRun: false,
      han: true,
      hanShareAtMost: 0.3,
    },
  ];
  for (const c of cases) {
    test(`classifies "${c.text}"`, () => {
      expect(englishRun(c.text) !== null).toBe(c.englishRun);
      expect(hanIn(c.text) !== null).toBe(c.han);
      if (c.hanShareAtLeast !== undefined)
        expect(hanShare(c.text)).toBeGreaterThanOrEqual(c.hanShareAtLeast);
      if (c.hanShareAtMost !== undefined)
        expect(hanShare(c.text)).toBeLessThanOrEqual(c.hanShareAtMost);
    });
  }
});

// ---- Page helpers ----

/** Visible prose of the article: paragraphs, list items, table cells and h2/h3, without code. */
async function proseOf(page: Page): Promise<string[]> {
  return page
    .locator('article .markdown')
    .first()
    .evaluate((root) => {
      const clone = root.cloneNode(true) as HTMLElement;
      clone.querySelectorAll('pre, code, kbd, .theme-code-block').forEach((el) => el.remove());
      return Array.from(clone.querySelectorAll('p, li, td, th, h2, h3'))
        .map((el) => (el.textContent ?? '').replace(/\s+/g, ' ').trim())
        .filter((text) => text.length > 0);
    });
}

/** Internal links in the article, as absolute URLs without their hash, de-duplicated. */
async function internalLinksOf(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('article a[href]')
    .evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
  const origin = new URL(page.url()).origin;
  return [...new Set(hrefs.filter((h) => h.startsWith(origin)).map((h) => h.split('#')[0]))];
}

function expectLanguage(locale: Locale, prose: string[]): void {
  expect(prose.length).toBeGreaterThan(0);
  if (locale.code === 'zh') {
    for (const text of prose) {
      expect(englishRun(text), `English prose in a Chinese page: "${text}"`).toBeNull();
    }
    expect(hanShare(prose.join(' ')), 'most words of a Chinese page are Chinese').toBeGreaterThan(
      0.7,
    );
  } else {
    for (const text of prose) {
      expect(hanIn(text), `Chinese in an English page: "${text}"`).toBeNull();
    }
  }
}

const forbidden = /\bTODO\b|lorem ipsum|待补充|敬请期待/i;

for (const locale of locales) {
  test.describe(`content (${locale.code})`, () => {
    // One page walks them all, a step per page: each test's fresh browser costs more than a load.
    test('every page checked in depth is complete and in its own language', async ({page}) => {
      for (const p of pages) {
        await test.step(`/${locale.prefix}${p.path}`, async () => {
          const response = await page.goto(localePath(locale, p.path));
          expect(response?.status()).toBe(200);
          const article = page.locator('article').first();

          await expect(article.locator('h1').first()).toHaveText(p.h1[locale.code]);
          await expect(page).toHaveTitle(`${p.h1[locale.code]} | ${locale.siteTitle}`);
          await expect(page.locator('html')).toHaveAttribute('lang', locale.htmlLang);

          const h2Count = await article.locator('.markdown h2').count();
          expect(h2Count, 'h2 headings').toBeGreaterThanOrEqual(p.minH2);
          expect(
            await article.locator('.markdown pre code').count(),
            'code blocks',
          ).toBeGreaterThanOrEqual(p.minCode);
          const words = (await article.locator('.markdown').first().innerText()).length;
          expect(words, 'characters of content').toBeGreaterThan(
            locale.code === 'zh' ? 1500 : 3000,
          );

          // The table of contents lists the h2s (desktop width).
          expect(await page.locator('.table-of-contents a').count()).toBeGreaterThanOrEqual(
            h2Count,
          );

          const prose = await proseOf(page);
          expectLanguage(locale, prose);
          expect(prose.join('\n')).not.toMatch(forbidden);
          // An admonition that failed to parse shows its ":::" fences as text.
          expect(prose.join('\n')).not.toContain(':::');

          for (const url of await internalLinksOf(page)) {
            const linked = await page.request.get(url);
            expect(linked.status(), `internal link ${url}`).toBe(200);
          }
        });
      }
    });

    test('each category page describes its category', async ({page, baseURL}) => {
      for (const c of categories) {
        await test.step(`/${locale.prefix}${c.path}`, async () => {
          const response = await page.goto(localePath(locale, c.path));
          expect(response?.status()).toBe(200);
          await expect(page.locator('main h1').first()).toHaveText(c.h1[locale.code]);
          await expect(page.locator('main header p').first()).toHaveText(
            c.description[locale.code],
          );
          const cards = page.locator('main article a.card');
          if (c.cards)
            await expect(cards.locator('.theme-doc-card-title')).toHaveText([
              ...c.cards[locale.code],
            ]);
          const hrefs = await cards.evaluateAll((as) =>
            as.map((a) => new URL((a as HTMLAnchorElement).href).pathname),
          );
          const expected = c.cardPaths.map(
            (path) => new URL(localePath(locale, path), baseURL).pathname,
          );
          expect(hrefs).toEqual(c.cards ? expected : expect.arrayContaining(expected));
        });
      }
    });

    test('the blog lists both posts with a summary that stops at the truncate marker', async ({
      page,
    }) => {
      await page.goto(localePath(locale, 'blog'));
      await hydrated(page);
      const posts = page.locator('main article');
      await expect(posts).toHaveCount(2);
      // Newest first; the text after the marker stays on the post's own page.
      await expect(posts.nth(0).locator('h2')).toHaveText(pages[6].h1[locale.code]);
      await expect(posts.nth(1).locator('h2')).toHaveText(pages[5].h1[locale.code]);
      await expect(posts.nth(0).locator('.markdown h2')).toHaveCount(0);
      await expect(posts.nth(1).locator('.markdown h2')).toHaveCount(0);
      for (let i = 0; i < 2; i++) {
        const summary = (await posts.nth(i).locator('.markdown').innerText()).trim();
        expect(summary.length).toBeGreaterThan(locale.code === 'zh' ? 60 : 150);
        expectLanguage(locale, [summary]);
      }
      const sidebar = page.locator('aside nav');
      await expect(sidebar.getByRole('link', {name: pages[5].h1[locale.code]})).toBeVisible();
      await expect(sidebar.getByRole('link', {name: pages[6].h1[locale.code]})).toBeVisible();
    });

    test('a post shows its author, dates, tags and reading time', async ({page}) => {
      // Its dates come from the build's tables (plugins/date-formats), in the page's language:
      // the page makes no Intl.DateTimeFormat while it starts (ICU's date data, a long task).
      await page.addInitScript(() => {
        const counted = window as unknown as {dateFormatsMade: number};
        counted.dateFormatsMade = 0;
        Intl.DateTimeFormat = new Proxy(Intl.DateTimeFormat, {
          construct(target, args) {
            counted.dateFormatsMade++;
            return Reflect.construct(target, args) as object;
          },
        });
      });
      await page.goto(localePath(locale, 'blog/docker-jenkins-on-linux'));
      await hydrated(page);
      const header = page.locator('article header').first();
      await expect(header.getByText(locale.code === 'zh' ? '林舟' : 'Lin Zhou')).toBeVisible();
      await expect(header.locator('time')).toHaveAttribute('datetime', /^2024-06-08/);
      await expect(header.locator('time')).toHaveText(
        locale.code === 'zh' ? '2024年6月8日' : '8 June 2024',
      );
      await expect(page.locator('time[itemprop="dateModified"]')).toHaveText(
        locale.code === 'zh' ? /^\d{4}年\d{1,2}月\d{1,2}日$/ : /^\d{1,2} [A-Z][a-z]{2,3} \d{4}$/,
      );
      expect(
        await page.evaluate(() => (window as unknown as {dateFormatsMade: number}).dateFormatsMade),
      ).toBe(0);
      await expect(header).toContainText(locale.code === 'zh' ? /阅读需 \d+ 分钟/ : /\d+ min read/);
      const tags = page.locator('article footer a[href*="/blog/tags/"]');
      await expect(tags).toHaveText(['Docker', 'Jenkins', 'Linux']);
    });
  });
}

// Every page the sitemap lists, not only the ones checked in depth above: Markdown that failed
// to parse shows up as its own syntax in a paragraph (an admonition's ":::" fence).
for (const locale of locales) {
  test(`no ${locale.code} page shows Markdown syntax as text`, async ({page, baseURL}) => {
    const sitemap = await (await page.request.get(localePath(locale, 'sitemap.xml'))).text();
    const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(paths.length).toBeGreaterThan(10);
    for (const path of paths) {
      const html = await (await page.request.get(new URL(path, baseURL).href)).text();
      expect(html.match(/<p[^>]*>\s*:::[^<]*/g) ?? [], path).toEqual([]);
    }
  });
}
