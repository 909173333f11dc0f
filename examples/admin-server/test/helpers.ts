// Test helpers: run the sequelize-cli commands the docs teach, start the real
// server process, and read the SQLite file directly to check what it holds.
import {execFile, spawn, type ChildProcess} from 'node:child_process';
import {createRequire} from 'node:module';
import path from 'node:path';
import {promisify} from 'node:util';

const require = createRequire(import.meta.url);
const sqlite3 = require('sqlite3') as typeof import('sqlite3');

export const appDir = path.resolve(__dirname, '..');
const execFileAsync = promisify(execFile);

/** Runs `npx sequelize-cli <args>` in `cwd` against the given SQLite file; returns stdout. */
export async function cli(args: string[], env: NodeJS.ProcessEnv, cwd = appDir): Promise<string> {
  const {stdout} = await execFileAsync('npx', ['sequelize-cli', ...args], {cwd, env: {...process.env, ...env}});
  return stdout;
}

export interface RunningServer {
  baseUrl: string;
  output: string[];
  stop(): Promise<void>;
}

/** Starts `node src/server.js` on a free port and resolves once it listens. */
export function startServer(env: NodeJS.ProcessEnv): Promise<RunningServer> {
  const child: ChildProcess = spawn(process.execPath, ['src/server.js'], {
    cwd: appDir,
    env: {...process.env, PORT: '0', ...env},
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output.join('')}`)), 15_000);
    const onData = (chunk: Buffer) => {
      output.push(chunk.toString());
      const match = /listening on (http:\/\/localhost:\d+)/.exec(output.join(''));
      if (match) {
        clearTimeout(timer);
        resolve({
          baseUrl: match[1],
          output,
          stop: () =>
            new Promise((done) => {
              if (child.exitCode !== null || child.signalCode !== null) return done();
              child.once('exit', () => done());
              child.kill('SIGTERM');
            }),
        });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(Object.assign(new Error(`server exited with ${code}:\n${output.join('')}`), {code, output}));
    });
  });
}

/** Runs one query on the SQLite file with the sqlite3 driver and returns all rows. */
export function query<T = Record<string, unknown>>(file: string, sql: string): Promise<T[]> {
  return new Promise((resolve, reject) => {
    const db = new sqlite3.Database(file, sqlite3.OPEN_READONLY, (openErr) => {
      if (openErr) return reject(openErr);
      db.all(sql, (err, rows) => {
        db.close();
        if (err) reject(err);
        else resolve(rows as T[]);
      });
    });
  });
}

/** Every row of every application table, to compare before and after a request. */
export async function snapshot(file: string): Promise<Record<string, unknown[]>> {
  const tables = ['roles', 'users', 'articles', 'SequelizeMeta', 'SequelizeData'];
  const entries = await Promise.all(
    tables.map(async (t) => [t, await query(file, `SELECT * FROM "${t}" ORDER BY 1`)] as const),
  );
  return Object.fromEntries(entries);
}
