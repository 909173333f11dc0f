// Build-time (Node) code: a remark plugin for the docs and blog plugins (beforeDefaultRemarkPlugins,
// so it runs before Docusaurus 3.10 resolves Markdown links). When a non-default locale is built:
//
// - relative links to .md files point at the file the locale really builds (its translation,
//   or the Chinese original where there is none), so a missing translation never breaks a link;
// - an outdated translation gets a <TranslationStatusNotice kind="outdated"> with both dates;
// - a Chinese original built because its translation is missing gets the not-translated notice,
//   and its content is marked with the original's language.
//
// The notice component and its import are added only to those pages.
import {existsSync} from 'node:fs';
import path from 'node:path';
import {collectReport, contentDirs} from './collect';
import type {Report} from './status';

export interface Options {
  siteDir: string;
  defaultLocale: string;
  /** The `lang` of the default locale's content, e.g. zh-Hans. */
  sourceLang: string;
  /** Module that default-exports the notice component. */
  component?: string;
}

const COMPONENT = 'TranslationStatusNotice';

/* Minimal mdast shapes: the plugin touches only these fields. */
interface Node {
  type: string;
  url?: string;
  depth?: number;
  name?: string;
  children?: Node[];
  data?: Record<string, unknown>;
  [key: string]: unknown;
}

const reports = new Map<string, Report>();

/** The status report of `locale`, computed once per build (git is read only on the first page). */
function reportFor(siteDir: string, locale: string): Report {
  const key = `${siteDir}\0${locale}`;
  let report = reports.get(key);
  if (!report) {
    report = collectReport(siteDir, locale);
    reports.set(key, report);
  }
  return report;
}

const attribute = (name: string, value: string) => ({type: 'mdxJsxAttribute', name, value});

function importNode(source: string): Node {
  return {
    type: 'mdxjsEsm',
    value: `import ${COMPONENT} from ${JSON.stringify(source)};`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name: COMPONENT}}],
            source: {type: 'Literal', value: source, raw: JSON.stringify(source)},
          },
        ],
      },
    },
  };
}

function noticeNode(props: Record<string, string>): Node {
  return {
    type: 'mdxJsxFlowElement',
    name: COMPONENT,
    attributes: Object.entries(props).map(([name, value]) => attribute(name, value)),
    children: [],
  };
}

const toPosix = (file: string) => file.split(path.sep).join('/');

/**
 * Where a relative Markdown link from `fromFile` should point in this locale's build, or null
 * to leave it: the translation of the target when it exists, else the Chinese original.
 */
export function relinkTarget(url: string, fromFile: string, siteDir: string, locale: string): string | null {
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
  if ((node.type === 'link' || node.type === 'definition') && typeof node.url === 'string') onLink(node);
  node.children?.forEach((child) => visitLinks(child, onLink));
}

export default function translationStatusRemark(options: Options) {
  const component = options.component ?? '@site/src/components/TranslationNotice';
  return (root: Node, file: {path?: string}) => {
    const locale = process.env.DOCUSAURUS_CURRENT_LOCALE ?? options.defaultLocale;
    if (locale === options.defaultLocale || !file.path) return;
    const fromFile = path.resolve(file.path);
    visitLinks(root, (link) => {
      const url = relinkTarget(link.url!, fromFile, options.siteDir, locale);
      if (url) link.url = url;
    });

    const rel = toPosix(path.relative(options.siteDir, fromFile));
    if (path.basename(rel).startsWith('_')) return; // a partial: the page that imports it says it
    for (const dirs of contentDirs(locale)) {
      const content = dirs.kind;
      if (rel.startsWith(`${dirs.translation}/`)) {
        const entry = reportFor(options.siteDir, locale).entries.find((item) => item.translation === rel);
        if (entry?.status !== 'outdated') return;
        insertNotice(root, component, {
          kind: 'outdated',
          content,
          sourceDate: entry.sourceChanged!.date,
          translationDate: entry.translationChanged!.date,
        });
        return;
      }
      if (rel.startsWith(`${dirs.source}/`)) {
        insertNotice(root, component, {kind: 'missing', content}, options.sourceLang);
        return;
      }
    }
  };
}

/**
 * Puts the notice after the page's leading `# title` (or first), imports its component, and with
 * `lang` marks everything after it, and the title, as written in that language.
 */
function insertNotice(root: Node, component: string, props: Record<string, string>, lang?: string): void {
  const children = root.children ?? [];
  const esm = children.filter((node) => node.type === 'mdxjsEsm');
  const rest = children.filter((node) => node.type !== 'mdxjsEsm');
  const lead = rest.filter((node) => node.type === 'yaml' || node.type === 'toml');
  let body = rest.filter((node) => node.type !== 'yaml' && node.type !== 'toml');
  const title = body[0]?.type === 'heading' && body[0].depth === 1 ? [body[0]] : [];
  body = body.slice(title.length);
  if (lang) {
    for (const heading of title) heading.data = {...heading.data, hProperties: {...(heading.data?.hProperties as object), lang}};
    body = body.length ? [{type: 'mdxJsxFlowElement', name: 'div', attributes: [attribute('lang', lang)], children: body}] : [];
  }
  root.children = [importNode(component), ...esm, ...lead, ...title, noticeNode(props), ...body];
}
