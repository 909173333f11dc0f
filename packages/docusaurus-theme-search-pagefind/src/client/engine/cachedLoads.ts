// One helper for the reader's cached fetches: each file of a bundle is fetched once, callers
// asking at the same time share the request, and a failed load is forgotten so that the next
// query tries again.

/** `load`, remembered per key; a rejected promise is dropped from the cache. */
export function cachedLoads<T>(load: (key: string) => Promise<T>): (key: string) => Promise<T> {
  const loads = new Map<string, Promise<T>>();
  return (key) => {
    let loading = loads.get(key);
    if (!loading) {
      loading = load(key);
      loading.catch(() => loads.delete(key));
      loads.set(key, loading);
    }
    return loading;
  };
}
