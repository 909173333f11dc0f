import {statSync} from 'node:fs';
import path from 'node:path';
import {recordObjectId} from '../shared/record.js';
import type {DocSearchRecord} from '../shared/types.js';
import {processWide} from '../shared/processWide.js';

// The records of the default locale's built pages, by source file, kept for
// the locales built after it. Docusaurus builds a site's locales one after another in one
// process, the default locale first, and every other locale's pages have their twin in the
// default locale (twins.ts): so each later locale reads its twins here, as the default locale's
// own build extracted them, instead of rendering their sources again (kept process-wide: the
// theme is loaded afresh for each locale). Each page is kept with its source's modification
// time: a source edited since (a second build in the same process) is rendered.

interface BuiltPage {
  mtimeMs: number;
  /** The page's records without code lines (a twin's body is prose). */
  records: readonly DocSearchRecord[];
}

const store = () => processWide('builtPages', () => new Map<string, BuiltPage>());

const key = (locale: string, file: string) => `${locale}\0${path.resolve(file)}`;

/** Keeps a built page's records (of `locale`, from the source `file` last modified at `mtimeMs`). */
export function rememberBuiltPage(
  locale: string,
  file: string,
  mtimeMs: number,
  records: readonly DocSearchRecord[],
): void {
  store().set(key(locale, file), {mtimeMs, records: records.filter((record) => !record.code)});
}

/**
 * The records of the page `locale` built from `file`, if it was built in this process from the
 * file as it is now (`mtimeMs`), with the URL `url` (the page they are the twin of).
 */
export function builtPageRecords(
  locale: string,
  file: string,
  mtimeMs: number,
  url: string,
): DocSearchRecord[] | undefined {
  const page = store().get(key(locale, file));
  if (!page || page.mtimeMs !== mtimeMs) return undefined;
  return page.records.map((record, i) => ({
    ...record,
    objectID: recordObjectId(url, i),
    url: record.anchor ? `${url}#${record.anchor}` : url,
    url_without_anchor: url,
  }));
}

/** Whether `locale` built a page from `file` in this process, from the file as it is now. */
export function isBuiltPage(locale: string, file: string): boolean {
  const page = store().get(key(locale, file));
  return !!page && page.mtimeMs === statSync(file, {throwIfNoEntry: false})?.mtimeMs;
}

/** Forgets every kept page (tests). */
export function forgetBuiltPages(): void {
  store().clear();
}
