import {spawn, execFileSync, type ChildProcess} from 'node:child_process';
import {cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {stripVTControlCharacters} from 'node:util';

// A Docusaurus dev server (`npm start`) of a fresh copy of the site for the browser tests: the
// tracked and new files, no build/ and no .docusaurus/, node_modules linked. Its own process
// group, so stopping it stops the bundler's children too.

/** Port of the dev servers the tests start (one at a time): DEV_TEST_PORT, else TEST_PORT + 1. */
export function devPort(): number {
  return Number(process.env.DEV_TEST_PORT ?? Number(process.env.TEST_PORT ?? 3210) + 1);
}

export interface DevServer {
  dir: string;
  url: string;
  /** Resolves once the server serves pages and its search index. */
  ready: Promise<void>;
  /** Everything the server printed so far. */
  output(): string;
  /** Stops it; resolves once every process of its group is gone (its port free again). */
  stop(): Promise<void>;
}

/** A copy of the repository's sources, as a fresh clone would have them. */
export function freshCopy(root: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'dev-site-'));
  const files = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    {cwd: root, encoding: 'utf8'},
  )
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    try {
      cpSync(path.join(root, file), path.join(dir, file));
    } catch {
      // deleted but not yet staged
    }
  }
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return dir;
}

/**
 * Starts the site's `npm start` script (scripts/start.mjs, which runs `docusaurus start` with
 * its arguments) in `dir` with `--port` and `--locale locale`, or no `--locale` (the default
 * locale) when `locale` is null; `ready` says when it serves pages and its search index.
 */
export function startDevServer(
  dir: string,
  locale: 'zh' | 'en' | null,
  baseUrl: string,
  timeoutMs = 180_000,
): DevServer {
  let log = '';
  const child: ChildProcess = spawn(
    process.execPath,
    [
      path.join('scripts', 'start.mjs'),
      '--port',
      String(devPort()),
      '--host',
      'localhost',
      '--no-open',
      ...(locale ? ['--locale', locale] : []),
    ],
    {
      cwd: dir,
      detached: true,
      env: {
        ...process.env,
        BROWSER: 'none',
        NODE_ENV: 'development',
        FORCE_COLOR: '0',
        NO_COLOR: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));
  /** Sends `signal` to the server's process group; false once no process of it is left. */
  const signalGroup = (signal: NodeJS.Signals | 0) => {
    if (!child.pid) return false;
    try {
      process.kill(-child.pid, signal);
      return true;
    } catch {
      return false; // already gone
    }
  };
  // scripts/start.mjs exits on the signal before the `docusaurus start` it runs has let go of
  // the port, so the next server, on the same port, waits for the whole group to be gone (for
  // at most 20 s: a SIGKILL after 15).
  const stop = async () => {
    if (!signalGroup('SIGTERM')) return;
    const started = Date.now();
    while (signalGroup(0) && Date.now() - started < 20_000) {
      if (Date.now() - started > 15_000) signalGroup('SIGKILL');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  process.once('exit', () => signalGroup('SIGTERM'));
  const url = `http://localhost:${devPort()}${baseUrl}${locale === 'en' ? 'en/' : ''}`;
  const ready = (async () => {
    const started = Date.now();
    while (
      !/dev index: \d+ records/.test(log) ||
      !/compiled successfully/.test(stripVTControlCharacters(log))
    ) {
      if (child.exitCode !== null)
        throw new Error(`The dev server exited (${child.exitCode}):\n${log}`);
      if (Date.now() - started > timeoutMs) {
        await stop();
        throw new Error(`The dev server did not start in ${timeoutMs} ms:\n${log}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  })();
  return {dir, url, ready, output: () => log, stop};
}

export function removeCopy(dir: string): void {
  rmSync(dir, {recursive: true, force: true});
}
