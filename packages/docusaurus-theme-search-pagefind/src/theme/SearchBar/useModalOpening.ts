import {useCallback, useRef, useState, type RefObject} from 'react';
import {cutQuery} from '../../client/algoliaAdapter/queryText';
import {holdTypedKeys} from './heldKeys';
import {modalCode, type ModalCode} from './modalCode';

// Opening the search modal. Its code is downloaded on first use; until it is
// here a placeholder stands in for it (ModalPlaceholder), keeping what is typed.

/**
 * After a download that failed while the browser says it is online, the waits before trying
 * again by itself: a connection that has just come back (the browser's "online" event) or that
 * dropped one request often fails the next one too, and the reader should not have to press
 * "Try again". Back online or "Try again" starts the count anew.
 */
const RETRY_DELAYS_MS = [1000, 2000, 4000, 8000];

/** What the placeholder shows while the modal's code is on its way, and its actions. */
export interface PendingModal {
  typed: string;
  failed: boolean;
  onChange: (typed: string) => void;
  onRetry: () => void;
  onCancel: () => void;
}

/**
 * The modal's open state, its initial query, the element it renders into, and how to open and
 * close it (the search button gets the focus back on closing). `loadCode` downloads the modal's
 * code (DocSearchBar.tsx's, which also asks for what the first query needs).
 */
export function useModalOpening(
  engine: string,
  searchButtonRef: RefObject<HTMLButtonElement | null>,
  loadCode: () => Promise<ModalCode>,
) {
  const searchContainer = useRef<HTMLDivElement | null>(null);
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
    // the placeholder says so and tries again when the browser is back online, on "Try again",
    // and a few times by itself while online (RETRY_DELAYS_MS). Escape gives up.
    loading.current = true;
    let done = false;
    let retries = 0;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    const finish = () => {
      done = true;
      clearTimeout(retryTimer);
      held?.stop();
      window.removeEventListener('online', tryAgain);
      pendingActions.current = null;
      setPending(null);
      loading.current = false;
    };
    const codeHere = Boolean(modalCode());
    const held = codeHere ? holdTypedKeys(finish) : null;
    // As DocSearch does on opening: the page text selected, up to 64 characters, is the query;
    // taken here, well-formed and never cut inside an emoji (DocSearch's own cut can leave half
    // of one, which encodeURIComponent then refuses), and handed to DocSearch as its query.
    const selected = cutQuery(window.getSelection()?.toString() ?? '');
    function attempt() {
      clearTimeout(retryTimer);
      setPending((state) => state && {...state, failed: false});
      loadCode().then(
        (code) => {
          if (done) return;
          const typed = held ? held.typed() : pendingTyped.current;
          finish();
          if (typed) setInitialQuery((query) => cutQuery((query ?? '') + typed));
          else if (selected) setInitialQuery((query) => query ?? selected);
          setIsOpen(true);
          code.handOverTypedKeys(searchContainer.current!);
        },
        () => {
          if (done) return;
          setPending((state) => state && {...state, failed: true});
          if (navigator.onLine && retries < RETRY_DELAYS_MS.length)
            retryTimer = setTimeout(attempt, RETRY_DELAYS_MS[retries++]);
        },
      );
    }
    /** Back online, or "Try again": at once, with the retries counted anew. */
    function tryAgain() {
      retries = 0;
      attempt();
    }
    if (!codeHere) {
      pendingTyped.current = selected;
      setPending({typed: pendingTyped.current, failed: false});
      pendingActions.current = {retry: tryAgain, cancel: finish};
      window.addEventListener('online', tryAgain);
    }
    attempt();
  }, [engine, loadCode]);

  const closeModal = useCallback(() => {
    setIsOpen(false);
    searchButtonRef.current?.focus();
    setInitialQuery(undefined);
  }, [searchButtonRef]);

  const pendingModal: PendingModal | null = pending && {
    ...pending,
    onChange: (typed) => {
      pendingTyped.current = typed;
      setPending((state) => state && {...state, typed});
    },
    onRetry: () => pendingActions.current?.retry(),
    onCancel: () => pendingActions.current?.cancel(),
  };

  return {
    isOpen,
    initialQuery,
    setInitialQuery,
    openModal,
    closeModal,
    searchContainer,
    pendingModal,
  };
}
