// A pause that lets the browser run what waits (a keystroke, a response,
// rendering) before the rest of a search: between its phases, a search on a big site is
// several tasks of a few milliseconds, not one long one (a long task is lag when typing).

interface Scheduler {
  yield?: () => Promise<void>;
}

/**
 * Resolves in a task of its own: scheduler.yield() where the browser has it (the search then
 * goes on before tasks queued by others), otherwise a message to itself (no timer clamping).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as {scheduler?: Scheduler}).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const {port1, port2} = new MessageChannel();
    port1.onmessage = () => {
      port1.close();
      resolve();
    };
    port2.postMessage(null);
  });
}
