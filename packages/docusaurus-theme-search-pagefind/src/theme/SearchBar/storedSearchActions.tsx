// The save and remove actions of recent and favourite searches, without nested controls.
//
// DocSearch 3.9 renders each recent or favourite search as an option of a listbox, with its
// "Save this search" and "Remove ..." <button>s inside the option (and inside its link). An
// option's content is presentational: screen readers do not announce controls inside it,
// and Tab stops on each of them (axe: nested-interactive). The input keeps the focus and
// moves through the options with the arrow keys (aria-activedescendant), so:
// - the buttons become plain elements with the same class, title, icon and click handler:
//   the mouse works as before, and nothing focusable is left inside an option;
// - the keyboard acts on the active option: Delete removes it, Ctrl+S (⌘S) saves a recent
//   search. Each option's name ends with those keys (visually hidden), so a screen reader
//   announces them with the option.
import React, {
  Children,
  cloneElement,
  Fragment,
  isValidElement,
  type MouseEventHandler,
  type ReactElement,
  type ReactNode,
} from 'react';
import {translate} from '@docusaurus/Translate';
import {isAppleDevice} from './SearchButton';

const actionClass = 'DocSearch-Hit-action-button';

interface ActionButtonProps {
  className?: string;
  title?: string;
  onClick?: MouseEventHandler;
  children?: ReactNode;
}

function isActionButton(element: ReactElement): element is ReactElement<ActionButtonProps> {
  return (
    element.type === 'button' && (element.props as ActionButtonProps).className === actionClass
  );
}

/** Replaces DocSearch's action buttons in a result's content; `found` gets one entry per button. */
function replaceButtons(node: ReactNode, found: string[]): ReactNode {
  return Children.map(node, (child) => {
    if (!isValidElement(child)) return child;
    if (isActionButton(child)) {
      const {title, onClick, children} = child.props;
      found.push(title ?? '');
      return (
        <span className={actionClass} title={title} onClick={onClick} aria-hidden="true">
          {children}
        </span>
      );
    }
    // Only markup is walked (HTML elements and fragments), never into another component.
    const props = child.props as {children?: ReactNode};
    if ((typeof child.type !== 'string' && child.type !== Fragment) || props.children === undefined)
      return child;
    return cloneElement(child, undefined, replaceButtons(props.children, found));
  });
}

function keysHint(actions: number): string {
  if (actions >= 2) {
    return translate(
      {
        id: 'search.modal.recentSearchKeys',
        message: 'press Delete to remove it from history, {save} to save it',
        description:
          'Screen-reader hint read with a recent search in the search modal; {save} is Ctrl+S or ⌘S',
      },
      {save: isAppleDevice() ? '⌘S' : 'Ctrl+S'},
    );
  }
  return translate({
    id: 'search.modal.favoriteSearchKeys',
    message: 'press Delete to remove it from favorites',
    description: 'Screen-reader hint read with a favourite search in the search modal',
  });
}

/**
 * A result's content with its save/remove buttons (recent and favourite searches only)
 * made unfocusable, followed by the keys that do the same for keyboard users.
 */
export function withStoredSearchActions(content: ReactNode): ReactNode {
  const found: string[] = [];
  const replaced = replaceButtons(content, found);
  if (found.length === 0) return content;
  return (
    <>
      {replaced}
      <span className="DocSearch-VisuallyHiddenForAccessibility">{`, ${keysHint(found.length)}`}</span>
    </>
  );
}

const storedOptionId = /^docsearch-(recentSearches|favoriteSearches)-item-\d+$/;

/**
 * Delete and Ctrl+S (⌘S) on the active recent or favourite search, while the modal's input
 * has the focus. Returns the function that stops listening.
 */
export function listenForStoredSearchKeys(root: Element): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    const input = event.target;
    if (!(input instanceof HTMLInputElement) || !root.contains(input) || event.isComposing) return;
    const save =
      (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 's';
    const remove = event.key === 'Delete' && !event.ctrlKey && !event.metaKey && !event.altKey;
    if (!save && !remove) return;
    const activeId = input.getAttribute('aria-activedescendant') ?? '';
    const option = storedOptionId.test(activeId) ? document.getElementById(activeId) : null;
    if (!option) return;
    event.preventDefault(); // not the browser's "Save page as"
    const actions = option.querySelectorAll<HTMLElement>(`.${actionClass}`);
    // A recent search has [save, remove]; a favourite has [remove].
    const action = remove
      ? actions[actions.length - 1]
      : actions.length >= 2
        ? actions[0]
        : undefined;
    action?.click();
  };
  document.addEventListener('keydown', onKeyDown, true);
  return () => document.removeEventListener('keydown', onKeyDown, true);
}
