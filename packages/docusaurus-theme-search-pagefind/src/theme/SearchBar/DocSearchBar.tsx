/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in
 * licenses/docusaurus.LICENSE. Modified copy of @docusaurus/theme-search-algolia
 * src/theme/SearchBar/index.tsx; see licenses/upstream-copies.json.
 */
import React, {useCallback, useEffect, useMemo, useRef, useState, type ReactNode} from 'react';
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
import {
  mergeFacetFilters,
  useContextualFacetFilters,
  useSearchLinkCreator,
  useVersionedDocs,
  type FacetFilters,
} from '../../client/hooks/contextualSearch';
import {useSafeHits} from '../../client/hooks/useSafeHits';
import {useSearchConfig} from '../../client/hooks/useSearchConfig';
import type {PagefindSearchClient} from '../../client/algoliaAdapter/types';
import {SearchButton, useSearchShortcuts} from './SearchButton';
import ModalPlaceholder from './ModalPlaceholder';
import {loadModalCode, modalCode} from './modalCode';
import {useModalOpening} from './useModalOpening';
import {useMarksHandOff, usePageMarks} from '../../client/hooks/usePageMarks';
import {outdatedIndexText} from './outdatedIndexText';

// The Algolia theme's DocSearch bar, minus the Algolia preconnect and Ask AI, with the Pagefind
// client handed to DocSearch through transformSearchClient (with the `algolia` option, DocSearch
// talks to Algolia instead). The modal, its styles and the client code
// are loaded together on first use (hover, focus, touch, shortcut), never on page load; the
// Pagefind engine and index are fetched only by the first query.

function ResultsFooter({
  state,
  onClose,
}: {
  state: AutocompleteState<InternalDocSearchHit>;
  onClose: () => void;
}) {
  const createSearchLink = useSearchLinkCreator()!;
  return (
    <Link to={createSearchLink(state.query)} onClick={onClose}>
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
  const code = modalCode();
  const open = (event: React.MouseEvent) => {
    if (event.button > 1) return;
    if (isModified(event)) {
      event.stopPropagation();
      event.preventDefault();
      window.open(hit.url, '_blank', 'noopener');
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
      {code ? code.storedSearchActions.withStoredSearchActions(children) : children}
      {code && <code.SearchTwinMatch hit={hit} className="DocSearch-Hit-twinMatch" />}
    </a>
  );
}

export interface DocSearchBarProps {
  /** The "Let us know." link of the no-results screen; no link when absent. */
  getMissingResultsUrl?: DocSearchModalProps['getMissingResultsUrl'];
}

export default function DocSearchBar({getMissingResultsUrl}: DocSearchBarProps): ReactNode {
  const {engine, bundleUrl, indexName, contextualSearch, searchPagePath, algolia} =
    useSearchConfig();
  const history = useHistory();
  const handOffMarks = useMarksHandOff();
  const makeHitsSafe = useSafeHits();
  const contextualFacetFilters = useContextualFacetFilters();
  const versionedDocs = useVersionedDocs();

  const searchParameters = useMemo(() => {
    const configFilters = (algolia?.searchParameters?.facetFilters ?? []) as FacetFilters;
    return {
      ...algolia?.searchParameters,
      facetFilters: contextualSearch
        ? mergeFacetFilters(contextualFacetFilters, configFilters)
        : configFilters,
    };
  }, [contextualSearch, algolia, contextualFacetFilters]);

  // An index of another Pagefind release (a stale cache after a deploy) is no network
  // problem: the error screen then says what is wrong instead of "check your network".
  const [outdatedIndex, setOutdatedIndex] = useState(false);

  // The theme's zh-Hans strings leave the input's screen-reader label in English, and with the
  // local engine the footer would credit Algolia.
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

  const searchButtonRef = useRef<HTMLButtonElement | null>(null);
  const clientRef = useRef<PagefindSearchClient | null>(null);
  const {
    isOpen,
    initialQuery,
    setInitialQuery,
    openModal,
    closeModal,
    searchContainer,
    pendingModal,
  } = useModalOpening(engine, searchButtonRef);

  const handleInput = useCallback(
    (event: KeyboardEvent) => {
      if (event.key === 'f' && (event.metaKey || event.ctrlKey)) return; // the browser's find
      event.preventDefault(); // the key becomes the initial query, not a second character
      setInitialQuery(event.key);
      openModal();
    },
    [openModal, setInitialQuery],
  );

  useSearchShortcuts({
    isOpen,
    onOpen: openModal,
    onClose: closeModal,
    onInput: handleInput,
    searchButtonRef,
  });
  usePageMarks();

  // DocSearch's markup faults for assistive technology, corrected while the modal is open, and
  // the keys that save or remove a recent or favourite search.
  useEffect(() => {
    const code = modalCode();
    if (!isOpen || !searchContainer.current || !code) return undefined;
    const stopFixing = code.fixDocSearchMarkup(searchContainer.current, engine);
    const stopListening = code.storedSearchActions.listenForStoredSearchKeys(
      searchContainer.current,
    );
    return () => {
      stopFixing();
      stopListening();
    };
  }, [isOpen, engine, searchContainer]);

  const navigator = useMemo<DocSearchModalProps['navigator']>(
    () => ({
      navigate: ({itemUrl, state}) => {
        handOffMarks(state.query, itemUrl);
        history.push(itemUrl);
      },
    }),
    [history, handOffMarks],
  );
  // Every hit, the local engine's or Algolia's, through the same gate as on the search page:
  // text escaped but for highlights, and only URLs of this site (see algoliaAdapter/safeHits.ts).
  const transformItems = useCallback(
    (items: DocSearchHit[]) => makeHitsSafe<DocSearchHit>(items),
    [makeHitsSafe],
  );
  const transformSearchClient = useCallback(() => {
    const code = modalCode();
    if (!clientRef.current && code) {
      clientRef.current = code.createClient(bundleUrl, versionedDocs, (error) =>
        setOutdatedIndex(error.outdatedIndex === true),
      );
    }
    return clientRef.current as unknown as ReturnType<
      NonNullable<DocSearchModalProps['transformSearchClient']>
    >;
  }, [bundleUrl, versionedDocs]);
  const resultsFooterComponent = useCallback(
    ({state}: {state: AutocompleteState<InternalDocSearchHit>}) => (
      <ResultsFooter state={state} onClose={closeModal} />
    ),
    [closeModal],
  );

  const DocSearchModal = modalCode()?.DocSearchModal;
  return (
    <>
      <SearchButton
        onTouchStart={loadModalCode}
        onFocus={loadModalCode}
        onMouseOver={loadModalCode}
        onClick={openModal}
        ref={searchButtonRef}
        translations={translations.button}
      />
      {pendingModal &&
        createPortal(
          <ModalPlaceholder
            value={pendingModal.typed}
            onChange={pendingModal.onChange}
            failed={pendingModal.failed}
            onRetry={pendingModal.onRetry}
            onCancel={pendingModal.onCancel}
          />,
          document.body,
        )}
      {isOpen &&
        DocSearchModal &&
        searchContainer.current &&
        createPortal(
          <DocSearchModal
            onClose={closeModal}
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
          />,
          searchContainer.current,
        )}
    </>
  );
}
