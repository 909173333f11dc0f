// Serves build/ the way a real static host does: under the base URL, with gzip or
// brotli compression, clean URLs, each locale's own 404 page, and the headers of the build's
// `_headers` file (its Content-Security-Policy) as Netlify or Cloudflare Pages send them. Used by
// `npm run serve`, the browser tests and the Lighthouse script.
//
//   node scripts/serve.mjs [--port N] [--host localhost] [--dir build]
//
// The port: the last --port given (`npm run serve -- --port 8080`), else the PORT variable,
// else 3000. A port in use ends in one line naming both, not a stack trace.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import compression from 'compression';
import sirv from 'sirv';
import {baseUrl, buildDir as defaultBuildDir} from './site-paths.cjs';
import {choosePort, portInUseMessage} from './serve-port.mjs';
import {headersFor, readHeadersFile} from './headers-file.mjs';

const {values} = parseArgs({
  options: {
    port: {type: 'string', multiple: true},
    host: {type: 'string', default: 'localhost'},
    dir: {type: 'string', default: defaultBuildDir},
  },
});
const buildDir = path.resolve(values.dir);
const port = choosePort(values.port, process.env.PORT);
if (port === undefined) {
  console.error(
    `Not a port number: ${values.port?.at(-1) ?? process.env.PORT}. Pass --port N or set PORT=N (1-65535).`,
  );
  process.exit(2);
}

if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
  console.error(`${buildDir} has no site yet: run \`npm run build\` first.`);
  process.exit(1);
}

const base = baseUrl();
const headerRules = readHeadersFile(buildDir);
const compress = compression();
// `extensions: ['html']` lets /docs/intro find docs/intro.html (trailingSlash: false).
const files = sirv(buildDir, {extensions: ['html'], dev: false, etag: true});

/** The English 404 page for paths under /en/, the default locale's otherwise. */
function notFoundPage(sitePath) {
  const localeDir = /^en(\/|$)/.test(sitePath) ? 'en' : '';
  return path.join(buildDir, localeDir, '404.html');
}

function redirect(res, location) {
  res.writeHead(301, {Location: location});
  res.end();
}

const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  for (const [name, value] of headersFor(headerRules, url.pathname)) res.setHeader(name, value);
  // Crawlers look for robots.txt at the origin's root, whatever the base URL.
  if (url.pathname === '/robots.txt') {
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    return fs
      .createReadStream(path.join(buildDir, 'robots.txt'))
      .on('error', () => res.writeHead(404).end())
      .pipe(res);
  }
  if (!url.pathname.startsWith(base) && `${url.pathname}/` !== base) {
    return redirect(res, base);
  }
  // Clean URLs: /x/index.html and /x.html both answer as /x.
  const clean = url.pathname.replace(/\/index\.html$/, '').replace(/\.html$/, '');
  if (clean !== url.pathname && clean.length >= base.length - 1) {
    return redirect(res, `${clean || '/'}${url.search}`);
  }
  // The base URL and locale roots are served with and without their trailing slash.
  if (url.pathname.length > base.length && url.pathname.endsWith('/')) {
    return redirect(res, `${url.pathname.replace(/\/+$/, '')}${url.search}`);
  }
  compress(req, res, () => {
    req.url = `/${url.pathname.slice(base.length)}${url.search}`;
    files(req, res, () => {
      res.statusCode = 404;
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      fs.createReadStream(notFoundPage(url.pathname.slice(base.length))).pipe(res);
    });
  });
});

server.on('error', (error) => {
  if (error.code !== 'EADDRINUSE' && error.code !== 'EACCES') throw error;
  console.error(portInUseMessage(port, error.code));
  process.exit(1);
});
server.listen(port, values.host, () => {
  console.log(`Serving build/ at http://${values.host}:${port}${base}`);
});
