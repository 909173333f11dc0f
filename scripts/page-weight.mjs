// Prints what a first visit to a page downloads before any interaction: the JS and CSS
// its HTML references (script src, stylesheet links), raw and gzipped (level 9).
// Node only. Reads build/, so run `npm run build` first.
//
//   node scripts/page-weight.mjs [--build DIR] [page.html ...]
//   (defaults: build/, index.html and en/index.html)
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {parseArgs} from 'node:util';
import {baseUrl, buildDir as defaultBuildDir} from './site-paths.cjs';

const {values, positionals} = parseArgs({
  options: {build: {type: 'string', default: defaultBuildDir}},
  allowPositionals: true,
});
const buildDir = path.resolve(values.build);
const pages = positionals.length > 0 ? positionals : ['index.html', 'en/index.html'];

/** Build-relative paths of the page's scripts and stylesheets, in document order. */
export function assetPaths(html, base) {
  const found = [];
  const tag = /<(script|link)\b[^>]*>/gi;
  for (const [element, name] of html.matchAll(tag)) {
    const isScript = name.toLowerCase() === 'script';
    if (!isScript && !/\brel=["']?stylesheet\b/i.test(element)) continue;
    const url = /\b(?:src|href)=["']?([^"' >]+)/i.exec(element)?.[1];
    if (!url || /^(https?:)?\/\//.test(url) || !url.startsWith(base)) continue;
    found.push(url.slice(base.length));
  }
  return found;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
for (const page of pages) {
  const html = fs.readFileSync(path.join(buildDir, page), 'utf8');
  const totals = {js: {raw: 0, gzip: 0}, css: {raw: 0, gzip: 0}};
  // The inline head scripts count too: they are part of the HTML every visit downloads.
  const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join('');
  console.log(`${page}`);
  for (const asset of assetPaths(html, baseUrl())) {
    const data = fs.readFileSync(path.join(buildDir, asset));
    const gzip = zlib.gzipSync(data, {level: 9}).length;
    const kind = asset.endsWith('.css') ? 'css' : 'js';
    totals[kind].raw += data.length;
    totals[kind].gzip += gzip;
    console.log(`  ${kind.padEnd(3)} ${kb(gzip).padStart(9)} gz  ${kb(data.length).padStart(9)} raw  ${asset}`);
  }
  const inlineGzip = zlib.gzipSync(inline, {level: 9}).length;
  const htmlGzip = zlib.gzipSync(html, {level: 9}).length;
  const all = totals.js.gzip + totals.css.gzip + htmlGzip;
  console.log(`  html ${kb(htmlGzip).padStart(8)} gz  (its inline <script>s alone: ${kb(inlineGzip)} gz)`);
  console.log(
    `  total JS ${kb(totals.js.gzip)} gz, CSS ${kb(totals.css.gzip)} gz, ` +
      `JS+CSS ${totals.js.gzip + totals.css.gzip} bytes gz, HTML+JS+CSS ${all} bytes gz`,
  );
}
