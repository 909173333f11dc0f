// The modal's code (the open modal, SearchModal.tsx, with DocSearch's modal, the
// search client, the markup fixes, the stored-search actions and the twin-match line; DocSearch's
// styles; the hand-over of keys typed while it opens), downloaded together on first use and then
// kept for the page's life.

export interface ModalCode {
  SearchModal: typeof import('./SearchModal').default;
  handOverTypedKeys: typeof import('./keysHandOver').handOverTypedKeys;
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
    import('./SearchModal'),
    import('@docsearch/react/style'),
    import('./styles.css'),
    import('./keysHandOver'),
  ]).then(([modal, , , keys]) => {
    loaded = {SearchModal: modal.default, handOverTypedKeys: keys.handOverTypedKeys};
    return loaded;
  });
}
