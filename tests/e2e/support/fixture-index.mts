// Builds a small Pagefind bundle with known records, for browser tests that need more hits
// than the site's own pages give (groups of more than 5, hostile page text). Run with tsx:
//   npx tsx tests/e2e/support/fixture-index.mts <outDir> <zh|en> <siteOrigin+baseUrl>
import {buildIndex, closeIndexer} from '../../../plugins/search/server/indexer';
import type {DocSearchRecord} from '../../../plugins/search/shared/types';

/** The word every fixture record holds; searching it returns them all. */
export const FIXTURE_WORD = 'zebrafixture';
/** lvl0 of the big group. */
export const FIXTURE_GROUP = {zh: '夹具分组', en: 'Fixture group'} as const;
/** Starts a 31-word paragraph, for snippet lengths. */
export const LONG_WORD = 'longparagraphfixture';
/** Page text that would run script if it were ever treated as HTML. */
export const HOSTILE_TEXT = '<img src=x onerror="window.__searchInjected=1">';

function fixtureRecords(language: 'zh' | 'en', base: string): DocSearchRecord[] {
  const page = `${base}${language === 'en' ? 'en/' : ''}docs/intro`;
  const group = FIXTURE_GROUP[language];
  const records: DocSearchRecord[] = [];
  for (let i = 1; i <= 8; i++) {
    records.push({
      objectID: `fixture-${language}-${i}`,
      url: `${page}#fixture-${i}`,
      url_without_anchor: page,
      anchor: `fixture-${i}`,
      type: 'lvl2',
      hierarchy: {lvl0: group, lvl1: `Fixture page`, lvl2: `${FIXTURE_WORD} ${i}`, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
      content: null,
      language,
      docusaurus_tag: 'docs-default-current',
      version: 'current',
      weight: {pageRank: 0, level: 90, position: i},
    });
  }
  records.push({
    objectID: `fixture-${language}-hostile`,
    url: `${page}#hostile`,
    url_without_anchor: page,
    anchor: 'hostile',
    type: 'content',
    hierarchy: {lvl0: 'Hostile', lvl1: `${HOSTILE_TEXT} page`, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
    content: `${FIXTURE_WORD} hostile ${HOSTILE_TEXT} text`,
    language,
    docusaurus_tag: 'docs-default-current',
    version: 'current',
    weight: {pageRank: 0, level: 0, position: 99},
  });
  records.push({
    objectID: `fixture-${language}-hostile-heading`,
    url: `${page}#hostile-heading`,
    url_without_anchor: page,
    anchor: 'hostile-heading',
    type: 'lvl2',
    hierarchy: {lvl0: 'Hostile', lvl1: 'Hostile page', lvl2: `${FIXTURE_WORD} ${HOSTILE_TEXT} heading`, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
    content: null,
    language,
    docusaurus_tag: 'docs-default-current',
    version: 'current',
    weight: {pageRank: 0, level: 90, position: 100},
  });
  records.push({
    objectID: `fixture-${language}-long`,
    url: `${page}#long`,
    url_without_anchor: page,
    anchor: 'long',
    type: 'content',
    hierarchy: {lvl0: 'Long', lvl1: 'Long page', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
    content: `${LONG_WORD} ${Array.from({length: 30}, (_, i) => `filler${i}`).join(' ')}`,
    language,
    docusaurus_tag: 'docs-default-current',
    version: 'current',
    weight: {pageRank: 0, level: 0, position: 101},
  });
  return records;
}

const [outDir, language, base] = process.argv.slice(2);
if (!outDir || (language !== 'zh' && language !== 'en') || !base) {
  console.error('usage: fixture-index.mts <outDir> <zh|en> <siteOrigin+baseUrl>');
  process.exit(2);
}
await buildIndex(fixtureRecords(language, base), outDir);
await closeIndexer();
