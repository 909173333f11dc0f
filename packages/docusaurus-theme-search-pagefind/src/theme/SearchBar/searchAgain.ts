/**
 * Makes DocSearch search its input's query again, which the client now answers with another
 * site's late results. DocSearch offers no way to do so: its input's change handler is React's,
 * which runs only for a value it has not seen, so its value tracker (React DOM's, on the input
 * element) is told the value was empty before the input event is sent.
 */
export function searchAgain(container: HTMLElement | null): void {
  const input = container?.querySelector<HTMLInputElement>('.DocSearch-Input');
  if (!input || !input.value) return;
  (input as unknown as {_valueTracker?: {setValue(value: string): void}})._valueTracker?.setValue(
    '',
  );
  input.dispatchEvent(new Event('input', {bubbles: true}));
}
