// The theme's options that the browser's engine (client/engine/) reads, as one group: src/index.ts
// picks them from the site's options into the global data, and the client hands the group on,
// unchanged, to the reader. An option of the engine is a field here and a key of
// ENGINE_OPTION_KEYS (TypeScript fails while the two differ), besides its doc comment, default
// and rule in src/options.ts: no hop between the two needs to know it.

/**
 * Pagefind's ranking weights, as pagefind.js's `ranking` option names them (without
 * `metaWeights`: the theme weighs its own fields, shared/recordLayout.ts's META_WEIGHTS).
 */
export interface RankingWeights {
  /** Term frequency against the raw weighted count of the term, from 0 to 1. */
  termFrequency: number;
  /** How much a word close in length to the query term counts over a longer one, 0 or more. */
  termSimilarity: number;
  /** How much the page's length against the site's average counts, from 0 to 1. */
  pageLength: number;
  /** How slowly a term's count on a page saturates, from 0 to 2. */
  termSaturation: number;
  /** The boost of a word whose diacritics are the query's, 0 or more. */
  diacriticSimilarity: number;
}

/** The engine's options; each absent one is Pagefind's default. */
export interface EngineOptions {
  /** The weights the site changes (option `ranking`); the others are Pagefind's. */
  ranking?: Partial<RankingWeights>;
}

/** Every field of EngineOptions, once (a field missing here fails the type check). */
const KEYS: Record<keyof EngineOptions, true> = {ranking: true};

/** The names of the theme's options that the engine reads. */
export const ENGINE_OPTION_KEYS = Object.keys(KEYS) as Array<keyof EngineOptions>;

/**
 * The engine's group of the site's options (those it sets: an option left out stays out), or
 * undefined when it sets none. The type check fails where the site's options give an engine
 * option another type.
 */
export function engineOptionsOf(options: EngineOptions): EngineOptions | undefined {
  const picked: Record<string, unknown> = {};
  for (const key of ENGINE_OPTION_KEYS) if (options[key] !== undefined) picked[key] = options[key];
  return Object.keys(picked).length > 0 ? (picked as EngineOptions) : undefined;
}
