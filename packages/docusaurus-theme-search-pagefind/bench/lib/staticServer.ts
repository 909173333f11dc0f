// The benches' static server: serves a folder over HTTP on 127.0.0.1, under a base path or at
// the root, compressed like a real host or as the files are, and counts the bytes it sends for
// each request (on the server, because Chromium reports no size for a worker's own script).
// Node only.
import {once} from 'node:events';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import compression from 'compression';
import sirv from 'sirv';

export interface StaticServerOptions {
  /** The port to listen on; 0 (the default) lets the system choose. */
  port?: number;
  /** Serve the folder under this path (e.g. "/blog-notes/"), and nothing elsewhere. */
  base?: string;
  /** Gzip what a real host gzips (Pagefind's own files are gzipped already). */
  compress?: boolean;
  /** Read files on each request (sirv's dev mode), for a folder that changes while served. */
  dev?: boolean;
}

/** A request's URL (path and query) and the encoded body bytes sent for it, compressed or not. */
export interface SentBytes {
  url: string;
  bytes: number;
}

export interface StaticServer {
  origin: string;
  /** Each response finished, in the order they finished. */
  sent: SentBytes[];
  /** Each request, in the order they came, its bytes counted as they are written. */
  requests: SentBytes[];
  close(): Promise<void>;
}

/** Counts the body bytes `res` sends, wrapped before any compression wraps it. */
function countBytes(res: http.ServerResponse, onBytes: (bytes: number) => void): void {
  const count = (chunk: unknown, encoding?: unknown) => {
    if (!chunk || typeof chunk === 'function') return;
    onBytes(
      typeof chunk === 'string'
        ? Buffer.byteLength(
            chunk,
            typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8',
          )
        : (chunk as Uint8Array).byteLength,
    );
  };
  const write = res.write.bind(res);
  const end = res.end.bind(res);
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    count(chunk, rest[0]);
    return (write as (...args: unknown[]) => boolean)(chunk, ...rest);
  }) as typeof res.write;
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    count(chunk, rest[0]);
    return (end as (...args: unknown[]) => http.ServerResponse)(chunk, ...rest);
  }) as typeof res.end;
}

export async function serveStatic(
  dir: string,
  {port = 0, base = '/', compress = false, dev = false}: StaticServerOptions = {},
): Promise<StaticServer> {
  const files = sirv(dir, {dev, etag: !dev, extensions: ['html']});
  const gzip = compress ? compression() : null;
  const sent: SentBytes[] = [];
  const requests: SentBytes[] = [];
  const server = http.createServer((req, res) => {
    const request = {url: req.url ?? '', bytes: 0};
    requests.push(request);
    countBytes(res, (n) => (request.bytes += n));
    res.on('finish', () => sent.push({...request}));
    const notFound = () => {
      res.statusCode = 404;
      res.end('not found');
    };
    const serve = () => {
      if (!req.url?.startsWith(base)) return notFound();
      req.url = `/${req.url.slice(base.length)}`;
      files(req, res, notFound);
    };
    if (gzip) gzip(req as never, res as never, serve);
    else serve();
  });
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    sent,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
