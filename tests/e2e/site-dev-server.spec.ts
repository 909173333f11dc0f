import {baseUrl, root} from '../../scripts/site-paths.cjs';
import {expect, hydrated, test} from './fixtures';
import {freshCopy, removeCopy, startDevServer, type DevServer} from './support/dev-server';

// The author's loop: `npm start` (no --locale) serves the default locale, Chinese, as the
// production build does. `docusaurus start` then sets DOCUSAURUS_CURRENT_LOCALE to the string
// "undefined", which the translation-status hooks must not take for a translation (every
// Chinese doc and post would say "尚未翻译"). One dev server on a fresh copy of the site (no
// build/).

test.describe.configure({mode: 'serial', timeout: 300_000});

let copy: string;
let server: DevServer | null = null;
test.beforeAll(async () => {
  test.setTimeout(300_000);
  copy = freshCopy(root);
  server = startDevServer(copy, null, baseUrl());
  await server.ready;
});
test.afterAll(async () => {
  await server?.stop();
  if (copy) removeCopy(copy);
});

for (const [kind, path, heading] of [
  ['doc', 'docs/intro', '前言'],
  ['post', 'blog/local-https-for-node', '为 Node Web 应用开启本地 HTTPS'],
] as const) {
  test(`a Chinese ${kind} has no translation notice under npm start`, async ({page}) => {
    await page.goto(`${server!.url}${path}`);
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
    await expect(page.locator('article h1').first()).toHaveText(heading);
    await expect(page.locator('.translation-notice')).toHaveCount(0);
    await expect(page.getByText(/尚未翻译|本页还没有英文译文|译文可能已过时/)).toHaveCount(0);
  });
}
