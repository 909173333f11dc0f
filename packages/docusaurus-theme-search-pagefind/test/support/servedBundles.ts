import {mkdir, mkdtemp, rm, writeFile} from 'node:fs/promises';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import os from 'node:os';
import path from 'node:path';
import sirv from 'sirv';
import {extractRecords} from '../../src/server/extract';
import {buildIndex, closeIndexer} from '../../src/server/indexer';

// For tests that read real bundles over HTTP: pages' HTML extracted into records, indexed with
// the installed Pagefind into a temporary folder, and served by a local server, which a test
// may make fail or wait before the files are served (`before`).

export interface ServedSite {
  /** The server's origin, e.g. "http://127.0.0.1:40123". */
  origin: string;
  /** The folder it serves. */
  dir: string;
  close(): Promise<void>;
}

export interface SiteContent {
  /** Bundles to build: their folder under the site, and their pages' HTML by URL. */
  bundles: Array<{folder: string; pages: ReadonlyArray<[url: string, html: string]>}>;
  /** Other files, by path under the site. */
  files?: Record<string, string>;
  /** Runs before each request; ends the response itself to take it over (a failure, a stall). */
  before?: (request: http.IncomingMessage, response: http.ServerResponse) => void | Promise<void>;
}

/** A page in DocSearch's HTML shape, as Docusaurus writes it, for extractRecords. */
export function page(language: string, tag: string, section: string, body: string): string {
  return `<html lang="${language}"><head><meta name="docsearch:language" content="${language}">
    <meta name="docsearch:docusaurus_tag" content="${tag}"></head>
    <body><nav class="navbar"><div class="navbar__items"><a class="navbar__link navbar__link--active">${section}</a></div></nav>
    <article>${body}</article></body></html>`;
}

/** Builds the site's bundles and serves the site on 127.0.0.1. */
export async function serveSite(content: SiteContent): Promise<ServedSite> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'served-site-'));
  for (const bundle of content.bundles) {
    const records = bundle.pages.flatMap(([url, html]) => extractRecords(html, url));
    await buildIndex(records, path.join(dir, bundle.folder));
  }
  await closeIndexer();
  for (const [file, text] of Object.entries(content.files ?? {})) {
    await mkdir(path.dirname(path.join(dir, file)), {recursive: true});
    await writeFile(path.join(dir, file), text);
  }
  const files = sirv(dir, {dev: true});
  const server = http.createServer(async (request, response) => {
    await content.before?.(request, response);
    if (!response.writableEnded && !response.destroyed) files(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    dir,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await rm(dir, {recursive: true, force: true});
    },
  };
}
