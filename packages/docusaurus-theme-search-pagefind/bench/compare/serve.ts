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
  /**
   * The encoded body bytes (as sent, compressed or not) of each response finished so far, by
   * request URL (path and query), in order. Counted on the server because Chromium reports no
   * size for a worker's own script.
   */
  sent: Array<{url: string; bytes: number}>;
  close(): Promise<void>;
}

export async function serve(buildDir: string, port: number): Promise<Served> {
  const compress = compression();
  const site = sirv(buildDir, {dev: false, etag: true, extensions: ['html']});
  const sent: Served['sent'] = [];
  const server = http.createServer((req, res) => {
    // Wrapped before the compression middleware wraps them, these see the bytes it sends.
    let bytes = 0;
    const count = (chunk: unknown, encoding?: unknown) => {
      if (chunk && typeof chunk !== 'function')
        bytes +=
          typeof chunk === 'string'
            ? Buffer.byteLength(
                chunk,
                typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8',
              )
            : (chunk as Uint8Array).byteLength;
    };
    const write = res.write.bind(res);
    const end = res.end.bind(res);
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      count(chunk, rest[0]);
      return (write as (...args: unknown[]) => boolean)(chunk, ...rest);
    }) as typeof res.write;
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      count(chunk, rest[0]);
      return (end as (...args: unknown[]) => typeof res)(chunk, ...rest);
    }) as typeof res.end;
    res.on('finish', () => sent.push({url: req.url ?? '', bytes}));
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
    sent,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
