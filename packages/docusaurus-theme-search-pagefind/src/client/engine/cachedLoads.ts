// One helper for the reader's cached loads: each file of a bundle is fetched once (and each page
// decoded once while it is shown), callers asking at the same time share the load, and a failed
// load is forgotten so that the next query tries again.

/**
 * `load`, remembered per key (further arguments are passed on, and are not part of the key); a
 * rejected promise is dropped from the cache. With `limit`, only the keys asked for last are kept.
 */
export function cachedLoads<T, A extends unknown[] = []>(
  load: (key: string, ...args: A) => Promise<T>,
  limit = Infinity,
): (key: string, ...args: A) => Promise<T> {
  const loads = new Map<string, Promise<T>>();
  return (key, ...args) => {
    let loading = loads.get(key);
    if (loading)
      loads.delete(key); // set again below: the newest
    else {
      const started = load(key, ...args);
      started.catch(() => {
        if (loads.get(key) === started) loads.delete(key);
      });
      loading = started;
    }
    loads.set(key, loading);
    if (loads.size > limit) loads.delete(loads.keys().next().value!);
    return loading;
  };
}
