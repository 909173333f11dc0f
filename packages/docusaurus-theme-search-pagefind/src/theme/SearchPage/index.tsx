// The search page (the `searchPagePath` route): Docusaurus's Algolia search page (a copy in
// ThemeSearchPage.tsx, for its landmarks), asking the engine in use. With the local engine the page's
// "Powered by Algolia" line is hidden (styles.css).
import React, {type ReactNode} from 'react';
import {HtmlClassNameProvider} from '@docusaurus/theme-common';
import {useSearchConfig} from '../../client/hooks/useSearchConfig';
import ThemeSearchPage from './ThemeSearchPage';
import './styles.css';

export default function SearchPage(): ReactNode {
  const {engine} = useSearchConfig();
  if (engine !== 'pagefind') return <ThemeSearchPage />;
  return (
    <HtmlClassNameProvider className="search-engine-pagefind">
      <ThemeSearchPage />
    </HtmlClassNameProvider>
  );
}
