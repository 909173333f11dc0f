// `npm run first-result`: the first search result as a visitor on a phone meets it, on the
// built site. For each page it loads the site in Chromium at a phone's viewport, waits until
// the page has settled, then puts the browser on Lighthouse's mobile network (150 ms round
// trip, 1.6 Mbps down, 750 Kbps up, through DevTools' network emulation, the browser's cache
// off), taps the search button and types the page's query at once, as a visitor does when
// the keyboard comes up. It times the tap to the first hit on screen and counts what the
// browser received meanwhile (the modal's code, the engine's, the index's files). It prints
// the medians over the runs; the search package's bench:search measures the engine alone at
// 10,000 pages (its phone pass).
//
//   npm run first-result [-- --pages docs/intro,en/docs/intro] [--runs 3] [--dir build]
//                        [--against DIR] [--cpu 4]
//     --against DIR  also measure another build (e.g. an older commit's), run for run in
//                    turn with this one, and print the ratios
//     --cpu N        also slow the processor N times, from the tap on (Lighthouse's phone: 4),
//                    through DevTools' CPU throttling: what the page works out itself, not only
//                    what it downloads, then counts as on a phone
// Each run replaces the "first-result" entry of bench/results.json (scripts/bench-results.mjs).
import {startRun} from './bench-results.mjs';
import {measurePaired, median, pairedArguments, phonePage, recordPaired} from './paired-builds.mjs';

const measured = pairedArguments(
  {pages: 'docs/intro,en/docs/intro', port: 3294},
  {cpu: {type: 'string', default: '1'}},
);
/** The processor's slowdown from the tap on (1: none). */
const cpuSlowdown = Math.max(1, Number(measured.values.cpu) || 1);
const {runs, builds} = measured;
const run = startRun();

/** Lighthouse's mobile network, as DevTools takes it (bytes per second). */
const MOBILE_NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

/** A query of each locale that finds pages of the site (the search tests' query). */
const queryOf = (page) => (page.startsWith('en/') || page === 'en' ? 'cache' : '缓存');

/** How long a first result may take before the run fails (the modal's own limit is 5 s a file). */
const GIVE_UP_MS = 60_000;

async function measure(browser, url, query) {
  const {context, page, cdp} = await phonePage(browser);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', {cacheDisabled: true});
  await page.goto(url, {waitUntil: 'load'});
  await page.waitForLoadState('networkidle');
  await cdp.send('Network.emulateNetworkConditions', MOBILE_NETWORK);
  if (cpuSlowdown > 1) await cdp.send('Emulation.setCPUThrottlingRate', {rate: cpuSlowdown});
  let bytes = 0;
  let requests = 0;
  cdp.on('Network.requestWillBeSent', () => requests++);
  cdp.on('Network.loadingFinished', ({encodedDataLength}) => (bytes += encodedDataLength));
  try {
    const start = Date.now();
    await page.tap('.DocSearch-Button');
    await page.keyboard.type(query);
    await page.locator('.DocSearch-Hit').first().waitFor({timeout: GIVE_UP_MS});
    return {ms: Date.now() - start, bytes, requests};
  } finally {
    await context.close();
  }
}

const rows = [];
for (const {page, samples} of await measurePaired({
  ...measured,
  measure: (browser, url, page) => measure(browser, url, queryOf(page)),
})) {
  const row = {page: `/${page}`, query: queryOf(page)};
  for (const build of builds) {
    const xs = samples[build.name];
    const label = builds.length > 1 ? ` (${build.name})` : '';
    row[`first result${label}`] = Math.round(median(xs.map((x) => x.ms)));
    row[`runs${label}`] = xs.map((x) => x.ms).join(' ');
    row[`KB${label}`] = (median(xs.map((x) => x.bytes)) / 1024).toFixed(1);
    row[`requests${label}`] = median(xs.map((x) => x.requests));
  }
  if (builds.length > 1)
    row['ratio'] = (row['first result (this)'] / row['first result (against)']).toFixed(2);
  rows.push(row);
}
console.log(
  `Tap on the search button -> first hit on screen, ms, median of ${runs} run(s)${cpuSlowdown > 1 ? `, processor ${cpuSlowdown} times slower` : ''}; KB and requests received meanwhile:`,
);
console.table(rows);
recordPaired('first-result', run, measured, {
  what:
    'Tap on the search button -> first hit on screen (150 ms round trip, 1.6 Mbps down, cache ' +
    `off${cpuSlowdown > 1 ? `, processor ${cpuSlowdown} times slower` : ''}; KB: what the ` +
    'browser received meanwhile)',
  rows,
  unitOf: (column) => (/^first result/.test(column) ? 'ms' : /^KB/.test(column) ? 'KB' : undefined),
});
