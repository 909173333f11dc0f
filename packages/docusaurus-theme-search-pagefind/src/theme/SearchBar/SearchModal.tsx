/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in
 * licenses/docusaurus.LICENSE. Modified copy of @docusaurus/theme-search-algolia
 * src/theme/SearchBar/index.tsx; see licenses/upstream-copies.json.
 */
import React, {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
  type RefObject,
} from 'react';
import {createPortal} from 'react-dom';
import type {
  DocSearchModalProps,
  DocSearchHit,
  InternalDocSearchHit,
  StoredDocSearchHit,
} from '@docsearch/react';
import type {AutocompleteState} from '@algolia/autocomplete-core';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import Translate, {translate} from '@docusaurus/Translate';
import translations from '@theme/SearchTranslations';
import SearchTwinMatch from '@theme/SearchTwinMatch';
import {
  mergeFacetFilters,
  useContextualFacetFilters,
  useSearchLinkCreator,
  type FacetFilters,
} from '../../client/hooks/contextualSearch';
import {useSafeHits} from '../../client/hooks/useSafeHits';
import {useSearchConfig} from '../../client/hooks/useSearchConfig';
import {useMarksHandOff} from '../../client/hooks/usePageMarks';
import {useSiteSearchSettings} from '../../client/hooks/useSiteSearchSettings';
import {createSiteSearchClient} from '../../client/algoliaAdapter/siteClient';
import {withVisibleErrors} from '../../client/algoliaAdapter/errors';
import type {SitesSearchClient} from '../../client/sites/types';
import {isOtherSiteUrl, labelsStore, withSiteParam, type LabelsStore} from './otherSites';
import {readerIsChoosing, searchAgain, searchAgainWhenOnline} from './searchAgain';
import {SitesNotice} from 'docusaurus-theme-search-pagefind/sites-ui';
import {DocSearchModal} from './safeModal';
import {fixDocSearchMarkup} from './docsearchMarkup';
import {listenForStoredSearchKeys, withStoredSearchActions} from './storedSearchActions';
import {outdatedIndexText} from './outdatedIndexText';

// The open DocSearch modal: DocSearch's modal with this theme's client (through
// transformSearchClient; with the `algolia` option DocSearch talks to Algolia instead), hits,
// results footer, strings and markup fixes. Part of the modal's code (modalCode.ts), downloaded
// on first use: what every page carries is the button and the opening (DocSearchBar.tsx).

function ResultsFooter({
  state,
  onClose,
}: {
  state: AutocompleteState<InternalDocSearchHit>;
  onClose: () => void;
}) {
  const createSearchLink = useSearchLinkCreator()!;
  return (
    // The search page's site filter, when the modal is opened on it, is kept (option `sites`).
    <Link to={withSiteParam(createSearchLink(state.query))} onClick={onClose}>
      <Translate id="theme.SearchBar.seeAll" values={{count: state.context.nbHits as number}}>
        {'See all {count} results'}
      </Translate>
    </Link>
  );
}

function isModified(event: React.MouseEvent): boolean {
  return event.button === 1 || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey;
}

/**
 * A result. DocSearch renders each result as an option of a listbox (the input moves through
 * them with the arrow keys and opens one with Enter), and an option must not hold a link or
 * anything else focusable: screen readers do not announce it and Tab would stop on every
 * result. So the result is an <a> without href (no role, not focusable, DocSearch's styles
 * unchanged) and a click navigates like a link: a plain click in the page, with a modifier
 * key or the middle button in a new tab or window. Those clicks stay with us: they do not
 * reach DocSearch, so the result is not recorded as a recent search and the modal stays open.
 * The save/remove buttons of recent and favourite searches are handled the same way
 * (storedSearchActions.tsx).
 */
function Hit({
  hit,
  children,
}: {
  hit: InternalDocSearchHit | StoredDocSearchHit;
  children: ReactNode;
}) {
  const history = useHistory();
  const handOffMarks = useMarksHandOff();
  const open = (event: React.MouseEvent) => {
    if (event.button > 1) return;
    if (isModified(event)) {
      event.stopPropagation();
      event.preventDefault();
      window.open(hit.url, '_blank', 'noopener');
      return;
    }
    // Another site's page (option `sites`) is another application: the browser loads it.
    if (isOtherSiteUrl(hit.url)) {
      window.location.assign(hit.url);
      return;
    }
    // The page marks the query's words (pageMarks option); the input holds the query.
    handOffMarks(
      document.querySelector<HTMLInputElement>('.DocSearch-Input')?.value ?? '',
      hit.url,
    );
    history.push(hit.url);
  };
  return (
    <a data-url={hit.url} onClick={open} onAuxClick={open}>
      {withStoredSearchActions(children)}
      <SearchTwinMatch hit={hit} className="DocSearch-Hit-twinMatch" />
    </a>
  );
}

/**
 * Not upstream: a hit's title or path too long for its line ends in "…" (DocSearch sets
 * text-overflow on the hit's flex column, which its lines, being flex items, do not take: they
 * were cut mid-letter). Rendered with the modal, not in styles.css: Docusaurus merges every
 * stylesheet into the one each page loads first, and the pages' CSS budgets are met to the byte.
 */
const HIT_LINES_CSS =
  '.DocSearch-Hit-title,.DocSearch-Hit-path{overflow:hidden;text-overflow:ellipsis}';

/**
 * The notice naming the other sites that could not be searched, at the top of DocSearch's results
 * area: a node of its own placed first in `.DocSearch-Dropdown` (DocSearch renders no slot there,
 * and the modal box itself is not a flex container, so anything appended to it lands under the
 * footer, and on a phone below the screen).
 */
function ModalSitesNotice({container, store}: {container: HTMLElement; store: LabelsStore}) {
  const labels = useSyncExternalStore(store.subscribe, store.get, store.get);
  // The node lives as long as the modal; it is in the results area only while there is a notice.
  const host = useMemo(() => {
    const node = document.createElement('div');
    node.className = 'DocSearch-SitesNotice-host';
    return node;
  }, []);
  const shown = labels.length > 0;
  useLayoutEffect(() => {
    if (!shown) return undefined;
    container.querySelector('.DocSearch-Dropdown')?.prepend(host);
    return () => host.remove();
  }, [container, host, shown]);
  return shown
    ? createPortal(<SitesNotice labels={labels} className="DocSearch-SitesNotice" />, host)
    : null;
}

export interface SearchModalProps {
  /** The element the modal renders into. */
  container: HTMLElement;
  initialQuery: string | undefined;
  onClose: () => void;
  /** The "Let us know." link of the no-results screen; no link when absent. */
  getMissingResultsUrl?: DocSearchModalProps['getMissingResultsUrl'];
  /** The search client, kept by the bar from one opening to the next (made on the first). */
  clientRef: RefObject<SitesSearchClient | null>;
  /** Whether the last search failed on an index of another Pagefind release. */
  outdatedIndex: boolean;
  onOutdatedIndex: (outdated: boolean) => void;
}

export default function SearchModal({
  container,
  initialQuery,
  onClose,
  getMissingResultsUrl,
  clientRef,
  outdatedIndex,
  onOutdatedIndex,
}: SearchModalProps): ReactNode {
  const {engine, indexName, contextualSearch, searchPagePath, algolia} = useSearchConfig();
  const siteSearchSettings = useSiteSearchSettings();
  const history = useHistory();
  const handOffMarks = useMarksHandOff();
  const makeHitsSafe = useSafeHits();
  const contextualFacetFilters = useContextualFacetFilters();
  // The other sites (option `sites`) that the newest search could not reach: kept apart from
  // this component's state, so that the notice's changes leave DocSearch as it is (re-rendered,
  // it would start a new search state and drop the query).
  const failedSites = useMemo(labelsStore, []);
  const showFailedSites = failedSites.set;

  const searchParameters = useMemo(() => {
    const configFilters = (algolia?.searchParameters?.facetFilters ?? []) as FacetFilters;
    return {
      ...algolia?.searchParameters,
      facetFilters: contextualSearch
        ? mergeFacetFilters(contextualFacetFilters, configFilters)
        : configFilters,
    };
  }, [contextualSearch, algolia, contextualFacetFilters]);

  // The theme's zh-Hans strings leave the input's screen-reader label in English, and with the
  // local engine the footer would credit Algolia. An index of another Pagefind release (a
  // stale cache after a deploy) is no network problem: the error screen then says what is
  // wrong instead of "check your network".
  const modalTranslations = useMemo(
    () => ({
      ...translations.modal,
      errorScreen: {
        ...translations.modal?.errorScreen,
        ...(outdatedIndex ? {helpText: outdatedIndexText()} : {}),
      },
      footer: {
        ...translations.modal?.footer,
        ...(engine === 'pagefind' && {
          searchByText: translate({
            id: 'search.modal.searchByPagefind',
            message: 'Search by Pagefind',
            description:
              'The credit link in the search modal footer (this site searches with Pagefind, not Algolia)',
          }),
        }),
      },
      searchBox: {
        ...translations.modal?.searchBox,
        searchInputLabel: translate({
          id: 'search.modal.searchInputLabel',
          message: 'Search',
          description: 'Screen-reader label of the search input in the search modal',
        }),
      },
    }),
    [outdatedIndex, engine],
  );

  // DocSearch's markup faults for assistive technology, corrected while the modal is open, and
  // the keys that save or remove a recent or favourite search.
  useEffect(() => {
    const stopFixing = fixDocSearchMarkup(container, engine);
    const stopListening = listenForStoredSearchKeys(container);
    return () => {
      stopFixing();
      stopListening();
    };
  }, [container, engine]);

  const navigator = useMemo<DocSearchModalProps['navigator']>(
    () => ({
      navigate: ({itemUrl, state}) => {
        if (isOtherSiteUrl(itemUrl)) {
          window.location.assign(itemUrl);
          return;
        }
        handOffMarks(state.query, itemUrl);
        history.push(itemUrl);
      },
    }),
    [history, handOffMarks],
  );
  // Every hit, the local engine's or Algolia's, through the same gate as on the search page:
  // text escaped but for highlights, and only URLs of this site (see algoliaAdapter/safeHits.ts).
  const transformItems = useCallback(
    (items: DocSearchHit[]) => {
      showFailedSites(clientRef.current?.failedSites() ?? []);
      return makeHitsSafe<DocSearchHit>(items);
    },
    [clientRef, makeHitsSafe, showFailedSites],
  );
  const transformSearchClient = useCallback(() => {
    if (!clientRef.current) {
      clientRef.current = withVisibleErrors(
        createSiteSearchClient(siteSearchSettings),
        undefined,
        (error) => onOutdatedIndex(error.outdatedIndex === true),
      );
      // The modal is open: what the first query needs comes while the reader types it.
      clientRef.current.prepare();
    }
    return clientRef.current as unknown as ReturnType<
      NonNullable<DocSearchModalProps['transformSearchClient']>
    >;
  }, [clientRef, siteSearchSettings, onOutdatedIndex]);
  // Another site answered (or failed) after a search showed this site's results: shown by
  // searching again, which the client answers from what it kept; unless the reader is choosing
  // among the results shown, whose choice stays where it is (the answer comes with their next
  // keystroke).
  useEffect(
    () =>
      clientRef.current?.subscribe(() => {
        showFailedSites(clientRef.current?.failedSites() ?? []);
        if (!readerIsChoosing(container)) searchAgain(container);
      }),
    // (The client exists by then: DocSearch's first render asked for it.)
    [clientRef, container, showFailedSites],
  );
  useEffect(() => searchAgainWhenOnline(container), [container]);
  const resultsFooterComponent = useCallback(
    ({state}: {state: AutocompleteState<InternalDocSearchHit>}) => (
      <ResultsFooter state={state} onClose={onClose} />
    ),
    [onClose],
  );

  return createPortal(
    <>
      <DocSearchModal
        // New error-screen text empties DocSearch's input (it starts anew from the query it
        // was opened with): opened anew instead, with what was typed (DocSearchBar.tsx).
        key={outdatedIndex ? 'outdated-index' : 'index'}
        onClose={onClose}
        initialScrollY={window.scrollY}
        initialQuery={initialQuery}
        navigator={navigator}
        transformItems={transformItems}
        hitComponent={Hit}
        {...(engine === 'pagefind'
          ? {transformSearchClient, appId: 'pagefind', apiKey: 'pagefind'}
          : {appId: algolia!.appId, apiKey: algolia!.apiKey})}
        {...(searchPagePath && {resultsFooterComponent})}
        indexName={indexName}
        placeholder={translations.placeholder}
        translations={modalTranslations}
        searchParameters={searchParameters}
        getMissingResultsUrl={getMissingResultsUrl}
      />
      <ModalSitesNotice container={container} store={failedSites} />
      <style>{HIT_LINES_CSS}</style>
    </>,
    container,
  );
}
