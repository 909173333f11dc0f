// Build-time (Node) and CLI code: no browser code imports this.
//
// What counts as a change a reader would see. Each function turns one version of a file into
// a string that changes only when the rendered page (or the translated UI string) would: runs
// of whitespace are one space, comments and front matter the reader never sees are dropped.

/**
 * Front-matter keys whose changes count: those whose values appear on the page or in its
 * metadata, and `translation_checked`, which a translator sets or bumps (any value, e.g. the
 * day) to record that a translation still matches its original when nothing visible changed.
 */
export const VISIBLE_FRONT_MATTER_KEYS = [
  'title',
  'sidebar_label',
  'description',
  'tags',
  'authors',
  'keywords',
  'translation_checked',
];

const collapse = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** Splits a Markdown file into its front matter (without the fences) and its body. */
export function splitFrontMatter(source: string): {frontMatter: string; body: string} {
  const match = /^\uFEFF?---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/.exec(source);
  if (!match) return {frontMatter: '', body: source};
  return {frontMatter: match[1], body: source.slice(match[0].length)};
}

/**
 * The top-level front-matter entries whose key is visible to readers, each with its value
 * (including indented continuation lines), whitespace-collapsed and sorted by key.
 */
function visibleFrontMatter(frontMatter: string): string {
  const entries: string[] = [];
  let current: string[] | null = null;
  for (const line of frontMatter.split(/\r?\n/)) {
    const key = /^([A-Za-z_][\w-]*)\s*:/.exec(line);
    if (key) {
      current = VISIBLE_FRONT_MATTER_KEYS.includes(key[1]) ? [line] : null;
      if (current) entries.push(line);
      continue;
    }
    if (current && /^\s|^-/.test(line)) entries[entries.length - 1] += `\n${line}`;
    else if (!/^\s*(#.*)?$/.test(line)) current = null;
  }
  return entries.map(collapse).sort().join('\n');
}

/**
 * A doc or post: visible front matter and the body, with all whitespace removed, so that no
 * change of whitespace alone (re-wrapped lines, blank lines, spaces around Chinese) counts.
 */
export function normaliseMarkdown(source: string): string {
  const {frontMatter, body} = splitFrontMatter(source);
  return `${visibleFrontMatter(frontMatter).replace(/[ \t]+/g, '')}\n---\n${body.replace(/\s+/g, '')}`;
}

/** A JSON file: its data, however it is indented. Invalid JSON falls back to collapsed text. */
export function normaliseJson(source: string): string {
  try {
    return JSON.stringify(sortKeys(JSON.parse(source)));
  } catch {
    return collapse(source);
  }
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/** A `_category_.json`: only the strings the English sidebar translates (label, link title and description). */
export function normaliseCategory(source: string): string {
  try {
    const data = JSON.parse(source) as {
      label?: unknown;
      link?: {title?: unknown; description?: unknown};
    };
    return JSON.stringify([
      data.label ?? null,
      data.link?.title ?? null,
      data.link?.description ?? null,
    ]);
  } catch {
    return collapse(source);
  }
}

/**
 * Scans JS/TS source, calling `onCode` for each run of code and `onString` for each string or
 * template literal (with its quotes). Comments are skipped. Regular expressions are not
 * recognised, which is fine for config and component files.
 */
function scan(
  source: string,
  onCode: (text: string) => void,
  onString: (text: string) => void,
): void {
  let i = 0;
  let code = '';
  while (i < source.length) {
    const char = source[i];
    const next = source[i + 1];
    if (char === '/' && next === '/') {
      const end = source.indexOf('\n', i);
      i = end === -1 ? source.length : end;
      code += ' ';
    } else if (char === '/' && next === '*') {
      const end = source.indexOf('*/', i + 2);
      i = end === -1 ? source.length : end + 2;
      code += ' ';
    } else if (char === '"' || char === "'" || char === '`') {
      onCode(code);
      code = '';
      let j = i + 1;
      while (j < source.length && source[j] !== char) j += source[j] === '\\' ? 2 : 1;
      onString(source.slice(i, j + 1));
      i = j + 1;
    } else {
      code += char;
      i += 1;
    }
  }
  onCode(code);
}

/** JS/TS source without comments, whitespace collapsed outside strings. */
export function normaliseCode(source: string): string {
  const parts: string[] = [];
  scan(
    source,
    (code) => parts.push(collapse(code)),
    (string) => parts.push(string),
  );
  return parts.filter(Boolean).join(' ');
}

/**
 * The source text of the object literal that follows the first `key:` in `source` (comments
 * and strings cannot end it early), or '' when there is none. Used to take the navbar, footer
 * and blog options out of docusaurus.config.ts.
 */
export function objectAfterKey(source: string, key: string): string {
  const code = normaliseCode(source);
  const start = new RegExp(`(?:^|[\\s,{])${key}\\s*:\\s*\\{`).exec(code);
  if (!start) return '';
  const open = start.index + start[0].length - 1;
  const close = scanCode(code, open, (char, depth) => char === '}' && depth === 1);
  return close === -1 ? code.slice(open) : code.slice(open, close + 1);
}

/**
 * The index of the first character from `start`, outside string literals, for which
 * `found(char, depth)` holds (`depth`: braces open before it), or -1.
 */
function scanCode(
  code: string,
  start: number,
  found: (char: string, depth: number) => boolean,
): number {
  let depth = 0;
  let quote = '';
  for (let i = start; i < code.length; i += 1) {
    const char = code[i];
    if (quote) {
      if (char === '\\') i += 1;
      else if (char === quote) quote = '';
      continue;
    }
    if (char === '"' || char === "'" || char === '`') quote = char;
    else if (found(char, depth)) return i;
    else if (char === '{') depth += 1;
    else if (char === '}') depth -= 1;
  }
  return -1;
}

/**
 * Where the opening tag that starts at `start` ends (just after its `>`), skipping `>` inside
 * braces and strings (`values={{x: <b>…</b>}}`), and whether it closes itself (`/>`).
 */
function openingTagEnd(code: string, start: number): {end: number; selfClosing: boolean} {
  const close = scanCode(code, start, (char, depth) => char === '>' && depth === 0);
  return close === -1
    ? {end: code.length, selfClosing: true}
    : {end: close + 1, selfClosing: code[close - 1] === '/'};
}

/** Every `<Translate …>…</Translate>` element (nested ones too) in normalised code. */
function translateElements(code: string): string[] {
  const elements: string[] = [];
  const opening = /<Translate\b/g;
  for (let match = opening.exec(code); match; match = opening.exec(code)) {
    const tag = openingTagEnd(code, match.index);
    if (tag.selfClosing) {
      elements.push(code.slice(match.index, tag.end));
      continue;
    }
    // The matching </Translate>: count the elements opened inside (values may hold some).
    let depth = 1;
    let i = tag.end;
    const inner = /<Translate\b|<\/Translate>/g;
    inner.lastIndex = tag.end;
    for (let next = inner.exec(code); next; next = inner.exec(code)) {
      if (next[0] === '</Translate>') depth -= 1;
      else if (!openingTagEnd(code, next.index).selfClosing) depth += 1;
      i = next.index + next[0].length;
      if (depth === 0) break;
    }
    elements.push(code.slice(match.index, depth === 0 ? i : code.length));
  }
  return elements;
}

/** Every `<Translate …>…</Translate>` element, then every `translate({…})` call, in a source file. */
export function translateCalls(source: string): string[] {
  const code = normaliseCode(source);
  return [
    ...translateElements(code),
    ...(code.match(/\btranslate\(\s*\{[\s\S]*?\}\s*[,)]/g) ?? []),
  ];
}

function callId(call: string): string | null {
  const id = /\bid\s*(?:=\s*\{?|:)\s*(["'`])(.*?)\1/.exec(call);
  return id ? id[2] : null;
}

/** The ids used by `translateCalls(source)`. */
export function translateIds(source: string): string[] {
  return translateCalls(source).flatMap((call) => {
    const id = callId(call);
    return id === null ? [] : [id];
  });
}

/**
 * What a reader sees of each translation call: `id=default message`, whitespace removed. The
 * message is a <Translate> element's text (Docusaurus allows only a string there) or a
 * translate() call's `message`; descriptions and `values` expressions do not count.
 */
export function translateMessages(source: string): string[] {
  return translateCalls(source).map((call) => {
    let message = '';
    if (call.startsWith('<')) {
      const end = call.lastIndexOf('</Translate>');
      if (end !== -1) message = call.slice(call.lastIndexOf('>', end) + 1, end);
    } else {
      message = /\bmessage\s*:\s*(["'`])((?:\\.|(?!\1).)*)\1/.exec(call)?.[2] ?? '';
    }
    return `${callId(call) ?? ''}=${message}`.replace(/\s+/g, '');
  });
}

/** The string literal given to each of `keys` (first occurrence) in JS/TS source, one per line. */
export function stringProperties(source: string, keys: string[]): string {
  const code = normaliseCode(source);
  return keys
    .map((key) => {
      const value = new RegExp(`(?:^|[\\s,{])${key}\\s*:\\s*(["'\`])((?:\\\\.|(?!\\1).)*)\\1`).exec(
        code,
      );
      return `${key}=${value ? value[2] : ''}`;
    })
    .join('\n');
}
