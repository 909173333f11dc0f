// `npm run blocking-time`: main-thread blocking on first load, measured so that other work
// on the machine barely moves it, to compare two builds where Lighthouse's own total
// blocking time is too noisy (a shared or busy machine). For each page it loads the site
// in Chromium at a phone's viewport, records a trace, and takes each main-thread task's
// thread CPU time (not wall time) times 4, Lighthouse's mobile CPU slowdown. It prints
// the medians over the runs of:
//   TBT*  the part above 50 ms of every task after first contentful paint (Lighthouse's
//         TBT, on CPU time; it jumps when the main script runs just before or just after
//         the first paint, so read it with the next two)
//   long  the longest task after first contentful paint
//   CPU   all main-thread work until 5 s after load
//
//   npm run blocking-time [-- --pages en,docs/intro] [--runs 3] [--dir build] [--against DIR]
//     --against DIR  also measure another build (e.g. an older commit's), run for run in
//                    turn with this one, and print the ratios
// Each run replaces the "blocking-time" entry of bench/results.json (scripts/bench-results.mjs).
import {parseArgs} from 'node:util';
import {chromium} from '@playwright/test';
import paths from './site-paths.cjs';
import {serveBuild} from './serve-build.mjs';
import {recordResults, startRun} from './bench-results.mjs';

const {values} = parseArgs({
  options: {
    pages: {
      type: 'string',
      default:
        ',docs/back_boss/server/create,blog/local-https-for-node,en,en/docs/back_boss/server/create,en/blog/local-https-for-node',
    },
    runs: {type: 'string', default: '3'},
    dir: {type: 'string', default: paths.buildDir},
    against: {type: 'string'},
    port: {type: 'string', default: '3292'},
  },
});
const run = startRun();
const runs = Math.max(1, Number(values.runs) || 3);
const builds = [
  {name: 'this', dir: values.dir},
  ...(values.against ? [{name: 'against', dir: values.against}] : []),
];

const slowdown = 4;

async function measure(browser, url) {
  const context = await browser.newContext({
    viewport: {width: 412, height: 823},
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 1.75,
  });
  // This machine reaches no host but itself (the visitor badge): fail those at once.
  await context.route(/^https?:\/\/(?!localhost[:/])/, (route) => route.abort());
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const events = [];
  cdp.on('Tracing.dataCollected', ({value}) => events.push(...value));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    traceConfig: {
      includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading'],
    },
  });
  await page.goto(url, {waitUntil: 'load'});
  await page.waitForTimeout(5000);
  await cdp.send('Tracing.end');
  await complete;
  await context.close();
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  if (!fcp) throw new Error(`no first contentful paint in the trace of ${url}`);
  const main = events.find(
    (e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.pid === fcp.pid,
  );
  const tasks = events.filter(
    (e) =>
      e.pid === main.pid && e.tid === main.tid && e.name === 'RunTask' && e.ph === 'X' && e.tdur,
  );
  let tbt = 0,
    long = 0,
    cpu = 0;
  for (const task of tasks) {
    const ms = (slowdown * task.tdur) / 1000;
    cpu += ms;
    if (task.ts >= fcp.ts) {
      tbt += Math.max(0, ms - 50);
      long = Math.max(long, ms);
    }
  }
  return {tbt, long, cpu};
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};

const servers = [];
const browser = await chromium.launch({
  executablePath: paths.chromiumPath,
  args: paths.chromiumArgs,
});
const rows = [];
try {
  for (const [i, build] of builds.entries()) {
    build.port = Number(values.port) + i;
    servers.push(await serveBuild({port: build.port, dir: build.dir}));
  }
  for (const page of values.pages.split(',')) {
    const samples = Object.fromEntries(builds.map((b) => [b.name, []]));
    for (let run = 0; run < runs; run++) {
      for (const build of builds) {
        samples[build.name].push(
          await measure(browser, `http://localhost:${build.port}${paths.baseUrl()}${page}`),
        );
      }
      process.stderr.write('.');
    }
    const row = {page: `/${page}`};
    for (const build of builds) {
      const xs = samples[build.name];
      const label = builds.length > 1 ? ` (${build.name})` : '';
      row[`TBT*${label}`] = Math.round(median(xs.map((x) => x.tbt)));
      row[`long${label}`] = Math.round(median(xs.map((x) => x.long)));
      row[`CPU${label}`] = Math.round(median(xs.map((x) => x.cpu)));
    }
    if (builds.length > 1) {
      const ratio = (key) =>
        row[`${key} (against)`] ? (row[`${key} (this)`] / row[`${key} (against)`]).toFixed(2) : '-';
      row['TBT* ratio'] = ratio('TBT*');
      row['CPU ratio'] = ratio('CPU');
    }
    rows.push(row);
  }
} finally {
  await browser.close();
  for (const server of servers) server.kill();
}
process.stderr.write('\n');
console.log(`Main-thread CPU time x${slowdown}, ms, median of ${runs} run(s), phone viewport:`);
console.table(rows);
recordResults('blocking-time', run, {
  command: `npm run blocking-time -- ${process.argv.slice(2).join(' ')}`.trim().replace(/ --$/, ''),
  notes:
    `Main-thread CPU time x${slowdown}, median of ${runs} run(s), phone viewport. ` +
    builds.map((b) => `${b.name}: ${b.dir}`).join(', ') +
    '.',
  rows: rows.map((row) =>
    Object.fromEntries(
      Object.entries(row).map(([key, value]) => [
        key,
        /^(TBT\*|long|CPU)( \(|$)/.test(key) ? `${value} ms` : value,
      ]),
    ),
  ),
});
