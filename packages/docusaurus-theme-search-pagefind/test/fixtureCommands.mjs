// Runs the fixture's commands: in a clean environment, on the chosen Node, each within a time
// limit, printing what it runs and returning how long it took.
import {spawn} from 'node:child_process';
import path from 'node:path';

/** The Node the sites are installed, built and served with (npm runs on the first one in PATH). */
export const NODE = process.env.FIXTURE_NODE
  ? path.resolve(process.env.FIXTURE_NODE)
  : process.execPath;

/**
 * The environment of the commands run in the fixture: no npm_* variables (when this runs under
 * `npm test`, npm's own would point a nested npm at this repository), CI on, no colours.
 */
export function cleanEnv(extra = {}) {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name)),
  );
  const PATH = [path.dirname(NODE), env.PATH].filter(Boolean).join(path.delimiter);
  return {...env, PATH, CI: 'true', NO_COLOR: '1', FORCE_COLOR: '0', ...extra};
}

/**
 * Longest a step may take (a stalled registry or build must not hold CI until its own limit):
 * ten times what a step takes on a loaded 2-core machine.
 */
export const STEP_LIMIT_MS = 20 * 60_000;

/**
 * Runs a command; resolves to the seconds it took, rejects when it fails or runs past the limit.
 * Its output is printed in one block when it ends, so that commands run side by side (the sites'
 * installs and builds, and the browser tests beside them) do not interleave.
 */
export function run(title, command, args, options = {}) {
  const header = `\n=== fixture: ${title}: ${command} ${args.join(' ')}\n`;
  const started = Date.now();
  const child = spawn(command, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: cleanEnv(),
    ...options,
  });
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    child.kill();
  }, STEP_LIMIT_MS);
  return new Promise((resolve, reject) => {
    const failed = (reason) => new Error(`fixture: ${title} ${reason}`);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(failed(`failed (${error.message})`));
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      process.stdout.write(header + Buffer.concat(output).toString('utf8'));
      if (timedOut)
        reject(failed(`did not finish within ${STEP_LIMIT_MS / 60_000} minutes and was stopped`));
      else if (code !== 0) reject(failed(`failed (exit code ${code ?? signal})`));
      else resolve((Date.now() - started) / 1000);
    });
  });
}
