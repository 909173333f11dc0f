import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';

// The line that names each other site (option `sites`) that a search could not reach: this
// site's results are shown all the same. Used by the modal and the search page.

export default function SitesNotice({
  labels,
  className,
}: {
  /** The labels of the sites that could not be searched. */
  labels: readonly string[];
  className?: string;
}): ReactNode {
  if (labels.length === 0) return null;
  return (
    <div role="status" className={className ?? 'search-sites-notice'}>
      {labels.map((label) => (
        <p key={label}>
          <Translate
            id="search.sites.failed"
            description="Under the search box when another site searched with this one could not be reached; {site} is that site's name"
            values={{site: <bdi>{label}</bdi>}}
          >
            {'{site} could not be searched'}
          </Translate>
        </p>
      ))}
    </div>
  );
}
