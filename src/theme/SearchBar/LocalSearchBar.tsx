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
  DocSearchModal as DocSearchModalType,
  DocSearchModalProps,
  DocSearchHit,
  InternalDocSearchHit,
  StoredDocSearchHit,
} from '@docsearch/react';
import type {AutocompleteState} from '@algolia/autocomplete-core';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {useSearchLinkCreator} from '@docusaurus/theme-common';
import {
  mergeFacetFilters,
  useAlgoliaContextualFacetFilters,
  useSearchResultUrlProcessor,
} from '@docusaurus/theme-search-algolia/client';
import Translate, {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import translations from '@theme/SearchTranslations';
import type {PagefindSearchClient} from '@site/plugins/search/client/searchClient';
import {SearchButton, useSearchShortcuts} from './SearchButton';

// The theme's DocSearch bar, minus the Algolia preconnect and Ask AI, with the Pagefind client
// handed to DocSearch through transformSearchClient. The modal, its styles and the client code
// are loaded together on first use (hover, focus, touch, shortcut), never on page load; the
// Pagefind engine and index are fetched only by the first query.

let DocSearchModal: typeof DocSearchModalType | null = null;
let createClient: ((bundleUrl: string) => PagefindSearchClient) | null = null;
let fixDocSearchMarkup: ((root: Element) => () => void) | null = null;
let storedSearchActions: typeof import('./storedSearchActions') | null = null;

function importModalIfNeeded(): Promise<void> {
  if (DocSearchModal && createClient) return Promise.resolve();
  return Promise.all([
    import('./safeModal'),
    import('@docsearch/react/style'),
    import('./styles.css'),
    import('@site/plugins/search/client/searchClient'),
    import('@site/plugins/search/client/docsearchErrors'),
    import('./docsearchMarkup'),
    import('./storedSearchActions'),
  ]).then(([{DocSearchModal: Modal}, , , client, errors, markup, actions]) => {
    DocSearchModal = Modal;
    fixDocSearchMarkup = markup.fixDocSearchMarkup;
    storedSearchActions = actions;
    createClient = (bundleUrl) =>
      errors.withVisibleErrors(client.createPagefindSearchClient({bundleUrl}));
  });
}

/**
 * Until the returned function is called, keeps the printable keys typed in the page (with
 * Backspace) from reaching it and hands them to `onTyped`. The returned function stops and
 * says whether to go on opening: false when Escape was pressed meanwhile.
 */
function holdTypedKeys(onTyped: (typed: string) => void): () => boolean {
  let typed = '';
  let cancelled = false;
  const hold = (event: KeyboardEvent) => {
    if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return;
    if (event.key === 'Escape') cancelled = true;
    else if (event.key === 'Backspace') typed = typed.slice(0, -1);
    else if (event.key.length === 1) typed += event.key;
    else return;
    event.preventDefault();
    event.stopPropagation();
  };
  document.addEventListener('keydown', hold, true);
  return () => {
    document.removeEventListener('keydown', hold, true);
    if (typed && !cancelled) onTyped(typed);
    return !cancelled;
  };
}

function ResultsFooter({state, onClose}: {state: AutocompleteState<InternalDocSearchHit>; onClose: () => void}) {
  const createSearchLink = useSearchLinkCreator();
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
function Hit({hit, children}: {hit: InternalDocSearchHit | StoredDocSearchHit; children: ReactNode}) {
  const history = useHistory();
  const open = (event: React.MouseEvent) => {
    if (event.button > 1) return;
    if (isModified(event)) {
      event.stopPropagation();
      event.preventDefault();
      window.open(hit.url, '_blank', 'noopener');
      return;
    }
    history.push(hit.url);
  };
  return (
    <a data-url={hit.url} onClick={open} onAuxClick={open}>
      {storedSearchActions ? storedSearchActions.withStoredSearchActions(children) : children}
    </a>
  );
}

export interface LocalSearchBarProps {
  /** The "Let us know." link of the no-results screen; no link when absent. */
  getMissingResultsUrl?: DocSearchModalProps['getMissingResultsUrl'];
}

export default function LocalSearchBar({getMissingResultsUrl}: LocalSearchBarProps): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const algolia = siteConfig.themeConfig.algolia as {
    indexName: string;
    contextualSearch?: boolean;
    searchPagePath?: string | false;
    searchParameters?: {facetFilters?: unknown};
  };
  const bundleUrl = useBaseUrl('/pagefind/');
  const history = useHistory();
  const processSearchResultUrl = useSearchResultUrlProcessor();
  const contextualFacetFilters = useAlgoliaContextualFacetFilters();

  const searchParameters = useMemo(() => {
    const configFilters = (algolia.searchParameters?.facetFilters ?? []) as Parameters<typeof mergeFacetFilters>[1];
    return {
      ...algolia.searchParameters,
      facetFilters: algolia.contextualSearch
        ? mergeFacetFilters(contextualFacetFilters, configFilters)
        : configFilters,
    };
  }, [algolia.contextualSearch, algolia.searchParameters, contextualFacetFilters]);

  // The theme's zh-Hans strings leave the input's screen-reader label in English, and the
  // footer would credit Algolia.
  const modalTranslations = useMemo(
    () => ({
      ...translations.modal,
      footer: {
        ...translations.modal?.footer,
        searchByText: translate({
          id: 'search.modal.searchByPagefind',
          message: '搜索由 Pagefind 提供',
          description: 'The credit link in the search modal footer (this site searches with Pagefind, not Algolia)',
        }),
      },
      searchBox: {
        ...translations.modal?.searchBox,
        searchInputLabel: translate({
          id: 'search.modal.searchInputLabel',
          message: '搜索',
          description: 'Screen-reader label of the search input in the search modal',
        }),
      },
    }),
    [],
  );

  const searchContainer = useRef<HTMLDivElement | null>(null);
  const searchButtonRef = useRef<HTMLButtonElement | null>(null);
  const clientRef = useRef<PagefindSearchClient | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);

  const loading = useRef(false);
  const openModal = useCallback(() => {
    if (loading.current) return;
    if (!searchContainer.current) {
      searchContainer.current = document.createElement('div');
      document.body.insertBefore(searchContainer.current, document.body.firstChild);
    }
    // Opened by the shortcut before the modal's code has loaded, the page has no input yet:
    // keep what the visitor types meanwhile and start the modal with it.
    loading.current = true;
    const stopHolding = holdTypedKeys((typed) => setInitialQuery((query) => (query ?? '') + typed));
    importModalIfNeeded()
      .then(
        () => {
          if (stopHolding()) setIsOpen(true);
        },
        () => stopHolding(),
      )
      .finally(() => {
        loading.current = false;
      });
  }, []);

  const closeModal = useCallback(() => {
    setIsOpen(false);
    searchButtonRef.current?.focus();
    setInitialQuery(undefined);
  }, []);

  const handleInput = useCallback(
    (event: KeyboardEvent) => {
      if (event.key === 'f' && (event.metaKey || event.ctrlKey)) return; // the browser's find
      event.preventDefault(); // the key becomes the initial query, not a second character
      setInitialQuery(event.key);
      openModal();
    },
    [openModal],
  );

  useSearchShortcuts({isOpen, onOpen: openModal, onClose: closeModal, onInput: handleInput, searchButtonRef});

  // DocSearch's markup faults for assistive technology, corrected while the modal is open, and
  // the keys that save or remove a recent or favourite search.
  useEffect(() => {
    if (!isOpen || !searchContainer.current || !fixDocSearchMarkup || !storedSearchActions) return undefined;
    const stopFixing = fixDocSearchMarkup(searchContainer.current);
    const stopListening = storedSearchActions.listenForStoredSearchKeys(searchContainer.current);
    return () => {
      stopFixing();
      stopListening();
    };
  }, [isOpen]);

  const navigator = useMemo<DocSearchModalProps['navigator']>(
    () => ({navigate: ({itemUrl}) => history.push(itemUrl)}),
    [history],
  );
  const transformItems = useCallback(
    (items: DocSearchHit[]) => items.map((item) => ({...item, url: processSearchResultUrl(item.url)})),
    [processSearchResultUrl],
  );
  const transformSearchClient = useCallback(() => {
    if (!clientRef.current && createClient) clientRef.current = createClient(bundleUrl);
    return clientRef.current as unknown as ReturnType<NonNullable<DocSearchModalProps['transformSearchClient']>>;
  }, [bundleUrl]);
  const resultsFooterComponent = useCallback(
    ({state}: {state: AutocompleteState<InternalDocSearchHit>}) => (
      <ResultsFooter state={state} onClose={closeModal} />
    ),
    [closeModal],
  );

  return (
    <>
      <SearchButton
        onTouchStart={importModalIfNeeded}
        onFocus={importModalIfNeeded}
        onMouseOver={importModalIfNeeded}
        onClick={openModal}
        ref={searchButtonRef}
        translations={translations.button}
      />
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
            transformSearchClient={transformSearchClient}
            {...(algolia.searchPagePath && {resultsFooterComponent})}
            appId="pagefind"
            apiKey="pagefind"
            indexName={algolia.indexName}
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
