// Build-time (Node) and CLI code: lists what the English site translates, and finds the dates
// that decide each translation's status (git access in history.ts, rules in status.ts).
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {lastVisibleChange} from './history';
import {
  normaliseCategory,
  normaliseCode,
  normaliseJson,
  normaliseMarkdown,
  objectAfterKey,
  stringProperties,
  translateCalls,
  translateIds,
  translateMessages,
} from './normalise';
import {
  classify,
  makeReport,
  newest,
  type Change,
  type Entry,
  type EntryKind,
  type Report,
} from './status';

/** Where Docusaurus keeps a locale's translations of each plugin's content (Docusaurus 3.10 layout). */
export function contentDirs(locale: string) {
  return [
    {
      kind: 'doc' as const,
      source: 'docs',
      translation: `i18n/${locale}/docusaurus-plugin-content-docs/current`,
    },
    {
      kind: 'post' as const,
      source: 'blog',
      translation: `i18n/${locale}/docusaurus-plugin-content-blog`,
    },
  ];
}

/** Files under `dir` (site-relative, `/`-separated) for which `keep` holds; Docusaurus skips `_`-prefixed ones. */
function listFiles(
  siteDir: string,
  dir: string,
  keep: (name: string) => boolean,
  skipUnderscore = true,
): string[] {
  const abs = path.join(siteDir, dir);
  if (!existsSync(abs)) return [];
  const found: string[] = [];
  for (const item of readdirSync(abs, {withFileTypes: true})) {
    if (skipUnderscore && item.name.startsWith('_') && !keep(item.name)) continue;
    const rel = `${dir}/${item.name}`;
    if (item.isDirectory()) {
      if (item.name !== 'node_modules')
        found.push(...listFiles(siteDir, rel, keep, skipUnderscore));
    } else if (keep(item.name)) found.push(rel);
  }
  return found.sort();
}

const isMarkdown = (name: string) => /\.mdx?$/.test(name) && !name.startsWith('_');

type Source = {file: string; normalise: (text: string) => string};

function sourceChange(siteDir: string, sources: Source[]): (Change & {file: string}) | null {
  return newest(
    sources.map(({file, normalise}) => {
      const change = lastVisibleChange(siteDir, file, normalise);
      return change && {...change, file};
    }),
  );
}

function entry(
  siteDir: string,
  kind: EntryKind,
  sources: Source[],
  translation: string,
  normalise: (text: string) => string,
  missingIds?: string[],
): Entry {
  const sourceChanged = sourceChange(siteDir, sources);
  const translationChanged = lastVisibleChange(siteDir, translation, normalise);
  return {
    kind,
    sources: sources.map((source) => source.file),
    translation,
    status: classify({sourceChanged, translationChanged, missingIds}),
    sourceChanged,
    translationChanged,
    ...(missingIds ? {missingIds} : {}),
  };
}

function read(siteDir: string, file: string): string {
  const abs = path.join(siteDir, file);
  return existsSync(abs) ? readFileSync(abs, 'utf8') : '';
}

/** The UI translation files and the Chinese sources each one translates. */
function uiEntries(siteDir: string, locale: string): Entry[] {
  const config = existsSync(path.join(siteDir, 'docusaurus.config.ts'))
    ? 'docusaurus.config.ts'
    : 'docusaurus.config.js';
  const configPart = (key: string): Source => ({
    file: config,
    normalise: (text) => objectAfterKey(text, key),
  });
  // The blog options translated in options.json.
  const blogOptions: Source = {
    file: config,
    normalise: (text) =>
      stringProperties(text, ['blogTitle', 'blogDescription', 'blogSidebarTitle']),
  };
  const entries: Entry[] = [];

  // code.json: the ids and default messages of the site's own components' translation calls.
  const codeSources = listFiles(
    siteDir,
    'src',
    (name) => /\.[jt]sx?$/.test(name) && !/\.test\.[jt]sx?$/.test(name),
    false,
  ).filter((file) => translateCalls(read(siteDir, file)).length > 0);
  const codeJson = `i18n/${locale}/code.json`;
  const translated = new Set(Object.keys(safeJson(read(siteDir, codeJson))));
  const usedIds = [
    ...new Set(codeSources.flatMap((file) => translateIds(read(siteDir, file)))),
  ].sort();
  entries.push(
    entry(
      siteDir,
      'ui',
      codeSources.map((file) => ({
        file,
        normalise: (text: string) => translateMessages(text).sort().join('\n'),
      })),
      codeJson,
      normaliseJson,
      usedIds.filter((id) => !translated.has(id)),
    ),
  );

  entries.push(
    entry(
      siteDir,
      'ui',
      [configPart('navbar')],
      `i18n/${locale}/docusaurus-theme-classic/navbar.json`,
      normaliseJson,
    ),
  );
  entries.push(
    entry(
      siteDir,
      'ui',
      [configPart('footer')],
      `i18n/${locale}/docusaurus-theme-classic/footer.json`,
      normaliseJson,
    ),
  );
  entries.push(
    entry(
      siteDir,
      'ui',
      [blogOptions],
      `i18n/${locale}/docusaurus-plugin-content-blog/options.json`,
      normaliseJson,
    ),
  );

  // current.json: category labels and generated-index pages, sidebars, the docs version label.
  const sidebarSources: Source[] = [
    ...listFiles(siteDir, 'docs', (name) => name === '_category_.json', false).map((file) => ({
      file,
      normalise: normaliseCategory,
    })),
    ...['sidebars.ts', 'sidebars.js']
      .filter((file) => existsSync(path.join(siteDir, file)))
      .map((file) => ({file, normalise: normaliseCode})),
    configPart('versions'),
  ];
  entries.push(
    entry(
      siteDir,
      'ui',
      sidebarSources,
      `i18n/${locale}/docusaurus-plugin-content-docs/current.json`,
      normaliseJson,
    ),
  );
  return entries;
}

function safeJson(text: string): Record<string, unknown> {
  try {
    const data = JSON.parse(text);
    return data && typeof data === 'object' ? data : {};
  } catch {
    return {};
  }
}

/** The status of every doc, post and UI translation file of `locale` in the site at `siteDir`. */
export function collectReport(siteDir: string, locale = 'en'): Report {
  const entries: Entry[] = [];
  for (const dirs of contentDirs(locale)) {
    for (const file of listFiles(siteDir, dirs.source, isMarkdown)) {
      const translation = `${dirs.translation}${file.slice(dirs.source.length)}`;
      entries.push(
        entry(
          siteDir,
          dirs.kind,
          [{file, normalise: normaliseMarkdown}],
          translation,
          normaliseMarkdown,
        ),
      );
    }
  }
  entries.push(...uiEntries(siteDir, locale));
  return makeReport(locale, entries);
}
