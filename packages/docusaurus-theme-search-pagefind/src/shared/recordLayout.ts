import {hierarchyAfterHeading, pageHierarchy, pageRecord} from './record.js';
import {HIERARCHY_LEVELS, type DocSearchRecord, type DocSearchRecordType} from './types.js';
import {
  decodeTwin,
  TWIN_FILTER,
  TWIN_META_WEIGHTS,
  twinEntryParts,
  type TwinData,
  type TwinPage,
} from './twinLayout.js';
import {CODE_FILTER, CODE_META_WEIGHTS, codeFields} from './codeLayout.js';
import {
  GLOSS_FIELD,
  GLOSS_FILTER,
  GLOSS_META_WEIGHTS,
  glossFilter,
  readGlosses,
  type PageGloss,
} from './glossLayout.js';
import {joinWords, separateWords} from './metaWords.js';
import {sameJson} from './sameJson.js';

// How records are laid out in Pagefind, shared by the indexer (Node) and the adapter (browser).
//
// One Pagefind entry per page, not per record: Pagefind's metadata file, which every first
// query downloads, grows with the number of entries, and a page has about two dozen records.
// The entry's content is the page's body texts joined by spaces; its meta holds the page title
// and the headings (weighted, so they rank above body text). The bookkeeping (a layout that
// tells the adapter where each record starts, so it rebuilds exactly the records the extractor
// wrote; lvl0, tag, version, language) goes in Pagefind filters, which come back with the
// page's data but are not searched. Pagefind searches every meta key: bookkeeping there would
// put "docs", "default", "current" and every anchor's words on every page, and a prefix such as
// "def" would make it score every page of the site for nothing.

/** Pagefind `ranking.metaWeights`: the page title counts most, the section headings next. */
export const META_WEIGHTS: Readonly<Record<string, number>> = {
  title: 6,
  headings: 3,
  ...TWIN_META_WEIGHTS, // the translation twin's texts (cross-language search), weighed lower
  ...GLOSS_META_WEIGHTS, // terms the headings write in their glossed form (切片 for "Slice 类型")
  ...CODE_META_WEIGHTS, // the identifiers of the page's code blocks, weighed below its prose
};

/**
 * The Pagefind filter holding a page's docusaurus_tag: the one filter the reader reads, so that
 * a search scoped to a docs version fetches the fragments of that version's pages only.
 */
export const TAG_FILTER = 'tag';

/** What the indexer hands to Pagefind's `addCustomRecord` (without the language). */
export interface PageEntry {
  url: string;
  content: string;
  /** title and headings; with a translation twin, its fields too (see twinLayout.ts). */
  meta: {title: string; headings: string} & Record<string, string>;
  /** One value each; Pagefind filters because they are stored but not searched. */
  filters: Record<string, [string]>;
}

/** What the adapter gets back from Pagefind's `result.data()`. */
export interface PageEntryData {
  url: string;
  content: string;
  meta: Record<string, string | undefined>;
  filters?: Record<string, string[] | undefined>;
}

/**
 * One record in the layout: a body text's length; or `[level, length]` for a heading (1–6 for
 * lvl1–lvl6) or a code line (CODE_LEVEL), with a third item when its anchor is not the one it
 * would inherit. Lengths are in UTF-16 code units of the joined text.
 */
type LayoutItem = number | [level: number, length: number, anchor?: string | null];

/** The layout's level of a code line (a content record whose text is in the code filter). */
const CODE_LEVEL = 7;

const HEADING_TYPES = HIERARCHY_LEVELS.slice(1) as Array<Exclude<DocSearchRecordType, 'content'>>;

/** Pagefind puts zero-width spaces between the words it segments (Chinese); the texts had none. */
const ZERO_WIDTH_SPACE = /\u200B/g;

/** Text as Pagefind gives it back: whitespace runs as one space, trimmed, no zero-width spaces. */
function cleanTextForPagefind(text: string): string {
  return text.replace(ZERO_WIDTH_SPACE, '').replace(/\s+/g, ' ').trim();
}

/** The anchor a record gets when its heading has no id: none under an h1, else the previous one. */
function inheritedAnchor(type: DocSearchRecordType, previous: string | null): string | null {
  return type === 'lvl1' ? null : previous;
}

/**
 * The Pagefind entry for one page's records (in page order, as the extractor writes them).
 * Throws when the records cannot be rebuilt from it exactly (see pageRecords), so a change to
 * the extractor that breaks the layout fails the build instead of serving wrong results.
 */
export function pageEntry(
  records: readonly DocSearchRecord[],
  twin: TwinPage | null = null,
  twinBodyBudget?: number,
  glosses: readonly PageGloss[] = [],
): PageEntry {
  if (records.length === 0) throw new Error('A page entry needs at least one record.');
  const first = records[0];
  const bodies: string[] = [];
  const codeLines: string[] = [];
  const headings: string[] = [];
  const layout: LayoutItem[] = [];
  let anchor: string | null = null;
  for (const record of records) {
    const own = record.type === 'content' ? record.content : record.hierarchy[record.type];
    if (!own || own !== cleanTextForPagefind(own)) {
      throw new Error(
        `A record of ${first.url_without_anchor} has empty text or spaces Pagefind would change: ${JSON.stringify(own)}`,
      );
    }
    if (record.type === 'content') {
      const text = record.content ?? '';
      const level = record.code ? CODE_LEVEL : 0;
      (record.code ? codeLines : bodies).push(text);
      layout.push(
        record.anchor === anchor && level === 0
          ? text.length
          : record.anchor === anchor
            ? [level, text.length]
            : [level, text.length, record.anchor],
      );
      continue;
    }
    const text = record.hierarchy[record.type] ?? '';
    headings.push(text);
    const level = HIERARCHY_LEVELS.indexOf(record.type);
    const inherited = inheritedAnchor(record.type, anchor);
    layout.push(
      record.anchor === inherited ? [level, text.length] : [level, text.length, record.anchor],
    );
    anchor = record.anchor;
  }
  const title = records.find((record) => record.type === 'lvl1')?.hierarchy.lvl1 ?? '';
  const meta: PageEntry['meta'] = {
    title: separateWords(title),
    headings: separateWords(headings.join(' ')),
  };
  const filters: PageEntry['filters'] = {
    layout: [JSON.stringify(layout)],
    [TAG_FILTER]: [first.docusaurus_tag],
    language: [first.language],
  };
  if (first.hierarchy.lvl0) filters.lvl0 = [first.hierarchy.lvl0];
  if (first.version) filters.version = [first.version];
  if (twin && twin.records.length > 0) {
    const parts = twinEntryParts(records, twin, twinBodyBudget);
    for (const [name, text] of Object.entries(parts.meta)) meta[name] = separateWords(text);
    filters[TWIN_FILTER] = [parts.filter];
  }
  if (codeLines.length > 0) {
    for (const [name, text] of Object.entries(codeFields(codeLines)))
      meta[name] = separateWords(text);
    filters[CODE_FILTER] = [codeLines.join(' ')];
  }
  if (glosses.length > 0) {
    meta[GLOSS_FIELD] = separateWords(glosses.map((gloss) => gloss.term).join(' '));
    filters[GLOSS_FILTER] = [glossFilter(glosses)];
  }
  // Pagefind drops an entry with no content: a page of headings (and code) only is indexed on its headings.
  const content = bodies.length > 0 ? bodies.join(' ') : headings.join(' ');
  const entry = {url: first.url_without_anchor, content, meta, filters};

  const rebuilt = pageRecords(entry);
  const mismatch = records.findIndex((record, i) => !sameJson(record, rebuilt[i]));
  if (mismatch !== -1 || rebuilt.length !== records.length) {
    const at = mismatch === -1 ? rebuilt.length : mismatch;
    throw new Error(
      `The records of ${first.url_without_anchor} do not follow the page layout (record ${at}): ` +
        'each must be in page order, share the page url, language and tag, and carry the hierarchy its headings give.',
    );
  }
  return entry;
}

function parseLayout(text: string | undefined): LayoutItem[] | null {
  if (!text) return null;
  try {
    const layout: unknown = JSON.parse(text);
    return Array.isArray(layout) ? (layout as LayoutItem[]) : null;
  } catch {
    return null;
  }
}

/**
 * The records of a page, rebuilt from its Pagefind entry (pageEntry in reverse). An entry whose
 * layout is missing or does not fit its text gives no records rather than wrong ones.
 */
export function pageRecords(data: PageEntryData): DocSearchRecord[] {
  const meta = data.meta ?? {};
  const filter = (name: string) => data.filters?.[name]?.[0];
  const layout = parseLayout(filter('layout'));
  if (!layout) return [];
  const body = (data.content ?? '').replace(ZERO_WIDTH_SPACE, '');
  const code = filter(CODE_FILTER) ?? '';
  const headings = joinWords((meta.headings ?? '').replace(ZERO_WIDTH_SPACE, ''));
  const page = {
    urlWithoutAnchor: data.url,
    language: filter('language') ?? '',
    docusaurusTag: filter(TAG_FILTER) ?? '',
    version: filter('version') ?? null,
  };
  let bodyAt = 0;
  let codeAt = 0;
  let headingAt = 0;
  let hierarchy = pageHierarchy(filter('lvl0') || null);
  let anchor: string | null = null;
  const records: DocSearchRecord[] = [];
  for (const item of layout) {
    const [level, length, ownAnchor] = typeof item === 'number' ? [0, item] : item;
    if (
      !Number.isInteger(level) ||
      level < 0 ||
      level > CODE_LEVEL ||
      !Number.isInteger(length) ||
      length < 0
    )
      return [];
    const isCode = level === CODE_LEVEL;
    const type: DocSearchRecordType = level === 0 || isCode ? 'content' : HEADING_TYPES[level - 1];
    const source = isCode ? code : level === 0 ? body : headings;
    const start = isCode ? codeAt : level === 0 ? bodyAt : headingAt;
    if (start + length > source.length) return [];
    const text = source.slice(start, start + length);
    if (isCode) codeAt = start + length + 1;
    else if (level === 0) bodyAt = start + length + 1;
    else headingAt = start + length + 1;

    let recordAnchor: string | null = anchor;
    if (type !== 'content') {
      hierarchy = hierarchyAfterHeading(hierarchy, type, text);
      recordAnchor = inheritedAnchor(type, anchor);
    }
    if (typeof item !== 'number' && item.length > 2) recordAnchor = ownAnchor ?? null;
    if (type !== 'content') anchor = recordAnchor;

    records.push(pageRecord(page, records.length, type, text, recordAnchor, hierarchy, isCode));
  }
  return records;
}

/** The translation twin a page's entry carries (cross-language search), or null. */
export function pageTwin(data: PageEntryData): TwinData | null {
  return decodeTwin(data.meta ?? {}, data.filters?.[TWIN_FILTER]?.[0], (text) =>
    joinWords(text.replace(ZERO_WIDTH_SPACE, '')),
  );
}

/** The terms a page's headings write in their glossed form (see glossLayout.ts). */
export function pageGlossTerms(data: PageEntryData): PageGloss[] {
  return readGlosses(data.filters?.[GLOSS_FILTER]?.[0]);
}
