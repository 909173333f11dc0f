/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in
 * licenses/docusaurus.LICENSE. Modified copy of @docusaurus/theme-search-algolia
 * src/theme/SearchBar/index.tsx; see licenses/upstream-copies.json.
 */
import React, {useCallback, useRef, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import type {DocSearchModalProps} from '@docsearch/react';
import {translate} from '@docusaurus/Translate';
import {useSearchConfig} from '../../client/hooks/useSearchConfig';
import type {SitesSearchClient} from '../../client/sites/types';
import {SearchButton, useSearchShortcuts} from './SearchButton';
import ModalPlaceholder from './ModalPlaceholder';
import {loadModalCode, modalCode} from './modalCode';
import {useModalOpening} from './useModalOpening';
import {usePageMarks} from '../../client/hooks/usePageMarks';
import {downloadEarly, typedEarly} from '../../client/algoliaAdapter/earlyDownloads';

// The Algolia theme's DocSearch bar, minus the Algolia preconnect and Ask AI, with the Pagefind
// client handed to DocSearch (SearchModal.tsx; with the `algolia` option, DocSearch talks to
// Algolia instead). Every page carries the button and the opening; the open modal, its styles
// and the client code are loaded together on first use (hover, focus, touch, shortcut), never
// on page load (modalCode.ts). With them come the Pagefind engine's code and the index's entry
// file (earlyDownloads.ts); what else the first query needs is fetched when the modal opens
// (SearchModal.tsx; neither under data saver), the rest by the queries.

/**
 * The button's words, with the ids and text of SearchTranslations' `button` (a site's
 * translations of them apply). Not imported from there: every page would then carry all of
 * DocSearch's modal strings (9 KB) for these two; the modal imports them (SearchModal.tsx).
 */
function buttonTranslations() {
  const label = translate({
    id: 'theme.SearchBar.label',
    message: 'Search',
    description: 'The ARIA label and placeholder for search button',
  });
  return {buttonText: label, buttonAriaLabel: label};
}

export interface DocSearchBarProps {
  /** The "Let us know." link of the no-results screen; no link when absent. */
  getMissingResultsUrl?: DocSearchModalProps['getMissingResultsUrl'];
}

export default function DocSearchBar({getMissingResultsUrl}: DocSearchBarProps): ReactNode {
  const {engine, bundleUrl} = useSearchConfig();
  // Kept from one opening of the modal to the next: the search client (its engine and answers)
  // and whether its last search met an index of another Pagefind release.
  const clientRef = useRef<SitesSearchClient | null>(null);
  const [outdatedIndex, setOutdatedIndex] = useState(false);

  const searchButtonRef = useRef<HTMLButtonElement | null>(null);
  const loadCode = useCallback(() => {
    if (engine === 'pagefind') downloadEarly(bundleUrl);
    return loadModalCode();
  }, [engine, bundleUrl]);
  const {
    isOpen,
    initialQuery,
    setInitialQuery,
    openModal,
    closeModal,
    searchContainer,
    pendingModal,
  } = useModalOpening(engine, searchButtonRef, loadCode);
  // The error screen's text for an outdated index is a new DocSearch translation, which
  // restarts DocSearch and would empty its input: it starts again from what was typed.
  const outdatedShown = useRef(false);
  const onOutdatedIndex = useCallback(
    (outdated: boolean) => {
      if (outdatedShown.current === outdated) return;
      outdatedShown.current = outdated;
      const typed = searchContainer.current?.querySelector<HTMLInputElement>('.DocSearch-Input');
      if (typed?.value) setInitialQuery(typed.value);
      setOutdatedIndex(outdated);
    },
    [searchContainer, setInitialQuery],
  );

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

  const SearchModal = modalCode()?.SearchModal;
  return (
    <>
      <SearchButton
        onTouchStart={loadCode}
        onFocus={loadCode}
        onMouseOver={loadCode}
        onClick={openModal}
        ref={searchButtonRef}
        translations={buttonTranslations()}
      />
      {pendingModal &&
        createPortal(
          <ModalPlaceholder
            value={pendingModal.typed}
            onChange={(typed) => {
              // The query so far (a key that opened search, then the placeholder's text): its
              // index chunks are asked for before the modal's code is here.
              if (engine === 'pagefind') typedEarly((initialQuery ?? '') + typed);
              pendingModal.onChange(typed);
            }}
            failed={pendingModal.failed}
            onRetry={pendingModal.onRetry}
            onCancel={() => {
              typedEarly('');
              pendingModal.onCancel();
            }}
          />,
          document.body,
        )}
      {isOpen && SearchModal && searchContainer.current && (
        <SearchModal
          container={searchContainer.current}
          initialQuery={initialQuery}
          onClose={closeModal}
          getMissingResultsUrl={getMissingResultsUrl}
          clientRef={clientRef}
          outdatedIndex={outdatedIndex}
          onOutdatedIndex={onOutdatedIndex}
        />
      )}
    </>
  );
}
