import {useCallback, useMemo} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import {resultUrlResolver, safeHits, type HitLike} from '../algoliaAdapter/safeHits';

// Browser code: the hit gate (algoliaAdapter/safeHits.ts) with this site's rules: a hit's URL must be
// of the page's origin or the site's configured url's; it becomes the path the router opens.

/** Makes a list of hits safe to render, whichever engine answered; hits of other sites are dropped. */
export function useSafeHits(): <T extends HitLike>(hits: unknown) => T[] {
  const {siteConfig} = useDocusaurusContext();
  const {withBaseUrl} = useBaseUrlUtils();
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
      return safeHits<T>(hits, resultUrlResolver([...own, ...origins], here, withBaseUrl));
    },
    [origins, siteConfig.url, withBaseUrl],
  );
}
