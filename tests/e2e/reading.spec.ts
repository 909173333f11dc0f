import {test, expect, locales, localePath, hydrated} from './fixtures';
import {FIRST_ANSWER_MS} from './search-support';
import {EMOJI} from './emoji';

// Each language reads as written in it (footer, headings that would repeat), long identifiers
// in the table of contents wrap at their separators, "last updated by" names the author, and no
// card title needs an emoji font.

const text = {
  zh: {
    copyright: 'Copyright © 2024 工作台笔记。使用 Docusaurus 构建。',
    author: '林舟',
  },
  en: {
    copyright: 'Copyright © 2024 Workbench Notes. Built with Docusaurus.',
    author: 'Lin Zhou',
  },
} as const;

for (const locale of locales) {
  const t = text[locale.code];

  test(`the footer's copyright line is in the page's language (${locale.code})`, async ({page}) => {
    await page.goto(localePath(locale, ''));
    await expect(page.locator('.footer__copyright')).toHaveText(t.copyright);
  });

  test(`the blog list and the archive do not repeat their title (${locale.code})`, async ({
    page,
  }) => {
    for (const [path, title, subtitle] of [
      ['blog', 'main header h1', 'main header p'],
      ['blog/archive', '.hero__title', '.hero__subtitle'],
    ] as const) {
      await page.goto(localePath(locale, path));
      const heading = (await page.locator(title).first().textContent())!.trim();
      const under = (await page.locator(subtitle).first().textContent())!.trim();
      expect(heading.length).toBeGreaterThan(0);
      expect(under.length).toBeGreaterThan(0);
      expect(under, `${path}: "${under}" under "${heading}"`).not.toContain(heading);
    }
  });

  test(`"last updated by" names the author, in the page's language (${locale.code})`, async ({
    page,
  }) => {
    for (const path of [
      'docs/intro',
      'docs/back_boss/server/create',
      'blog/local-https-for-node',
    ]) {
      await page.goto(localePath(locale, path));
      const updated = page.locator('.theme-last-updated');
      await expect(updated).toContainText(t.author);
      await expect(updated).not.toContainText(/Seed|maintainers/);
    }
  });

  test(`category cards draw their icons without an emoji font (${locale.code})`, async ({page}) => {
    for (const path of ['docs/category/server', 'docs/category/react-native']) {
      await page.goto(localePath(locale, path));
      const cards = page.locator('article .card');
      expect(await cards.count()).toBeGreaterThan(0);
      for (const card of await cards.all()) {
        await expect(card.locator('h2 svg[data-card-icon]')).toBeVisible();
        expect(await card.locator('h2').textContent()).not.toMatch(EMOJI);
      }
    }
  });

  for (const width of [1000, 1280]) {
    test(`a long identifier in the table of contents wraps at a separator (${locale.code}, ${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({width, height: 800});
      await page.goto(localePath(locale, 'blog/local-https-for-node'));
      await hydrated(page);
      const link = page
        .locator('.table-of-contents')
        .getByRole('link', {name: 'NET::ERR_CERT_AUTHORITY_INVALID'});
      await expect(link).toBeVisible();
      // Each piece between two break points is one text node: none of them may span two lines.
      const pieces = await link.evaluate((element) => {
        const result: Array<{text: string; lines: number}> = [];
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const range = document.createRange();
          range.selectNodeContents(node);
          const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          result.push({text: node.textContent ?? '', lines: tops.size});
        }
        return result;
      });
      expect(pieces.map((piece) => piece.text).join('')).toBe('NET::ERR_CERT_AUTHORITY_INVALID');
      for (const piece of pieces) expect(piece.lines, piece.text).toBe(1);
    });
  }
}

// That no page of the sitemaps shows an emoji character is checked on csp.spec.ts's walk of
// every page, which loads each of them anyway.

// Headings keep their order of size on a phone: no post title in a list is larger than the
// page's own heading, and a category's title is not split before its last word.
test.describe('titles on a phone', () => {
  test.use({viewport: {width: 390, height: 844}});
  const fontSize = (locator: import('@playwright/test').Locator) =>
    locator.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));

  for (const locale of locales) {
    for (const path of ['blog', 'blog/tags/docker']) {
      test(`in ${path} no post title outgrows the page heading (${locale.code})`, async ({
        page,
      }) => {
        await page.goto(localePath(locale, path));
        const heading = await fontSize(page.locator('main h1').first());
        const titles = page.locator('main article header h2');
        expect(await titles.count()).toBeGreaterThan(0);
        for (const title of await titles.all()) expect(await fontSize(title)).toBeLessThan(heading);
      });
    }

    test(`a category's title fits on one line (${locale.code})`, async ({page}) => {
      await page.goto(localePath(locale, 'docs/category/express-tech-chain'));
      const title = page.locator('main h1').first();
      const {height, lineHeight} = await title.evaluate((element) => ({
        height: element.getBoundingClientRect().height,
        lineHeight: parseFloat(getComputedStyle(element).lineHeight),
      }));
      expect(height).toBeLessThan(lineHeight * 1.5);
    });
  }
});

// The search page's count in each language's own words (the theme's Chinese says "份文件",
// paper files).
for (const locale of locales) {
  test(`the search page counts its results in the page's language (${locale.code})`, async ({
    page,
  }) => {
    await page.goto(localePath(locale, 'search?q=docker'));
    await expect(
      page.getByText(locale.code === 'zh' ? /^找到 \d+ 个结果$/ : /^\d+ documents? found$/),
    ).toBeVisible({timeout: FIRST_ANSWER_MS});
  });
}
