import React, {useEffect, type ReactNode} from 'react';

import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {useEvent, useQueryString} from '@docusaurus/theme-common';
import {SITE_PARAM, THIS_SITE} from '../../client/sites/siteFilterNames';
import styles from './styles.module.css';

// The search page's choice of site (option `sites`): every site, this site, or one other
// site, kept in the page's URL (`?site=`) like the query.

/** The chosen site ("" for every site, THIS_SITE, or a site's label) and its setter. */
export function useSiteFilter(): [string, (site: string) => void] {
  return useQueryString(SITE_PARAM);
}

/**
 * Calls `onLate` when another site answers, or fails, after a search showed this site's results
 * (sites/sitesClient.ts); a client without other sites (the Algolia engine's) never does.
 */
export function useLateSiteAnswers(client: unknown, onLate: () => void): void {
  const late = useEvent(onLate);
  useEffect(
    () => (client as {subscribe?: (listener: () => void) => () => void}).subscribe?.(late),
    [client, late],
  );
}

export default function SiteFilter({
  labels,
  value,
  onChange,
}: {
  /** The other sites' labels. */
  labels: readonly string[];
  value: string;
  onChange: (site: string) => void;
}): ReactNode {
  if (labels.length === 0) return null;
  return (
    <div className={clsx('col', 'col--3', 'padding-left--none', styles.searchVersionColumn)}>
      <select
        name={SITE_PARAM}
        className={styles.searchVersionInput}
        aria-label={translate({
          id: 'search.sites.filterLabel',
          message: 'Sites to search',
          description:
            'Accessible name of the search page menu that picks which sites are searched',
        })}
        value={value === THIS_SITE || labels.includes(value) ? value : ''}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">
          {translate({
            id: 'search.sites.all',
            message: 'All sites',
            description: 'Search page site menu: search this site and every other site',
          })}
        </option>
        <option value={THIS_SITE}>
          {translate({
            id: 'search.sites.thisSite',
            message: 'This site',
            description: 'Search page site menu: search this site only',
          })}
        </option>
        {labels.map((label) => (
          <option key={label} value={label}>
            {label}
          </option>
        ))}
      </select>
    </div>
  );
}
