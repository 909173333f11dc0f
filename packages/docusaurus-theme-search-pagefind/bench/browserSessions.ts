// The bench's browser sessions, shared by bench:search and bench:ab: the bench page bundled,
// served with the site by bench/server.ts (a process of its own), and opened in a Chromium
// started for each session, with no DevTools client, until it posts its report.
import {fork, spawn} from 'node:child_process';
import {once} from 'node:events';
import {mkdtemp, readFile, rm, writeFile} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {build as esbuild, type Metafile} from 'esbuild';
import {chromiumArgs, chromiumPath, packageDir, repositoryRoot} from '../scripts/environment';
import {BASE, type ServerMessage} from './benchSite';
import type {Locale} from './generate';
import type {BenchEngine} from './browser/adapter-entry';
import type {SessionReport, SessionSample} from './browser/session';

export interface BenchServer {
  origin: string;
  /** A path the bench page posts its session report to, and the report once posted. */
  report(): {path: string; body: Promise<unknown>};
  close(): Promise<void>;
}

/**
 * Serves the site and the bench page (bench/server.ts) from a process of its own: served from
 * this one, whose heap holds the figures and Playwright's connection, its garbage collection
 * would hold responses back mid-session and add its pauses to the keystrokes. With `cors`, it serves another site's origin
 * (`Access-Control-Allow-Origin: *`, bench/sites.ts).
 */
export async function serve(
  siteDir: string,
  pageDir: string,
  {cors = false}: {cors?: boolean} = {},
): Promise<BenchServer> {
  const child = fork(
    path.join(__dirname, 'server.ts'),
    [siteDir, pageDir, ...(cors ? ['cors'] : [])],
    {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  const exited = once(child, 'exit');
  const reports = new Map<string, (body: unknown) => void>();
  const [ready] = (await Promise.race([
    once(child, 'message'),
    exited.then(([code]) => {
      throw new Error(`The bench server exited (${code}) before it was ready`);
    }),
  ])) as [ServerMessage];
  if (ready.type !== 'ready') throw new Error('The bench server did not say it was ready');
  child.on('message', (message: ServerMessage) => {
    if (message.type !== 'report') return;
    reports.get(message.path)?.(message.body);
    reports.delete(message.path);
  });
  let reportCount = 0;
  return {
    origin: `http://127.0.0.1:${ready.port}`,
    report() {
      const path = `/__bench/report/${++reportCount}`;
      return {path, body: new Promise((resolve) => reports.set(path, resolve))};
    },
    close: async () => {
      child.kill();
      await exited;
    },
  };
}

/**
 * Bundles the bench page and the real adapter (split, so the adapter loads on first keystroke;
 * the chunks each chunk imports written into the page, which asks for them with it):
 * this package's, or those of the package's copy whose bench folder is `benchDir` (another
 * commit's, see ab.ts; its imports of other packages are resolved from this package). With
 * `sites` (bench:sites), the page's client can search another site too; without, it is one
 * site's client and the page downloads none of the code that searches other sites, as a site
 * without the option `sites` (browser/page.ts, BENCH_SITES).
 */
export async function bundlePage(
  outDir: string,
  benchDir = __dirname,
  {sites = false}: {sites?: boolean} = {},
): Promise<void> {
  const {metafile} = await esbuild({
    metafile: true,
    define: {BENCH_SITES: JSON.stringify(sites)},
    entryPoints: [path.join(benchDir, 'browser/page.ts')],
    nodePaths: [path.join(packageDir, 'node_modules'), path.join(repositoryRoot, 'node_modules')],
    outdir: outDir,
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    target: 'es2022',
    platform: 'browser',
    logLevel: 'error',
  });
  const html = await readFile(path.join(benchDir, 'browser/index.html'), 'utf8');
  const preloads = `<script>window.__benchPreloads = ${JSON.stringify(chunkImports(metafile))};</script>`;
  await writeFile(path.join(outDir, 'index.html'), html.replace('</head>', `${preloads}\n</head>`));
}

/**
 * For each chunk made for a module the page imports (by the module's name: "adapter-entry"),
 * the chunks it imports, directly or not, as the page asks for them ("./chunk-X.js"): the page
 * asks for them with it (browser/page.ts, preloadImportsOf).
 */
function chunkImports(metafile: Metafile): Record<string, string[]> {
  const outputs = metafile.outputs;
  const importsOf = (file: string, seen: Set<string>) => {
    for (const {path: imported, kind} of outputs[file]?.imports ?? [])
      if (kind === 'import-statement' && !seen.has(imported)) {
        seen.add(imported);
        importsOf(imported, seen);
      }
    return seen;
  };
  return Object.fromEntries(
    Object.entries(outputs)
      .filter(([, output]) => output.entryPoint)
      .map(([file, output]) => [
        path.basename(output.entryPoint!).replace(/\.ts$/, ''),
        [...importsOf(file, new Set())].map((chunk) => `./${path.basename(chunk)}`),
      ]),
  );
}

/**
 * The bench page's URL for one locale, engine and report path, with `more` of its parameters
 * (browser/page.ts): with `requests`, the page measures what a request costs instead of typing
 * (browser/requests.ts); with `other`, it searches another site too (bench/sites.ts).
 */
export function pageUrl(
  origin: string,
  locale: Locale,
  engine: BenchEngine,
  report: string,
  more: Record<string, string> = {},
): string {
  const bundle = `${BASE}${locale === 'en' ? 'en/' : ''}pagefind/`;
  const query = new URLSearchParams({locale, engine, bundle, report, ...more});
  return `${origin}/__bench/index.html?${query}`;
}

/** What a session's page posted; a timed-out keystroke's ms arrives as null (JSON has no Infinity). */
export function readReport(body: unknown): SessionReport {
  const report = body as SessionReport & {error?: string};
  if (report.error) throw new Error(`bench page: ${report.error}`);
  if (report.errors.length) throw new Error(`bench page: ${report.errors.join('\n')}`);
  const sample = (s: SessionSample | null) => (s ? {...s, ms: s.ms ?? Infinity} : null);
  return {
    ...report,
    first: sample(report.first),
    warm: sample(report.warm),
    samples: report.samples.map((s) => sample(s)!),
  };
}

/**
 * What the bench page posts when opened at `url` (its report path that of `report`) in a
 * Chromium started for it, with no DevTools client (see session.ts).
 */
export async function pageReport(url: string, report: {body: Promise<unknown>}): Promise<unknown> {
  const profile = await mkdtemp(path.join(os.tmpdir(), 'bench-chromium-'));
  const browser = spawn(
    chromiumPath,
    [...chromiumArgs, '--headless', `--user-data-dir=${profile}`, url],
    {stdio: 'ignore'},
  );
  try {
    const exited = once(browser, 'exit').then(([code]) => {
      throw new Error(`Chromium exited (${code}) before the page reported`);
    });
    return await Promise.race([report.body, exited]);
  } finally {
    browser.kill();
    await once(browser, 'exit').catch(() => {});
    // Chromium's helper processes may still be writing to the profile as it exits.
    await rm(profile, {recursive: true, force: true, maxRetries: 10, retryDelay: 100}).catch(
      () => {},
    );
  }
}

/** A session's keystrokes as the latencies count them: the warm query, then those typed. */
export function sessionKeystrokes(report: SessionReport): number[] {
  return [report.warm?.ms ?? Infinity, ...report.samples.map((sample) => sample.ms)];
}

/** One typing session in a Chromium started for it, as the bench page reports it. */
export async function typeInBrowser(
  server: BenchServer,
  locale: Locale,
  engine: BenchEngine,
  more: Record<string, string> = {},
): Promise<SessionReport> {
  const report = server.report();
  return readReport(
    await pageReport(pageUrl(server.origin, locale, engine, report.path, more), report),
  );
}

/** The machine a bench ran on, as its report ends: cores, load at start (`loadStart`) and end. */
export function machineLine(loadStart: string): string {
  return `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, load average ${loadStart} at start, ${os.loadavg()[0].toFixed(1)} at end; Node ${process.version}, Chromium at ${chromiumPath}.`;
}
