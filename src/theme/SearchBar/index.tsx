// Wraps the theme's SearchBar: with the embedded engine (no Algolia credentials at build time)
// the DocSearch modal answers from the local Pagefind index and no Algolia preconnect is
// rendered; with Algolia configured, the original SearchBar runs unchanged.
import React, {type ReactNode} from 'react';
import OriginalSearchBar from '@theme-original/SearchBar';
import type SearchBarType from '@theme/SearchBar';
import type {WrapperProps} from '@docusaurus/types';
import {usePluginData} from '@docusaurus/useGlobalData';
import LocalSearchBar from './LocalSearchBar';

type Props = WrapperProps<typeof SearchBarType>;

export default function SearchBar(props: Props): ReactNode {
  const data = usePluginData('search-local', undefined, {failfast: false}) as
    | {engine?: string}
    | undefined;
  if (data?.engine === 'pagefind') return <LocalSearchBar />;
  return <OriginalSearchBar {...props} />;
}
