import {fileHash} from './fileHash.js';
import {BROWSER_ADVICE, PAGEFIND_VERSION, PagefindVersionError} from './version.js';

// The bundle's entry file as Pagefind 1.6.0 writes it (see version.ts):
// - pagefind/src/output/entry.rs, pagefind_web_js/lib/coupled_search.ts (loadEntry):
//   pagefind-entry.json, {version, languages: {code: {hash, wasm, page_count}},
//   include_characters};

export interface BundleEntry {
  version: string;
  language: string;
  /** The language's metadata file is pagefind.<metaHash>.pf_meta. */
  metaHash: string;
  includeCharacters: string[];
}

/** pagefind-entry.json, read; throws PagefindVersionError for another version. */
export function parseEntry(json: unknown, advice = BROWSER_ADVICE): BundleEntry {
  const entry = (json ?? {}) as {
    version?: unknown;
    languages?: Record<string, {hash?: unknown}>;
    include_characters?: unknown;
  };
  const version = typeof entry.version === 'string' ? entry.version : '';
  if (version !== PAGEFIND_VERSION) throw new PagefindVersionError(version, advice);
  const [language, info] = Object.entries(entry.languages ?? {})[0] ?? [];
  if (!language || typeof info?.hash !== 'string')
    throw new Error('pagefind-entry.json names no language');
  const includeCharacters = Array.isArray(entry.include_characters)
    ? entry.include_characters.filter((c): c is string => typeof c === 'string')
    : [];
  return {version, language, metaHash: fileHash(info.hash), includeCharacters};
}
