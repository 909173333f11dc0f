/**
 * Copyright (c) Algolia, Inc. and contributors.
 *
 * This source code is licensed under the MIT license found in
 * licenses/docsearch.LICENSE. Modified copy of @docsearch/react
 * dist/esm/index.js (DocSearchButton, useDocSearchKeyboardEvents); see licenses/upstream-copies.json.
 */
// DocSearch 3.9's search button and keyboard shortcuts (DocSearchButton and
// useDocSearchKeyboardEvents from @docsearch/react, MIT), with the same markup, classes and
// behaviour. They are copied because @docsearch/react ships as one prebundled file: importing
// the button or the hook from it puts the whole modal (autocomplete, algoliasearch; twice over,
// through the theme's alias to its UMD build) into every page's
// main bundle, although the modal itself is only loaded when a visitor starts to search.
import React, {
  forwardRef,
  useEffect,
  useState,
  type ComponentProps,
  type ReactNode,
  type RefObject,
} from 'react';

export interface SearchButtonTranslations {
  buttonText?: string;
  buttonAriaLabel?: string;
}

type ActionKey = 'Ctrl' | '⌘';

export function isAppleDevice(): boolean {
  return /(Mac|iPhone|iPod|iPad)/i.test(navigator.platform);
}

function ControlKeyIcon(): ReactNode {
  return (
    <svg width="15" height="15" className="DocSearch-Control-Key-Icon">
      <path
        d="M4.505 4.496h2M5.505 5.496v5M8.216 4.496l.055 5.993M10 7.5c.333.333.5.667.5 1v2M12.326 4.5v5.996M8.384 4.496c1.674 0 2.116 0 2.116 1.5s-.442 1.5-2.116 1.5M3.205 9.303c-.09.448-.277 1.21-1.241 1.203C1 10.5.5 9.513.5 8V7c0-1.57.5-2.5 1.464-2.494.964.006 1.134.598 1.24 1.342M12.553 10.5h1.953"
        strokeWidth="1.2"
        stroke="currentColor"
        fill="none"
        strokeLinecap="square"
      />
    </svg>
  );
}

function SearchIcon(): ReactNode {
  return (
    <svg
      width="20"
      height="20"
      className="DocSearch-Search-Icon"
      viewBox="0 0 20 20"
      aria-hidden="true"
    >
      <path
        d="M14.386 14.386l4.0877 4.0877-4.0877-4.0877c-2.9418 2.9419-7.7115 2.9419-10.6533 0-2.9419-2.9418-2.9419-7.7115 0-10.6533 2.9418-2.9419 7.7115-2.9419 10.6533 0 2.9419 2.9418 2.9419 7.7115 0 10.6533z"
        stroke="currentColor"
        fill="none"
        fillRule="evenodd"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** A key hint that shows as pressed while the visitor holds that key. */
function ButtonKey({reactsToKey, children}: {reactsToKey: string; children: ReactNode}): ReactNode {
  const [isKeyDown, setIsKeyDown] = useState(false);
  useEffect(() => {
    const down = (event: KeyboardEvent) => {
      if (event.key === reactsToKey) setIsKeyDown(true);
    };
    // keyup does not fire for other keys while Command is held: release on Meta too.
    const up = (event: KeyboardEvent) => {
      if (event.key === reactsToKey || event.key === 'Meta') setIsKeyDown(false);
    };
    window.addEventListener('keydown', down);
    window.addEventListener('keyup', up);
    return () => {
      window.removeEventListener('keydown', down);
      window.removeEventListener('keyup', up);
    };
  }, [reactsToKey]);
  return (
    <kbd
      className={
        isKeyDown ? 'DocSearch-Button-Key DocSearch-Button-Key--pressed' : 'DocSearch-Button-Key'
      }
    >
      {children}
    </kbd>
  );
}

export type SearchButtonProps = ComponentProps<'button'> & {
  translations?: SearchButtonTranslations;
};

/** The navbar's search button: "Search" with the Ctrl+K (⌘K on Apple devices) hint. */
export const SearchButton = forwardRef<HTMLButtonElement, SearchButtonProps>(function SearchButton(
  {translations = {}, ...props},
  ref,
) {
  const {buttonText = 'Search', buttonAriaLabel = 'Search'} = translations;
  // Known only in the browser: the server renders no key hint, then the effect adds it.
  const [key, setKey] = useState<ActionKey | null>(null);
  useEffect(() => {
    setKey(isAppleDevice() ? '⌘' : 'Ctrl');
  }, []);
  const [reactsTo, shortcut, child] =
    key === 'Ctrl' ? ['Ctrl', 'Control+K', <ControlKeyIcon />] : ['Meta', 'Meta+K', key];
  // Named by its visible text, not by an aria-label (WCAG 2.5.3, axe's
  // label-content-name-mismatch: DocSearch's "Search (Ctrl+K)" does not contain the visible
  // "Search" + "K"). The key hint is hidden from assistive technology, which gets the shortcut
  // from aria-keyshortcuts; phones hide the text visually only (src/css/custom.css).
  return (
    <button
      type="button"
      className="DocSearch DocSearch-Button"
      aria-keyshortcuts={key === null ? undefined : shortcut}
      {...props}
      ref={ref}
    >
      <span className="DocSearch-Button-Container">
        <SearchIcon />
        <span className="DocSearch-Button-Placeholder">{buttonText || buttonAriaLabel}</span>
      </span>
      <span className="DocSearch-Button-Keys" aria-hidden="true">
        {key !== null && (
          <>
            <ButtonKey reactsToKey={reactsTo}>{child}</ButtonKey>
            <ButtonKey reactsToKey="k">K</ButtonKey>
          </>
        )}
      </span>
    </button>
  );
});

function isEditingContent(event: KeyboardEvent): boolean {
  const element = event.target as HTMLElement;
  const tagName = element.tagName;
  return (
    element.isContentEditable ||
    tagName === 'INPUT' ||
    tagName === 'SELECT' ||
    tagName === 'TEXTAREA'
  );
}

export interface SearchShortcutsOptions {
  isOpen: boolean;
  onOpen: () => void;
  onClose: () => void;
  /** A letter or digit typed while the search button has focus. */
  onInput?: (event: KeyboardEvent) => void;
  searchButtonRef: RefObject<HTMLButtonElement | null>;
}

/**
 * Ctrl/Cmd+K opens and closes the modal, Escape closes it, "/" opens it when no field has
 * focus; a letter or digit typed on the focused button goes to onInput.
 */
export function useSearchShortcuts({
  isOpen,
  onOpen,
  onClose,
  onInput,
  searchButtonRef,
}: SearchShortcutsOptions): void {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent): void {
      if (
        (event.code === 'Escape' && isOpen) ||
        // event.key can be undefined with Chrome's autofill.
        (event.key?.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey)) ||
        // "/" opens but does not close: it is a character.
        (!isEditingContent(event) && event.key === '/' && !isOpen)
      ) {
        event.preventDefault();
        if (isOpen) onClose();
        // Only one DocSearch modal at a time.
        else if (!document.body.classList.contains('DocSearch--active')) onOpen();
        return;
      }
      if (
        onInput &&
        searchButtonRef.current === document.activeElement &&
        /[a-zA-Z0-9]/.test(String.fromCharCode(event.keyCode))
      ) {
        onInput(event);
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen, onOpen, onClose, onInput, searchButtonRef]);
}
