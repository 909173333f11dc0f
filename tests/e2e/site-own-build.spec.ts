import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {baseUrl, buildDir, root} from '../../scripts/site-paths.cjs';
import {headersPolicy, recordProblems, serveWithPolicy, violations} from './csp-support';
import {expect, hydrated, test} from './fixtures';
import {hits, openWithShortcut, searchFor} from './search-support';
import {devPort} from './support/dev-server';

// `npm run build -- --out-dir X --locale en`, as the README documents it: Docusaurus's flags
// reach `docusaurus build`, which writes the English site alone at X's root, and the
// Content-Security-Policy files are written for X, not build/. Built from the repository into a
// temporary folder, then served from it by `npm run serve -- --dir X` under its own `_headers`.

function modified(file: string): number | undefined {
  return fs.existsSync(file) ? fs.statSync(file).mtimeMs : undefined;
}

test.describe.configure({mode: 'serial', timeout: 120_000});

let outDir: string;
/** build/index.html's modification time before the build, if there was one. */
let productionBuild: number | undefined;
let build: {status: number | null; output: string};
let server: ChildProcess | null = null;

test.beforeAll(async () => {
  test.setTimeout(600_000);
  outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'english-site-'));
  productionBuild = modified(path.join(buildDir, 'index.html'));
  const result = spawnSync('npm', ['run', 'build', '--', '--out-dir', outDir, '--locale', 'en'], {
    cwd: root,
    encoding: 'utf8',
    env: {...process.env, CSP_META: undefined, FORCE_COLOR: '0'},
  });
  build = {status: result.status, output: `${result.stdout}${result.stderr}`};
  if (build.status !== 0) return;
  server = spawn(
    process.execPath,
    [path.join('scripts', 'serve.mjs'), '--dir', outDir, '--port', String(devPort())],
    {cwd: root, stdio: ['ignore', 'pipe', 'inherit']},
  );
  await new Promise((resolve) => server!.stdout!.once('data', resolve));
});
test.afterAll(() => {
  server?.kill();
  if (outDir) fs.rmSync(outDir, {recursive: true, force: true});
});

test('the English site is built into the --out-dir, with its CSP files, and build/ is left alone', () => {
  expect(build.status, build.output).toBe(0);
  expect(fs.readFileSync(path.join(outDir, 'index.html'), 'utf8')).toMatch(/<html lang="?en-GB"? /);
  expect(fs.existsSync(path.join(outDir, 'en'))).toBe(false); // one locale, at the root
  expect(modified(path.join(buildDir, 'index.html'))).toBe(productionBuild);
  const summary = JSON.parse(fs.readFileSync(path.join(outDir, 'csp-hashes.json'), 'utf8'));
  expect(summary.locales.map((locale: {path: string}) => locale.path)).toEqual([baseUrl()]);
  expect(summary.locales[0].pages).toBeGreaterThan(10);
  expect(headersPolicy(`${baseUrl()}docs/intro`, outDir)).toBe(summary.policy);
});

test('its pages hydrate and search under its own policy, with no violation', async ({
  page,
  context,
}) => {
  expect(build.status, build.output).toBe(0);
  const site = `http://localhost:${devPort()}${baseUrl()}`;
  await serveWithPolicy(context, {policy: (url) => headersPolicy(url.pathname, outDir)});
  const report = await recordProblems(page);
  for (const pathname of ['', 'docs/intro']) {
    const response = await page.goto(`${site}${pathname}`);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self' 'sha256-");
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
  }
  await openWithShortcut(page);
  await searchFor(page, 'Docusaurus');
  await expect(hits(page).first()).toBeVisible();
  expect({violations: await violations(page), ...report}).toEqual({
    violations: [],
    consoleErrors: [],
    pageErrors: [],
  });
});
