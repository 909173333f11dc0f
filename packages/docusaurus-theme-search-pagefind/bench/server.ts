// The bench's HTTP server, a process of its own (bench/search.ts forks it with the site's and the
// bench page's folders, and reads its messages, benchSite.ts's ServerMessage): serves the site
// under BASE and the bench page under /__bench/, compressed like a real host, and passes on the
// reports the page posts (POST /__bench/report/<n>). With `cors` (bench:sites's other site),
// every response says `Access-Control-Allow-Origin: *`, as another site's host must.
import {once} from 'node:events';
import {readdir, readFile} from 'node:fs/promises';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import compression from 'compression';
import sirv from 'sirv';
import {BASE, pagefindDir, type ServerMessage} from './benchSite';
import {benchLocales, type Locale} from './generate';

const send = (message: ServerMessage) => process.send!(message);

async function main(siteDir: string, pageDir: string, cors: boolean): Promise<void> {
  const compress = compression();
  const site = sirv(siteDir, {dev: false, etag: true, extensions: ['html']});
  // The search bundles are answered from memory, as a CDN edge or a warm static server does:
  // sirv opens and streams the file for every request, and on a 2-core machine that Node work
  // competes with the browser being measured (a Chinese query asks for 4 to 6 chunks at once).
  const inMemory = new Map<string, {body: Buffer; type: string}>();
  for (const locale of benchLocales) {
    const dir = pagefindDir(siteDir, locale);
    for (const entry of await readdir(dir, {withFileTypes: true, recursive: true})) {
      if (!entry.isFile()) continue;
      const file = path.join(entry.parentPath, entry.name);
      const type = file.endsWith('.json')
        ? 'application/json'
        : file.endsWith('.js')
          ? 'text/javascript'
          : 'application/octet-stream';
      inMemory.set(`/${path.relative(siteDir, file).split(path.sep).join('/')}`, {
        body: await readFile(file),
        type,
      });
    }
  }
  // A locale's index chunks and fragments, forty of each spread over the bundle, for the page
  // that measures what a request costs (browser/requests.ts).
  const sampleFiles = (locale: Locale) => {
    const dir = `/${path.relative(siteDir, pagefindDir(siteDir, locale)).split(path.sep).join('/')}/`;
    const paths = [...inMemory.keys()].filter((file) => file.startsWith(dir)).sort();
    const spread = (kind: string) => {
      const all = paths.filter((file) => file.endsWith(kind));
      const step = Math.max(1, Math.floor(all.length / 40));
      return all.filter((_, i) => i % step === 0).slice(0, 40);
    };
    return [...spread('.pf_index'), ...spread('.pf_fragment')].map(
      (file) => `${BASE}${file.slice(1)}`,
    );
  };
  const bench = sirv(pageDir, {dev: false, etag: true});
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (cors) res.setHeader('Access-Control-Allow-Origin', '*');
    const notFound = () => {
      res.statusCode = 404;
      res.end('not found');
    };
    if (url.pathname.startsWith('/__bench/report/') && req.method === 'POST') {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        res.end();
        const body: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        send({type: 'report', path: url.pathname, body});
      });
      return;
    }
    const filesOf = benchLocales.find((locale) => url.pathname === `/__bench/files/${locale}`);
    if (filesOf) {
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify(sampleFiles(filesOf)));
      return;
    }
    const inSite = url.pathname.startsWith(BASE);
    const file = inSite
      ? inMemory.get(decodeURIComponent(`/${url.pathname.slice(BASE.length)}`))
      : undefined;
    const sendFile = ({body, type}: {body: Buffer; type: string}) => {
      res.setHeader('Content-Type', type);
      res.setHeader('Content-Length', body.length);
      res.end(body);
    };
    // The bundle's binary files (index chunks, fragments, meta, filters, which Pagefind
    // gzips itself) are sent as compression() would send them, as they are, without its work
    // per request: that work shares the machine with the browser being measured, and a CDN's
    // work is not done on the visitor's machine.
    if (file?.type === 'application/octet-stream') return sendFile(file);
    compress(req, res, () => {
      if (url.pathname.startsWith('/__bench/')) {
        req.url = url.pathname.slice('/__bench'.length) + url.search;
        return bench(req, res, notFound);
      }
      if (!inSite) return notFound();
      if (file) return sendFile(file);
      req.url = `/${url.pathname.slice(BASE.length)}${url.search}`;
      site(req, res, notFound);
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  send({type: 'ready', port: (server.address() as AddressInfo).port});
}

// The bench process ends this one; so does its own end (the IPC channel closes).
process.on('disconnect', () => process.exit(0));
const [siteDir, pageDir, cors] = process.argv.slice(2);
main(siteDir, pageDir, cors === 'cors').catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
