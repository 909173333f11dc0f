import React, {useLayoutEffect, useRef, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import styles from './ModalPlaceholder.module.css';

// What opening search shows while the modal's code is still on its way (a slow connection, or
// none): a box in the modal's place with a real input (so an input method works too) whose
// text becomes the query once the modal opens, and a loading or failure line. Escape or a click
// outside gives up. Part of every page (it must show without a download), so small and plain.

export interface ModalPlaceholderProps {
  /** What has been typed since search was opened. */
  value: string;
  onChange: (value: string) => void;
  /** The modal's code could not be downloaded. */
  failed: boolean;
  onRetry: () => void;
  onCancel: () => void;
}

export default function ModalPlaceholder({
  value,
  onChange,
  failed,
  onRetry,
  onCancel,
}: ModalPlaceholderProps): ReactNode {
  const label = translate({id: 'search.modal.searchInputLabel', message: 'Search'});
  const input = useRef<HTMLInputElement>(null);
  // A selection it starts with is selected, so typing replaces it (as in DocSearch's input).
  useLayoutEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, []);
  return (
    <div className={styles.backdrop} onClick={onCancel} data-search-placeholder="">
      <div
        className={styles.box}
        role="dialog"
        aria-modal="true"
        aria-label={label}
        aria-busy={!failed}
        onClick={(event) => event.stopPropagation()}
      >
        <input
          ref={input}
          className={styles.query}
          type="search"
          aria-label={label}
          value={value}
          maxLength={64}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => onChange(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') onCancel();
          }}
        />
        <p className={styles.status} role="status">
          {failed ? (
            <Translate
              id="search.placeholder.failed"
              description="Shown in place of the search modal when its code could not be downloaded (offline); what was typed is kept"
            >
              Search could not load. Check your network connection; it tries again when you are back
              online, and what you typed is kept.
            </Translate>
          ) : (
            <Translate
              id="search.placeholder.loading"
              description="Shown in place of the search modal while its code downloads"
            >
              Loading search…
            </Translate>
          )}
        </p>
        {failed && (
          <button type="button" className="button button--sm button--primary" onClick={onRetry}>
            <Translate
              id="search.placeholder.retry"
              description="Button that tries again to load the search modal"
            >
              Try again
            </Translate>
          </button>
        )}
      </div>
    </div>
  );
}
