import type {EngineOptions} from '../../shared/engineOptions';
import {PAGEFIND_VERSION} from '../../shared/pagefind/version';
import type {SearchSite} from '../../shared/globalData';
import {readerLocale, readSiteManifest, SITE_MANIFEST_FILE} from '../../shared/siteManifest';
import type {DocSearchRecord} from '../../shared/types';
import {fetchWithTimeout, NETWORK_TIMEOUT_MS} from '../engine/timeout';
import {readerLoader} from '../algoliaAdapter/readerLoader';
import {createPagefindSearchClient} from '../algoliaAdapter/searchClient';
import {requestBasics} from '../algoliaAdapter/requests';
import type {PagefindSearchClient, SearchRequest, SearchResult} from '../algoliaAdapter/types';
import {withoutSiteFacet} from './siteFacet';

// One other site of the option `sites`, searched as a reader of this site would search it:
// its manifest (shared/siteManifest.ts) says where its bundle for the reader's locale is, which
// this theme's engine then reads with that bundle's own language. Its hits carry their full
// URL, which must lie under the site's URL, and the site's label beside their section. A site
// that fails (unreachable, too slow, an HTTP error, refused by CORS, a manifest or bundle this
// theme cannot read) is not asked again for BACK_OFF_MS: the product's retry of a failed host.

/** How long a site that failed is left alone before it is asked again. */
export const BACK_OFF_MS = 2 * 60 * 1000;

/** The largest manifest read (a site lists a few locales: a few hundred bytes each). */
const MAX_MANIFEST_BYTES = 64 * 1024;

/** The reader's locale, which picks the other site's (shared/siteManifest.ts, readerLocale). */
export interface ReaderLocale {
  locale: string;
  htmlLang: string;
}

export interface OtherSite {
  readonly site: SearchSite;
  /** The site's base URL, absolute. */
  readonly baseUrl: string;
  /** Its answer to one request (page 0); rejects when the site cannot be searched. */
  search(request: SearchRequest): Promise<SearchResult>;
  /** Whether the site failed less than BACK_OFF_MS ago: it is not asked then. */
  backingOff(): boolean;
  /** Reads the manifest now (a reader who opens search will soon type). */
  prepare(): void;
}

export interface OtherSiteDependencies {
  /** The page's URL, which a path-only site URL is read against. */
  pageUrl: string;
  /** This site's stemmers' folder: another site's bundle is read with them (no code of its own). */
  stemmerFolder: string;
  /** This site's options of the engine: another site's bundle is ranked as this site's. */
  engineOptions?: EngineOptions;
  fetch?: typeof fetch;
  now?: () => number;
}

/**
 * The full URL a record of the site opens: its path, query and anchor under the site's base URL
 * (`baseUrl`), when the record's URL is of one of the site's `origins` (the one it is served
 * from, the one it was built for) and lies under that base URL's path; else null.
 */
export function urlUnder(baseUrl: string, origins: readonly string[], url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url, baseUrl);
  } catch {
    return null;
  }
  const base = new URL(baseUrl);
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  if (parsed.username || parsed.password || !origins.includes(parsed.origin)) return null;
  if (!parsed.pathname.startsWith(base.pathname)) return null;
  return new URL(`${parsed.pathname}${parsed.search}${parsed.hash}`, base.origin).href;
}

/**
 * How the site's record shows in a hit: its full URL (or "about:blank", which the hit gate
 * drops: useSafeHits, safeHits.ts), its label beside its section.
 */
function presented(
  record: DocSearchRecord,
  place: (url: string) => string | null,
  label: string,
): DocSearchRecord {
  const section = record.hierarchy.lvl0;
  return {
    ...record,
    url: place(record.url) ?? 'about:blank',
    url_without_anchor: place(record.url_without_anchor) ?? 'about:blank',
    hierarchy: {...record.hierarchy, lvl0: section ? `${label} › ${section}` : label},
  };
}

export function otherSite(
  site: SearchSite,
  reader: ReaderLocale,
  {
    pageUrl,
    stemmerFolder,
    engineOptions,
    fetch: fetchImpl = (...args) => fetch(...args),
    now = Date.now,
  }: OtherSiteDependencies,
): OtherSite {
  const baseUrl = new URL(site.url, pageUrl).href;
  const fetchLimited = fetchWithTimeout(NETWORK_TIMEOUT_MS, fetchImpl);
  let failedAt: number | null = null;
  let reading: Promise<{
    client: PagefindSearchClient;
    facetFilters: string[][];
    language: string;
  }> | null = null;

  const backingOff = () => failedAt !== null && now() - failedAt < BACK_OFF_MS;

  async function readManifest() {
    // Checked with its host each time, as the entry file is (ENTRY_REQUEST): it names the
    // other site's bundles, which its next deploy may change.
    const response = await fetchLimited(new URL(SITE_MANIFEST_FILE, baseUrl).href, {
      credentials: 'omit',
      cache: 'no-cache',
    });
    if (!response.ok) throw new Error(`${SITE_MANIFEST_FILE}: HTTP ${response.status}`);
    const text = await response.text();
    // A host may answer a missing file with a page of its own, and a "200": said as such, not
    // as a manifest too large or a JSON syntax error.
    const first = text.trimStart()[0];
    if (first !== '{')
      throw new Error(
        `${SITE_MANIFEST_FILE} is ${first === '<' ? 'an HTML page' : 'not JSON'}, not a manifest: is ${baseUrl} a site built with this theme?`,
      );
    if (text.length > MAX_MANIFEST_BYTES) throw new Error(`${SITE_MANIFEST_FILE} is too large`);
    const manifest = readSiteManifest(JSON.parse(text), PAGEFIND_VERSION);
    const entry = readerLocale(manifest, reader.locale, reader.htmlLang);
    const bundleUrl = new URL(entry.bundle, baseUrl).href;
    const pageBase = new URL(bundleUrl).pathname.replace(/[^/]*\/$/, '');
    const origins = [new URL(baseUrl).origin, new URL(manifest.url).origin];
    const place = (url: string) => urlUnder(baseUrl, origins, url);
    const client = createPagefindSearchClient({
      bundleUrl,
      loadPagefind: readerLoader({
        bundleUrl,
        pageBase,
        stemmerFolder,
        warmUp: false,
        engineOptions,
      }),
      stemmerFolder,
      pageBase,
      tagFilter: entry.tagFilter,
      presentRecord: (record) => presented(record, place, site.label),
    });
    // Its own language and its latest docs, whatever this site's contextual search asks for.
    const facetFilters = [
      [`language:${entry.locale}`],
      entry.tags.map((tag) => `docusaurus_tag:${tag}`),
    ];
    return {client, facetFilters, language: entry.htmlLang};
  }

  function failed(error: unknown): never {
    failedAt = now();
    reading = null; // read again (a new build's manifest) once the back-off is over
    console.warn(`[search] ${site.label} (${baseUrl}) could not be searched:`, error);
    throw error;
  }

  function read() {
    reading ??= readManifest();
    return reading;
  }

  return {
    site,
    baseUrl,
    backingOff,
    prepare() {
      if (!backingOff())
        read()
          .catch(failed)
          .catch(() => {});
    },
    async search(request) {
      if (backingOff()) throw new Error(`${site.label} failed less than two minutes ago`);
      try {
        const {client, facetFilters, language} = await read();
        const {params} = requestBasics(request);
        const {results} = await client.search([
          {...withoutSiteFacet(params), facetFilters, page: 0},
        ]);
        // (A search that was waiting while the site failed is not shown either.)
        if (backingOff()) throw new Error(`${site.label} failed meanwhile`);
        const of = {label: site.label, url: baseUrl, language};
        return {...results[0], hits: results[0].hits.map((hit) => ({...hit, __site: of}))};
      } catch (error) {
        if (failedAt !== null && backingOff()) throw error;
        return failed(error);
      }
    },
  };
}
