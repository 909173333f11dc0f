// A Docusaurus dev server (`docusaurus start`) of a scratch site, for bench:dev-server (Node
// only). Its own process group, so stopping it stops the bundler's children too.
import {spawn, type ChildProcess} from 'node:child_process';
import path from 'node:path';
import {stripVTControlCharacters} from 'node:util';

export interface DevServer {
  url: string;
  /** Resolves once the server serves pages and its search index. */
  ready: Promise<void>;
  /** Everything the server printed so far. */
  output(): string;
  stop(): void;
}

/** Starts `docusaurus start` in `dir` for `locale` on `port`; `ready` says when it serves pages and its search index. */
export function startDevServer(
  dir: string,
  locale: 'zh' | 'en',
  baseUrl: string,
  port: number,
  timeoutMs = 180_000,
): DevServer {
  let log = '';
  const child: ChildProcess = spawn(
    process.execPath,
    [
      path.join('node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs'),
      'start',
      '--port',
      String(port),
      '--host',
      'localhost',
      '--no-open',
      '--locale',
      locale,
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
  const stop = () => {
    if (child.exitCode === null && child.pid) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  };
  process.once('exit', stop);
  const url = `http://localhost:${port}${baseUrl}${locale === 'en' ? 'en/' : ''}`;
  const ready = (async () => {
    const started = Date.now();
    while (
      !/dev index: \d+ records/.test(log) ||
      !/compiled successfully/.test(stripVTControlCharacters(log))
    ) {
      if (child.exitCode !== null)
        throw new Error(`The dev server exited (${child.exitCode}):\n${log}`);
      if (Date.now() - started > timeoutMs) {
        stop();
        throw new Error(`The dev server did not start in ${timeoutMs} ms:\n${log}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  })();
  return {url, ready, output: () => log, stop};
}
