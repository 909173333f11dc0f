import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {pagesOf, searchHits} from '../support/bundleEngines';
import {serveSite, type ServedSite} from '../support/servedBundles';
import {extractRecords} from '../../src/server/extract';
import type {SearchHit} from '../../src/client/algoliaAdapter/types';

// Code blocks end to end: built pages (Docusaurus's code block markup, a line per
// `.token-line`) extracted with and without code, real Pagefind bundles written, served over
// HTTP and searched through the client the modal uses.

const SITE = 'https://notes.example.org';
const codeBlock = (...lines: string[]) =>
  `<div class="theme-code-block"><div class="codeBlockTitle">example</div><div><pre><code>${lines
    .map((line) => `<span class="token-line">${line}<br></span>`)
    .join('')}</code></pre><button aria-label="Copy">Copy</button></div></div>`;
const page = (url: string, title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta name="docsearch:language" content="en"></head><body><article><header><h1>${title}</h1></header>${body}</article></body></html>`;

const PAGES: Array<[string, string, string]> = [
  [
    '/docs/files',
    'Reading files',
    `<p>Node reads a whole file at once.</p>${codeBlock(
      "const text = fs.readFileSync('notes.md', 'utf8');",
      'app.listen(3000);',
    )}<h2 id="env">Environment</h2><p>Keys come from the environment.</p>${codeBlock(
      'export ALGOLIA_SEARCH_API_KEY=abc',
    )}<div data-search-exclude>${codeBlock('secretHiddenCall();')}</div>`,
  ],
  [
    '/docs/migrations',
    'Migrations',
    `<p>Each migration creates its tables.</p>${codeBlock(
      "await queryInterface.createTable('users', {name: DataTypes.STRING});",
      'npm install --save-dev sequelize-cli',
      'npx sequelize-cli db:migrate',
    )}`,
  ],
  [
    '/docs/hooks',
    'Navigation hooks',
    `<p>A screen reads the navigator with a hook.</p>${codeBlock('const navigation = useNavigation();')}`,
  ],
  // Explains createTable in its text: ranks above the page that only calls it.
  [
    '/docs/query-interface',
    'The query interface',
    `<p>The createTable method of the query interface makes a table.</p>`,
  ],
  // Names the identifier's words only, in prose.
  ['/docs/tables', 'Tables', `<p>Create a table for each model.</p>`],
  // Explains useNavigation in its prose (inline code), on a long page; the pages below only
  // call it, many times, in code: Pagefind scores them higher.
  [
    '/docs/screens',
    'Screens and navigators',
    `<p>The <code>useNavigation</code> hook returns the navigation object of the screen that calls it, so a component deep inside a screen can move to another one without receiving it as a prop.</p>${[
      'A navigator keeps a stack of screens and shows the one on top.',
      'Each screen receives its route and its params when it is shown.',
      'Going back removes the screen on top and shows the one under it.',
      'Nested navigators keep their own history, and the outer one keeps theirs.',
      'A tab navigator keeps every tab mounted once it has been visited.',
      'Screens can set their own title and buttons in the header.',
    ]
      .flatMap((text) => Array.from({length: 6}, (_, i) => `<p>${text} (${i + 1})</p>`))
      .join('')}`,
  ],
  ...['stack', 'tabs', 'drawer'].map((name): [string, string, string] => [
    `/docs/${name}`,
    `The ${name} example`,
    `<p>The example app.</p>${codeBlock(
      'function Home() {',
      '  const navigation = useNavigation();',
      "  return <Button onPress={() => navigation.navigate('Details')} />;",
      '}',
      'function Details() {',
      '  const navigation = useNavigation();',
      '  return <Button onPress={() => navigation.goBack()} />;',
      '}',
    )}`,
  ]),
];

let site: ServedSite;

beforeAll(async () => {
  site = await serveSite({
    bundles: [true, false].map((indexCode) => ({
      folder: `${indexCode ? 'code' : 'plain'}/pagefind`,
      records: PAGES.flatMap(([url, title, body]) =>
        extractRecords(page(url, title, body), `${SITE}${url}`, {indexCode}),
      ),
    })),
  });
}, 120_000);

afterAll(() => site?.close());

const search = (bundle: 'code' | 'plain', query: string) =>
  searchHits(site.bundleUrl(`${bundle}/pagefind`), query);

const snippetOf = (hit: SearchHit) =>
  (hit._snippetResult as {content?: {value: string}} | undefined)?.content?.value ?? '';

describe('code blocks', () => {
  it.each([
    ['fs.readFileSync', '/docs/files', 'fs.readFileSync'],
    ['readFileSync', '/docs/files', 'fs.readFileSync'],
    ['createTable', '/docs/migrations', 'queryInterface.createTable'],
    ['queryInterface.createTable', '/docs/migrations', 'queryInterface.createTable'],
    ['useNavigation', '/docs/hooks', 'useNavigation'],
    ['DataTypes.STRING', '/docs/migrations', 'DataTypes.STRING'],
    ['--save-dev', '/docs/migrations', 'save'],
    ['db:migrate', '/docs/migrations', 'db:migrate'],
    ['ALGOLIA_SEARCH_API_KEY', '/docs/files', 'ALGOLIA_SEARCH_API_KEY'],
    ['$ALGOLIA_SEARCH_API_KEY', '/docs/files', 'ALGOLIA_SEARCH_API_KEY'],
    ['SEARCH_API_KEY', '/docs/files', 'ALGOLIA_SEARCH_API_KEY'],
    ['listen(3000', '/docs/files', 'listen'],
    ['readFileSnyc', '/docs/files', 'readFileSync'],
    ['fs.readFileSnyc', '/docs/files', 'fs.readFileSync'],
    ['createTabel', '/docs/migrations', 'queryInterface.createTable'],
    ['queryInterface.createTabel', '/docs/migrations', 'queryInterface.createTable'],
    ['useNavigaton', '/docs/hooks', 'useNavigation'],
  ])('%s finds the line that writes it, marked', async (query, url, marked) => {
    const hits = await search('code', query);
    expect(pagesOf(hits)).toContain(`${SITE}${url}`);
    const hit = hits.find((h) => h.url_without_anchor === `${SITE}${url}`)!;
    expect(snippetOf(hit)).toContain('<em>');
    expect(snippetOf(hit).replace(/<\/?em>/g, '')).toContain(marked);
  });

  it('are found by the words of an identifier too', async () => {
    expect(pagesOf(await search('code', 'navigation'))).toContain(`${SITE}/docs/hooks`);
  });

  it('rank below a page whose text names the identifier', async () => {
    expect(pagesOf(await search('code', 'createTable')).slice(0, 2)).toEqual([
      `${SITE}/docs/query-interface`,
      `${SITE}/docs/migrations`,
    ]);
  });

  it('rank below a page whose prose explains the identifier, however often they call it', async () => {
    const pages = pagesOf(await search('code', 'useNavigation'));
    expect(pages).toEqual(expect.arrayContaining([`${SITE}/docs/stack`, `${SITE}/docs/hooks`]));
    expect(pages[0]).toBe(`${SITE}/docs/screens`);
  });

  it('leave out a block inside data-search-exclude', async () => {
    expect(await search('code', 'secretHiddenCall')).toEqual([]);
  });

  it('are not searched with the option off, and the text is', async () => {
    expect(await search('plain', 'readFileSync')).toEqual([]);
    expect(await search('plain', 'createTable')).toHaveLength(1);
    expect(pagesOf(await search('plain', 'environment'))).toEqual(
      pagesOf(await search('code', 'environment')),
    );
  });
});
