// Where the package's benchmarks and browser tests find what the machine provides (Node only):
// the Chromium they drive and the Rust Book corpus. Environment variables override the
// defaults; nothing here reads the site that hosts the package.
import {existsSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

/** The package's folder. */
export const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The repository the package sits in (packages/<name>/ under its root). */
export const repositoryRoot = path.resolve(packageDir, '../..');

/** Debian's Chromium, or CHROMIUM_PATH; no browser is ever downloaded. */
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Debian's headless shell: Chromium's engine without the browser around it. */
const headlessShellPath = '/usr/bin/chromium-headless-shell';

/**
 * The browser the fixture's browser tests drive (an empty variable counts as unset):
 * CHROMIUM_TEST_PATH; else CHROMIUM_PATH when set; else the headless shell when installed (as
 * Playwright runs headless tests), else the browser. The benchmarks keep `chromiumPath`: their
 * figures are the browser's.
 */
export const testChromiumPath =
  process.env.CHROMIUM_TEST_PATH ||
  process.env.CHROMIUM_PATH ||
  (existsSync(headlessShellPath) ? headlessShellPath : chromiumPath);

/** Flags for headless Chromium on a machine with no network but loopback. */
export const chromiumArgs: string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The browser tests' flags: hosts other than localhost do not resolve, so a request to one fails
 * at once and visibly. (A Playwright route that aborted them would turn off the browser's cache
 * for every page of every test, as any route does.)
 */
export const testChromiumArgs: string[] = [
  ...chromiumArgs,
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost',
];

/** The Rust Programming Language in zh/ and en/ (RUST_BOOK_CORPUS, or ../shared/corpus/rust-book beside the repository). */
export const rustBookCorpus =
  process.env.RUST_BOOK_CORPUS ?? path.resolve(repositoryRoot, '../shared/corpus/rust-book');

/**
 * The Rust Book's translations, one folder per locale (RUST_BOOK_LOCALES_CORPUS, or
 * ../shared/corpus/rust-book-locales beside the repository; written by bench/quality/prepare-corpus.ts).
 */
export const rustBookLocalesCorpus =
  process.env.RUST_BOOK_LOCALES_CORPUS ??
  path.resolve(repositoryRoot, '../shared/corpus/rust-book-locales');

/** An installed package's folder, as Node resolves it from this package (its exports aside). */
export function installedPackageDir(name: string): string {
  const lookup = createRequire(path.join(packageDir, 'package.json')).resolve.paths(name) ?? [];
  const found = lookup
    .map((dir) => path.join(dir, name))
    .find((dir) => existsSync(path.join(dir, 'package.json')));
  if (!found) throw new Error(`${name} is not installed where ${packageDir} can resolve it`);
  return found;
}
