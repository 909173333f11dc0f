// Wraps the theme's SearchBar: with the embedded engine (no Algolia credentials at build time)
// the DocSearch modal answers from the local Pagefind index and no Algolia preconnect is
// rendered; with Algolia configured, the original SearchBar runs unchanged. Which of the two
// is chosen at build time (the search plugin's `@search-local/SearchBar` alias), so a page
// never carries the code of the engine it does not use.
import React, {useCallback, type ReactNode} from 'react';
import EngineSearchBar from '@search-local/SearchBar';
import type SearchBarType from '@theme/SearchBar';
import type {WrapperProps} from '@docusaurus/types';
import {usePluginData} from '@docusaurus/useGlobalData';
import {missingResultsUrl} from '@site/plugins/search/client/missingResultsUrl';

type Props = WrapperProps<typeof SearchBarType>;

export default function SearchBar(props: Props): ReactNode {
  const data = usePluginData('search-local', undefined, {failfast: false}) as
    | {missingResultsUrl?: string | null}
    | undefined;
  const template = data?.missingResultsUrl;
  const getMissingResultsUrl = useCallback(
    ({query}: {query: string}) => (template ? missingResultsUrl(template, query) : ''),
    [template],
  );
  const extra = template ? {getMissingResultsUrl} : {};
  return <EngineSearchBar {...props} {...extra} />;
}
