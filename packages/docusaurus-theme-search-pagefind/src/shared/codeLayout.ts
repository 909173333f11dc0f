import {codeWords} from './codeWords.js';

// How a page's code blocks ride in its Pagefind entry, shared by the indexer (Node) and the
// adapter (browser). A code block's lines are records of their own (content records marked
// `code`); their text is kept in a filter (stored, not searched), so it neither lengthens the
// page's body (which would lower its prose's scores) nor is searched as Pagefind cuts it. What
// is searched are two meta fields written from the lines (codeWords.ts): the identifiers as a
// developer types them, and, weighed lower, the words inside them.

/** Meta fields of a page's code: its identifiers, and the words inside them. */
export const CODE_FIELDS = {whole: 'code', parts: 'code_parts'} as const;

/**
 * Weights of the code fields: below a body word's (a match in one line of an average page's
 * prose scores about 1), so a title, heading or prose match ranks above a match in code only;
 * the words inside an identifier lower still.
 */
export const CODE_META_WEIGHTS: Readonly<Record<string, number>> = {
  [CODE_FIELDS.whole]: 0.4,
  [CODE_FIELDS.parts]: 0.2,
};

/** The filter holding the page's code lines, joined by spaces. */
export const CODE_FILTER = 'code';

/** The code fields of a page whose code lines are `lines` (none when it has none). */
export function codeFields(lines: readonly string[]): Record<string, string> {
  if (lines.length === 0) return {};
  const {whole, parts} = codeWords(lines);
  const fields: Record<string, string> = {};
  if (whole.length > 0) fields[CODE_FIELDS.whole] = whole.join(' ');
  if (parts.length > 0) fields[CODE_FIELDS.parts] = parts.join(' ');
  return fields;
}
