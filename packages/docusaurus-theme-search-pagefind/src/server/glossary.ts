import type {AnyNode, Element} from 'domhandler';
import {GLOSSES_PER_PAGE, type PageGloss} from '../shared/glossLayout.js';
import {recordTitle} from '../shared/record.js';
import {eachElement, matcher, textOf} from './domWalk.js';
import type {DocSearchRecord} from '../shared/types.js';
import {GLOSSED_LETTERS} from '../shared/languages.js';

// The site's own glossary (see shared/glossLayout.ts): the glosses a
// page writes (**切片**（*slice*）), gathered over a locale, and the terms each page's title
// and headings write in their glossed form.

/** A term with the name the author gives it in parentheses: 切片 (slice). */
export interface Gloss {
  term: string;
  gloss: string;
}

/** A term in a script written without spaces (Chinese, Japanese, Korean), up to 12 characters. */
const TERM = new RegExp(`^[${GLOSSED_LETTERS}]{1,12}$`, 'u');
/** One to five Latin words, the first a letter. */
const LATIN = String.raw`[A-Za-z][A-Za-z0-9'’-]*(?: [A-Za-z0-9][A-Za-z0-9'’-]*){0,4}`;
/** The gloss right after the term: （slice） or (slice). */
const GLOSS_AFTER = new RegExp(String.raw`^\s*[（(]\s*(${LATIN})\s*[）)]`);
/** A term and its gloss in one emphasis: **单元（unit）**. */
const TERM_AND_GLOSS = new RegExp(String.raw`^(\S+?)\s*[（(]\s*(${LATIN})\s*[）)]$`);
/** The longest emphasis looked at: a term of 12 characters and a gloss of five long words. */
const MAX_EMPHASIS = 120;
/** Text looked at after a term for its gloss. */
const AFTER_CHARS = 64;

/** The text of the nodes after `node` (its following siblings), up to about AFTER_CHARS. */
function textAfter(node: AnyNode): string {
  let text = '';
  for (let next = node.next; next && text.length < AFTER_CHARS; next = next.next)
    text += textOf(next);
  return text;
}

const isEmphasis = matcher('strong, b, dfn');

/**
 * The glosses in a content element: a term in `<strong>`, `<b>` or `<dfn>` followed by its
 * Latin name in parentheses, or holding both. A term is emphasised where it is introduced, so
 * the emphasis marks where the term starts; Latin text in parentheses after plain text (模式匹配
 * （pattern matching）) has no such mark and is left out.
 */
export function findGlosses(element: Element): Gloss[] {
  const glosses: Gloss[] = [];
  eachElement(element, (node) => {
    if (!isEmphasis(node)) return;
    const text = textOf(node).trim();
    if (text.length > MAX_EMPHASIS) return; // a sentence, not a term (and no regex over a long text)
    const both = TERM_AND_GLOSS.exec(text);
    if (both && TERM.test(both[1])) {
      glosses.push({term: both[1], gloss: both[2]});
      return;
    }
    if (!TERM.test(text)) return;
    const after = GLOSS_AFTER.exec(textAfter(node));
    if (after) glosses.push({term: text, gloss: after[1]});
  });
  return glosses;
}

/** A Latin word as glosses and headings are compared: lower case, a plural's "s" dropped. */
function wordKey(word: string): string {
  const lower = word.toLowerCase().replace(/’/g, "'");
  return lower.length > 3 && lower.endsWith('s') && !lower.endsWith('ss')
    ? lower.slice(0, -1)
    : lower;
}

const LATIN_WORDS = /[A-Za-z0-9][A-Za-z0-9'’]*(?:-[A-Za-z0-9]+)*/g;
/** A character that joins words into a file or code name (Cargo.lock, std::io). */
const CODE_JOINER = /[._:/\\@#$]/;
const WORD_CHARACTER = /\w/;

/** The glossary of a locale: per first word of a gloss, the glosses starting with it. */
export type Glossary = ReadonlyMap<string, ReadonlyArray<{words: string[]; terms: string[]}>>;

/** The glossary of the glosses of a locale's pages. */
export function glossaryOf(glosses: Iterable<Gloss>): Glossary {
  const byGloss = new Map<string, {words: string[]; terms: string[]}>();
  for (const {term, gloss} of glosses) {
    const words = (gloss.match(LATIN_WORDS) ?? []).map(wordKey);
    if (words.length === 0 || words.join('').length < 2) continue;
    const key = words.join(' ');
    const entry = byGloss.get(key) ?? {words, terms: []};
    byGloss.set(key, entry);
    if (!entry.terms.includes(term)) entry.terms.push(term);
  }
  const glossary = new Map<string, Array<{words: string[]; terms: string[]}>>();
  for (const entry of byGloss.values()) {
    const list = glossary.get(entry.words[0]) ?? [];
    glossary.set(entry.words[0], list);
    list.push(entry);
  }
  return glossary;
}

/**
 * The terms a page's title and headings write in their glossed form ("Slice 类型" for 切片,
 * slice), each with the heading's words it stands for; none the headings already write.
 */
export function pageGlosses(records: readonly DocSearchRecord[], glossary: Glossary): PageGloss[] {
  if (glossary.size === 0) return [];
  const headings = records.filter((record) => record.type !== 'content').map(recordTitle);
  const found: PageGloss[] = [];
  for (const heading of headings) {
    const words = [...heading.matchAll(LATIN_WORDS)];
    const keys = words.map(([word]) => wordKey(word));
    for (let i = 0; i < words.length; i++) {
      for (const entry of glossary.get(keys[i]) ?? []) {
        if (!entry.words.every((word, k) => keys[i + k] === word)) continue;
        const last = words[i + entry.words.length - 1];
        const start = words[i].index!;
        const end = last.index! + last[0].length;
        // A part of a file or code name (Cargo.lock, std::io) is not the glossed word.
        const joinedBefore = CODE_JOINER.test(heading[start - 1] ?? '');
        const joinedAfter =
          CODE_JOINER.test(heading[end] ?? '') && WORD_CHARACTER.test(heading[end + 1] ?? '');
        if (joinedBefore || joinedAfter) continue;
        const written = heading.slice(start, end);
        for (const term of entry.terms) {
          if (found.some((known) => known.term === term)) continue;
          if (headings.some((text) => text.includes(term))) continue;
          found.push({term, word: written});
          if (found.length === GLOSSES_PER_PAGE) return found;
        }
      }
    }
  }
  return found;
}
