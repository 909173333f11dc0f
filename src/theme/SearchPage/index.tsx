// Wraps the theme's search page: with the embedded engine, tells the stand-in for
// `algoliasearch/lite` (aliased by plugins/search) where this locale's Pagefind bundle is,
// so the page's algoliasearch-helper gets its results from the same engine as the modal.
import React, {type ReactNode} from 'react';
import OriginalSearchPage from '@theme-original/SearchPage';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {HtmlClassNameProvider} from '@docusaurus/theme-common';
import './styles.css';
import {usePluginData} from '@docusaurus/useGlobalData';
import {setPagefindBundleUrl} from '@site/plugins/search/client/algoliasearchLite';

export default function SearchPage(): ReactNode {
  const data = usePluginData('search-local', undefined, {failfast: false}) as
    | {engine?: string}
    | undefined;
  const bundleUrl = useBaseUrl('/pagefind/');
  if (data?.engine !== 'pagefind') return <OriginalSearchPage />;
  setPagefindBundleUrl(bundleUrl);
  return (
    // The class lets src/css/search.css hide the "Powered by Algolia" link: results are local.
    <HtmlClassNameProvider className="search-engine-pagefind">
      <OriginalSearchPage />
    </HtmlClassNameProvider>
  );
}
