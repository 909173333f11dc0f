// The quality bench's `code` category, generated from the corpus rather than kept by hand: the
// API names and calls a locale's chapters show only in their code blocks (`read_line`,
// `String::from_utf8`, `thread::spawn`), each expecting the chapters whose code writes it. A
// name the prose of any chapter writes (inline `code` included) is left out: those are found by
// the text, with or without code indexed.
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {QualityQuery} from './metrics';

/** Fenced code blocks of a Markdown file, and the rest (the prose). */
export function splitCode(markdown: string): {code: string; prose: string} {
  const code: string[] = [];
  const prose = markdown.replace(/^(`{3,}|~{3,})[^\n]*\n([\s\S]*?)^\1[ \t]*$/gm, (_, _f, body) => {
    code.push(body as string);
    return '\n';
  });
  return {code: code.join('\n'), prose};
}

/** A path or call as code writes it: `String::from_utf8`, `io::stdin`, `read_line`. */
const CODE_NAME = /[A-Za-z_][A-Za-z0-9_]*(?:::[A-Za-z_][A-Za-z0-9_]*)*/g;

/** Whether a name reads as an API name a developer would type (not a plain English word). */
function isApiName(name: string): boolean {
  const last = name.split('::').pop()!;
  if (name.length < 6) return false;
  return name.includes('::') || /_[a-z0-9]/i.test(last) || /[a-z][A-Z]/.test(last);
}

/** The words of a text, lower case, as a set (for "does the prose write it"). */
function wordsOf(text: string): Set<string> {
  return new Set(text.toLowerCase().match(/[a-z0-9_]+/g) ?? []);
}

/**
 * The `code` queries of the chapters in `dir` (one Markdown file per chapter): names found in
 * the code of at most `maxChapters` chapters and in no chapter's prose, `count` of them at most,
 * taken evenly from the sorted list so the set does not lean on one chapter.
 */
export function codeQueries(dir: string, count = 40, maxChapters = 3): QualityQuery[] {
  const chapters = readdirSync(dir)
    .filter((file) => file.endsWith('.md'))
    .sort();
  const proseWords = new Set<string>();
  const where = new Map<string, Set<string>>();
  for (const file of chapters) {
    const {code, prose} = splitCode(readFileSync(path.join(dir, file), 'utf8'));
    for (const word of wordsOf(prose)) proseWords.add(word);
    for (const [name] of code.matchAll(CODE_NAME)) {
      if (!isApiName(name)) continue;
      let found = where.get(name);
      if (!found) where.set(name, (found = new Set()));
      found.add(file.replace(/\.md$/, ''));
    }
  }
  const candidates = [...where]
    .filter(([name, found]) => {
      if (found.size > maxChapters) return false;
      // The name (a path's last segment: `from_utf8` of `String::from_utf8`) is no word of the prose.
      return !proseWords.has(name.toLowerCase().split('::').pop()!);
    })
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const step = Math.max(1, candidates.length / count);
  const picked: QualityQuery[] = [];
  for (let i = 0; i < candidates.length && picked.length < count; i += step) {
    const [name, found] = candidates[Math.floor(i)];
    picked.push({query: name, category: 'code', expect: [...found].sort()});
  }
  return picked;
}
