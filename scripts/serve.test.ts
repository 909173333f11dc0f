// `npm run serve`'s port: the last --port wins, then PORT, then 3000; a port in use ends in
// one line that names the option. The server script runs for real, on ports the system hands
// out (a listener on port 0), so parallel test runs never collide.
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {choosePort} from './serve-port.mjs';

const serveScript = path.join(__dirname, 'serve.mjs');

describe('choosePort', () => {
  it.each([
    [[], undefined, 3000],
    [['8080'], undefined, 8080],
    [['3000', '8080'], undefined, 8080],
    [[], '5000', 5000],
    [['8080'], '5000', 8080],
    [[], '', 3000],
    [['x'], undefined, undefined],
    [['70000'], undefined, undefined],
    [[], '0', undefined],
  ])('--port %j with PORT=%j gives %s', (args, env, expected) => {
    expect(choosePort(args, env)).toBe(expected);
  });
});

/** Runs serve.mjs until it prints its first line or exits; then stops it. */
function runServe(args: string[], env: Record<string, string | undefined> = {}) {
  const child = spawn(process.execPath, [serveScript, ...args], {
    env: {...process.env, PORT: undefined, ...env},
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  return new Promise<{code: number | null; stdout: string; stderr: string}>((resolve) => {
    child.stdout.once('data', () => child.kill());
    child.once('exit', (code) => resolve({code, stdout, stderr}));
  });
}

function listen(server: net.Server): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, 'localhost', () => resolve((server.address() as net.AddressInfo).port)),
  );
}

describe('scripts/serve.mjs', () => {
  let site: string;
  const occupier = net.createServer();
  let busy: number;

  beforeAll(async () => {
    site = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-port-'));
    fs.writeFileSync(path.join(site, 'index.html'), '<!doctype html><title>t</title>');
    busy = await listen(occupier);
  });
  afterAll(() => {
    occupier.close();
    fs.rmSync(site, {recursive: true, force: true});
  });

  it('says in one line that --port is in use, and exits non-zero', async () => {
    const result = await runServe(['--dir', site, '--port', String(busy)]);
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe(`Port ${busy} is in use: pass --port N or set PORT=N.`);
  });

  it('takes the port from PORT when no --port is given', async () => {
    const result = await runServe(['--dir', site], {PORT: String(busy)});
    expect(result.stderr.trim()).toBe(`Port ${busy} is in use: pass --port N or set PORT=N.`);
  });

  it('lets the last --port win over an earlier one and over PORT', async () => {
    const probe = net.createServer();
    const free = await listen(probe);
    await new Promise((resolve) => probe.close(resolve));
    const result = await runServe(['--dir', site, '--port', String(busy), '--port', String(free)], {
      PORT: String(busy),
    });
    expect(result.stderr).toBe('');
    expect(result.stdout).toContain(`Serving build/ at http://localhost:${free}/`);
  });

  it('refuses a value that is no port, naming the option', async () => {
    const result = await runServe(['--dir', site, '--port', 'eighty']);
    expect(result.code).toBe(2);
    expect(result.stderr.trim()).toBe(
      'Not a port number: eighty. Pass --port N or set PORT=N (1-65535).',
    );
  });
});
