// The bench page's client for bench:sites (bundlePage(dir, {sites: true})): with `other`, the
// client a site with the option `sites` makes, this site's and the other site's, merged
// (src/client/sites/), the other site watched only to tell when its answers are in flight and
// when it failed; without, this site's alone, as adapter-entry.ts makes it.
import {stemmerFolderOf} from '../../src/shared/stemmerFiles';
import type {SearchRequest} from '../../src/client/algoliaAdapter/types';
import {otherSite, type OtherSite} from '../../src/client/sites/otherSite';
import {createSitesSearchClient} from '../../src/client/sites/sitesClient';
import {
  createBenchClient as oneSiteClient,
  ownClient,
  phasesOf,
  type BenchClient,
  type BenchClientOptions,
} from './adapter-entry';

export type {BenchClient, BenchEngine, Phases} from './adapter-entry';

/** `site`, counting its searches in flight and noting when it first failed. */
function watched(site: OtherSite, watch: NonNullable<BenchClient['other']>): OtherSite {
  return {
    site: site.site,
    baseUrl: site.baseUrl,
    backingOff: () => site.backingOff(),
    prepare: () => site.prepare(),
    async search(request) {
      watch.pending++;
      try {
        return await site.search(request);
      } catch (error) {
        watch.failedAt ??= performance.now();
        throw error;
      } finally {
        watch.pending--;
      }
    },
  };
}

export function createBenchClient(options: BenchClientOptions): BenchClient {
  const {other, locale, bundleUrl} = options;
  if (!other) return oneSiteClient(options);
  const watch = {pending: 0, failedAt: null};
  const site = otherSite(
    {url: other, label: 'Other', weight: 1},
    {locale, htmlLang: locale === 'zh' ? 'zh-Hans' : 'en-GB'},
    {pageUrl: location.href, stemmerFolder: stemmerFolderOf(bundleUrl)},
  );
  const client = createSitesSearchClient(ownClient(options), [watched(site, watch)]);
  client.prepare(); // as the modal does when it opens (SearchModal.tsx)
  return {
    search: (args) =>
      client.search(args as {requests: SearchRequest[]}) as ReturnType<BenchClient['search']>,
    phasesAt: phasesOf(options.phases),
    other: watch,
    subscribe: (listener) => void client.subscribe(listener),
    warmUp: () => client.warmUp(),
  };
}
