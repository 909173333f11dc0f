/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */
// search-pagefind: licence in licenses/docusaurus.LICENSE. A copy of
// @docusaurus/theme-search-algolia 3.10.2's src/theme/SearchPage/index.tsx
// (licenses/upstream-copies.json), kept as upstream wrote it, so that `diff`
// against upstream's file shows only this theme's changes, each marked by a
// `search-pagefind:` comment: the heading, form and results in one <main>
// (axe landmark-one-main and region), each result's path a plain list (axe
// landmark-unique), the settings and the search client of this theme (not
// themeConfig.algolia), hits through the modal's gate, a failed search shown
// with a retry, the query cut as the modal cuts it, the query handed to the
// opened page for its marks. src/theme/SearchPage/index.tsx renders this page.

/* eslint-disable jsx-a11y/no-autofocus */

import React, {
  type ReactNode,
  useEffect,
  useReducer,
  useRef,
  useState,
} from 'react';
import clsx from 'clsx';

import algoliaSearchHelper from 'algoliasearch-helper';
// search-pagefind: the search client of the engine in use (Pagefind or Algolia).
import {useSearchPageClient} from 'docusaurus-theme-search-pagefind/search-page-client';
// search-pagefind: Algolia's logo, bundled only with Algolia's engine (src/index.ts):
// theme/SearchPage/AlgoliaLogo.tsx; nothing with Pagefind's, whose page hides the line.
import AlgoliaLogo from 'docusaurus-theme-search-pagefind/search-page-logo';

import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useAllDocsData} from '@docusaurus/plugin-content-docs/client';
import {
  HtmlClassNameProvider,
  PageMetadata,
  useEvent,
  usePluralForm,
  // search-pagefind: useSearchQueryString from client/docusaurusCompat.ts, below.
} from '@docusaurus/theme-common';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
// search-pagefind: this theme's settings, hit gate, query cut, marks hand-off,
// twin-language note and outdated-index text, in place of the Algolia theme's
// config hooks.
import SearchTwinMatch, {twinWords} from '@theme/SearchTwinMatch';
import {useSafeHits} from '../../client/hooks/useSafeHits';
import {useSearchConfig} from '../../client/hooks/useSearchConfig';
import {cutQuery, MAX_QUERY_LENGTH} from '../../client/algoliaAdapter/queryText';
import {useMarksHandOff} from '../../client/hooks/usePageMarks';
import {outdatedIndexText} from '../SearchBar/outdatedIndexText';
// search-pagefind: other sites (option `sites`): the site filter and the notice,
// or nothing without other sites (chosen at build time, as the client is).
import {
  SiteFilter,
  SitesNotice,
  useLateSiteAnswers,
  useSiteFilter,
  useSiteLabels,
} from 'docusaurus-theme-search-pagefind/sites-ui';
// search-pagefind: useSearchQueryString from the module that holds the Docusaurus
// APIs whose home differs between versions (Docusaurus 4 moves it out of
// theme-common).
import {useSearchQueryString} from '../../client/docusaurusCompat';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

// search-pagefind: a cut snippet ends in one ellipsis, the engine's (DocSearch
// asks for "…") or else "...", never two.
function withEllipsis(summary: string): string {
  return /(?:…|\.\.\.)$/.test(summary) ? summary : `${summary}...`;
}

// Very simple pluralization: probably good enough for now
function useDocumentsFoundPlural() {
  const {selectMessage} = usePluralForm();
  return (count: number) =>
    selectMessage(
      count,
      translate(
        {
          id: 'theme.SearchPage.documentsFound.plurals',
          description:
            'Pluralized label for "{count} documents found". Use as much plural forms (separated by "|") as your language support (see https://www.unicode.org/cldr/cldr-aux/charts/34/supplemental/language_plural_rules.html)',
          message: 'One document found|{count} documents found',
        },
        {count},
      ),
    );
}

function useDocsSearchVersionsHelpers() {
  const allDocsData = useAllDocsData();

  // State of the version select menus / algolia facet filters
  // docsPluginId -> versionName map
  const [searchVersions, setSearchVersions] = useState<{
    [pluginId: string]: string;
  }>(() =>
    Object.entries(allDocsData).reduce(
      (acc, [pluginId, pluginData]) => ({
        ...acc,
        [pluginId]: pluginData.versions[0]!.name,
      }),
      {},
    ),
  );

  // Set the value of a single select menu
  const setSearchVersion = (pluginId: string, searchVersion: string) =>
    setSearchVersions((s) => ({...s, [pluginId]: searchVersion}));

  const versioningEnabled = Object.values(allDocsData).some(
    (docsData) => docsData.versions.length > 1,
  );

  return {
    allDocsData,
    versioningEnabled,
    searchVersions,
    setSearchVersion,
  };
}

// We want to display one select per versioned docs plugin instance
function SearchVersionSelectList({
  docsSearchVersionsHelpers,
}: {
  docsSearchVersionsHelpers: ReturnType<typeof useDocsSearchVersionsHelpers>;
}) {
  const versionedPluginEntries = Object.entries(
    docsSearchVersionsHelpers.allDocsData,
  )
    // Do not show a version select for unversioned docs plugin instances
    .filter(([, docsData]) => docsData.versions.length > 1);

  return (
    <div
      className={clsx(
        'col',
        'col--3',
        'padding-left--none',
        styles.searchVersionColumn,
      )}>
      {versionedPluginEntries.map(([pluginId, docsData]) => {
        const labelPrefix =
          versionedPluginEntries.length > 1 ? `${pluginId}: ` : '';
        return (
          <select
            key={pluginId}
            onChange={(e) =>
              docsSearchVersionsHelpers.setSearchVersion(
                pluginId,
                e.target.value,
              )
            }
            defaultValue={docsSearchVersionsHelpers.searchVersions[pluginId]}
            className={styles.searchVersionInput}>
            {docsData.versions.map((version, i) => (
              <option
                key={i}
                label={`${labelPrefix}${version.label}`}
                value={version.name}
              />
            ))}
          </select>
        );
      })}
    </div>
  );
}

// search-pagefind: AlgoliaLogo is imported (above), so that Pagefind's search page
// bundles no logo.

type ResultDispatcherState = {
  items: {
    title: string;
    url: string;
    summary: string;
    breadcrumbs: string[];
    // search-pagefind: the note on a hit found through the other language.
    twinMatch: ReturnType<typeof twinWords>;
    // search-pagefind: the other site a hit comes from (option `sites`).
    site: unknown;
  }[];
  query: string | null;
  totalResults: number | null;
  totalPages: number | null;
  lastPage: number | null;
  hasMore: boolean | null;
  loading: boolean | null;
  // search-pagefind: the last search failed: 'network' (a retry may help) or
  // 'outdated' (the index was written by another build).
  error?: 'network' | 'outdated' | null;
};

type ResultDispatcher =
  | {type: 'reset'; value?: undefined}
  | {type: 'loading'; value?: undefined}
  | {type: 'update'; value: ResultDispatcherState}
  | {type: 'advance'; value?: undefined}
  // search-pagefind: a failed search.
  | {type: 'error'; value: 'network' | 'outdated'};

function getSearchPageTitle(searchQuery: string | undefined): string {
  return searchQuery
    ? translate(
        {
          id: 'theme.SearchPage.existingResultsTitle',
          message: 'Search results for "{query}"',
          description: 'The search page title for non-empty query',
        },
        {
          query: searchQuery,
        },
      )
    : translate({
        id: 'theme.SearchPage.emptyResultsTitle',
        message: 'Search the documentation',
        description: 'The search page title for empty query',
      });
}

function SearchPageContent(): ReactNode {
  const {
    i18n: {currentLocale},
  } = useDocusaurusContext();
  // search-pagefind: this theme's settings; result URLs are made site-relative
  // by the hit gate (useSafeHits), hits are handed to the opened page's marks.
  const {indexName, contextualSearch} = useSearchConfig();
  const handOffMarks = useMarksHandOff();
  const makeHitsSafe = useSafeHits();
  const documentsFoundPlural = useDocumentsFoundPlural();

  const docsSearchVersionsHelpers = useDocsSearchVersionsHelpers();
  const [searchQuery, setSearchQuery] = useSearchQueryString();
  // search-pagefind: the site filter, and the sites that could not be searched.
  const [siteFilter, setSiteFilter] = useSiteFilter();
  const siteLabels = useSiteLabels();
  const [failedSites, setFailedSites] = useState<readonly string[]>([]);
  const pageTitle = getSearchPageTitle(searchQuery);
  // search-pagefind: what is searched: the query well-formed and cut at 64
  // characters, as the modal's input cuts it.
  const searchedQuery = cutQuery(searchQuery);

  const initialSearchResultState: ResultDispatcherState = {
    items: [],
    query: null,
    totalResults: null,
    totalPages: null,
    lastPage: null,
    hasMore: null,
    loading: null,
  };
  const [searchResultState, searchResultStateDispatcher] = useReducer(
    (prevState: ResultDispatcherState, data: ResultDispatcher) => {
      switch (data.type) {
        case 'reset': {
          return initialSearchResultState;
        }
        case 'loading': {
          // search-pagefind: a new search clears the last error.
          return {...prevState, loading: true, error: null};
        }
        // search-pagefind: a failed search stops the spinner and says so.
        case 'error': {
          return {...prevState, loading: false, hasMore: false, error: data.value};
        }
        case 'update': {
          // search-pagefind: the answer is to the cut query.
          if (searchedQuery !== data.value.query) {
            return prevState;
          }

          return {
            ...data.value,
            items:
              data.value.lastPage === 0
                ? data.value.items
                : prevState.items.concat(data.value.items),
          };
        }
        case 'advance': {
          const hasMore = prevState.totalPages! > prevState.lastPage! + 1;

          return {
            ...prevState,
            lastPage: hasMore ? prevState.lastPage! + 1 : prevState.lastPage,
            hasMore,
          };
        }
        default:
          return prevState;
      }
    },
    initialSearchResultState,
  );

  // respect settings from the theme config for facets
  const disjunctiveFacets = contextualSearch
    ? ['language', 'docusaurus_tag']
    : [];
  // search-pagefind: the site filter is a facet too.
  if (siteLabels.length > 0) {
    disjunctiveFacets.push('site');
  }

  // search-pagefind: the client of the engine in use.
  const algoliaClient = useSearchPageClient();
  const algoliaHelper = algoliaSearchHelper(algoliaClient, indexName, {
    // eslint-disable-next-line @typescript-eslint/ban-ts-comment
    // @ts-ignore: why errors happens after upgrading to TS 5.5 ?
    hitsPerPage: 15,
    advancedSyntax: true,
    disjunctiveFacets,
  });

  // search-pagefind: without a listener the helper throws its "error" event (an
  // uncaught error, and the spinner for ever); with one, the page says the
  // search failed and offers to try again.
  algoliaHelper.on('error', (event) => {
    const error = (event as {error?: {outdatedIndex?: boolean}}).error;
    searchResultStateDispatcher({
      type: 'error',
      value: error?.outdatedIndex === true ? 'outdated' : 'network',
    });
  });

  algoliaHelper.on(
    'result',
    ({results: {query, hits, page, nbHits, nbPages}}) => {
      if (query === '' || !Array.isArray(hits)) {
        searchResultStateDispatcher({type: 'reset'});
        return;
      }
      // search-pagefind: the sites this search could not reach.
      const failed =
        (algoliaClient as {failedSites?: () => string[]}).failedSites?.() ?? [];
      setFailedSites((shown) =>
        shown.join('\n') === failed.join('\n') ? shown : failed,
      );

      const sanitizeValue = (value: string) =>
        value.replace(
          /algolia-docsearch-suggestion--highlight/g,
          'search-result-match',
        );

      // search-pagefind: hits pass the modal's gate (escaped text, URLs of this
      // site only, made site-relative); the rest of a hit holds its twin match.
      const items = makeHitsSafe<{
        url: string;
        _highlightResult: {hierarchy: {[key: string]: {value: string}}};
        _snippetResult: {content?: {value: string}};
      }>(hits).map(
        ({
          url,
          _highlightResult: {hierarchy},
          _snippetResult: snippet = {},
          // search-pagefind: the rest of the hit: its twin match.
          ...hit
        }: {
          url: string;
          _highlightResult: {hierarchy: {[key: string]: {value: string}}};
          _snippetResult: {content?: {value: string}};
        }) => {
          // search-pagefind: a hit may lack levels of its hierarchy.
          const titles = Object.keys(hierarchy ?? {}).map((key) =>
            sanitizeValue(hierarchy[key]?.value ?? ''),
          );
          return {
            // search-pagefind: no title when the hierarchy is empty.
            title: titles.pop() ?? '',
            // search-pagefind: the gate made the URL site-relative.
            url,
            summary: snippet.content
              ? // search-pagefind: one ellipsis.
                withEllipsis(sanitizeValue(snippet.content.value))
              : '',
            breadcrumbs: titles,
            // search-pagefind: the twin-language note.
            twinMatch: twinWords(hit),
            // search-pagefind: another site's hit says its language.
            site: (hit as {__site?: unknown}).__site,
          };
        },
      );

      searchResultStateDispatcher({
        type: 'update',
        value: {
          items,
          query,
          totalResults: nbHits,
          totalPages: nbPages,
          lastPage: page,
          hasMore: nbPages > page + 1,
          loading: false,
        },
      });
    },
  );

  const [loaderRef, setLoaderRef] = useState<HTMLDivElement | null>(null);
  const prevY = useRef(0);
  const observer = useRef(
    ExecutionEnvironment.canUseIntersectionObserver &&
      new IntersectionObserver(
        // TODO need to fix this React Compiler lint error
        // eslint-disable-next-line react-compiler/react-compiler
        (entries) => {
          const {
            isIntersecting,
            boundingClientRect: {y: currentY},
          } = entries[0]!;

          if (isIntersecting && prevY.current > currentY) {
            searchResultStateDispatcher({type: 'advance'});
          }

          prevY.current = currentY;
        },
        {threshold: 1},
      ),
  );

  const makeSearch = useEvent((page: number = 0) => {
    if (contextualSearch) {
      algoliaHelper.addDisjunctiveFacetRefinement('docusaurus_tag', 'default');
      algoliaHelper.addDisjunctiveFacetRefinement('language', currentLocale);

      Object.entries(docsSearchVersionsHelpers.searchVersions).forEach(
        ([pluginId, searchVersion]) => {
          algoliaHelper.addDisjunctiveFacetRefinement(
            'docusaurus_tag',
            `docs-${pluginId}-${searchVersion}`,
          );
        },
      );
    }

    // search-pagefind: the site filter.
    algoliaHelper.clearRefinements('site');
    if (siteLabels.length > 0 && siteFilter) {
      algoliaHelper.addDisjunctiveFacetRefinement('site', siteFilter);
    }

    // search-pagefind: the cut query.
    algoliaHelper.setQuery(searchedQuery).setPage(page).search();
  });

  // search-pagefind: another site's late answer (or failure) shows by searching
  // the first page again, which the client answers from what it kept.
  useLateSiteAnswers(algoliaClient, () => {
    if (!searchResultState.lastPage) {
      makeSearch(0);
    }
  });

  // search-pagefind: a failed search, run again (the alert's button), and run again
  // by itself when the browser comes back online after a network failure.
  const retrySearch = useEvent(() => {
    searchResultStateDispatcher({type: 'loading'});
    makeSearch(searchResultState.lastPage ?? 0);
  });
  useEffect(() => {
    // search-pagefind: only after a network failure (see retrySearch).
    if (searchResultState.error !== 'network') {
      return undefined;
    }
    window.addEventListener('online', retrySearch);
    return () => window.removeEventListener('online', retrySearch);
  }, [searchResultState.error, retrySearch]);

  useEffect(() => {
    if (!loaderRef) {
      return undefined;
    }
    const currentObserver = observer.current;
    if (currentObserver) {
      currentObserver.observe(loaderRef);
      return () => currentObserver.unobserve(loaderRef);
    }
    return () => true;
  }, [loaderRef]);

  useEffect(() => {
    searchResultStateDispatcher({type: 'reset'});

    if (searchQuery) {
      searchResultStateDispatcher({type: 'loading'});

      setTimeout(() => {
        makeSearch();
      }, 300);
    }
    // search-pagefind: a new site filter searches again.
  }, [
    searchQuery,
    siteFilter,
    docsSearchVersionsHelpers.searchVersions,
    makeSearch,
  ]);

  useEffect(() => {
    if (!searchResultState.lastPage || searchResultState.lastPage === 0) {
      return;
    }

    makeSearch(searchResultState.lastPage);
  }, [makeSearch, searchResultState.lastPage]);

  return (
    <Layout>
      <PageMetadata title={pageTitle} />

      <Head>
        {/*
         We should not index search pages
          See https://github.com/facebook/docusaurus/pull/3233
        */}
        <meta property="robots" content="noindex, follow" />
      </Head>

      {/* search-pagefind: one <main> around heading, form and results. */}
      <main className="container margin-vert--lg">
        <Heading as="h1">{pageTitle}</Heading>

        <form className="row" onSubmit={(e) => e.preventDefault()}>
          <div
            // search-pagefind: room for the site filter too.
            className={clsx(
              'col',
              styles.searchQueryColumn,
              `col--${
                12 -
                (docsSearchVersionsHelpers.versioningEnabled ? 3 : 0) -
                (siteLabels.length > 0 ? 3 : 0)
              }`,
            )}>
            <input
              type="search"
              name="q"
              className={styles.searchQueryInput}
              placeholder={translate({
                id: 'theme.SearchPage.inputPlaceholder',
                message: 'Type your search here',
                description: 'The placeholder for search page input',
              })}
              aria-label={translate({
                id: 'theme.SearchPage.inputLabel',
                message: 'Search',
                description: 'The ARIA label for search page input',
              })}
              onChange={(e) => setSearchQuery(e.target.value)}
              // search-pagefind: touched or focused, the input is about to be typed in: what
              // the first query needs is fetched now (the client's prepare; nothing under data
              // saver). Not on arrival: autoFocus focuses it before anyone means to search.
              onFocus={(algoliaClient as {prepare?: () => void}).prepare}
              onPointerDown={(algoliaClient as {prepare?: () => void}).prepare}
              value={searchQuery}
              autoComplete="off"
              autoFocus
            />
          </div>

          {contextualSearch && docsSearchVersionsHelpers.versioningEnabled && (
            <SearchVersionSelectList
              docsSearchVersionsHelpers={docsSearchVersionsHelpers}
            />
          )}

          {/* search-pagefind: which sites are searched. */}
          <SiteFilter
            labels={siteLabels}
            value={siteFilter}
            onChange={setSiteFilter}
          />
        </form>

        <div className="row">
          <div className={clsx('col', 'col--8', styles.searchResultsColumn)}>
            {!!searchResultState.totalResults &&
              documentsFoundPlural(searchResultState.totalResults)}
          </div>

          <div className={clsx('col', 'col--4', styles.searchLogoColumn)}>
            <span>
              {translate({
                id: 'theme.SearchPage.algoliaLabel',
                message: 'Powered by',
                description:
                  'The text explain that the search powered by Algolia',
              })}
            </span>
            <Link
              to="https://www.algolia.com/"
              aria-label={translate({
                id: 'theme.SearchPage.algoliaLabel',
                message: 'Powered by Algolia',
                description: 'The description label for Algolia mention',
              })}>
              <AlgoliaLogo />
            </Link>
          </div>
        </div>

        {/* search-pagefind: a query longer than the search takes is cut, and
            the page says so. */}
        {searchQuery.length > MAX_QUERY_LENGTH && (
          <p className={styles.searchQueryCut}>
            {translate(
              {
                id: 'search.page.queryCut',
                message:
                  'Your search is longer than {count} characters: only “{query}” was searched.',
                description:
                  'Note on the search page when the query was cut to the length the search takes',
              },
              {count: MAX_QUERY_LENGTH, query: searchedQuery},
            )}
          </p>
        )}

        {/* search-pagefind: the other sites that could not be searched. */}
        {searchQuery && (
          <SitesNotice
            labels={failedSites}
            className={styles.searchSitesNotice}
          />
        )}

        {/* search-pagefind: a failed search says why, with a retry. */}
        {searchResultState.error && (
          <div
            role="alert"
            className={clsx('alert alert--danger', styles.searchError)}>
            <p>
              <strong>
                {translate({
                  id: 'theme.SearchModal.errorScreen.titleText',
                  message: 'Unable to fetch results',
                  description: 'The title for error screen',
                })}
              </strong>
            </p>
            <p>
              {searchResultState.error === 'outdated'
                ? outdatedIndexText()
                : translate({
                    id: 'theme.SearchModal.errorScreen.helpText',
                    message: 'You might want to check your network connection.',
                    description: 'The help text for error screen',
                  })}
            </p>
            <button
              type="button"
              className="button button--secondary"
              onClick={retrySearch}>
              {translate({
                id: 'search.page.retry',
                message: 'Try again',
                description:
                  'Button on the search page that runs a failed search again',
              })}
            </button>
          </div>
        )}

        {searchResultState.items.length > 0 ? (
          // search-pagefind: a <div>: the page's <main> holds the results.
          <div>
            {searchResultState.items.map(
              // search-pagefind: the twin-language note.
              ({title, url, summary, breadcrumbs, twinMatch, site}, i) => (
                <article key={i} className={styles.searchResultItem}>
                  <Heading as="h2" className={styles.searchResultItemHeading}>
                    <Link
                      to={url}
                      // search-pagefind: the opened page marks the query.
                      onClick={() => handOffMarks(searchQuery, url)}
                      dangerouslySetInnerHTML={{__html: title}}
                    />
                  </Heading>

                  {breadcrumbs.length > 0 && (
                    // search-pagefind: a plain list, not one more landmark.
                    <div>
                      <ul
                        className={clsx(
                          'breadcrumbs',
                          styles.searchResultItemPath,
                        )}>
                        {breadcrumbs.map((html, index) => (
                          <li
                            key={index}
                            className="breadcrumbs__item"
                            // Developer provided the HTML, so assume it's safe.
                            // eslint-disable-next-line react/no-danger
                            dangerouslySetInnerHTML={{__html: html}}
                          />
                        ))}
                      </ul>
                    </div>
                  )}

                  {summary && (
                    <p
                      className={styles.searchResultItemSummary}
                      // Developer provided the HTML, so assume it's safe.
                      // eslint-disable-next-line react/no-danger
                      dangerouslySetInnerHTML={{__html: summary}}
                    />
                  )}

                  {/* search-pagefind: the twin-language note. */}
                  {/* search-pagefind: or another site's page language. */}
                  {(twinMatch || site) && (
                    <SearchTwinMatch
                      hit={{twinMatch, __site: site}}
                      className={styles.searchResultItemTwinMatch}
                    />
                  )}
                </article>
              ),
            )}
          </div>
        ) : (
          [
            // search-pagefind: "No results" only once a search has answered,
            // and not over an error.
            searchQuery &&
              searchResultState.loading === false &&
              !searchResultState.error && (
              <p key="no-results">
                <Translate
                  id="theme.SearchPage.noResultsText"
                  description="The paragraph for empty search result">
                  No results were found
                </Translate>
              </p>
            ),
            !!searchResultState.loading && (
              <div key="spinner" className={styles.loadingSpinner} />
            ),
          ]
        )}

        {searchResultState.hasMore && (
          <div className={styles.loader} ref={setLoaderRef}>
            <Translate
              id="theme.SearchPage.fetchingNewResults"
              description="The paragraph for fetching new search results">
              Fetching new results...
            </Translate>
          </div>
        )}
      </main>
    </Layout>
  );
}

export default function SearchPage(): ReactNode {
  return (
    <HtmlClassNameProvider className="search-page-wrapper">
      <SearchPageContent />
    </HtmlClassNameProvider>
  );
}
