// A time limit on everything search waits for over the network (index files,
// the engine's code), so a request that is sent and never answered ends in the modal's
// "Unable to fetch results" instead of a spinner, and the next keystroke can try again.

import {withinTimeLimit} from '../../shared/timeLimit';
import {NETWORK_TIMEOUT_MS} from './networkTimeout';

export {NETWORK_TIMEOUT_MS};

export class TimeoutError extends Error {
  constructor(what: string, ms: number) {
    super(`${what} took longer than ${ms} ms`);
    this.name = 'TimeoutError';
  }
}

/** `promise`, or a TimeoutError once `ms` have passed. */
export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return withinTimeLimit(promise, ms, () => new TimeoutError(what, ms));
}

/**
 * fetch() with a time limit covering the response and its body: once `ms` have passed the
 * request is aborted, which also fails a body still being read.
 */
export function fetchWithTimeout(
  ms: number = NETWORK_TIMEOUT_MS,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
) {
  return (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const controller = new AbortController();
    const what = input instanceof Request ? input.url : String(input);
    setTimeout(() => controller.abort(new TimeoutError(what, ms)), ms);
    return fetchImpl(input, {...init, signal: controller.signal});
  };
}
