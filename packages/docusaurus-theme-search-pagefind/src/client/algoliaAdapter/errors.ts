import type {PagefindSearchClient} from './types';

// DocSearch 3 shows "Unable to fetch results" only while its status is 'error'. It sets that
// status in a `.catch` on the promise search() returns and rethrows; autocomplete then sets
// the status back to 'idle' in a `.finally` at the end of the same chain, so the error screen
// never appears. This wrapper lets DocSearch's `.catch` handler run (status → 'error') and
// then ends that chain there: the rethrown RetryError is swallowed into a promise that never
// settles, so the status stays 'error' until the visitor types again (which starts a new
// chain). The handler runs no earlier than `minDelayMs` after the search began, so
// autocomplete's "stalled" timer (300 ms) has already fired and cannot overwrite 'error'.
// A failure is shown only while its search is the newest asked: one that fails just before the
// next keystroke's search answers would otherwise, once its delay is over, put the error
// screen over that newer search's hits (a failed search has nothing newer to say).

/** The error DocSearch recognises as "the search service is unreachable". */
export class RetryError extends Error {
  /**
   * The index is of a Pagefind release the reader does not read (a browser cache holding
   * another build's files): no network problem, and trying again will not help.
   */
  readonly outdatedIndex: boolean;
  constructor(message: string, options?: {cause?: unknown}) {
    super(message, options);
    this.name = 'RetryError';
    this.outdatedIndex = (options?.cause as Error | undefined)?.name === 'PagefindVersionError';
  }
}

const NEVER = new Promise<never>(() => {});

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Makes DocSearch's error screen show for RetryErrors. Other callers see normal promises. */
export function withVisibleErrors<Client extends PagefindSearchClient>(
  client: Client,
  minDelayMs = 400,
  /** Called with each RetryError before the error screen shows (the modal picks its help text). */
  onError?: (error: Error & {outdatedIndex?: boolean}) => void,
): Client {
  /** How many searches were asked: a failure shows only if its search is still the last. */
  let asked = 0;
  return {
    ...client,
    get loaded() {
      return client.loaded;
    },
    search(input) {
      const started = Date.now();
      const search = ++asked;
      const promise = client.search(input);
      const result = promise.then((value) => value);
      // Only the overridden catch below handles the failure; keep `result` itself from being
      // reported as an unhandled rejection.
      Promise.prototype.catch.call(result, () => {});
      result.catch = (<T>(onRejected?: ((reason: unknown) => T | PromiseLike<T>) | null) =>
        promise.catch(async (error: unknown) => {
          if (!onRejected) throw error;
          if ((error as Error | null)?.name !== 'RetryError') return onRejected(error);
          await delay(Math.max(0, minDelayMs - (Date.now() - started)));
          if (search !== asked) return NEVER; // a newer search decides what the modal shows
          onError?.(error as Error);
          try {
            return await onRejected(error);
          } catch (rethrown) {
            if (rethrown === error) return NEVER;
            throw rethrown;
          }
        })) as typeof result.catch;
      return result;
    },
  };
}
