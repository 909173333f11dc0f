// Build-time (Node) code: the `future.experimental_vcs` of the site. Docusaurus's own git
// strategy, with each "last updated by" name resolved through the repository's .mailmap (the
// name a committer's git config held is not the author's) and then, when it is the name of a
// blog author, written as that author is named in the locale being built (林舟 / Lin Zhou,
// from blog/authors.yml and its translation).
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {getVcsPreset} from '@docusaurus/utils';
import type {VcsChangeInfo, VcsConfig} from '@docusaurus/types';
import {parseMailmap, resolveName} from './mailmap';

export interface LastUpdateAuthorOptions {
  readonly siteDir: string;
  /** The locale being built. */
  readonly locale: string;
  readonly defaultLocale: string;
}

/** `name:` values of an authors.yml, by author key (a flat two-level file: no YAML parser needed). */
function authorNames(file: string): Map<string, string> {
  const names = new Map<string, string>();
  if (!existsSync(file)) return names;
  let key: string | null = null;
  for (const line of readFileSync(file, 'utf8').split(/\r?\n/)) {
    const top = /^([\w-]+):\s*$/.exec(line);
    if (top) key = top[1];
    const name = /^\s+name:\s*(.+?)\s*$/.exec(line);
    if (key && name) names.set(key, name[1].replace(/^(['"])(.*)\1$/, '$2'));
  }
  return names;
}

/** Commit-name resolution for `locale`: .mailmap, then the blog author's name in that locale. */
export function authorResolver(options: LastUpdateAuthorOptions): (name: string) => string {
  const mailmapFile = path.join(options.siteDir, '.mailmap');
  const mailmap = parseMailmap(existsSync(mailmapFile) ? readFileSync(mailmapFile, 'utf8') : '');
  const original = authorNames(path.join(options.siteDir, 'blog', 'authors.yml'));
  const localised =
    options.locale === options.defaultLocale
      ? original
      : authorNames(
          path.join(
            options.siteDir,
            'i18n',
            options.locale,
            'docusaurus-plugin-content-blog',
            'authors.yml',
          ),
        );
  const byName = new Map<string, string>();
  for (const [key, name] of original) byName.set(name, localised.get(key) ?? name);
  return (name) => {
    const proper = resolveName(mailmap, name);
    return byName.get(proper) ?? proper;
  };
}

/** Docusaurus's default git strategy (v4's eager one) with the authors resolved. */
export function lastUpdateAuthorVcs(options: LastUpdateAuthorOptions): VcsConfig {
  const git = getVcsPreset('default-v2');
  const resolve = authorResolver(options);
  const named = (info: VcsChangeInfo | null): VcsChangeInfo | null =>
    info && {...info, author: resolve(info.author)};
  return {
    initialize: (params) => git.initialize(params),
    getFileCreationInfo: async (file) => named(await git.getFileCreationInfo(file)),
    getFileLastUpdateInfo: async (file) => named(await git.getFileLastUpdateInfo(file)),
  };
}
