import type {DocSearchRecord} from '../../shared/types';
import {fold} from '../text/fold';

// A record's texts as the tiers and plausibleMatch compare them (folded, or as written), worked
// out once per record.

/** The text folded (fold.ts) with its runs of spaces made one: as phrases are compared. */
export function foldedPhrase(text: string): string {
  return fold(text).replace(/\s+/g, ' ').trim();
}

/**
 * The text as written, to tell accents apart (NFKC, lower case, runs of spaces made one): "thế"
 * is not "thể" nor "theo", which fold to "the" alike.
 */
export function writtenPhrase(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** A record's texts as rankTier and plausibleMatch compare them, folded when first asked for. */
interface FoldedRecord {
  title?: string;
  content?: string;
  /** The title and content as written (see writtenPhrase). */
  writtenTitle?: string;
  writtenContent?: string;
  /** The text and the headings below lvl0, together. */
  text?: string;
  /** The distinct words in Latin letters of `text`, in order (plausibleMatch.ts). */
  latinWords?: readonly string[];
  /** plausibleMatch's answer per query word, with the stemmer it was worked out with. */
  matches?: {stem: (word: string) => string; byTerm: Map<string, boolean>};
}

// Records are not changed once made, and the reader hands out the same records for a page
// while it is shown (typing a word a letter at a time asks for the same pages again): each
// text is folded once, not on every keystroke.
const foldedRecords = new WeakMap<object, FoldedRecord>();

/** A record's headings below lvl0 (a section name many pages share). */
export function headings(record: Pick<DocSearchRecord, 'hierarchy'>): string[] {
  const {lvl0: _section, ...below} = record.hierarchy;
  return Object.values(below).filter((v): v is string => !!v);
}

export function folded(record: object): FoldedRecord {
  let texts = foldedRecords.get(record);
  if (!texts) foldedRecords.set(record, (texts = {}));
  return texts;
}

/**
 * A record's text and headings below lvl0, folded as one phrase (what plausibleMatch looks in):
 * foldedPhrase of them joined by spaces, made from the folded content that rankTier compares,
 * so a record's content is folded once. (Folding maps each character on its own, and a phrase's
 * runs of spaces become one: the phrases of the parts, joined by one space, are the same text.)
 */
export function foldedText(record: Pick<DocSearchRecord, 'hierarchy' | 'content'>): string {
  const texts = folded(record);
  if (texts.text !== undefined) return texts.text;
  const parts = [(texts.content ??= foldedPhrase(record.content ?? ''))];
  for (const heading of headings(record)) parts.push(foldedPhrase(heading));
  return (texts.text = parts.filter((part) => part !== '').join(' '));
}
