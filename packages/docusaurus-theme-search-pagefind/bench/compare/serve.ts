// Serves a built site over HTTP compressed like a real host (gzip where the type compresses;
// Pagefind's files are gzipped already), so the bytes a browser downloads are what a visitor's
// would be. Node only.
import {once} from 'node:events';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import compression from 'compression';
import sirv from 'sirv';

export interface Served {
  origin: string;
  close(): Promise<void>;
}

export async function serve(buildDir: string, port: number): Promise<Served> {
  const compress = compression();
  const site = sirv(buildDir, {dev: false, etag: true, extensions: ['html']});
  const server = http.createServer((req, res) => {
    compress(req as never, res as never, () => {
      site(req, res, () => {
        res.statusCode = 404;
        res.end('not found');
      });
    });
  });
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
