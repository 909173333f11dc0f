import {newestSearch} from '../algoliaAdapter/newestSearch';
import {requestBasics, searchResult} from '../algoliaAdapter/requests';
import type {PagefindSearchClient, SearchRequest, SearchResult} from '../algoliaAdapter/types';
import {mergeHits, type SiteHits} from './mergeResults';
import type {OtherSite} from './otherSite';
import {requestedSites, THIS_SITE, withoutSiteFacet} from './siteFacet';
import type {SitesSearchClient} from './types';

// The search client of a site that searches other sites too (option `sites`): this site's
// client and one per other site, asked at once, their hits merged (mergeResults.ts). This
// site's results never wait for another site: this site is searched first (the readers share
// the page's thread), and a search answers as soon as this site's answer is there, hits or
// none, with the other sites' answers that are there already; an answer that comes later (or
// a site's failure) is told to the subscribers, which search again and get it from here. A site
// that failed is left out, and named by failedSites(), until its back-off is over (otherSite.ts).

/** Other sites' answers kept, per site and request (a few keystrokes' worth). */
const ANSWERS_KEPT = 32;

interface Answer {
  promise: Promise<SearchResult>;
  result?: SearchResult;
  settled: boolean;
}

export function createSitesSearchClient(
  own: PagefindSearchClient,
  others: readonly OtherSite[],
): SitesSearchClient {
  const answers = new Map<string, Answer>();
  const listeners = new Set<() => void>();
  /** The newest search's key and the other sites it asked for. */
  let newest: {key: string; sites: readonly OtherSite[]} = {key: '', sites: []};

  function tell(key: string) {
    if (key !== newest.key) return; // a newer search asked the sites itself
    for (const listener of listeners) listener();
  }

  function answer(site: OtherSite, request: SearchRequest, key: string): Answer {
    const slot = `${site.baseUrl}\u0000${key}`;
    const known = answers.get(slot);
    if (known) {
      answers.delete(slot); // most recent last
      answers.set(slot, known);
      return known;
    }
    const entry: Answer = {settled: false, promise: site.search(request)};
    entry.promise.then(
      (result) => {
        entry.result = result;
        entry.settled = true;
      },
      () => {
        entry.settled = true;
        answers.delete(slot); // asked again once the site's back-off is over
      },
    );
    answers.set(slot, entry);
    if (answers.size > ANSWERS_KEPT) answers.delete(answers.keys().next().value!);
    return entry;
  }

  /** What a request asks of each site: this site's request (or none), the other sites'. */
  function plan(request: SearchRequest) {
    const {params, indexName, query, hitsPerPage, page, queryID} = requestBasics(request);
    const asked = requestedSites(params.facetFilters);
    const rest = withoutSiteFacet(params);
    const ownAsked = !asked || asked.has(THIS_SITE);
    const wanted = (page + 1) * hitsPerPage;
    // Nothing to find (DocSearch's empty query, the search page's facet-count requests): this
    // site's client answers it alone.
    const trivial = !query.trim() || wanted === 0;
    const sites = trivial ? [] : others.filter((site) => !asked || asked.has(site.site.label));
    // Each site is asked for the hits of every page up to this one; they are merged, then cut.
    const siteRequest = sites.length > 0 ? {...rest, hitsPerPage: wanted, page: 0} : rest;
    const key = JSON.stringify([query, rest.facetFilters ?? null, wanted]);
    return {
      basics: {indexName, query, hitsPerPage, page, queryID},
      ownRequest: ownAsked ? siteRequest : null,
      key,
      sites,
      /** Asks the other sites (their answers are kept: asked again, a site answers from them). */
      ask: () =>
        sites
          .filter((site) => !site.backingOff())
          .map((site) => ({site, answer: answer(site, siteRequest, key)})),
    };
  }

  /** One request's answer: this site's (if asked) and the other sites' merged. */
  async function merged(
    {basics, key, sites}: ReturnType<typeof plan>,
    asking: ReturnType<ReturnType<typeof plan>['ask']>,
    ownResult: SearchResult | null,
    started: number,
  ): Promise<SearchResult> {
    const {indexName, query, hitsPerPage, page, queryID} = basics;
    if (sites.length === 0)
      return ownResult ?? searchResult(indexName, query, hitsPerPage, queryID);
    // Asked for other sites only, the search has nothing to show before they answer (each
    // within its time limit). Otherwise this site's answer, hits or none, is shown at once.
    if (!ownResult) await Promise.allSettled(asking.map(({answer}) => answer.promise));
    for (const {answer} of asking)
      if (!answer.settled)
        answer.promise.then(
          () => tell(key),
          () => tell(key),
        );

    const parts: Array<SiteHits & {nbHits: number}> = [];
    if (ownResult) parts.push({hits: ownResult.hits, weight: 1, nbHits: ownResult.nbHits});
    for (const {site, answer} of asking)
      if (answer.result)
        parts.push({
          hits: answer.result.hits,
          weight: site.site.weight,
          nbHits: answer.result.nbHits,
        });
    const wanted = (page + 1) * hitsPerPage;
    const hits = mergeHits(parts, wanted)
      .slice(page * hitsPerPage)
      .map((hit, i) => ({...hit, __position: page * hitsPerPage + i + 1, __queryID: queryID}));
    return searchResult(indexName, query, hitsPerPage, queryID, {
      hits,
      nbHits: parts.reduce((sum, part) => sum + part.nbHits, 0),
      page,
      processingTimeMS: Date.now() - started,
    });
  }

  // This site's requests go to its client in one search (its own newest-search order would
  // answer one of several searches asked at once with another's answer), the other sites'
  // are asked first, so that all run at once.
  const search = newestSearch<SearchRequest[], {results: SearchResult[]}>(async (requests) => {
    const started = Date.now();
    const plans = requests.map(plan);
    const searching = plans.find((each) => each.sites.length > 0);
    if (searching) newest = {key: searching.key, sites: searching.sites};
    // This site's search runs first: both readers share the page's thread, and another site's
    // decoding must not hold this site's answer back. A request for other sites only asks them
    // at once.
    for (const each of plans) if (!each.ownRequest) each.ask();
    const ownRequests = plans.flatMap((each) => (each.ownRequest ? [each.ownRequest] : []));
    const ownResults =
      ownRequests.length > 0 ? (await own.search(ownRequests)).results : ([] as SearchResult[]);
    let next = 0;
    return {
      results: await Promise.all(
        plans.map((each) =>
          merged(each, each.ask(), each.ownRequest ? ownResults[next++] : null, started),
        ),
      ),
    };
  });

  return {
    search(input) {
      return search(Array.isArray(input) ? input : (input?.requests ?? []));
    },
    searchForFacetValues: () => own.searchForFacetValues(),
    addAlgoliaAgent() {},
    clearCache: () => own.clearCache(),
    get loaded() {
      return own.loaded;
    },
    warmUp: () => own.warmUp(),
    failedSites() {
      return newest.sites.filter((site) => site.backingOff()).map((site) => site.site.label);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    prepare() {
      own.warmUp();
      for (const site of others) site.prepare();
    },
  };
}
