// For the scripts that measure the built site page by page, and another build run for run in
// turn with it (`--against DIR`): blocking-time.mjs and first-result.mjs. Each build is served
// as a static host would (serve-build.mjs) on its own port, one Chromium for all runs.
import {parseArgs} from 'node:util';
import {chromium} from '@playwright/test';
import paths from './site-paths.cjs';
import {serveBuild} from './serve-build.mjs';
import {recordResults} from './bench-results.mjs';

/**
 * The command line both take: --pages a,b (paths under the base URL), --runs N, --dir DIR (the
 * build measured, build/ by default), --against DIR, --port N (the first of the ports); and a
 * script's own options (`options`, parseArgs's); every option's value comes back in `values`.
 * @param {{pages: string, port: number}} defaults
 * @param {import('node:util').ParseArgsConfig['options']} [options]
 */
export function pairedArguments(defaults, options = {}) {
  const {values} = parseArgs({
    options: {
      pages: {type: 'string', default: defaults.pages},
      runs: {type: 'string', default: '3'},
      dir: {type: 'string', default: paths.buildDir},
      against: {type: 'string'},
      port: {type: 'string', default: String(defaults.port)},
      ...options,
    },
  });
  return {
    values,
    pages: values.pages.split(','),
    runs: Math.max(1, Number(values.runs) || 3),
    port: Number(values.port),
    builds: [
      {name: 'this', dir: values.dir},
      ...(values.against ? [{name: 'against', dir: values.against}] : []),
    ],
  };
}

/**
 * A page in a context of its own at a phone's viewport, with a DevTools session; hosts other
 * than localhost fail at once (this machine reaches none; the visitor badge is external).
 * @param {import('@playwright/test').Browser} browser
 */
export async function phonePage(browser) {
  const context = await browser.newContext({
    viewport: {width: 412, height: 823},
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 1.75,
  });
  await context.route(/^https?:\/\/(?!localhost[:/])/, (route) => route.abort());
  const page = await context.newPage();
  return {context, page, cdp: await context.newCDPSession(page)};
}

/** The median of numbers. */
export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};

/**
 * Runs `measure(browser, url, page)` `runs` times for each page (a path under the base URL),
 * each run on every build in turn; resolves with each page's samples by build name. Builds
 * are served from `port` up.
 * @template T
 * @param {{builds: {name: string, dir: string}[], port: number, pages: string[], runs: number,
 *   measure: (browser: import('@playwright/test').Browser, url: string, page: string) => Promise<T>}} options
 * @returns {Promise<{page: string, samples: Record<string, T[]>}[]>}
 */
export async function measurePaired({builds, port, pages, runs, measure}) {
  const servers = [];
  const browser = await chromium.launch({
    executablePath: paths.chromiumPath,
    args: paths.chromiumArgs,
  });
  try {
    const ports = [];
    for (const [i, build] of builds.entries()) {
      ports.push(port + i);
      servers.push(await serveBuild({port: port + i, dir: build.dir}));
    }
    const results = [];
    for (const page of pages) {
      const samples = Object.fromEntries(builds.map((build) => [build.name, []]));
      for (let run = 0; run < runs; run++) {
        for (const [i, build] of builds.entries())
          samples[build.name].push(
            await measure(browser, `http://localhost:${ports[i]}${paths.baseUrl()}${page}`, page),
          );
        process.stderr.write('.');
      }
      results.push({page, samples});
    }
    return results;
  } finally {
    await browser.close();
    for (const server of servers) server.kill();
    process.stderr.write('\n');
  }
}

/**
 * Replaces the script's entry of bench/results.json: its command line, what it measured (with
 * the runs and the builds), and the rows, each value with the unit `unitOf` gives its column.
 * @param {string} name the npm script
 * @param {{started: Date, loadAtStart: number}} run from startRun()
 * @param {{runs: number, builds: {name: string, dir: string}[]}} measured from pairedArguments()
 * @param {{what: string, rows: Record<string, unknown>[], unitOf: (column: string) => string | undefined}} figures
 */
export function recordPaired(name, run, {runs, builds}, {what, rows, unitOf}) {
  recordResults(name, run, {
    command: `npm run ${name} -- ${process.argv.slice(2).join(' ')}`.trim().replace(/ --$/, ''),
    notes: `${what}, median of ${runs} run(s), phone viewport. ${builds
      .map((b) => `${b.name}: ${b.dir}`)
      .join(', ')}.`,
    rows: rows.map((row) =>
      Object.fromEntries(
        Object.entries(row).map(([column, value]) => {
          const unit = unitOf(column);
          return [column, unit ? `${value} ${unit}` : value];
        }),
      ),
    ),
  });
}
