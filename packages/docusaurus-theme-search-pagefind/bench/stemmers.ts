// `npm run bench:stemmers`: what each language's stemmer costs a first query. Bundles the
// built browser code's stemmer loader (lib/browser, `npm run build` first) with webpack, as a
// site's build does, and prints every chunk's bytes, raw and gzip (level 9): one chunk per
// Snowball stemmer, and the runtime they share. A site downloads its own language's chunk and
// the runtime, the first time a query has a letter the stemmer could change.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import webpack from 'webpack';
import {recordResults, startRun} from './results';

const root = path.resolve(__dirname, '..');
const loader = path.join(root, 'lib/browser/client/engine/stemmers/stemmers.js');
if (!fs.existsSync(loader)) throw new Error(`No ${loader}: run \`npm run build\` first.`);

async function main() {
  const run = startRun('bench:stemmers');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stemmers-'));
  const entry = path.join(dir, 'entry.js');
  fs.writeFileSync(
    entry,
    `import {loadStemmer} from ${JSON.stringify(loader)};\nwindow.loadStemmer = loadStemmer;\n`,
  );
  const stats = await new Promise<webpack.Stats | undefined>((resolve, reject) =>
    webpack(
      {
        mode: 'production',
        entry,
        output: {path: path.join(dir, 'out'), chunkFilename: '[name].js'},
        // The browser code's imports name no extension, as Docusaurus's webpack allows.
        module: {rules: [{test: /\.js$/, resolve: {fullySpecified: false}}]},
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    ),
  );
  if (!stats || stats.hasErrors()) throw new Error(stats?.toString() ?? 'webpack failed');
  const rows = fs
    .readdirSync(path.join(dir, 'out'))
    // (webpack also makes a chunk of the runtime alone, which no language loads)
    .filter((file) => file.startsWith('stemmer-') && !file.startsWith('stemmer-base-'))
    .map((file) => {
      const bytes = fs.readFileSync(path.join(dir, 'out', file));
      const name = file.replace(/^stemmer-(.*)-stemmer-js\.js$/, '$1');
      return {name, raw: bytes.length, gzip: gzipSync(bytes, {level: 9}).length};
    })
    .sort((a, b) => a.gzip - b.gzip);
  const kb = (n: number) => (n / 1000).toFixed(1);
  console.log(`webpack ${webpack.version}, production mode; KB = 1,000 bytes.\n`);
  console.log('| Stemmer chunk (with the runtime) | Bytes | Gzip |');
  console.log('|---|---:|---:|');
  for (const row of rows) console.log(`| ${row.name} | ${kb(row.raw)} KB | ${kb(row.gzip)} KB |`);
  fs.rmSync(dir, {recursive: true, force: true});
  recordResults(run);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
