// Whether lib/ was compiled from the sources as they are: a hash of every file the compile
// reads (src/, the tsconfigs, the build script, the manifest, and the repository's lockfile for
// the TypeScript, esbuild and terser it runs), kept in lib/.compile-hash after a compile. `npm
// test` compiles the package once; the steps after it (its unit tests, the site's build, `npm
// pack`) find lib/ current and reuse it.
import {createHash} from 'node:crypto';
import {execFileSync} from 'node:child_process';
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const stampFile = path.join(root, 'lib', '.compile-hash');
const inputs = [
  'src',
  'tsconfig.base.json',
  'tsconfig.node.json',
  'tsconfig.browser.json',
  'scripts/build.mjs',
  'scripts/compileStamp.mjs',
  'package.json',
  '../../package-lock.json',
];

function sourceHash() {
  // Tracked and untracked-but-not-ignored files, so uncommitted edits count too.
  const files = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', ...inputs],
    {cwd: root, encoding: 'utf8'},
  )
    .split('\0')
    .filter(Boolean)
    .sort();
  const hash = createHash('sha256');
  for (const file of files) {
    const full = path.join(root, file);
    if (!existsSync(full)) continue; // deleted but not yet staged
    hash.update(file).update('\0').update(readFileSync(full)).update('\0');
  }
  return hash.digest('hex');
}

/** The hash lib/ should carry, or null when lib/ already carries it. */
export function staleHash() {
  // Outside a git checkout (an unpacked tarball) there is nothing to compare: always compile.
  let wanted;
  try {
    wanted = sourceHash();
  } catch {
    return '';
  }
  const current = existsSync(stampFile) ? readFileSync(stampFile, 'utf8') : '';
  return current === wanted ? null : wanted;
}

/** Records that lib/ was compiled from the sources whose hash is `hash`. */
export function stamp(hash) {
  if (hash) writeFileSync(stampFile, hash);
}
