// Prints a word list for the stemmer test (src/client/engine/stemmers/__fixtures__/words):
// the words of the text on stdin (a word list or running text), lower-cased, once each, made of
// letters and combining marks (no digits, which no stemmer changes), sorted;
// then `count` of them evenly spaced through that order (all of them if there are fewer).
//   node scripts/stemWordList.mjs [count] < text > words.txt
// The fixtures' README says which text each list was made from.
import {text} from 'node:stream/consumers';

const count = Number(process.argv[2] ?? 3000);
const WORD = /^[\p{Alphabetic}\p{M}]+$/u;
const words = [
  ...new Set(
    (await text(process.stdin))
      .split(/[^\p{Alphabetic}\p{M}\p{N}]+/u)
      .map((word) => word.toLowerCase())
      .filter((word) => word.length > 1 && WORD.test(word)),
  ),
].sort();
const step = Math.max(1, words.length / count);
const picked = [];
for (let i = 0; i < words.length && picked.length < count; i += step)
  picked.push(words[Math.floor(i)]);
process.stdout.write(picked.join('\n') + '\n');
