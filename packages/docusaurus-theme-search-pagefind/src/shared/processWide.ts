// Build-time (Node): a value shared by every copy of the theme's modules in this process.
// Docusaurus loads the theme afresh for each locale it builds, so a module-level cache would
// start empty for each; one hung on globalThis, under a name of the theme's, outlives them.

/** The process's value under `name`, made by `create` the first time it is asked for. */
export function processWide<T>(name: string, create: () => T): T {
  const key = Symbol.for(`docusaurus-theme-search-pagefind.${name}`);
  const holder = globalThis as Record<symbol, unknown>;
  if (!(key in holder)) holder[key] = create();
  return holder[key] as T;
}
