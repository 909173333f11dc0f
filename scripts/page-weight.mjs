// `npm run weight`: the gzipped JavaScript and CSS each page type downloads on a
// first visit, measured in Chromium (Docusaurus loads route chunks from main.js,
// so the HTML alone does not tell). Files are gzipped at level 9 from build/.
// Code loaded on interaction (search engine, theme drawer) is not counted: it is
// not part of a first visit. Route chunks that Docusaurus prefetches for visible
// links (idle, low priority) are printed apart and not budgeted: those asked for in the
// half second of network quiet after hydration, fewer when the machine is busy.
//
//   node scripts/page-weight.mjs                 print the table
//   node scripts/page-weight.mjs --check         also fail when a budget in weight-budgets.json is exceeded
//   node scripts/page-weight.mjs --write-budgets set budgets to today's figures + 3 %
//   node scripts/page-weight.mjs --build DIR     measure another build (e.g. an older commit's)
// A run without --check (npm test's) replaces the "weight" entry of bench/results.json.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {parseArgs} from 'node:util';
import {chromium} from '@playwright/test';
import paths from './site-paths.cjs';
import {serveBuild} from './serve-build.mjs';
import {recordResults, startRun} from './bench-results.mjs';

const {values} = parseArgs({
  options: {
    build: {type: 'string', default: paths.buildDir},
    port: {type: 'string', default: '3291'},
    check: {type: 'boolean', default: false},
    'write-budgets': {type: 'boolean', default: false},
  },
});
const run = startRun();
const buildDir = path.resolve(values.build);
const budgetsFile = path.join(paths.root, 'weight-budgets.json');
const base = paths.baseUrl();

/** One page of each type, in both locales. */
export const pageTypes = {
  home: '',
  doc: 'docs/back_boss/server/create',
  'category index': 'docs/category/server',
  'blog list': 'blog',
  post: 'blog/local-https-for-node',
  archive: 'blog/archive',
  'tags list': 'blog/tags',
  'tag page': 'blog/tags/docker',
  'search page': 'search',
  'page not found': 'no/such/page',
};
const locales = {zh: '', en: 'en/'};

const gzipSizes = new Map();
function gzipSize(file) {
  if (!gzipSizes.has(file))
    gzipSizes.set(file, zlib.gzipSync(fs.readFileSync(file), {level: 9}).length);
  return gzipSizes.get(file);
}

const server = await serveBuild({port: values.port, dir: buildDir});
const browser = await chromium.launch({
  executablePath: paths.chromiumPath,
  args: paths.chromiumArgs,
});

/** What one page loads: the JS and CSS it needs (gzip bytes, file count) and what it prefetches. */
async function measure(type, locale, url) {
  const context = await browser.newContext();
  await context.route(/^https?:\/\/(?!localhost[:/])/, (route) => route.abort());
  const page = await context.newPage();
  const assets = new Set();
  const prefetched = new Set();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.hostname !== 'localhost' || !/\.(js|css)$/.test(url.pathname)) return;
    // <link rel=prefetch> requests have the resource type "other".
    const needed = ['script', 'stylesheet'].includes(request.resourceType());
    (needed ? assets : prefetched).add(url.pathname);
  });
  await page.goto(url);
  // Hydrated first: with pages loading side by side, a busy core can keep the network quiet for
  // half a second between the entry's scripts and the route's chunks they ask for.
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await page.waitForLoadState('networkidle');
  await context.close();
  const fileOf = (asset) => path.join(buildDir, decodeURIComponent(asset.slice(base.length)));
  const totals = {js: 0, css: 0};
  for (const asset of assets)
    totals[asset.endsWith('.css') ? 'css' : 'js'] += gzipSize(fileOf(asset));
  let prefetch = 0;
  for (const asset of prefetched) if (!assets.has(asset)) prefetch += gzipSize(fileOf(asset));
  return {type, locale, js: totals.js, css: totals.css, files: assets.size, prefetch};
}

// Two pages at a time, each in its own context: the figures are bytes, not times, and much of a
// page's load is the half second of network quiet that `networkidle` waits for.
const pages = Object.entries(pageTypes).flatMap(([type, pagePath]) =>
  Object.entries(locales).map(([locale, prefix]) => ({
    type,
    locale,
    url: `http://localhost:${values.port}${base}${prefix}${pagePath}`,
  })),
);
const rows = new Array(pages.length);
try {
  let next = 0;
  const measureNext = async () => {
    for (let index = next++; index < pages.length; index = next++) {
      const {type, locale, url} = pages[index];
      rows[index] = await measure(type, locale, url);
    }
  };
  await Promise.all([measureNext(), measureNext()]);
} finally {
  await browser.close();
  server.kill();
}

// Budgets are per page type: the larger of the two locales.
const measured = {};
for (const row of rows) {
  const entry = (measured[row.type] ??= {js: 0, css: 0});
  entry.js = Math.max(entry.js, row.js);
  entry.css = Math.max(entry.css, row.css);
}

if (values['write-budgets']) {
  const withMargin = (bytes) => Math.ceil((bytes * 1.03) / 100) * 100;
  const budgets = Object.fromEntries(
    Object.entries(measured).map(([type, m]) => [
      type,
      {js: withMargin(m.js), css: withMargin(m.css)},
    ]),
  );
  fs.writeFileSync(budgetsFile, `${JSON.stringify(budgets, null, 2)}\n`);
  console.log(`Wrote ${path.relative(paths.root, budgetsFile)}`);
}

const budgets = fs.existsSync(budgetsFile) ? JSON.parse(fs.readFileSync(budgetsFile, 'utf8')) : {};
const kb = (bytes) => (bytes / 1024).toFixed(1);
const over = [];
console.log('First-visit weight, gzip -9 (KB). Budget per page type, either locale.');
console.table(
  rows.map((row) => {
    const budget = budgets[row.type];
    const overBy = budget
      ? [
          row.js > budget.js && `JS +${row.js - budget.js} B`,
          row.css > budget.css && `CSS +${row.css - budget.css} B`,
        ].filter(Boolean)
      : [];
    const status = !budget ? 'no budget' : overBy.length ? `OVER: ${overBy.join(', ')}` : 'ok';
    if (overBy.length) over.push(`${row.type} (${row.locale})`);
    return {
      page: `${row.type} (${row.locale})`,
      'JS gz': kb(row.js),
      'JS budget': budget ? kb(budget.js) : '-',
      'CSS gz': kb(row.css),
      'CSS budget': budget ? kb(budget.css) : '-',
      files: row.files,
      'prefetched JS gz': kb(row.prefetch),
      status,
    };
  }),
);
if (!values.check) {
  recordResults('weight', run, {
    command: `npm run weight -- ${process.argv.slice(2).join(' ')}`.trim().replace(/ --$/, ''),
    notes:
      'Gzipped (level 9) JS and CSS a first visit downloads; prefetched route chunks apart. ' +
      `Build measured: ${path.relative(paths.root, buildDir) || '.'}/.`,
    rows: rows.map((row) => ({
      page: `${row.type} (${row.locale})`,
      JS: `${kb(row.js)} KB`,
      CSS: `${kb(row.css)} KB`,
      files: row.files,
      'prefetched JS': `${kb(row.prefetch)} KB`,
    })),
  });
}
if (values.check && over.length > 0) {
  console.error(
    `Over budget: ${over.join(', ')}. Trim the weight, or raise weight-budgets.json on purpose.`,
  );
  process.exit(1);
}
if (values.check && Object.keys(budgets).length === 0) {
  console.error('No budgets: run with --write-budgets first.');
  process.exit(1);
}
