import {rememberedByText} from './processWide.js';

// The words a code block is found by, shared by the indexer (Node, which writes them into the
// page's code fields, see codeLayout.ts) and its tests.
//
// Pagefind 1.6 indexes a word as its letters, digits and connector punctuation ("_", its
// default include_characters) run together (fs.readFileSync( is one word, "fsreadfilesync"),
// and cuts a word into its camelCase, snake_case or dotted parts only when it holds other
// punctuation; the reader's query is normalised the same way. So `readFileSync` alone never
// found `fs.readFileSync(path)`. The code fields are written as words Pagefind keeps as they
// are (lower case; letters, digits and "_"; parted by spaces):
//
// - whole: each identifier (a run of letters, digits, "_", "-" and "$", such as readFileSync,
//   algolia_search_api_key or --save-dev) and, from each identifier on, the identifiers after it
//   that punctuation alone parts from it (".", ":", "(", "/"…), run together: for
//   `queryInterface.createTable(users` that is queryinterfacecreatetableusers,
//   createtableusers, users, and queryinterface, createtable. A query typed from the start of
//   any identifier (`createTable`, `fs.readFileSync`, `listen(3000`) is then a word of the field
//   or the start of one, as the reader matches words.
// - parts: the words inside an identifier (camelCase, snake_case, kebab-case), alone and from
//   each one on to the identifier's end (read, file, sync, filesync), in a field weighed lower,
//   so a part ranks below the identifier that is written whole.

/** How many identifiers after one are run together with it (a longer query is a prefix of these). */
export const MAX_CHAIN = 4;
/** Longest word written (Pagefind cuts longer words at 64 characters). */
export const MAX_WORD_LENGTH = 64;
/** Words of one identifier (parts) considered; a longer one keeps its first. */
const MAX_PARTS = 8;

/** Whitespace-free runs of a line, such as `fs.readFileSync(path,`. */
const CHUNK = /\S+/gu;
/** An identifier: letters, digits, "_", "-" and "$" (kebab and snake case stay one identifier). */
const IDENTIFIER = /[\p{L}\p{N}_$-]+/gu;
/** What Pagefind 1.6 keeps of a word: letters, digits and connector punctuation ("_"). */
const NOT_WORD = /[^\p{L}\p{N}\p{Pc}]+/gu;
/** Where an identifier parts: "_", "-", "$" and the camelCase boundaries (readFile|Sync, WK|Web). */
const PART_BOUNDARY = /[_$-]+|(?<=\p{Ll})(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})/gu;

/** A word as Pagefind indexes it: lower case; letters, digits and "_"; at most 64 characters. */
export function indexWord(text: string): string {
  return text.replace(NOT_WORD, '').toLowerCase().slice(0, MAX_WORD_LENGTH);
}

/** The words inside one identifier, as written (readFileSync → read, File, Sync). */
export function identifierParts(identifier: string): string[] {
  return partStarts(identifier).map(([start, end]) => identifier.slice(start, end));
}

/** Where each word of an identifier starts and ends (see identifierParts). */
function partStarts(identifier: string): Array<[number, number]> {
  const parts: Array<[number, number]> = [];
  let from = 0;
  for (const boundary of [...Array.from(identifier.matchAll(PART_BOUNDARY)), null]) {
    const at = boundary ? boundary.index : identifier.length;
    if (indexWord(identifier.slice(from, at)).length > 0) parts.push([from, at]);
    if (boundary) from = at + boundary[0].length;
  }
  return parts.slice(0, MAX_PARTS);
}

/** The words of a code text, added to `whole` and `parts` (see the module's comment). */
export function addCodeWords(text: string, whole: Set<string>, parts: Set<string>): void {
  for (const [chunk] of text.matchAll(CHUNK)) {
    const identifiers = Array.from(chunk.matchAll(IDENTIFIER), ([id]) => id).filter(
      (id) => indexWord(id).length > 0,
    );
    const words = identifiers.map(indexWord);
    for (let i = 0; i < words.length; i++) {
      let run = '';
      for (let j = i; j < Math.min(words.length, i + MAX_CHAIN + 1); j++) {
        run += words[j];
        if (run.length > MAX_WORD_LENGTH) break;
        if (run.length > 1) whole.add(run);
      }
      // Its words, and from each one on, the rest as written (search_api_key, filesync).
      const ownParts = partStarts(identifiers[i]);
      if (ownParts.length < 2) continue;
      for (let p = 0; p < ownParts.length; p++) {
        const [start, end] = ownParts[p];
        const part = indexWord(identifiers[i].slice(start, end).replace(/_/g, ''));
        const rest = indexWord(identifiers[i].slice(start).replace(/^_+/, ''));
        if (part.length > 1) parts.add(part);
        if (p > 0 && rest.length > 1) parts.add(rest);
      }
    }
  }
}

/**
 * A line's words (addCodeWords), remembered process-wide by line: a translated page's code is
 * mostly its original's, line for line, whatever its comments say.
 */
const lineWords = rememberedByText('codeLineWords', (line) => {
  const whole = new Set<string>();
  const parts = new Set<string>();
  addCodeWords(line, whole, parts);
  return {whole: Array.from(whole), parts: Array.from(parts)};
});

/** The whole and part words of a page's code lines; a part already written whole is left out. */
export function codeWords(lines: readonly string[]): {whole: string[]; parts: string[]} {
  const whole = new Set<string>();
  const parts = new Set<string>();
  for (const line of lines) {
    const words = lineWords(line);
    for (const word of words.whole) whole.add(word);
    for (const part of words.parts) parts.add(part);
  }
  return {
    whole: Array.from(whole),
    parts: Array.from(parts).filter((part) => !whole.has(part)),
  };
}
