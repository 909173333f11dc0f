// The bundler's settings the theme adds (webpack or Rspack).

/**
 * The bundler's persistent cache is keyed by the Docusaurus version and theme aliases, not by
 * this plugin's alias or the environment: without this, a build after switching engines (by
 * setting or unsetting the ALGOLIA_* variables) would reuse modules resolved for the other one.
 */
export function keyPersistentCacheByEngine(
  config: {cache?: unknown; experiments?: unknown},
  engine: string,
): void {
  const suffix = `-search-${engine}`;
  const experimentsCache = (config.experiments as {cache?: {version?: unknown}} | undefined)?.cache;
  if (
    experimentsCache &&
    typeof experimentsCache === 'object' &&
    typeof experimentsCache.version === 'string'
  ) {
    experimentsCache.version += suffix;
  }
  const cache = config.cache as {version?: unknown} | undefined;
  if (cache && typeof cache === 'object' && typeof cache.version === 'string')
    cache.version += suffix;
}
