// DocSearch 3.9's modal with two guards it lacks, loaded in its place by LocalSearchBar:
// the stored recent and favourite searches are cleaned (storedSearches.ts) before the modal
// reads them, on each opening, and any remaining failure shows the modal's error screen
// instead of crashing the page (ModalErrorBoundary.tsx).
import React, {useState, type JSX} from 'react';
import {DocSearchModal as UpstreamModal} from '@docsearch/react/modal';
import type {DocSearchModalProps} from '@docsearch/react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import ModalErrorBoundary from './ModalErrorBoundary';
import {useSearchConfig} from '../../client/hooks/useSearchConfig';
import {cleanStoredSearches} from './storedSearches';

function useCleanStoredSearches(indexName: string): void {
  const {siteConfig} = useDocusaurusContext();
  const {sites} = useSearchConfig();
  // Once per opening, during the first render: DocSearch reads the storage while it renders.
  useState(() => {
    try {
      cleanStoredSearches(window.localStorage, indexName, {
        origin: window.location.origin,
        baseUrl: siteConfig.baseUrl,
        // Other sites' searches are kept too, with their full URLs (option `sites`).
        otherSites: (sites ?? []).map((site) => new URL(site.url, window.location.href).href),
      });
    } catch {
      // window.localStorage itself throws when storage is disabled: DocSearch copes with that.
    }
    return null;
  });
}

export function DocSearchModal(props: DocSearchModalProps): JSX.Element {
  useCleanStoredSearches(props.indexName);
  return (
    <ModalErrorBoundary onClose={props.onClose ?? (() => {})} translations={props.translations}>
      <UpstreamModal {...props} />
    </ModalErrorBoundary>
  );
}
