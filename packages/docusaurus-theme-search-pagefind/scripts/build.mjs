// Compiles src/ into lib/: lib/node (build-time code, tsconfig.node.json) and lib/browser (the
// theme components and their client code, tsconfig.browser.json), then copies the CSS the
// components import, writes the stemmers a site's build copies beside its bundles (lib/stemmers:
// each generated Snowball module of client/engine/stemmers/snowball with the runtime it imports,
// in one minified ES module, as the browser imports it) and points the package's types at the
// components' declarations. Run by `npm run build` and before `npm pack`; does nothing when lib/
// was compiled from the sources as they are (compileStamp.mjs), FORCE_COMPILE=1 compiles anyway.
import {spawnSync} from 'node:child_process';
import {cpSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {build} from 'esbuild';
import {minify} from 'terser';
import {stamp, staleHash} from './compileStamp.mjs';

const root = path.resolve(import.meta.dirname, '..');
const tsc = createRequire(path.join(root, 'package.json')).resolve('typescript/bin/tsc');

const hash = process.env.FORCE_COMPILE ? '' : staleHash();
if (hash === null) {
  console.log('docusaurus-theme-search-pagefind: lib/ is up to date with src/; not compiling.');
  process.exit(0);
}
rmSync(path.join(root, 'lib'), {recursive: true, force: true});
for (const config of ['tsconfig.node.json', 'tsconfig.browser.json']) {
  const result = spawnSync(process.execPath, [tsc, '-p', config], {cwd: root, stdio: 'inherit'});
  if (result.status !== 0) process.exit(result.status ?? 1);
}
for (const file of readdirSync(path.join(root, 'src'), {recursive: true, encoding: 'utf8'})) {
  if (file.endsWith('.css'))
    cpSync(path.join(root, 'src', file), path.join(root, 'lib/browser', file));
}
const snowball = path.join(root, 'src/client/engine/stemmers/snowball');
mkdirSync(path.join(root, 'lib/stemmers'));
const licence =
  '/*! Snowball stemmer, https://snowballstem.org/ (BSD-3-Clause: docusaurus-theme-search-pagefind/licenses/snowball.LICENSE) */';
await Promise.all(
  readdirSync(snowball)
    .filter((file) => file.endsWith('-stemmer.js') && file !== 'base-stemmer.js')
    .map(async (file) => {
      const bundled = await build({
        entryPoints: [path.join(snowball, file)],
        bundle: true,
        format: 'esm',
        write: false,
        legalComments: 'none',
      });
      const {code} = await minify(bundled.outputFiles[0].text, {
        module: true,
        compress: {passes: 2},
        format: {preamble: licence},
      });
      writeFileSync(path.join(root, 'lib/stemmers', file), `${code}\n`);
    }),
);
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
stamp(hash);
