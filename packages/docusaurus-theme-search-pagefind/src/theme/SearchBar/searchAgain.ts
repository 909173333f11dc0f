// Making the open modal search its query again: for another site's late answer (SearchModal.tsx,
// otherSites.ts), and when the browser comes back online over the error screen.

/**
 * Makes DocSearch search its input's query again, which the client answers anew (with another
 * site's late results, or from an index that could not be read before). DocSearch offers no
 * way to do so: its input's change handler is React's, which runs only for a value it has not
 * seen, so its value tracker (React DOM's, on the input element) is told the value was empty
 * before the input event is sent.
 */
export function searchAgain(container: HTMLElement | null): void {
  const input = container?.querySelector<HTMLInputElement>('.DocSearch-Input');
  if (!input || !input.value) return;
  (input as unknown as {_valueTracker?: {setValue(value: string): void}})._valueTracker?.setValue(
    '',
  );
  input.dispatchEvent(new Event('input', {bubbles: true}));
}

/**
 * Whether the reader is choosing among the results shown: a result other than the first is
 * selected (by the arrow keys or the pointer). Searching again then would move the results
 * under the selection, and Enter would open a page the reader did not choose.
 */
export function readerIsChoosing(container: HTMLElement | null): boolean {
  const selected = container?.querySelector('.DocSearch-Hit[aria-selected="true"]');
  return !!selected && selected !== container?.querySelector('.DocSearch-Hit');
}

/**
 * While the modal in `container` is open: when the browser comes back online and the modal
 * shows DocSearch's error screen (a search that failed offline stays there until the next
 * keystroke), its query is searched again, so the reader need not type to see the results.
 * Returns the listener's removal.
 */
export function searchAgainWhenOnline(container: HTMLElement | null): () => void {
  const online = () => {
    if (container?.querySelector('.DocSearch-ErrorScreen')) searchAgain(container);
  };
  window.addEventListener('online', online);
  return () => window.removeEventListener('online', online);
}
