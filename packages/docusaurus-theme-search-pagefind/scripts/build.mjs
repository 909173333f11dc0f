// Compiles src/ into lib/: lib/node (build-time code, tsconfig.node.json) and lib/browser (the
// theme components and their client code, tsconfig.browser.json), then copies the CSS the
// components import and the generated JavaScript stemmers (client/engine/stemmers/snowball),
// and points the package's types at the components' declarations. Run by `npm run build` and
// before `npm pack`.
import {spawnSync} from 'node:child_process';
import {cpSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';

const root = path.resolve(import.meta.dirname, '..');
const tsc = createRequire(path.join(root, 'package.json')).resolve('typescript/bin/tsc');

rmSync(path.join(root, 'lib'), {recursive: true, force: true});
for (const config of ['tsconfig.node.json', 'tsconfig.browser.json']) {
  const result = spawnSync(process.execPath, [tsc, '-p', config], {cwd: root, stdio: 'inherit'});
  if (result.status !== 0) process.exit(result.status ?? 1);
}
const STEMMERS = path.join('client', 'engine', 'stemmers', 'snowball');
for (const file of readdirSync(path.join(root, 'src'), {recursive: true, encoding: 'utf8'})) {
  const stemmer = file.startsWith(STEMMERS) && file.endsWith('.js');
  if (file.endsWith('.css') || stemmer)
    cpSync(path.join(root, 'src', file), path.join(root, 'lib/browser', file));
}
cpSync(
  path.join(root, 'src/server/native-import.cjs'),
  path.join(root, 'lib/node/server/native-import.cjs'),
);
// The package's types (lib/node/index.d.ts) bring the declarations of its @theme/ components,
// for the sites that swizzle or wrap them: a file of ambient modules, referenced, not imported.
const types = path.join(root, 'lib/node/index.d.ts');
writeFileSync(
  types,
  `/// <reference path="../../src/theme/theme-search-pagefind.d.ts" />\n${readFileSync(types, 'utf8')}`,
);
