// `npm run lighthouse`: page quality as a visitor on a real host would get it.
// Serves build/ with compression (scripts/serve.mjs), runs Lighthouse in Debian's
// Chromium on the home page, a doc and a post in both locales, mobile and desktop,
// and prints the four category scores with FCP, LCP, TBT and CLS and the machine's load.
//   npm run lighthouse [-- --pages en/docs/intro,blog] [--json out.json]
//     --runs N      run each page N times and keep the run with the median performance
//                   score (scores move by several points between runs on a loaded machine)
//     --dir DIR     measure another build (e.g. an older commit's) in the same time window
//     --against DIR also measure another build, run for run in turn with this one, and print
//                   its figures and the ratios this / against (the machine's load moves both)
//     --form F      only "mobile" or "desktop" (default: both)
//     --lhr DIR     also save each kept run's full Lighthouse report as JSON, for profiling
//                   (audits bootup-time, long-tasks, mainthread-work-breakdown)
// Each run replaces the "lighthouse" entry of bench/results.json (scripts/bench-results.mjs).
import fs from 'node:fs';
import os from 'node:os';
import {parseArgs} from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, {desktopConfig} from 'lighthouse';
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
    port: {type: 'string', default: '3290'},
    json: {type: 'string'},
    runs: {type: 'string', default: '1'},
    dir: {type: 'string'},
    against: {type: 'string'},
    form: {type: 'string'},
    lhr: {type: 'string'},
  },
});
const run = startRun();
const pages = values.pages.split(',');

const runs = Math.max(1, Number(values.runs) || 1);
const forms = values.form ? [values.form] : ['mobile', 'desktop'];
if (!forms.every((form) => form === 'mobile' || form === 'desktop')) {
  console.error(`--form must be "mobile" or "desktop", not "${values.form}"`);
  process.exit(1);
}
if (values.lhr) fs.mkdirSync(values.lhr, {recursive: true});

// The build measured and, with --against, the one it is compared with, each on its own port.
const builds = [
  {name: 'this', dir: values.dir, port: Number(values.port)},
  ...(values.against
    ? [{name: 'against', dir: values.against, port: Number(values.port) + 1}]
    : []),
];
const servers = [];
for (const build of builds) servers.push(await serveBuild({port: build.port, dir: build.dir}));

const chrome = await chromeLauncher.launch({
  chromePath: paths.chromiumPath,
  chromeFlags: ['--headless=new', ...paths.chromiumArgs],
});

/** The figures of one kept report, as printed and recorded. */
function figures(lhr) {
  const {categories, audits} = lhr;
  const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
  const ms = (id) => Math.round(audits[id].numericValue);
  return {
    perf: score('performance'),
    a11y: score('accessibility'),
    bp: score('best-practices'),
    seo: score('seo'),
    fcp: ms('first-contentful-paint'),
    lcp: ms('largest-contentful-paint'),
    tbt: ms('total-blocking-time'),
    cls: audits['cumulative-layout-shift'].numericValue.toFixed(3),
    // Audits that cost points in the three other categories (weighted, not passed).
    failing: ['accessibility', 'best-practices', 'seo']
      .flatMap((id) => categories[id].auditRefs)
      .filter((ref) => ref.weight > 0 && audits[ref.id].score !== null && audits[ref.id].score < 1)
      .map((ref) => ref.id)
      .join(' '),
  };
}

const perfScore = (lhr) => Math.round((lhr.categories.performance?.score ?? 0) * 100);
const comparing = builds.length > 1;
const rows = [];
try {
  for (const formFactor of forms) {
    for (const page of pages) {
      const lhrs = Object.fromEntries(builds.map((b) => [b.name, []]));
      const loads = [];
      for (let run = 0; run < runs; run++) {
        for (const build of builds) {
          loads.push(os.loadavg()[0]);
          const result = await lighthouse(
            `http://localhost:${build.port}${paths.baseUrl()}${page}`,
            // This machine reaches no host but itself: block the rest (the visitor badge)
            // so the run measures the site, not DNS failures. Chrome reports blocked
            // requests as ERR_BLOCKED_BY_CLIENT, which Lighthouse does not count as errors.
            {
              port: chrome.port,
              output: 'json',
              logLevel: 'error',
              blockedUrlPatterns: ['https://*'],
            },
            formFactor === 'desktop' ? desktopConfig : undefined,
          );
          lhrs[build.name].push(result.lhr);
        }
      }
      const row = {form: formFactor, page: `/${page}`};
      for (const build of builds) {
        // The run with the median performance score stands for the page.
        const sorted = [...lhrs[build.name]].sort((a, b) => perfScore(a) - perfScore(b));
        const lhr = sorted[Math.floor((sorted.length - 1) / 2)];
        if (values.lhr) {
          const suffix = comparing ? `-${build.name}` : '';
          const name = `${formFactor}-${page.replaceAll('/', '_') || 'home'}${suffix}.json`;
          fs.writeFileSync(`${values.lhr}/${name}`, JSON.stringify(lhr));
        }
        const label = comparing ? ` (${build.name})` : '';
        const {failing, ...kept} = figures(lhr);
        for (const [key, value] of Object.entries(kept)) row[`${key}${label}`] = value;
        if (runs > 1) row[`perf (all runs)${label}`] = lhrs[build.name].map(perfScore).join(' ');
        if (failing) row[`failing audits${label}`] = failing;
      }
      if (comparing) {
        for (const key of ['fcp', 'lcp', 'tbt']) {
          const against = row[`${key} (against)`];
          row[`${key} ratio`] = against ? (row[`${key} (this)`] / against).toFixed(2) : '-';
        }
      }
      row.load = `${Math.min(...loads).toFixed(1)}-${Math.max(...loads).toFixed(1)}`;
      rows.push(row);
      process.stderr.write('.');
    }
  }
} finally {
  await chrome.kill();
  for (const server of servers) server.kill();
}

process.stderr.write('\n');
const withUnits = (row) =>
  Object.fromEntries(
    Object.entries(row).map(([key, value]) => [
      key,
      /^(fcp|lcp|tbt)( \(|$)/.test(key) ? `${value} ms` : value,
    ]),
  );
console.table(rows.map((row) => withUnits(omitFailing(row))));
for (const r of rows)
  for (const [key, value] of Object.entries(r))
    if (key.startsWith('failing audits')) console.log(`${r.form} ${r.page}: ${key}: ${value}`);
const lowest = (key, form) =>
  Math.min(...rows.filter((r) => !form || r.form === form).map((r) => r[key]));
const mine = comparing ? ' (this)' : '';
console.log(
  'Lowest: ' +
    [
      ...forms.map((form) => `performance (${form}) ${lowest(`perf${mine}`, form)}`),
      `accessibility ${lowest(`a11y${mine}`)}, best practices ${lowest(`bp${mine}`)}, SEO ${lowest(`seo${mine}`)}`,
    ].join(', '),
);
if (values.json) fs.writeFileSync(values.json, JSON.stringify(rows, null, 2));
recordResults('lighthouse', run, {
  command: `npm run lighthouse -- ${process.argv.slice(2).join(' ')}`.trim().replace(/ --$/, ''),
  notes:
    'Scores are the four Lighthouse categories (0-100); FCP, LCP, TBT and CLS of the same run; ' +
    'load: the 1-minute load average when each of its runs started. ' +
    `Build measured: ${values.dir ?? 'build/'}` +
    (comparing ? `; against: ${values.against}, run for run in turn; ratios this / against.` : '.'),
  rows: rows.map(withUnits),
});

function omitFailing(row) {
  return Object.fromEntries(Object.entries(row).filter(([key]) => !key.startsWith('failing')));
}
