// Runs the fixture's commands: in a clean environment, on the chosen Node, each within a time
// limit, printing what it runs and returning how long it took.
import {spawnSync} from 'node:child_process';
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

export function run(title, command, args, options) {
  console.log(`\n=== fixture: ${title}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: cleanEnv(),
    timeout: STEP_LIMIT_MS,
    ...options,
  });
  const seconds = (Date.now() - started) / 1000;
  if (result.error?.code === 'ETIMEDOUT') {
    throw new Error(
      `fixture: ${title} did not finish within ${STEP_LIMIT_MS / 60_000} minutes and was stopped`,
    );
  }
  if (result.error || result.status !== 0) {
    throw new Error(
      `fixture: ${title} failed (${result.error?.message ?? `exit code ${result.status ?? result.signal}`})`,
    );
  }
  return seconds;
}
