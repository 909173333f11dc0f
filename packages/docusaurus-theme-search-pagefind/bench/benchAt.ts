// `npm run bench:at -- --commit <commit> [bench:search's options]`
//
// Another commit's bench:search, run on this machine now: that commit's engine, bench and index
// build (its own generated sites: the index's files change between commits, so bench:ab's one
// kept site will not do), in a git worktree of it that uses this package's dependencies and its
// built stemmers (lib/, `npm run build`). The run's report is recorded in this package's results
// as "bench:search at <commit>", beside this code's own "bench:search".
//
// What it is for: latencies depend on the machine. A figure recorded days ago on another machine
// (or the same one, busier) says little about the code that made it; the same commit run again
// today tells how much of a change between two records is the machine's. Run it alone, as
// bench:search. Node only; prints figures, asserts nothing.
import {execFileSync, spawnSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import {cp, mkdtemp, readFile, rm, symlink} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {packageDir, repositoryRoot} from '../scripts/environment';
import {recordEntry, startClock} from './lib/resultsFile.mjs';
import {benchResults} from './results';

const git = (...args: string[]) =>
  execFileSync('git', args, {cwd: packageDir, encoding: 'utf8'}).trim();

/** `--commit <commit>` and the options passed on to bench:search, from the command line. */
function commandLine(args: readonly string[]): {commit: string; rest: string[]} {
  const at = args.indexOf('--commit');
  const commit = at >= 0 ? args[at + 1] : undefined;
  if (!commit || commit.startsWith('--'))
    throw new Error('bench:at wants --commit <commit>, then bench:search’s options.');
  return {commit, rest: args.filter((_, i) => i !== at && i !== at + 1)};
}

async function main() {
  const {commit, rest} = commandLine(process.argv.slice(2));
  const short = git('rev-parse', '--short', `${commit}^{commit}`);
  if (!existsSync(path.join(packageDir, 'lib/stemmers')))
    throw new Error('bench:at copies this package’s built stemmers: run `npm run build` first.');
  const clock = startClock();
  const tree = await mkdtemp(path.join(os.tmpdir(), `bench-at-${short}-`));
  const prefix = path.relative(repositoryRoot, packageDir);
  const packageAt = path.join(tree, prefix);
  try {
    git('worktree', 'add', '--detach', tree, short);
    // (The commit's package.json may name other versions; its bench imports what this one has.)
    await symlink(path.join(repositoryRoot, 'node_modules'), path.join(tree, 'node_modules'));
    if (existsSync(path.join(packageDir, 'node_modules')))
      await symlink(path.join(packageDir, 'node_modules'), path.join(packageAt, 'node_modules'));
    await cp(path.join(packageDir, 'lib'), path.join(packageAt, 'lib'), {recursive: true});
    const ran = spawnSync(
      process.execPath,
      ['--import', 'tsx', path.join(packageAt, 'bench/search.ts'), ...rest],
      {cwd: packageAt, stdio: 'inherit'},
    );
    if (ran.status !== 0)
      throw new Error(`${short}'s bench:search failed (exit ${ran.status ?? ran.signal})`);
    const theirs = JSON.parse(await readFile(path.join(packageAt, 'bench/results.json'), 'utf8'))[
      'bench:search'
    ] as {date?: string; report?: string} | undefined;
    // (A run that completes records itself: an entry of another date is the commit's own record.)
    if (!theirs?.report || !theirs.date || new Date(theirs.date) < clock.started)
      throw new Error(`${short}'s bench:search recorded no run`);
    recordEntry(benchResults, `bench:search at ${short}`, clock, {
      command: `npm run bench:at -- --commit ${short}${rest.length ? ` ${rest.join(' ')}` : ''}`,
      report: theirs.report,
    });
  } finally {
    // (A cleanup that fails does not hide the run's own error: the folder goes either way.)
    try {
      git('worktree', 'remove', '--force', tree);
    } catch {
      git('worktree', 'prune');
    }
    await rm(tree, {recursive: true, force: true});
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
