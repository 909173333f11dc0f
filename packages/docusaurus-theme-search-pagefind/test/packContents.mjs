// What a publish of the package would upload: `npm publish --dry-run` of the packed tarball
// (no upload happens; npm checks the tarball and the registry configuration as a publish does),
// and the files it lists checked against what the README's "What the package holds" section
// promises: lib/ (the compiled code, and the stemmers a build copies beside its bundles), src/theme/ (the components' TypeScript sources, which
// `docusaurus swizzle --typescript` copies), locales/ (with its README), licenses/, README.md, CHANGELOG.md,
// LICENSE and package.json. Nothing else: no tests, benches, fixture site, build scripts or the
// sources lib/ is compiled from.
//
// The fixture test (fixture.mjs) runs it on the tarball it installs. Alone, it packs into a
// temporary folder first: node packages/docusaurus-theme-search-pagefind/test/packContents.mjs
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

/** Every file the tarball may hold: one of these patterns, on its path inside the package. */
const ALLOWED = [
  /^package\.json$/,
  /^README\.md$/,
  /^CHANGELOG\.md$/,
  /^LICENSE$/,
  /^lib\/node\/.+\.(js|d\.ts|cjs)$/,
  /^lib\/browser\/.+\.(js|css)$/,
  /^lib\/stemmers\/[a-z]+-stemmer\.js$/,
  /^src\/theme\/.+\.(tsx?|css)$/,
  /^locales\/[a-zA-Z-]+\/docusaurus-theme-search-pagefind\.json$/,
  /^locales\/README\.md$/,
  /^licenses\/[^/]+$/,
];

/** What no published file may be, whatever the patterns above let through. */
const FORBIDDEN = [
  /\.(test|spec)\.[cm]?[jt]sx?$/,
  /(^|\/)(test|tests|bench|__fixtures__|fixture-site|scripts)\//,
  /(^|\/)tsconfig[^/]*\.json$/,
  /\.map$/,
];

/** Files the package cannot work without (a file each export, the theme path and the README point at). */
function requiredFiles(manifest) {
  const exportTargets = Object.values(manifest.exports).flatMap((target) =>
    typeof target === 'string' ? [target] : Object.values(target),
  );
  return [
    ...new Set([
      'package.json',
      'README.md',
      'CHANGELOG.md',
      'LICENSE',
      manifest.main,
      manifest.types,
      ...exportTargets,
      'lib/node/server/native-import.cjs',
      // Started by its path (server/twinPrefetch.ts), not imported.
      'lib/node/server/twinWorker.js',
      'lib/browser/theme/SearchBar/index.js',
      'lib/browser/theme/SearchPage/index.js',
      'lib/browser/theme/SearchTranslations/index.js',
      'src/theme/SearchBar/index.tsx',
      'src/theme/SearchPage/index.tsx',
      // The components' declarations, which lib/node/index.d.ts references.
      'src/theme/theme-search-pagefind.d.ts',
      'locales/zh-Hans/docusaurus-theme-search-pagefind.json',
      'licenses/upstream-copies.json',
    ]),
  ].map((file) => file.replace(/^\.\//, ''));
}

/** The problems with a tarball's file list, as sentences; none when it holds what it should. */
export function packProblems(files, manifest) {
  const problems = [];
  for (const file of files) {
    if (!ALLOWED.some((pattern) => pattern.test(file)))
      problems.push(`${file} is in the tarball but is none of what the README says it holds`);
    else if (FORBIDDEN.some((pattern) => pattern.test(file)))
      problems.push(`${file} is in the tarball but is a test, bench, script or build setting`);
  }
  const present = new Set(files);
  for (const file of requiredFiles(manifest)) {
    if (!present.has(file)) problems.push(`${file} is missing from the tarball`);
  }
  return problems;
}

/**
 * Runs `npm publish <tarball> --dry-run` and checks the files it would publish. Throws with
 * every problem found; returns the seconds it took.
 */
export function checkPackContents(packageDir, tarball, env) {
  const started = Date.now();
  console.log(`\n=== fixture: npm publish --dry-run ${path.basename(tarball)}`);
  const result = spawnSync('npm', ['publish', tarball, '--dry-run', '--json', '--tag', 'dry-run'], {
    cwd: path.dirname(tarball),
    env,
    encoding: 'utf8',
    timeout: 5 * 60_000,
  });
  if (result.status !== 0) {
    throw new Error(
      `fixture: npm publish --dry-run failed (exit code ${result.status ?? result.signal}):\n${result.stderr}`,
    );
  }
  const report = JSON.parse(result.stdout.slice(result.stdout.indexOf('{')));
  const published = report.name ? report : Object.values(report)[0];
  const files = published.files.map((entry) => entry.path);
  const manifest = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  const problems = packProblems(files, manifest);
  if (problems.length) {
    throw new Error(
      `fixture: the tarball is not what the README promises:\n- ${problems.join('\n- ')}`,
    );
  }
  console.log(
    `${published.name}@${published.version}: ${files.length} files, ${(published.size / 1024).toFixed(0)} kB packed, ${(published.unpackedSize / 1024).toFixed(0)} kB unpacked: as the README says`,
  );
  return (Date.now() - started) / 1000;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const destination = fs.mkdtempSync(path.join(os.tmpdir(), 'search-pagefind-pack-'));
  try {
    const packed = spawnSync('npm', ['pack', '--pack-destination', destination], {
      cwd: packageDir,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (packed.status !== 0) process.exit(packed.status ?? 1);
    const tarball = fs.readdirSync(destination).find((name) => name.endsWith('.tgz'));
    checkPackContents(packageDir, path.join(destination, tarball), process.env);
  } catch (error) {
    console.error(error.message);
    process.exitCode = 1;
  } finally {
    fs.rmSync(destination, {recursive: true, force: true});
  }
}
