// Builds a small Pagefind bundle with known records, for browser tests that need more hits
// than the site's own pages give (groups of more than 5, hostile page text). Run with tsx:
//   npx tsx tests/e2e/support/fixture-index.mts <outDir> <zh|en> <siteOrigin+baseUrl> [long]
// With "long", one more page: a body paragraph repeating one word 28,000 times (200 KB), as
// generated reference pages and changelogs have.
import {
  buildIndex,
  closeIndexer,
  extractRecords,
  type DocSearchRecord,
} from 'docusaurus-theme-search-pagefind/push';

/** The word every fixture record holds; searching it returns them all. */
export const FIXTURE_WORD = 'zebrafixture';
/** lvl0 of the big group. */
export const FIXTURE_GROUP = {zh: '夹具分组', en: 'Fixture group'} as const;
/** Starts a 31-word paragraph, for snippet lengths. */
export const LONG_WORD = 'longparagraphfixture';
/** The word the long page repeats. */
export const REPEATED_WORD = 'echoes';
/** How many times: 28,000 × "echoes " is 196 KB of one body record. */
export const REPEATS = 28_000;
/** Page text that would run script if it were ever treated as HTML. */
export const HOSTILE_TEXT = '<img src=x onerror="window.__searchInjected=1">';

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** A built page as the extractor sees it: its lvl0 is the active navbar link. */
function pageHtml(language: string, lvl0: string, article: string): string {
  return `<html lang="${language}"><head><meta name="docsearch:language" content="${language}">
    <meta name="docsearch:docusaurus_tag" content="docs-default-current"><meta name="docsearch:version" content="current"></head>
    <body><nav class="navbar"><div class="navbar__items"><a class="navbar__link navbar__link--active">${escapeHtml(lvl0)}</a></div></nav>
    <article>${article}</article></body></html>`;
}

/** Three pages of known records, extracted from HTML by the real extractor. */
function fixtureRecords(language: 'zh' | 'en', base: string, long: boolean): DocSearchRecord[] {
  const docs = `${base}${language === 'en' ? 'en/' : ''}docs/`;
  const groupPage = pageHtml(
    language,
    FIXTURE_GROUP[language],
    '<h1>Fixture page</h1>' +
      Array.from(
        {length: 8},
        (_, i) => `<h2 id="fixture-${i + 1}">${FIXTURE_WORD} ${i + 1}</h2>`,
      ).join(''),
  );
  const hostilePage = pageHtml(
    language,
    'Hostile',
    `<h1>${escapeHtml(HOSTILE_TEXT)} page</h1><p>${FIXTURE_WORD} hostile ${escapeHtml(HOSTILE_TEXT)} text</p>` +
      `<h2 id="hostile-heading">${FIXTURE_WORD} ${escapeHtml(HOSTILE_TEXT)} heading</h2>`,
  );
  const longPage = pageHtml(
    language,
    'Long',
    `<h1>Long page</h1><p>${LONG_WORD} ${Array.from({length: 30}, (_, i) => `filler${i}`).join(' ')}</p>`,
  );
  const repeatedPage = pageHtml(
    language,
    'Reference',
    `<h1>Generated reference</h1><p>${Array.from({length: REPEATS}, () => REPEATED_WORD).join(' ')}</p>`,
  );
  return [
    ...(long ? extractRecords(repeatedPage, `${docs}reference`) : []),
    ...extractRecords(groupPage, `${docs}intro`),
    ...extractRecords(hostilePage, `${docs}react-native/navigation`),
    ...extractRecords(longPage, `${docs}react-native/debugging`),
  ];
}

const [outDir, language, base, variant] = process.argv.slice(2);
if (!outDir || (language !== 'zh' && language !== 'en') || !base) {
  console.error('usage: fixture-index.mts <outDir> <zh|en> <siteOrigin+baseUrl>');
  process.exit(2);
}
await buildIndex(fixtureRecords(language, base, variant === 'long'), outDir);
await closeIndexer();
