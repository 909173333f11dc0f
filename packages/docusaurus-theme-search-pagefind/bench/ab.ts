// `npm run bench:ab -- --site <kept dir>/site-10000 --base <commit> [--locale zh|en] [--rounds 5]`
//
// This working tree's bundle reader against another commit's, on a site kept by
// `npm run bench:search -- --keep` (<kept dir> is the folder it printed): the latency pass of
// bench:search (the same page and typing session, bench/browser/session.ts, each session in a
// Chromium started for it), the two builds taking turns, session by session, the one that goes
// first alternating from round to round, so that a slow spell of the machine falls on both.
// Between two runs of bench:search on a 2-core machine the Chinese p95 of the same code moves
// more than most changes are worth; a change of a few milliseconds only shows within one run.
// Prints, per build, the keystrokes' median, p75 and p95, each session's p95, the medians per
// query, and the ratios to the base. Node only; prints figures, asserts nothing.
import {execFileSync} from 'node:child_process';
import {mkdtemp, rm} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {packageDir} from '../scripts/environment';
import {
  bundlePage,
  serve,
  sessionKeystrokes,
  typeInBrowser,
  type BenchServer,
} from './browserSessions';
import type {Locale} from './generate';
import {recordResults, startRun} from './results';
import {fixed, ratio} from './lib/format';
import {quantile} from './lib/stats';
import type {SessionReport} from './browser/session';

interface Build {
  name: string;
  server: BenchServer;
  sessions: SessionReport[];
}

const git = (...args: string[]) =>
  execFileSync('git', args, {cwd: packageDir, encoding: 'utf8'}).trim();

/** The package's bench page and engine as `commit` has them, bundled into `outDir`. */
async function bundleCommit(commit: string, outDir: string, tree: string): Promise<void> {
  // (Run from the repository's root: git archive takes the paths within the tree named.)
  const prefix = git('rev-parse', '--show-prefix');
  const archive = execFileSync('git', ['archive', `${commit}:${prefix}`, 'src', 'bench'], {
    cwd: git('rev-parse', '--show-toplevel'),
    maxBuffer: 256 * 1024 * 1024,
  });
  execFileSync('tar', ['-x', '-C', tree], {input: archive});
  await bundlePage(outDir, path.join(tree, 'bench'));
}

async function main() {
  const {values} = parseArgs({
    options: {
      site: {type: 'string'},
      base: {type: 'string'},
      locale: {type: 'string', default: 'zh'},
      rounds: {type: 'string', default: '5'},
    },
  });
  if (!values.site || !values.base)
    throw new Error('bench:ab wants --site <kept dir>/site-<N> and --base <commit>.');
  const locale = values.locale as Locale;
  if (locale !== 'zh' && locale !== 'en') throw new Error('--locale is zh or en.');
  const rounds = Math.max(1, Math.floor(Number(values.rounds)) || 1);
  const base = git('rev-parse', '--short', values.base);
  const head = git('rev-parse', '--short', 'HEAD');
  const dirty = git('status', '--porcelain', '--untracked-files=no', '--', 'src', 'bench') !== '';
  const run = startRun('bench:ab');
  const work = await mkdtemp(path.join(os.tmpdir(), 'bench-ab-'));
  const builds: Build[] = [];
  try {
    await bundlePage(path.join(work, 'page'));
    await bundleCommit(base, path.join(work, 'base-page'), await mkdtemp(path.join(work, 'tree-')));
    builds.push(
      {
        name: `working tree (${head}${dirty ? ' with changes' : ''})`,
        server: await serve(values.site, path.join(work, 'page')),
        sessions: [],
      },
      {
        name: `base (${base})`,
        server: await serve(values.site, path.join(work, 'base-page')),
        sessions: [],
      },
    );
    for (let round = 0; round < rounds; round++) {
      const order = round % 2 === 0 ? builds : [...builds].reverse();
      for (const build of order) {
        const session = await typeInBrowser(build.server, locale, 'reader');
        build.sessions.push(session);
        console.error(
          `round ${round + 1}/${rounds}, ${build.name}: p95 ${fixed(quantile(sessionKeystrokes(session), 0.95))} ms`,
        );
      }
    }
  } finally {
    await Promise.all(builds.map((build) => build.server.close()));
    await rm(work, {recursive: true, force: true});
  }
  report(builds, locale, rounds, path.basename(path.resolve(values.site)));
  recordResults(run);
}

function report(builds: Build[], locale: Locale, rounds: number, site: string): void {
  const figures = builds.map((build) => {
    const all = build.sessions.flatMap(sessionKeystrokes);
    return {
      name: build.name,
      count: all.length,
      median: quantile(all, 0.5),
      p75: quantile(all, 0.75),
      p95: quantile(all, 0.95),
      sessions: build.sessions.map((session) => quantile(sessionKeystrokes(session), 0.95)),
    };
  });
  const [work, base] = figures;
  console.log(
    `## Keystroke → results, this working tree against a base (${locale}, bench site ${site})\n`,
  );
  console.log(
    `${rounds} rounds of one session per build, in turns; ${work.count} keystrokes per build.\n`,
  );
  console.log('| Build | Median ms | p75 ms | p95 ms | p95 of each session, ms |');
  console.log('|---|---|---|---|---|');
  for (const f of figures)
    console.log(
      `| ${f.name} | ${fixed(f.median)} | ${fixed(f.p75)} | ${fixed(f.p95)} | ${f.sessions.map(fixed).join(', ')} |`,
    );
  console.log(
    `| working tree / base | ${ratio(work.median, base.median)} | ${ratio(work.p75, base.p75)} | ${ratio(work.p95, base.p95)} |  |`,
  );
  // Per query: where a difference comes from.
  const byQuery = (build: Build) => {
    const times = new Map<string, number[]>();
    for (const session of build.sessions)
      for (const sample of [session.warm, ...session.samples])
        if (sample) times.set(sample.query, [...(times.get(sample.query) ?? []), sample.ms]);
    return times;
  };
  const [workTimes, baseTimes] = builds.map(byQuery);
  console.log('\n| Keystroke | Median ms, working tree | Median ms, base | × |');
  console.log('|---|---|---|---|');
  for (const [query, times] of workTimes) {
    const baseMedian = quantile(baseTimes.get(query) ?? [], 0.5);
    const median = quantile(times, 0.5);
    console.log(
      `| ${query} | ${fixed(median)} | ${fixed(baseMedian)} | ${ratio(median, baseMedian)} |`,
    );
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
