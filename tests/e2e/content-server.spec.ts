import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test, expect, locales, localePath} from './fixtures';

// The four admin-server pages in both locales: title, first heading, a useful
// table of contents, and a code block that shows a file of the example app.
const pages = [
  {slug: 'introduce', zh: '介绍', en: 'Introduction', file: 'src/routes/index.js'},
  {slug: 'create', zh: '创建项目', en: 'Creating the project', file: 'src/app.js'},
  {slug: 'dbcontent', zh: '数据库内容', en: 'Database content', file: 'src/models/user.js'},
  {
    slug: 'cliOpSequelize',
    zh: '用 sequelize-cli 操作数据库',
    en: 'Working with the database through sequelize-cli',
    file: '.sequelizerc',
  },
] as const;

const siteTitle = {zh: '工作台笔记', en: 'Workbench Notes'};
const withoutSpace = (text: string) => text.replace(/\s+/g, '');

for (const locale of locales) {
  test.describe(`server docs (${locale.code})`, () => {
    for (const doc of pages) {
      test(`${doc.slug} shows its title, heading, contents and a quoted file`, async ({page}) => {
        const response = await page.goto(localePath(locale, `docs/back_boss/server/${doc.slug}`));
        expect(response?.status()).toBe(200);
        await expect(page).toHaveTitle(`${doc[locale.code]} | ${siteTitle[locale.code]}`);
        await expect(page.locator('article h1').first()).toHaveText(doc[locale.code]);

        // The table of contents lists the page's h2/h3 sections.
        expect(await page.locator('.table-of-contents a').count()).toBeGreaterThanOrEqual(5);

        const title = `examples/admin-server/${doc.file}`;
        const block = page.locator('.theme-code-block').filter({hasText: title}).first();
        await expect(block).toBeVisible();
        const source = readFileSync(path.join(__dirname, '..', '..', title), 'utf8');
        expect(withoutSpace(await block.locator('pre code').innerText())).toBe(
          withoutSpace(source),
        );
      });
    }

    test('command names with colons survive in headings (not read as MDX directives)', async ({
      page,
    }) => {
      await page.goto(localePath(locale, 'docs/back_boss/server/cliOpSequelize'));
      for (const command of ['model:generate', 'migration:generate', 'db:migrate']) {
        await expect(page.locator('article h2', {hasText: command})).toHaveCount(1);
      }
    });

    test('the server category page lists the four pages', async ({page}) => {
      await page.goto(localePath(locale, 'docs/category/server'));
      const cards = page.locator('article .card h2');
      await expect(cards).toHaveCount(4);
      await expect(cards.first()).toContainText(pages[0][locale.code]);
    });
  });
}
