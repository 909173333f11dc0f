import type {DocSearchModal as DocSearchModalType} from '@docsearch/react';
import type {PagefindSearchClient} from '../../client/algoliaAdapter/types';

// Browser code: the modal's code (DocSearch's modal and styles, the search client, the markup
// fixes, the stored-search actions, the twin-match line), downloaded together on first use and
// then kept for the page's life.

type OnSearchError = (error: Error & {outdatedIndex?: boolean}) => void;

export interface ModalCode {
  DocSearchModal: typeof DocSearchModalType;
  createClient: (
    bundleUrl: string,
    versionedDocs: boolean,
    onError: OnSearchError,
  ) => PagefindSearchClient;
  fixDocSearchMarkup: typeof import('./docsearchMarkup').fixDocSearchMarkup;
  storedSearchActions: typeof import('./storedSearchActions');
  SearchTwinMatch: typeof import('@theme/SearchTwinMatch').default;
}

let loaded: ModalCode | null = null;

/** The modal's code, once downloaded; null before. */
export function modalCode(): ModalCode | null {
  return loaded;
}

/** Downloads the modal's code (once; a failed download is tried again on the next call). */
export function loadModalCode(): Promise<ModalCode> {
  if (loaded) return Promise.resolve(loaded);
  return Promise.all([
    import('./safeModal'),
    import('@docsearch/react/style'),
    import('./styles.css'),
    import('../../client/algoliaAdapter/siteClient'),
    import('../../client/algoliaAdapter/errors'),
    import('./docsearchMarkup'),
    import('./storedSearchActions'),
    import('@theme/SearchTwinMatch'),
  ]).then(([{DocSearchModal}, , , client, errors, markup, actions, twinMatch]) => {
    loaded = {
      DocSearchModal,
      SearchTwinMatch: twinMatch.default,
      fixDocSearchMarkup: markup.fixDocSearchMarkup,
      storedSearchActions: actions,
      createClient: (bundleUrl, versionedDocs, onError) =>
        errors.withVisibleErrors(
          client.createSiteSearchClient(bundleUrl, versionedDocs),
          undefined,
          onError,
        ),
    };
    return loaded;
  });
}
