// Build-time (Node) code: the site's `markdown.parseFrontMatter` hook. On a non-default locale
// it adds `translation_status` to the front matter of a doc or post whose translation is
// outdated (with the two dates from git history) or missing (the original is built in its
// place). Docusaurus keeps front matter in each page's metadata, which is loaded anew on every
// build, so the notice follows git history even where the bundler's cache keeps a compiled page.
import path from 'node:path';
import type {ParseFrontMatter} from '@docusaurus/types';
import {collectReport, contentDirs} from './collect';
import {currentLocale} from './locale';
import type {Report} from './status';

export interface TranslationStatusFrontMatter {
  status: 'outdated' | 'missing';
  /** ISO dates of the original's and the translation's last visible change (outdated only). */
  sourceDate?: string;
  translationDate?: string;
}

const reports = new Map<string, Report>();

/** The status report of `locale`, computed once per build (git is read for the first page only). */
function reportFor(siteDir: string, locale: string): Report {
  const key = `${siteDir}\0${locale}`;
  let report = reports.get(key);
  if (!report) {
    report = collectReport(siteDir, locale);
    reports.set(key, report);
  }
  return report;
}

const toPosix = (file: string) => file.split(path.sep).join('/');

/** The translation status of the doc or post at `filePath` when `locale` is built, or null. */
export function statusOf(
  siteDir: string,
  locale: string,
  filePath: string,
): TranslationStatusFrontMatter | null {
  const rel = toPosix(path.relative(siteDir, path.resolve(filePath)));
  if (path.posix.basename(rel).startsWith('_')) return null; // partials belong to the page that imports them
  for (const dirs of contentDirs(locale)) {
    if (rel.startsWith(`${dirs.source}/`)) return {status: 'missing'};
    if (rel.startsWith(`${dirs.translation}/`)) {
      const entry = reportFor(siteDir, locale).entries.find((item) => item.translation === rel);
      if (entry?.status !== 'outdated' || !entry.sourceChanged || !entry.translationChanged)
        return null;
      return {
        status: 'outdated',
        sourceDate: entry.sourceChanged.date,
        translationDate: entry.translationChanged.date,
      };
    }
  }
  return null;
}

/** `markdown.parseFrontMatter` for the site at `siteDir` whose originals are in `defaultLocale`. */
export function parseFrontMatterWithTranslationStatus(
  siteDir: string,
  defaultLocale: string,
): ParseFrontMatter {
  return async (params) => {
    const result = await params.defaultParseFrontMatter(params);
    const locale = currentLocale(defaultLocale);
    if (locale === defaultLocale || !/\.mdx?$/.test(params.filePath)) return result;
    const status = statusOf(siteDir, locale, params.filePath);
    return status
      ? {...result, frontMatter: {...result.frontMatter, translation_status: status}}
      : result;
  };
}
