// `npm run lighthouse`: page quality as a visitor on a real host would get it.
// Serves build/ with compression (scripts/serve.mjs), runs Lighthouse in Debian's
// Chromium on the home page, a doc and a post in both locales, mobile and desktop,
// and prints the four category scores with LCP, TBT and CLS.
//   npm run lighthouse [-- --pages en/docs/intro,blog] [--json out.json]
//     --runs N      run each page N times and keep the run with the median performance
//                   score (scores move by several points between runs on a loaded machine)
//     --dir DIR     measure another build (e.g. an older commit's) in the same time window
//     --form F      only "mobile" or "desktop" (default: both)
//     --lhr DIR     also save each kept run's full Lighthouse report as JSON, for profiling
//                   (audits bootup-time, long-tasks, mainthread-work-breakdown)
// Each run replaces the "lighthouse" entry of bench/results.json (scripts/bench-results.mjs).
import fs from 'node:fs';
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
    form: {type: 'string'},
    lhr: {type: 'string'},
  },
});
const run = startRun();
const pages = values.pages.split(',');
const origin = `http://localhost:${values.port}`;

const runs = Math.max(1, Number(values.runs) || 1);
const forms = values.form ? [values.form] : ['mobile', 'desktop'];
if (!forms.every((form) => form === 'mobile' || form === 'desktop')) {
  console.error(`--form must be "mobile" or "desktop", not "${values.form}"`);
  process.exit(1);
}
if (values.lhr) fs.mkdirSync(values.lhr, {recursive: true});

const server = await serveBuild({port: values.port, dir: values.dir});

const chrome = await chromeLauncher.launch({
  chromePath: paths.chromiumPath,
  chromeFlags: ['--headless=new', ...paths.chromiumArgs],
});

const rows = [];
try {
  for (const formFactor of forms) {
    for (const page of pages) {
      const url = `${origin}${paths.baseUrl()}${page}`;
      const lhrs = [];
      for (let run = 0; run < runs; run++) {
        const result = await lighthouse(
          url,
          // This machine reaches no host but itself: block the rest (the visitor badge)
          // so the run measures the site, not DNS failures. Chrome reports blocked
          // requests as ERR_BLOCKED_BY_CLIENT, which Lighthouse does not count as errors.
          {port: chrome.port, output: 'json', logLevel: 'error', blockedUrlPatterns: ['https://*']},
          formFactor === 'desktop' ? desktopConfig : undefined,
        );
        lhrs.push(result.lhr);
      }
      // The run with the median performance score stands for the page.
      lhrs.sort(
        (a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0),
      );
      const lhr = lhrs[Math.floor((lhrs.length - 1) / 2)];
      if (values.lhr) {
        const name = `${formFactor}-${page.replaceAll('/', '_') || 'home'}.json`;
        fs.writeFileSync(`${values.lhr}/${name}`, JSON.stringify(lhr));
      }
      const {categories, audits} = lhr;
      const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
      // Audits that cost points in the four categories (weighted, not passed).
      const failing = ['accessibility', 'best-practices', 'seo']
        .flatMap((id) => categories[id].auditRefs)
        .filter(
          (ref) => ref.weight > 0 && audits[ref.id].score !== null && audits[ref.id].score < 1,
        )
        .map((ref) => ref.id);
      rows.push({
        form: formFactor,
        page: `/${page}`,
        perf: score('performance'),
        a11y: score('accessibility'),
        bp: score('best-practices'),
        seo: score('seo'),
        lcp: `${Math.round(audits['largest-contentful-paint'].numericValue)} ms`,
        tbt: `${Math.round(audits['total-blocking-time'].numericValue)} ms`,
        cls: audits['cumulative-layout-shift'].numericValue.toFixed(3),
        failing: failing.join(' '),
        ...(runs > 1 && {
          'perf (all runs)': lhrs
            .map((l) => Math.round((l.categories.performance?.score ?? 0) * 100))
            .join(' '),
        }),
      });
      process.stderr.write('.');
    }
  }
} finally {
  await chrome.kill();
  server.kill();
}

process.stderr.write('\n');
console.table(rows.map(({failing: _failing, ...row}) => row));
const failures = rows.filter((r) => r.failing);
for (const r of failures) console.log(`${r.form} ${r.page}: failing audits: ${r.failing}`);
const min = (key, form) =>
  Math.min(...rows.filter((r) => !form || r.form === form).map((r) => r[key]));
console.log(
  'Lowest: ' +
    [
      ...forms.map((form) => `performance (${form}) ${min('perf', form)}`),
      `accessibility ${min('a11y')}, best practices ${min('bp')}, SEO ${min('seo')}`,
    ].join(', '),
);
if (values.json) fs.writeFileSync(values.json, JSON.stringify(rows, null, 2));
recordResults('lighthouse', run, {
  command: `npm run lighthouse -- ${process.argv.slice(2).join(' ')}`.trim().replace(/ --$/, ''),
  notes:
    'Scores are the four Lighthouse categories (0-100); LCP, TBT and CLS of the same run. ' +
    (values.dir ? `Build measured: ${values.dir}.` : 'Build measured: build/.'),
  rows: rows.map(({failing, ...row}) => ({...row, 'failing audits': failing})),
});
