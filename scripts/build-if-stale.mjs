// Builds the production site (both locales, search index included) unless
// build/ already matches the current sources. The fingerprint is a hash of every
// file the build reads, stored in build/.source-hash after a successful build.
import {createHash} from 'node:crypto';
import {execFileSync, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {buildDir, root} from './site-paths.cjs';

const inputs = [
  'docusaurus.config.ts',
  'sidebars.ts',
  'package-lock.json',
  'tsconfig.json',
  'docs',
  'blog',
  'i18n',
  'src',
  'static',
  'plugins',
  'ssr-template.ts',
  // npm run build's steps: docusaurus build, then the Content-Security-Policy files.
  'scripts/build.mjs',
  'scripts/build-args.mjs',
  'scripts/csp-hashes.mjs',
  'scripts/csp',
  // The search theme the site uses (npm workspace): its sources, strings and manifest.
  'packages/docusaurus-theme-search-pagefind/src',
  'packages/docusaurus-theme-search-pagefind/locales',
  'packages/docusaurus-theme-search-pagefind/package.json',
];
const stampFile = path.join(buildDir, '.source-hash');

export function sourceHash() {
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
  const env = [
    'BASE_URL',
    'SITE_URL',
    'REPO_URL',
    'BADGE_URL',
    'ALGOLIA_APP_ID',
    'ALGOLIA_SEARCH_API_KEY',
    'ALGOLIA_INDEX_NAME',
    'CSP_META',
  ];
  for (const name of env) hash.update(`${name}=${process.env[name] ?? ''}\0`);
  for (const file of files) {
    const full = path.join(root, file);
    if (!fs.existsSync(full)) continue; // deleted but not yet staged
    hash.update(file).update('\0').update(fs.readFileSync(full)).update('\0');
  }
  // The English pages' translation notices are dated from the commits of these files.
  hash.update(
    execFileSync('git', ['log', '--format=%H', '--', ...inputs], {cwd: root, encoding: 'utf8'}),
  );
  return hash.digest('hex');
}

export function buildIfStale() {
  const wanted = sourceHash();
  const current = fs.existsSync(stampFile) ? fs.readFileSync(stampFile, 'utf8') : '';
  if (current === wanted) {
    console.log('build/ is up to date with the sources; not rebuilding.');
    return;
  }
  console.log(
    current ? 'Sources changed since the last build; rebuilding.' : 'No build yet; building.',
  );
  const result = spawnSync('npm', ['run', 'build'], {cwd: root, stdio: 'inherit'});
  if (result.status !== 0) {
    throw new Error(`npm run build failed with exit code ${result.status}`);
  }
  fs.writeFileSync(stampFile, wanted);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildIfStale();
}
