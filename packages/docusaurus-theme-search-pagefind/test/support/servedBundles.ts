// Builds records into real Pagefind bundles and serves them over HTTP, for every test that reads
// a bundle the way the browser does: one temporary folder, the installed Pagefind, a local
// server that a test may make fail or stall (`before`).
import {mkdir, mkdtemp, rm, writeFile} from 'node:fs/promises';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import os from 'node:os';
import path from 'node:path';
import sirv from 'sirv';
import {extractRecords} from '../../src/server/extract';
import {
  buildIndex,
  closeIndexer,
  type BuildIndexOptions,
  type BuildIndexResult,
} from '../../src/server/indexer';
import type {DocSearchRecord} from '../../src/shared/types';

export interface ServedSite {
  /** The server's origin, e.g. "http://127.0.0.1:40123". */
  origin: string;
  /** The folder it serves. */
  dir: string;
  /** What buildIndex returned for each bundle, by its folder. */
  built: Record<string, BuildIndexResult>;
  /** The URL of a bundle (its folder under the site), with its trailing slash. */
  bundleUrl(folder: string): string;
  close(): Promise<void>;
}

/** A built page: its URL and HTML. */
export type ServedPage = [url: string, html: string] | {url: string; html: string};

/** A bundle to build: its folder under the site, its records or its pages (extracted first). */
export interface BundleContent {
  folder: string;
  records?: readonly DocSearchRecord[];
  pages?: readonly ServedPage[];
  /** What buildIndex is told besides (twins, glossary, chunk size). */
  options?: BuildIndexOptions;
}

export interface SiteContent {
  bundles: readonly BundleContent[];
  /** Other files, by path under the site. */
  files?: Record<string, string>;
  /**
   * Runs before each request. It takes the response over (a failure, a stall) by ending it or by
   * answering 'taken'; otherwise the file is served.
   */
  before?: (
    request: http.IncomingMessage,
    response: http.ServerResponse,
  ) => void | 'taken' | Promise<void | 'taken'>;
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
  const built: Record<string, BuildIndexResult> = {};
  for (const bundle of content.bundles) {
    const records = [
      ...(bundle.records ?? []),
      ...(bundle.pages ?? []).flatMap((page) =>
        Array.isArray(page)
          ? extractRecords(page[1], page[0])
          : extractRecords(page.html, page.url),
      ),
    ];
    built[bundle.folder] = await buildIndex(records, path.join(dir, bundle.folder), bundle.options);
  }
  await closeIndexer();
  for (const [file, text] of Object.entries(content.files ?? {})) {
    await mkdir(path.dirname(path.join(dir, file)), {recursive: true});
    await writeFile(path.join(dir, file), text);
  }
  const files = sirv(dir, {dev: true});
  const server = http.createServer(async (request, response) => {
    const taken = await content.before?.(request, response);
    if (taken !== 'taken' && !response.writableEnded && !response.destroyed)
      files(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    dir,
    built,
    bundleUrl: (folder) => `${origin}/${folder}/`,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      if (!process.env.DEBUG_DIR) await rm(dir, {recursive: true, force: true});
    },
  };
}
