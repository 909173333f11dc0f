// `npm run bench:stemmers`: what each language's stemmer costs a first query. Prints the bytes,
// raw and gzip (level 9), of each of the package's stemmer files (lib/stemmers, written by
// `npm run build`): one self-contained ES module per Snowball stemmer, which a site's build
// copies beside its bundle and the browser imports the first time a query has a letter the
// stemmer could change (client/engine/stemmers/stemmers.ts).
import fs from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {recordResults, startRun} from './results';
import {kb} from './lib/format';

const root = path.resolve(__dirname, '..');
const folder = path.join(root, 'lib/stemmers');
if (!fs.existsSync(folder)) throw new Error(`No ${folder}: run \`npm run build\` first.`);

const run = startRun('bench:stemmers');
const rows = fs
  .readdirSync(folder)
  .map((file) => {
    const bytes = fs.readFileSync(path.join(folder, file));
    const name = file.replace(/-stemmer\.js$/, '');
    return {name, raw: bytes.length, gzip: gzipSync(bytes, {level: 9}).length};
  })
  .sort((a, b) => a.gzip - b.gzip || a.name.localeCompare(b.name));
console.log('esbuild (bundled) and terser (minified), as scripts/build.mjs; KB = 1,024 bytes.\n');
console.log('| Stemmer file (with its runtime) | Bytes | Gzip |');
console.log('|---|---:|---:|');
for (const row of rows)
  console.log(`| ${row.name} | ${kb(row.raw, 1)} KB | ${kb(row.gzip, 1)} KB |`);
recordResults(run);
