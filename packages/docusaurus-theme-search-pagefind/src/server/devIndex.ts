import {readFile, rm, stat} from 'node:fs/promises';
import path from 'node:path';
import type {IncomingMessage, ServerResponse} from 'node:http';
import {DEV_STATUS_FILE, type DocSearchRecord} from '../shared/types.js';
import {extractPage, type ExtractedPage} from './extract.js';
import {glossaryOf, type Gloss} from './glossary.js';
import {buildIndex} from './indexer.js';
import {markdownPageHtml, type MarkdownOptions} from './markdownPage.js';
import {routeUrl} from './pages.js';
import type {SourcePage} from './devSources.js';
import type {TwinPage} from '../shared/twinLayout.js';

// Dev-server (Node) code: keeps a Pagefind bundle of the locale's current Markdown sources and
// serves it where the production bundle would be. Each update renders the sources that changed
// (the others' records are kept), writes a new bundle into its own folder and switches to it, so
// a search never reads half a bundle. An error is printed and reported to the browser through
// the status file; it never reaches the dev server.

export interface DevIndexStatus {
  /** Increases with each bundle written (a timestamp, so a new index after a reload never repeats one); 0 until the first. */
  version: number;
  /** The last update's error, null when it succeeded. */
  error: string | null;
}

export interface DevIndexOptions {
  /** Folder the bundles are written under (one subfolder per update). */
  cacheDir: string;
  siteUrl: string;
  locale: string;
  lvl0Fallback: string;
  /** Whether code blocks are indexed (the indexCode option); default false. */
  indexCode?: boolean;
  /** siteConfig.markdown. */
  markdown?: MarkdownOptions;
  /** Where messages go; default console. */
  log?: Pick<Console, 'log' | 'error'>;
}

interface Rendered extends ExtractedPage {
  mtimeMs: number;
  key: string;
}

const CONTENT_TYPES: Record<string, string> = {
  '.json': 'application/json; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

export class DevSearchIndex {
  private status: DevIndexStatus = {version: 0, error: null};
  private rendered = new Map<string, Rendered>();
  private pending: SourcePage[] | null = null;
  private pendingTwins: (() => Promise<ReadonlyMap<string, TwinPage>>) | null = null;
  private running: Promise<void> | null = null;
  private currentDir: string | null = null;
  /** The pages and file versions of the bundle served: an update that changes none of them writes nothing. */
  private builtSignature = '';
  private readonly log: Pick<Console, 'log' | 'error'>;

  /**
   * @param previous the index this one replaces (Docusaurus makes new plugins when it reloads
   *   the whole site, e.g. for an edited translation file): its rendered pages and bundle are
   *   taken over, so the first update renders only what changed.
   */
  constructor(
    private readonly options: DevIndexOptions,
    previous?: DevSearchIndex,
  ) {
    this.log = options.log ?? console;
    if (previous && previous.options.cacheDir === options.cacheDir) {
      this.status = previous.getStatus();
      this.rendered = previous.rendered;
      this.currentDir = previous.currentDir;
      this.builtSignature = previous.builtSignature;
    }
  }

  /**
   * Indexes `pages` (the latest list wins if updates come faster than bundles are written),
   * with the translation twins `twins` gives (cross-language search), if any.
   */
  update(pages: SourcePage[], twins?: () => Promise<ReadonlyMap<string, TwinPage>>): Promise<void> {
    this.pending = pages;
    this.pendingTwins = twins ?? null;
    if (!this.running) {
      this.running = this.drain().finally(() => {
        this.running = null;
      });
    }
    return this.running;
  }

  /** Resolves once every update asked for so far is written (or failed). */
  async settled(): Promise<void> {
    while (this.running) await this.running;
  }

  getStatus(): DevIndexStatus {
    return {...this.status};
  }

  private async drain(): Promise<void> {
    while (this.pending) {
      const pages = this.pending;
      const twinsOf = this.pendingTwins;
      this.pending = null;
      const started = Date.now();
      try {
        const {records, glosses, rendered, signature} = await this.records(pages);
        if (signature === this.builtSignature && this.currentDir) continue;
        const version = Math.max(Date.now(), this.status.version + 1);
        const dir = path.join(this.options.cacheDir, String(version));
        const writing = Date.now();
        // The site's glosses go with its twins: both are cross-language search (the crossLanguage option).
        const result = await buildIndex(records, dir, {
          twins: await twinsOf?.(),
          glossary: twinsOf ? glossaryOf(glosses) : undefined,
        });
        const written = Date.now();
        const previous = this.currentDir;
        this.currentDir = dir;
        this.status = {version, error: null};
        this.builtSignature = signature;
        if (previous) await rm(previous, {recursive: true, force: true});
        this.log.log(
          `[search-pagefind] [${this.options.locale}] dev index: ${result.records} records from ${result.pages} pages (${rendered} rendered) in ${Date.now() - started} ms, ${written - writing} ms of it writing the bundle`,
        );
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        this.status = {...this.status, error: message};
        this.log.error(`[search-pagefind] [${this.options.locale}] dev index failed: ${message}`);
      }
    }
  }

  /** Records of all pages; a page is rendered again only when its file or facts changed. */
  private async records(
    pages: SourcePage[],
  ): Promise<{records: DocSearchRecord[]; glosses: Gloss[]; rendered: number; signature: string}> {
    const records: DocSearchRecord[] = [];
    const glosses: Gloss[] = [];
    const keys: string[] = [];
    const kept = new Map<string, Rendered>();
    let rendered = 0;
    for (const page of [...pages].sort((a, b) => a.permalink.localeCompare(b.permalink))) {
      const {mtimeMs} = await stat(page.file);
      const key = JSON.stringify({...page, mtimeMs});
      let entry = this.rendered.get(page.permalink);
      if (!entry || entry.key !== key) {
        let html: string;
        try {
          html = await markdownPageHtml(
            await readFile(page.file, 'utf8'),
            page,
            this.options.markdown,
            page.file,
          );
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          throw new Error(`${path.relative(process.cwd(), page.file)}: ${message}`, {cause: error});
        }
        const url = routeUrl(this.options.siteUrl, page.permalink);
        entry = {
          mtimeMs,
          key,
          ...extractPage(html, url, {
            lvl0Fallback: this.options.lvl0Fallback,
            indexCode: this.options.indexCode,
          }),
        };
        rendered++;
      }
      kept.set(page.permalink, entry);
      keys.push(key);
      records.push(...entry.records);
      glosses.push(...entry.glosses);
    }
    this.rendered = kept;
    return {records, glosses, rendered, signature: keys.join('\n')};
  }

  /**
   * Serves `<bundlePath>*` (the bundle of the last update, and the status file) with no caching.
   * Until the first bundle is written, requests wait for it.
   */
  middleware(bundlePath: string) {
    return async (
      request: IncomingMessage,
      response: ServerResponse,
      next: () => void,
    ): Promise<void> => {
      const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
      if (!pathname.startsWith(bundlePath)) return next();
      const file = pathname.slice(bundlePath.length);
      response.setHeader('Cache-Control', 'no-store');
      if (file === DEV_STATUS_FILE) {
        if (this.status.version === 0) await this.settled();
        response.setHeader('Content-Type', CONTENT_TYPES['.json']);
        response.end(JSON.stringify(this.status));
        return;
      }
      if (!this.currentDir) await this.settled();
      const dir = this.currentDir;
      const full = dir ? path.join(dir, file) : null;
      if (!full || !full.startsWith(dir + path.sep)) {
        response.statusCode = 404;
        response.end();
        return;
      }
      try {
        const body = await readFile(full);
        response.setHeader(
          'Content-Type',
          CONTENT_TYPES[path.extname(full)] ?? 'application/octet-stream',
        );
        response.end(body);
      } catch {
        response.statusCode = 404;
        response.end();
      }
    };
  }

  /** Removes the bundles written. */
  async dispose(): Promise<void> {
    await this.settled();
    await rm(this.options.cacheDir, {recursive: true, force: true});
  }
}
