// A time limit on a promise, shared by the indexer (Node: Pagefind's service) and the browser
// client (index requests, the engine's code).

/** `promise`, or the error `expired()` makes once `ms` have passed without it settling. */
export function withinTimeLimit<T>(
  promise: Promise<T>,
  ms: number,
  expired: () => Error,
): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(expired()), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}
