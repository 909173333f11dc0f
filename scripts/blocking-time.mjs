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
import {startRun} from './bench-results.mjs';
import {measurePaired, median, pairedArguments, phonePage, recordPaired} from './paired-builds.mjs';

const measured = pairedArguments({
  pages:
    ',docs/back_boss/server/create,blog/local-https-for-node,en,en/docs/back_boss/server/create,en/blog/local-https-for-node',
  port: 3292,
});
const {runs, builds} = measured;
const run = startRun();

const slowdown = 4;

async function measure(browser, url) {
  const {context, page, cdp} = await phonePage(browser);
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

const rows = [];
for (const {page, samples} of await measurePaired({...measured, measure})) {
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
console.log(`Main-thread CPU time x${slowdown}, ms, median of ${runs} run(s), phone viewport:`);
console.table(rows);
recordPaired('blocking-time', run, measured, {
  what: `Main-thread CPU time x${slowdown}`,
  rows,
  unitOf: (column) => (/^(TBT\*|long|CPU)( \(|$)/.test(column) ? 'ms' : undefined),
});
