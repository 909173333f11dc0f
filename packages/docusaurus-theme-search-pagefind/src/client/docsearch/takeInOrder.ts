// Browser code: the pages of a round of reads, taken best first as they arrive, up to the
// first of them that are enough (pure, no engine).

/**
 * Takes the values of `loads` in their order: each goes to `take` once it and every one before
 * it have arrived, until `take` says that is enough. Resolves with how many were taken. What is
 * taken depends only on the values, not on the order they arrive in, and the loads after the
 * last one taken are not waited for. A load that fails fails this only when its turn comes: a
 * page after the ones that are enough cannot fail a search.
 */
export function takeInOrder<T>(
  loads: readonly Promise<T>[],
  take: (value: T) => boolean,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const arrived: Array<{value: T} | {error: unknown} | undefined> = [];
    let next = 0;
    let done = false;
    const advance = () => {
      while (!done && next < loads.length && arrived[next]) {
        const load = arrived[next++]!;
        if ('error' in load) {
          done = true;
          reject(load.error);
        } else if (take(load.value)) done = true;
      }
      if (!done && next === loads.length) done = true;
      if (done) resolve(next); // (no effect after a reject)
    };
    loads.forEach((load, i) =>
      load.then(
        (value) => {
          arrived[i] = {value};
          advance();
        },
        (error: unknown) => {
          arrived[i] = {error};
          advance();
        },
      ),
    );
    advance(); // no loads: none taken
  });
}
