// Keys typed while the search modal is on its way (useModalOpening.ts), held from
// the page; on every page, as the search button is.

/**
 * Until stop() is called, keeps the printable keys typed in the page (with Backspace) from
 * reaching it; Escape calls `onEscape` (without it, Escape goes on to the page).
 */
export function holdTypedKeys(onEscape?: () => void): {typed: () => string; stop: () => void} {
  let typed = '';
  const hold = (event: KeyboardEvent) => {
    if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return;
    if (event.key === 'Escape') {
      if (!onEscape) return;
      onEscape();
    } else if (event.key === 'Backspace') typed = typed.slice(0, -1);
    else if (event.key.length === 1) typed += event.key;
    else return;
    event.preventDefault();
    event.stopPropagation();
  };
  document.addEventListener('keydown', hold, true);
  return {typed: () => typed, stop: () => document.removeEventListener('keydown', hold, true)};
}
