// A value shared by every copy of the theme's modules in this process.
// Docusaurus loads the theme afresh for each locale it builds, so a module-level cache would
// start empty for each; one hung on globalThis, under a name of the theme's, outlives them.
// (In shared/ for the build-time functions there; the browser never calls them.)

/** The process's value under `name`, made by `create` the first time it is asked for. */
export function processWide<T>(name: string, create: () => T): T {
  const key = Symbol.for(`docusaurus-theme-search-pagefind.${name}`);
  const holder = globalThis as Record<symbol, unknown>;
  if (!(key in holder)) holder[key] = create();
  return holder[key] as T;
}

/**
 * `compute`, remembered process-wide by its argument under `name`: what every locale's build
 * computes again from the same text (a twin's words, a code block's identifiers) is computed
 * once. At most `limit` results are kept (all are forgotten when it is reached: a dev server
 * that runs for days keeps no more).
 */
export function rememberedByText<R>(
  name: string,
  compute: (text: string) => R,
  limit = 50_000,
): (text: string) => R {
  const cache = processWide(name, () => new Map<string, R>());
  return (text) => {
    const known = cache.get(text);
    if (known !== undefined) return known;
    const result = compute(text);
    if (cache.size >= limit) cache.clear();
    cache.set(text, result);
    return result;
  };
}
