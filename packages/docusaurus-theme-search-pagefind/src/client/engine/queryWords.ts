import {isFunctionCharacter, RUN_LETTERS} from '../../shared/languages';
import {fold} from '../text/fold';
import {segments} from './wordSegments';

// The words of a query that a record, a highlight and the marks on a page look
// for (the engine's own terms are engineTerms.ts's).

const HAN_CHARACTER = new RegExp(`^[${RUN_LETTERS}]$`, 'u');
const HAN_WORD = new RegExp(`^[${RUN_LETTERS}]+$`, 'u');
// One-character Chinese words that join others (的, 和, 在…) are no query term on their own
// (isFunctionCharacter, shared/languages.ts).

interface QueryWord {
  word: string;
  start: number;
  end: number;
}

/**
 * The distinct words of a query, longest first (so "cache" wins over "ca"). The segmenter cuts
 * a Chinese word its dictionary lacks into characters (缓存 → 缓 + 存, 数据库 → 数据 + 库), and a
 * record holding only 存 (保存, 内存) does not answer 缓存. So a one-character word is not a term
 * alone: neighbouring characters join (缓存), and a lone one joins the word beside it (数据库,
 * keeping 数据 too); a function character (的, 和) is left out. A query of one character, or of
 * characters the visitor spaced apart, keeps them.
 */
export function queryWords(query: string): string[] {
  const text = fold(query.slice(0, 256));
  const words: QueryWord[] = segments(text)
    .filter((segment) => segment.isWord)
    .map(({index, end}) => ({word: text.slice(index, end), start: index, end}));
  const single = (w: QueryWord | undefined) =>
    !!w && HAN_CHARACTER.test(w.word) && !isFunctionCharacter(w.word);
  const chinese = (w: QueryWord | undefined) =>
    !!w && HAN_WORD.test(w.word) && !isFunctionCharacter(w.word);
  const terms = new Set<string>();
  for (let i = 0; i < words.length; i++) {
    const current = words[i];
    if (isFunctionCharacter(current.word)) continue;
    if (!single(current)) {
      terms.add(current.word);
      continue;
    }
    // A run of neighbouring one-character words reads as one word.
    let run = current.word;
    let last = current;
    while (single(words[i + 1]) && words[i + 1].start === last.end) {
      last = words[++i];
      run += last.word;
    }
    if (run.length > 1) {
      terms.add(run);
      continue;
    }
    const before = words[i - 1];
    const after = words[i + 1];
    if (chinese(before) && before.end === current.start) terms.add(before.word + run);
    else if (chinese(after) && after.start === current.end) terms.add(run + after.word);
    else terms.add(run);
  }
  if (terms.size === 0) for (const {word} of words) terms.add(word); // a query of function characters
  return Array.from(terms).sort((a, b) => b.length - a.length);
}
