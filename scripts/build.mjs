// `npm run build` after the search package is compiled: `docusaurus build` with every argument
// given (`npm run build -- --out-dir dist --locale en`), then the Content-Security-Policy files
// (scripts/csp-hashes.mjs) in the folder Docusaurus wrote to. A single `--locale` builds that
// locale alone at the root of the output folder, as Docusaurus does; the CSP step then covers
// that one locale.
import {spawnSync} from 'node:child_process';
import {createRequire} from 'node:module';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {asksForHelp, buildOutDir} from './build-args.mjs';

const args = process.argv.slice(2);

function run(script, scriptArgs) {
  const result = spawnSync(process.execPath, [script, ...scriptArgs], {stdio: 'inherit'});
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const docusaurus = createRequire(import.meta.url).resolve('@docusaurus/core/bin/docusaurus.mjs');
run(docusaurus, ['build', ...args]);
if (!asksForHelp(args)) {
  const cspHashes = path.join(path.dirname(fileURLToPath(import.meta.url)), 'csp-hashes.mjs');
  run(cspHashes, ['--dir', buildOutDir(args)]);
}
