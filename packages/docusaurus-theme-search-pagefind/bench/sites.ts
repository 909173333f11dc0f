// `npm run bench:sites [-- --sizes 10000] [--sessions 3] [--keep | --reuse <dir>]`
// (`--sizes` takes one page count here: `--sizes 1000` for a quick check.)
//
// Searching two sites (the option `sites`, src/client/sites/), measured: it generates and indexes
// two bench sites of N doc pages per locale as bench:search does (indexedSite.ts), with other
// seeds and site URLs, so that they share their words but no page; writes each one's
// `search-manifest.json` with the build's own function (src/server/siteManifest.ts); and serves
// them from two server processes on two ports (two origins), the other sending
// `Access-Control-Allow-Origin: *`. In Chromium, the bench page types bench:search's zh and en
// sessions (browser/session.ts) with:
// - one site: this site's client alone (bench:search's reader);
// - both sites: createSitesSearchClient(this site, [otherSite(the other)]), the session waiting
//   after each keystroke until the other site's answer is shown (page.ts: the client tells its
//   subscribers, the page searches again, as the modal does);
// - the other site down: its port not listening (connection refused), and stalled (a server
//   that accepts connections and never answers), the session typing on as a reader would.
// It prints, per locale, the first query's bytes (every request, both origins; Playwright's
// count, as bench:search's bytes pass), keystroke → results median and p95 (the time to this
// site's results, and with both sites the time to the list with the other site's answer), their
// ratios to one site in the same run and which targets are met. Node only; asserts nothing.
import {mkdtemp, rm} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {chromium} from '@playwright/test';
import type {LoadContext} from '@docusaurus/types';
import {closeIndexer} from '../src/server/indexer';
import {siteManifest, writeSiteManifest} from '../src/server/siteManifest';
import type {LoadedPluginLike} from '../src/server/twins';
import {chromiumArgs, chromiumPath} from '../scripts/environment';
import {BASE} from './benchSite';
import {bundlePage, serve, sessionKeystrokes, typeInBrowser} from './browserSessions';
import {measureBytes, type Bytes} from './bytesPass';
import {benchLocales, defaults as generated, type Locale} from './generate';
import {buildSite, siteName, writeBenchStemmers} from './indexedSite';
import {fixed, kb, secs} from './lib/format';
import {recordResults, startRun} from './results';
import type {SessionReport} from './browser/session';
import {type Mode, modes, modeNames, type ModeFigures} from './sitesFigures';
import {stalledHost, closedPort} from './unreachableHosts';
import {figures, p95, report} from './sitesReport';

/** The other site: another seed than this one's, another URL its records are written with. */
const OTHER = {seed: 20251126, siteUrl: 'https://api.notes.example.org'};

/** The manifest the build writes for a site of both bench locales at BASE (zh the default). */
function benchManifest(url: string) {
  const context = {
    baseUrl: BASE,
    siteConfig: {baseUrl: BASE, url},
    i18n: {
      defaultLocale: 'zh',
      currentLocale: 'zh',
      locales: [...benchLocales],
      localeConfigs: {zh: {htmlLang: 'zh-Hans'}, en: {htmlLang: 'en-GB'}},
    },
  } as unknown as LoadContext;
  const docs: LoadedPluginLike = {
    name: 'docusaurus-plugin-content-docs',
    options: {id: 'default'},
    content: {loadedVersions: [{versionName: 'current', isLast: true}]},
  };
  return siteManifest(context, [docs])!;
}

async function main() {
  const {values} = parseArgs({
    options: {
      sizes: {type: 'string', default: '10000'},
      sessions: {type: 'string', default: '3'},
      keep: {type: 'boolean', default: false},
      reuse: {type: 'string'},
    },
  });
  const pages = Number(values.sizes);
  if (!Number.isInteger(pages) || pages < 1)
    throw new Error(`--sizes wants one page count, such as 10000; got "${values.sizes}".`);
  const sessions = Number(values.sessions);
  if (!Number.isInteger(sessions) || sessions < 1)
    throw new Error(
      `--sessions wants a number of typing sessions, 1 or more; got "${values.sessions}".`,
    );

  const run = startRun('bench:sites');
  const loadStart = os.loadavg()[0].toFixed(1);
  const started = performance.now();
  const reuse = values.reuse !== undefined;
  const workDir = reuse
    ? path.resolve(values.reuse!)
    : await mkdtemp(path.join(os.tmpdir(), 'bench-sites-'));
  const keep = values.keep || reuse;
  const pageDir = path.join(workDir, 'page');
  const thisDir = path.join(workDir, siteName(pages, true));
  const otherDir = path.join(workDir, `other-${pages}`);
  const stopping: Array<() => Promise<void>> = [];
  try {
    await bundlePage(pageDir, undefined, {sites: true});
    // Twins as on a bilingual site (bench:search's default), without measuring the index
    // without them.
    const built = {
      this: await buildSite(thisDir, pages, 'topical', reuse, true, true, {withoutTwins: false}),
      other: await buildSite(otherDir, pages, 'topical', reuse, true, true, {
        ...OTHER,
        withoutTwins: false,
      }),
    };
    await closeIndexer();
    for (const [dir, url] of [
      [thisDir, generated.siteUrl],
      [otherDir, OTHER.siteUrl],
    ]) {
      await writeBenchStemmers(dir);
      await writeSiteManifest(dir, benchManifest(url));
    }
    const own = await serve(thisDir, pageDir);
    stopping.push(() => own.close());
    const other = await serve(otherDir, pageDir, {cors: true});
    stopping.push(() => other.close());
    const stalled = await stalledHost();
    stopping.push(() => stalled.close());
    const refused = await closedPort();
    const more: Record<Mode, Record<string, string>> = {
      one: {},
      both: {other: `${other.origin}${BASE}`, wait: 'other'},
      refused: {other: `http://127.0.0.1:${refused}${BASE}`},
      stalled: {other: `http://127.0.0.1:${stalled.port}${BASE}`},
    };
    const log = (message: string) => console.error(`[N=${pages}] ${message}`);

    const bytes = {} as Record<Locale, Record<'one' | 'both', Bytes>>;
    const all = {} as Record<Locale, Record<Mode, ModeFigures>>;
    const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumArgs});
    try {
      for (const locale of benchLocales) {
        bytes[locale] = {
          one: await measureBytes(browser, own, locale, 'reader', more.one),
          both: await measureBytes(browser, own, locale, 'reader', more.both),
        };
        log(
          `${locale} first query: ${kb(bytes[locale].one.firstQueryBytes)} KB with one site, ${kb(bytes[locale].both.firstQueryBytes)} KB with both`,
        );
      }
    } finally {
      await browser.close();
    }
    for (const locale of benchLocales) {
      // The modes take turns, session by session: a slow spell of the machine falls on all.
      const reports = Object.fromEntries(modes.map((mode) => [mode, [] as SessionReport[]]));
      for (let i = 0; i < sessions; i++)
        for (const mode of modes) {
          const session = await typeInBrowser(own, locale, 'reader', more[mode]);
          reports[mode].push(session);
          log(
            `${locale} ${modeNames[mode]}, session ${i + 1}: p95 ${fixed(p95(sessionKeystrokes(session)))} ms`,
          );
        }
      all[locale] = Object.fromEntries(
        modes.map((mode) => [mode, figures(reports[mode])]),
      ) as Record<Mode, ModeFigures>;
    }
    report(pages, bytes, all, loadStart);
    console.log(
      `Sites: generated in ${secs(built.this.generateMs)} s and ${secs(built.other.generateMs)} s, indexed in ${secs(built.this.buildMs)} s and ${secs(built.other.buildMs)} s; ${sessions} session(s) per locale and mode. Benchmark took ${secs(performance.now() - started)} s.`,
    );
  } finally {
    for (const stop of stopping.reverse()) await stop();
    if (!keep) await rm(workDir, {recursive: true, force: true});
    else
      console.error(
        `Kept the generated sites in ${workDir} (measure them again with --reuse ${workDir})`,
      );
  }
  recordResults(run);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
