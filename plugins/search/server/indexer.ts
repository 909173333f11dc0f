import {existsSync, readFileSync} from 'node:fs';
import {rm} from 'node:fs/promises';
import {createRequire} from 'node:module';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {HIERARCHY_LEVELS, type DocSearchRecord} from '../shared/types';
import {recordTitle} from '../shared/record';

// Build-time (Node) code: writes DocSearch records into a Pagefind bundle. Pagefind's linux
// binary from npm is the "extended" one, which segments Chinese text into words.

export interface BuildIndexResult {
  /** Number of records written. */
  records: number;
  /** Absolute or cwd-relative path of the written bundle. */
  outputDir: string;
}

/**
 * Writes a Pagefind bundle for `records` to `outputDir` (replacing what is there).
 * Each record becomes one Pagefind entry: its text (content, or the heading for heading
 * records) is the searchable body, its own heading is the `title` meta, its hierarchy and
 * url are meta too (Pagefind searches meta; the client weighs each key with `metaWeights`,
 * see META_WEIGHTS), and language, docusaurus_tag and version are filters.
 */
export async function buildIndex(
  records: readonly DocSearchRecord[],
  outputDir: string,
): Promise<BuildIndexResult> {
  const pagefind = await loadPagefind();
  const {index, errors} = await pagefind.createIndex({writePlayground: false});
  if (!index) throw new Error(`Pagefind could not create an index: ${errors.join('; ')}`);
  try {
    for (const record of records) {
      const response = await index.addCustomRecord({
        // Pagefind keeps one entry per url, and a page has many records: the entry's url is the
        // record id; the real url travels in the record meta.
        url: record.objectID,
        content: record.content ?? recordTitle(record),
        language: pagefindLanguage(record.language),
        meta: recordMeta(record),
        filters: recordFilters(record),
      });
      if (response.errors.length > 0) {
        throw new Error(`Pagefind rejected ${record.url}: ${response.errors.join('; ')}`);
      }
    }
    await rm(outputDir, {recursive: true, force: true});
    const written = await index.writeFiles({outputPath: outputDir});
    if (written.errors.length > 0) {
      throw new Error(`Pagefind could not write ${outputDir}: ${written.errors.join('; ')}`);
    }
    return {records: records.length, outputDir: written.outputPath};
  } finally {
    await index.deleteIndex();
  }
}

/** Stops Pagefind's background process; call once after the last buildIndex(). */
export async function closeIndexer(): Promise<void> {
  await (await loadPagefind()).close();
}

type PagefindApi = typeof import('pagefind');
let pagefindModule: Promise<PagefindApi> | null = null;

/**
 * Loaded on first use. pagefind is an ES module without a `require` export, and Docusaurus
 * loads this file through jiti, whose `import()` cannot load it; so resolve its entry file by
 * hand and import it with Node's own import() (native-import.cjs).
 */
function loadPagefind(): Promise<PagefindApi> {
  if (!pagefindModule) {
    const require = createRequire(import.meta.url);
    const nativeImport = require('./native-import.cjs') as (url: string) => Promise<PagefindApi>;
    pagefindModule = nativeImport(pathToFileURL(pagefindEntry()).href);
  }
  return pagefindModule;
}

function pagefindEntry(): string {
  for (let dir = process.cwd(); ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'node_modules', 'pagefind', 'package.json');
    if (existsSync(manifest)) {
      const pkg = JSON.parse(readFileSync(manifest, 'utf8')) as {main?: string};
      return path.join(path.dirname(manifest), pkg.main ?? 'lib/index.js');
    }
    if (path.dirname(dir) === dir) throw new Error('The pagefind package is not installed (npm ci).');
  }
}

/** Pagefind meta of a record; `recordFromPagefind` in the client reverses it. */
export function recordMeta(record: DocSearchRecord): Record<string, string> {
  const meta: Record<string, string> = {
    title: recordTitle(record),
    objectID: record.objectID,
    url: record.url,
    type: record.type,
    position: String(record.weight.position),
  };
  for (const level of HIERARCHY_LEVELS) {
    const value = record.hierarchy[level];
    if (value) meta[level] = value;
  }
  return meta;
}

/** Pagefind filters of a record: the facets contextual search filters on. */
export function recordFilters(record: DocSearchRecord): Record<string, string[]> {
  const filters: Record<string, string[]> = {
    language: [record.language],
    docusaurus_tag: [record.docusaurus_tag],
  };
  if (record.version) filters.version = [record.version];
  return filters;
}

/** Pagefind wants an ISO 639-1 code: "zh-Hans" → "zh". */
export function pagefindLanguage(language: string): string {
  return language.toLowerCase().split(/[-_]/)[0] || 'en';
}
