// `npm run search:push [-- --build-dir <dir>] [--index-code]`: sends the built site's search
// records (both locales) to an Algolia index, replacing what it held; with --index-code, the
// lines of code blocks too (as the theme's indexCode option). Node only; run with tsx.
//
// Needs ALGOLIA_APP_ID, ALGOLIA_ADMIN_API_KEY (a write key: keep it out of the site build) and
// ALGOLIA_INDEX_NAME. ALGOLIA_HOSTS (optional, comma-separated base URLs) talks to other hosts,
// e.g. a local stand-in in tests. SITE_URL/BASE_URL only matter for pages without a canonical link.
import path from 'node:path';
import {parseArgs} from 'node:util';
import {collectRecords, pushRecords, readPushConfig} from 'docusaurus-theme-search-pagefind/push';
import sitePaths from './site-paths.cjs';

async function main(): Promise<number> {
  const {values} = parseArgs({
    options: {'build-dir': {type: 'string'}, 'index-code': {type: 'boolean', default: false}},
    allowPositionals: false,
  });
  const config = readPushConfig(process.env);
  if (!config.ok) {
    console.error(`search:push: ${config.error}`);
    console.error(
      'Set ALGOLIA_APP_ID, ALGOLIA_ADMIN_API_KEY (an admin/write key) and ALGOLIA_INDEX_NAME, then run it again.',
    );
    return 2;
  }
  const buildDir = path.resolve(values['build-dir'] ?? sitePaths.buildDir);
  const siteUrl = (process.env.SITE_URL ?? 'https://notes.example.org').replace(/\/+$/, '');
  const records = await collectRecords(buildDir, `${siteUrl}${sitePaths.baseUrl()}`, {
    indexCode: values['index-code'],
  });
  if (records.length === 0) {
    console.error(`search:push: no searchable pages found in ${buildDir}; nothing was sent.`);
    return 1;
  }
  const {indexName} = config.config;
  console.log(
    `search:push: sending ${records.length} records from ${buildDir} to Algolia index "${indexName}"…`,
  );
  const result = await pushRecords(records, config.config);
  const languages = Object.entries(result.byLanguage)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([language, count]) => `${language} ${count}`)
    .join(', ');
  console.log(
    `search:push: index "${indexName}" now holds ${result.records} records (${languages}).`,
  );
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`search:push: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
