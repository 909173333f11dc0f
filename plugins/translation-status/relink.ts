// Build-time (Node) code: a remark plugin for the docs and blog plugins, run before Docusaurus's
// own (beforeDefaultRemarkPlugins) because Docusaurus 3.10 resolves a relative .md link against
// the linking file's own folder only: on the English site a link from a translation to a doc
// with no translation (or from an original built in place of a missing translation to a
// translated doc) would find no file and fail the build. When a non-default locale is built,
// each relative .md link is pointed at the file that locale really builds: the translation of
// its target where there is one, else the original.
import {existsSync} from 'node:fs';
import path from 'node:path';
import {contentDirs} from './collect';
import {currentLocale} from './locale';

export interface Options {
  siteDir: string;
  defaultLocale: string;
}

/* The mdast fields this plugin touches. */
interface Node {
  type: string;
  url?: string;
  children?: Node[];
}

const toPosix = (file: string) => file.split(path.sep).join('/');

/**
 * Where a relative Markdown link from `fromFile` should point in this locale's build, or null
 * to leave it: the translation of the target when it exists, else the Chinese original.
 */
export function relinkTarget(
  url: string,
  fromFile: string,
  siteDir: string,
  locale: string,
): string | null {
  const match = /^([^?#]+\.mdx?)([?#].*)?$/.exec(url);
  if (!match || /^[a-z][a-z\d+.-]*:/i.test(url) || url.startsWith('/')) return null;
  let target: string;
  try {
    target = path.resolve(path.dirname(fromFile), decodeURIComponent(match[1]));
  } catch {
    return null; // malformed %-escape: leave it to Docusaurus's own report
  }
  const rel = toPosix(path.relative(siteDir, target));
  for (const dirs of contentDirs(locale)) {
    const inside = [dirs.translation, dirs.source].find((root) => rel.startsWith(`${root}/`));
    if (!inside) continue;
    const within = rel.slice(inside.length);
    const translated = path.join(siteDir, dirs.translation + within);
    const built = existsSync(translated) ? translated : path.join(siteDir, dirs.source + within);
    if (built === target || !existsSync(built)) return null;
    let relative = toPosix(path.relative(path.dirname(fromFile), built));
    if (!relative.startsWith('.')) relative = `./${relative}`;
    return relative + (match[2] ?? '');
  }
  return null;
}

function visitLinks(node: Node, onLink: (node: Node) => void): void {
  if ((node.type === 'link' || node.type === 'definition') && typeof node.url === 'string')
    onLink(node);
  node.children?.forEach((child) => visitLinks(child, onLink));
}

export default function relinkTranslations(options: Options) {
  return (root: Node, file: {path?: string}) => {
    const locale = currentLocale(options.defaultLocale);
    if (locale === options.defaultLocale || !file.path) return;
    const fromFile = path.resolve(file.path);
    visitLinks(root, (link) => {
      const url = relinkTarget(link.url!, fromFile, options.siteDir, locale);
      if (url) link.url = url;
    });
  };
}
