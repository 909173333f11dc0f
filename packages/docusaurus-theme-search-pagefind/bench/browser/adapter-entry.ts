// The one place the bench page touches the browser adapter's API: the real Pagefind-backed
// DocSearch search client from packages/docusaurus-theme-search-pagefind/src/client, unchanged, on the engine the site uses
// (the bundle reader) or, as the baseline, Pagefind's own pagefind.js and WebAssembly. The
// engine is wrapped only to time its two phases: scoring (search) and reading pages (data).
// This is one site's client, as a site without the option `sites` downloads it: none of the
// code that searches other sites (the site's siteClient.ts leaves it out too). bench:sites
// bundles its page with sites-adapter-entry.ts instead (browserSessions.ts, bundlePage).
import {META_WEIGHTS} from '../../src/shared/recordLayout';
import {readerLoader} from '../../src/client/algoliaAdapter/readerLoader';
import {createPagefindSearchClient} from '../../src/client/algoliaAdapter/searchClient';
import type {PagefindSearchClient, SearchResult} from '../../src/client/algoliaAdapter/types';
import type {PagefindData, PagefindModule, PagefindResult} from '../../src/client/engine/types';

export interface BenchClient {
  search(args: {requests: unknown[]}): Promise<{results: SearchResult[]}>;
  /** The keystroke's phases when its results arrive (see phasesAt). */
  phasesAt(now: number): Phases;
  /** With another site: its searches in flight, and when it first failed (performance.now()). */
  other: {pending: number; failedAt: number | null} | null;
  /** Called when another site answers or fails after a search answered without it. */
  subscribe(listener: () => void): void;
  /** What the modal asks when it opens: what the first query needs, fetched (client's warmUp). */
  warmUp(): void;
}

export type BenchEngine = 'reader' | 'pagefind.js';

/** Wall time a keystroke spent with the engine searching, and with page reads in flight. */
export interface Phases {
  searchMs: number;
  pagesMs: number;
  /** Pages read (each one request, unless read before). */
  pagesRead: number;
}

async function loadPagefindJs(bundleUrl: string): Promise<PagefindModule> {
  const module = (await import(/* @vite-ignore */ `${bundleUrl}pagefind.js`)) as PagefindModule;
  await module.options({basePath: bundleUrl, ranking: {metaWeights: META_WEIGHTS}});
  return module;
}

type Phase = 'searchMs' | 'pagesMs';

/** Per keystroke (its Phases object), the engine's calls of each kind pending, and since when. */
const pending = new WeakMap<Phases, Record<Phase, {calls: number; since: number}>>();

function pendingOf(phases: Phases, key: Phase) {
  let calls = pending.get(phases);
  if (!calls) {
    calls = {searchMs: {calls: 0, since: 0}, pagesMs: {calls: 0, since: 0}};
    pending.set(phases, calls);
  }
  return calls[key];
}

/**
 * A keystroke's phases when its results arrive (`now`): a call still pending then (one the
 * client did not wait for) counts up to `now`, and none of it goes to a later keystroke.
 */
function phasesAt(phases: Phases, now: number): Phases {
  const at = {...phases};
  for (const key of ['searchMs', 'pagesMs'] as const) {
    const open = pending.get(phases)?.[key];
    if (open?.calls) at[key] += now - open.since;
  }
  return at;
}

/**
 * A result whose data() is timed as a page read. One object per result, with no copy of it
 * and no closure: a three-letter English prefix finds 8,000 pages, and the bench should not
 * add to a keystroke more than the modal does.
 */
class TimedResult implements PagefindResult {
  constructor(
    private readonly result: PagefindResult,
    private readonly phases: () => Phases,
    private readonly reading: <T>(work: () => Promise<T>) => Promise<T>,
  ) {}

  get id(): string {
    return this.result.id;
  }

  get score(): number {
    return this.result.score;
  }

  get places(): number | undefined {
    return this.result.places;
  }

  data(): Promise<PagefindData> {
    this.phases().pagesRead++;
    return this.reading(() => this.result.data());
  }
}

/**
 * Adds to the keystroke's phases (`phases()` when a call starts) the wall time during which at
 * least one call of each kind is pending.
 */
function timed(module: PagefindModule, phases: () => Phases): PagefindModule {
  const clock =
    (key: Phase) =>
    async <T>(work: () => Promise<T>): Promise<T> => {
      const keystroke = phases();
      const open = pendingOf(keystroke, key);
      if (open.calls++ === 0) open.since = performance.now();
      try {
        return await work();
      } finally {
        if (--open.calls === 0) keystroke[key] += performance.now() - open.since;
      }
    };
  const searching = clock('searchMs');
  const reading = clock('pagesMs');
  return {
    ...module,
    init: module.init?.bind(module),
    options: module.options.bind(module),
    async search(term, options) {
      const response = await searching(() => module.search(term, options));
      if (!response) return response;
      return {
        results: response.results.map((result) => new TimedResult(result, phases, reading)),
      };
    },
  };
}

/** What the page tells the client it makes. */
export interface BenchClientOptions {
  bundleUrl: string;
  locale: string;
  engine: BenchEngine;
  phases: () => Phases;
  /** Another site's base URL, searched too (as the option `sites` lists it): bench:sites only. */
  other?: string;
}

/** This site's search client, its engine timed. */
export function ownClient({bundleUrl, engine, phases}: BenchClientOptions): PagefindSearchClient {
  const load =
    engine === 'pagefind.js' ? () => loadPagefindJs(bundleUrl) : readerLoader({bundleUrl});
  return createPagefindSearchClient({
    bundleUrl,
    loadPagefind: async () => timed(await load(), phases),
  });
}

/** A keystroke's phases when its results arrive, for a client of `phases`. */
export const phasesOf =
  (phases: () => Phases) =>
  (now: number): Phases =>
    phasesAt(phases(), now);

export function createBenchClient(options: BenchClientOptions): BenchClient {
  if (options.other)
    throw new Error('This bench page was bundled without sites: bundlePage(dir, {sites: true})');
  const own = ownClient(options);
  const client = own as unknown as Pick<BenchClient, 'search'>;
  return {
    search: (args) => client.search(args),
    phasesAt: phasesOf(options.phases),
    other: null,
    subscribe() {},
    warmUp: () => own.warmUp(),
  };
}
