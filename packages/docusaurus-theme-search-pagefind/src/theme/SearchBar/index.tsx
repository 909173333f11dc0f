// The navbar's search: the DocSearch button and modal (DocSearchBar.tsx), answering from the
// locale's Pagefind bundle, or from Algolia with the theme's `algolia` option.
import React, {useCallback, type ReactNode} from 'react';
import {missingResultsUrl} from '../../client/algoliaAdapter/missingResultsUrl';
import {useSearchConfig} from '../../client/hooks/useSearchConfig';
import DocSearchBar from './DocSearchBar';

export default function SearchBar(): ReactNode {
  const template = useSearchConfig().missingResultsUrl;
  const getMissingResultsUrl = useCallback(
    ({query}: {query: string}) => (template ? missingResultsUrl(template, query) : ''),
    [template],
  );
  return <DocSearchBar getMissingResultsUrl={template ? getMissingResultsUrl : undefined} />;
}
