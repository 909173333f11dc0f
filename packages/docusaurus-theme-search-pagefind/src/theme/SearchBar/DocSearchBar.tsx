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
import {cutQuery} from '../../client/docsearch/queryText';
import {useSearchConfig} from '../../client/hooks/useSearchConfig';
import type {PagefindSearchClient} from '../../client/docsearch/searchClient';
import {SearchButton, useSearchShortcuts} from './SearchButton';
import ModalPlaceholder from './ModalPlaceholder';
import {useMarksHandOff, usePageMarks} from '../../client/hooks/usePageMarks';

// The Algolia theme's DocSearch bar, minus the Algolia preconnect and Ask AI, with the Pagefind
// client handed to DocSearch through transformSearchClient (with the `algolia` option, DocSearch
// talks to Algolia instead). The modal, its styles and the client code
// are loaded together on first use (hover, focus, touch, shortcut), never on page load; the
// Pagefind engine and index are fetched only by the first query.

let DocSearchModal: typeof DocSearchModalType | null = null;
type OnSearchError = (error: Error & {outdatedIndex?: boolean}) => void;
let createClient:
  | ((bundleUrl: string, versionedDocs: boolean, onError: OnSearchError) => PagefindSearchClient)
  | null = null;
let fixDocSearchMarkup: typeof import('./docsearchMarkup').fixDocSearchMarkup | null = null;
let storedSearchActions: typeof import('./storedSearchActions') | null = null;
let SearchTwinMatch: typeof import('@theme/SearchTwinMatch').default | null = null;

function importModalIfNeeded(): Promise<void> {
  if (DocSearchModal && createClient) return Promise.resolve();
  return Promise.all([
    import('./safeModal'),
    import('@docsearch/react/style'),
    import('./styles.css'),
    import('../../client/docsearch/siteClient'),
    import('../../client/docsearch/errors'),
    import('./docsearchMarkup'),
    import('./storedSearchActions'),
    import('@theme/SearchTwinMatch'),
  ]).then(([{DocSearchModal: Modal}, , , client, errors, markup, actions, twinMatch]) => {
    DocSearchModal = Modal;
    SearchTwinMatch = twinMatch.default;
    fixDocSearchMarkup = markup.fixDocSearchMarkup;
    storedSearchActions = actions;
    createClient = (bundleUrl, versionedDocs, onError) =>
      errors.withVisibleErrors(
        client.createSiteSearchClient(bundleUrl, versionedDocs),
        undefined,
        onError,
      );
  });
}

/**
 * Until stop() is called, keeps the printable keys typed in the page (with Backspace) from
 * reaching it; Escape calls `onEscape`.
 */
function holdTypedKeys(onEscape: () => void): {typed: () => string; stop: () => void} {
  let typed = '';
  const hold = (event: KeyboardEvent) => {
    if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return;
    if (event.key === 'Escape') onEscape();
    else if (event.key === 'Backspace') typed = typed.slice(0, -1);
    else if (event.key.length === 1) typed += event.key;
    else return;
    event.preventDefault();
    event.stopPropagation();
  };
  document.addEventListener('keydown', hold, true);
  return {typed: () => typed, stop: () => document.removeEventListener('keydown', hold, true)};
}

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
      {storedSearchActions ? storedSearchActions.withStoredSearchActions(children) : children}
      {SearchTwinMatch && <SearchTwinMatch hit={hit} className="DocSearch-Hit-twinMatch" />}
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
        ...(outdatedIndex
          ? {
              helpText: translate({
                id: 'search.modal.errorScreen.outdatedIndex',
                message:
                  'The search index does not match this version of the site. Reload the page; if this persists, the site must be rebuilt and redeployed.',
                description:
                  'Help text of the search error screen when the search index was written by another Pagefind version than the site reads',
              }),
            }
          : {}),
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

  const searchContainer = useRef<HTMLDivElement | null>(null);
  const searchButtonRef = useRef<HTMLButtonElement | null>(null);
  const clientRef = useRef<PagefindSearchClient | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);

  // While the modal's code is on its way: the placeholder's text, whether loading failed, and
  // how to try again or give up (ModalPlaceholder shows them).
  const [pending, setPending] = useState<{typed: string; failed: boolean} | null>(null);
  const pendingTyped = useRef('');
  const pendingActions = useRef<{retry: () => void; cancel: () => void} | null>(null);
  const loading = useRef(false);
  const openModal = useCallback(() => {
    if (loading.current) return;
    if (!searchContainer.current) {
      searchContainer.current = document.createElement('div');
      searchContainer.current.dataset.searchEngine = engine; // styles.css: whose logo the footer shows
      document.body.insertBefore(searchContainer.current, document.body.firstChild);
    }
    // Opened before the modal has rendered, the page has no search input yet. If the modal's
    // code is here, the keys of that moment are held; if not, a placeholder with its own input
    // shows at once, and what is typed there starts the modal. If the code cannot be downloaded
    // the placeholder says so and tries again when the browser is back online (or on "Try
    // again"). Escape gives up.
    loading.current = true;
    let done = false;
    const finish = () => {
      done = true;
      held?.stop();
      window.removeEventListener('online', attempt);
      pendingActions.current = null;
      setPending(null);
      loading.current = false;
    };
    const codeHere = Boolean(DocSearchModal && createClient);
    const held = codeHere ? holdTypedKeys(finish) : null;
    // As DocSearch does on opening: the page text selected, up to 64 characters, is the query;
    // taken here, well-formed and never cut inside an emoji (DocSearch's own cut can leave half
    // of one, which encodeURIComponent then refuses), and handed to DocSearch as its query.
    const selected = cutQuery(window.getSelection()?.toString() ?? '');
    function attempt() {
      setPending((state) => state && {...state, failed: false});
      importModalIfNeeded().then(
        () => {
          if (done) return;
          const typed = held ? held.typed() : pendingTyped.current;
          finish();
          if (typed) setInitialQuery((query) => cutQuery((query ?? '') + typed));
          else if (selected) setInitialQuery((query) => query ?? selected);
          setIsOpen(true);
        },
        () => {
          if (!done) setPending((state) => state && {...state, failed: true});
        },
      );
    }
    if (!codeHere) {
      pendingTyped.current = selected;
      setPending({typed: pendingTyped.current, failed: false});
      pendingActions.current = {retry: attempt, cancel: finish};
      window.addEventListener('online', attempt);
    }
    attempt();
  }, [engine]);

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
    if (!isOpen || !searchContainer.current || !fixDocSearchMarkup || !storedSearchActions)
      return undefined;
    const stopFixing = fixDocSearchMarkup(searchContainer.current, engine);
    const stopListening = storedSearchActions.listenForStoredSearchKeys(searchContainer.current);
    return () => {
      stopFixing();
      stopListening();
    };
  }, [isOpen, engine]);

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
  // text escaped but for highlights, and only URLs of this site (see docsearch/safeHits.ts).
  const transformItems = useCallback(
    (items: DocSearchHit[]) => makeHitsSafe<DocSearchHit>(items),
    [makeHitsSafe],
  );
  const transformSearchClient = useCallback(() => {
    if (!clientRef.current && createClient) {
      clientRef.current = createClient(bundleUrl, versionedDocs, (error) =>
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
      {pending &&
        createPortal(
          <ModalPlaceholder
            value={pending.typed}
            onChange={(typed) => {
              pendingTyped.current = typed;
              setPending((state) => state && {...state, typed});
            }}
            failed={pending.failed}
            onRetry={() => pendingActions.current?.retry()}
            onCancel={() => pendingActions.current?.cancel()}
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
