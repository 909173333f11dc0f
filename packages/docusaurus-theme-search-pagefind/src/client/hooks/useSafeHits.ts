import {useCallback, useMemo} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import {
  otherSitesUrlResolver,
  resultUrlResolver,
  safeHits,
  type HitLike,
} from '../algoliaAdapter/safeHits';
import {useSearchConfig} from './useSearchConfig';

// The hit gate (algoliaAdapter/safeHits.ts) with this site's rules: a hit's URL must be
// of the page's origin or the site's configured url's; it becomes the path the router opens. A
// hit of another site (option `sites`) must lie under that site's URL, and keeps its full URL.

/** Makes a list of hits safe to render, whichever engine answered; hits of other sites are dropped. */
export function useSafeHits(): <T extends HitLike>(hits: unknown) => T[] {
  const {siteConfig} = useDocusaurusContext();
  const {withBaseUrl} = useBaseUrlUtils();
  const {sites} = useSearchConfig();
  const origins = useMemo(() => {
    const known: string[] = [];
    try {
      known.push(new URL(siteConfig.url).origin);
    } catch {
      // no configured url: the page's origin only
    }
    return known;
  }, [siteConfig.url]);
  return useCallback(
    <T extends HitLike>(hits: unknown) => {
      // A relative hit URL is read against the site's base URL, not the page being read: the
      // same hit opens the same page from anywhere in the site.
      const here =
        typeof window === 'undefined'
          ? siteConfig.url
          : `${window.location.origin}${withBaseUrl('/')}`;
      const own = typeof window === 'undefined' ? [] : [window.location.origin];
      const bases = (sites ?? []).map((site) => new URL(site.url, here).href);
      return safeHits<T>(
        hits,
        otherSitesUrlResolver(bases, resultUrlResolver([...own, ...origins], here, withBaseUrl)),
      );
    },
    [origins, siteConfig.url, withBaseUrl, sites],
  );
}
