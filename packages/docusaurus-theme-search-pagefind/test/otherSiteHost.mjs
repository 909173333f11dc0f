// The host of the "other site" the fixture's default build searches (option `sites`): a static
// server on its own port, so on another origin than the site that reads it, sending
// `Access-Control-Allow-Origin` as the package's README asks of such a host. A test makes it fail
// as a host can, for the requests of one page: the page's requests carry the header
// `x-fixture-host: <way>` (Playwright adds it), and the server then
// - `down`: closes the connection unanswered (as an unreachable host, to the browser),
// - `stall`: never answers,
// - `404` / `500`: answers every request with that status,
// - `no-cors`: answers without `Access-Control-Allow-Origin` (the browser refuses the answer),
// - `newer-manifest`: serves a manifest of a layout version this theme does not read,
// - `other-pagefind`: serves a bundle whose entry file says another Pagefind release,
// - `corrupt`: serves the bundle's metadata and index chunks (their summaries too) as bytes of
//   nothing,
// - `hostile`: serves fragments whose pages send the reader elsewhere or carry HTML.
// Without the header it serves the build as it is.
//
// Usage: node otherSiteHost.mjs <build folder> <port>
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';

const [dir, portText] = process.argv.slice(2);
if (!dir || !portText) throw new Error('usage: node otherSiteHost.mjs <build folder> <port>');
const root = path.resolve(dir);
const port = Number(portText);

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json',
  '.js': 'text/javascript',
  '.css': 'text/css',
};

/** The file a URL path names under the build, or null (outside it, or none). */
function fileOf(urlPath) {
  let file = path.join(root, decodeURIComponent(urlPath));
  if (!file.startsWith(root)) return null;
  if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, 'index.html');
  return fs.existsSync(file) ? file : null;
}

/** A Pagefind file's JSON (gzip of "pagefind_dcd" and the JSON), read and written. */
const SIGNATURE = 'pagefind_dcd';
const readFragment = (bytes) =>
  JSON.parse(zlib.gunzipSync(bytes).toString('utf8').slice(SIGNATURE.length));
const writeFragment = (value) => zlib.gzipSync(Buffer.from(SIGNATURE + JSON.stringify(value)));

/** A fragment made hostile: every other page sends the reader off the site; every text is HTML. */
function hostileFragment(bytes) {
  const value = readFragment(bytes);
  // A fragment, or a group of them keyed by page (Pagefind's fragment groups).
  const fragments = typeof value.url === 'string' ? [value] : Object.values(value);
  fragments.forEach((fragment, i) => {
    if (i % 2 === 0) fragment.url = `https://elsewhere.invalid/phish${i}`;
    else fragment.url = `//elsewhere.invalid${fragment.url}`;
    if (fragment.meta?.title)
      fragment.meta.title = `<img src=x onerror="window.__hostile=1">${fragment.meta.title}`;
    fragment.content = `<script>window.__hostile=1</script> ${fragment.content}`;
  });
  return writeFragment(value);
}

/** What the server sends for a path in a way of failing, or null for the file as it is. */
function altered(way, urlPath, bytes) {
  if (way === 'newer-manifest' && urlPath.endsWith('/search-manifest.json'))
    return Buffer.from(JSON.stringify({...JSON.parse(bytes.toString('utf8')), version: 99}));
  if (way === 'other-pagefind' && urlPath.endsWith('/pagefind-entry.json'))
    return Buffer.from(JSON.stringify({...JSON.parse(bytes.toString('utf8')), version: '1.4.0'}));
  if (
    way === 'corrupt' &&
    /\/pagefind\/(?:(?:by-page\/[^/]+\/)?index\/|pagefind\.[^/]*\.pf_meta$)/.test(urlPath)
  )
    return Buffer.from('this is no Pagefind file');
  if (way === 'hostile' && urlPath.includes('/pagefind/fragment/')) return hostileFragment(bytes);
  return null;
}

const server = http.createServer((request, response) => {
  const way = String(request.headers['x-fixture-host'] ?? '');
  if (way === 'down') {
    request.socket.destroy();
    return;
  }
  if (way === 'stall') return; // the test's browser gives up; the server closes with it
  const cors = way === 'no-cors' ? {} : {'Access-Control-Allow-Origin': '*'};
  if (request.method === 'OPTIONS') {
    response.writeHead(204, {
      ...cors,
      'Access-Control-Allow-Headers': 'x-fixture-host',
    });
    response.end();
    return;
  }
  if (way === '404' || way === '500') {
    response.writeHead(Number(way), {...cors, 'Content-Type': 'text/plain'});
    response.end(way === '404' ? 'Not found' : 'Internal server error');
    return;
  }
  const urlPath = new URL(request.url ?? '/', 'http://host.invalid').pathname;
  const file = fileOf(urlPath);
  if (!file) {
    response.writeHead(404, {...cors, 'Content-Type': 'text/plain'});
    response.end('Not found');
    return;
  }
  const bytes = fs.readFileSync(file);
  const body = altered(way, urlPath, bytes) ?? bytes;
  response.writeHead(200, {
    ...cors,
    'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
    'Content-Length': body.length,
  });
  response.end(body);
});

server.listen(port, 'localhost', () => console.log(`other site host: ${root} on ${port}`));
