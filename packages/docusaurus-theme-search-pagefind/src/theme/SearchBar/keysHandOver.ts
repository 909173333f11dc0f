import {cutQuery} from '../../client/algoliaAdapter/queryText';
import {holdTypedKeys} from './heldKeys';

// The keys typed while the modal opens, handed to its input. Needed only once the
// modal's code is here, so it comes with it (modalCode.ts), not with every page.

/** How often, and how many times at most, handOverTypedKeys looks for the modal's input. */
const HAND_OVER_INTERVAL_MS = 20;
const HAND_OVER_CHECKS = 150;

/** Types `text` at the end of a React-controlled input, as if typed there (cut at 64). */
function typeInto(input: HTMLInputElement, text: string): void {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setValue?.call(input, cutQuery(input.value + text));
  input.dispatchEvent(new Event('input', {bubbles: true}));
}

/**
 * Between the moment the modal is told to open and the moment its input has the focus, keys
 * typed would reach the page and be lost: they are held, then typed into the input once it
 * has the focus (or dropped after about 3 s without one).
 */
export function handOverTypedKeys(container: HTMLElement): void {
  const held = holdTypedKeys();
  let checks = 0;
  const check = () => {
    const input = container.querySelector<HTMLInputElement>('.DocSearch-Input');
    if (input && document.activeElement === input) {
      held.stop();
      if (held.typed()) typeInto(input, held.typed());
    } else if (++checks >= HAND_OVER_CHECKS) {
      held.stop();
    } else {
      setTimeout(check, HAND_OVER_INTERVAL_MS);
    }
  };
  check();
}
