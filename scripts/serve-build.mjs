// Starts scripts/serve.mjs in a child process (for the measuring scripts: weight, Lighthouse,
// blocking time) and resolves with it once it listens; kill() it when done.
import {spawn} from 'node:child_process';
import paths from './site-paths.cjs';

export function serveBuild({port, dir}) {
  const args = ['--port', String(port), ...(dir ? ['--dir', dir] : [])];
  const child = spawn(process.execPath, [`${paths.root}/scripts/serve.mjs`, ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout.once('data', () => resolve(child));
    child.once('exit', (code) =>
      reject(new Error(`the server for ${dir ?? 'build/'} exited with ${code}`)),
    );
  });
}
