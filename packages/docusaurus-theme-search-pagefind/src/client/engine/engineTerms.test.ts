import {describe, expect, it} from 'vitest';
import {cborHead, cborText, concatBytes} from '../../shared/cbor';
import {encodeIndexChunk} from '../../shared/pagefind/chunks';
import type {Meta} from '../../shared/pagefind/meta';
import {indexChunk, type LoadedChunk} from '../../shared/pagefind/postings';
import {engineTerms, neighbourChunks} from './engineTerms';
import {termMatches} from './termMatches';

// Which index chunks hold a mistyped word's typo candidates: the word sorts into one chunk,
// and the word it was meant to be may sit in the next or the one before (unwrap_or_else for
// unwarp_or_else when a chunk ends at "unwa…"). Only chunks of words with its first letter.

const chunk = (from: string, to: string) => ({from, to, hash: `${from}-${to}`});
const meta = (chunks: ReturnType<typeof chunk>[]) => ({chunks}) as unknown as Meta;

describe('neighbourChunks', () => {
  const chunks = [chunk('a', 'tz'), chunk('u', 'unwarp'), chunk('unwrap', 'uz'), chunk('v', 'z')];

  it('names the chunk a word sorts into and the ones beside it with its first letter', () => {
    expect(neighbourChunks(meta(chunks), 'unwarp_or_else').map((c) => c.hash)).toEqual([
      'u-unwarp',
      'unwrap-uz',
    ]);
  });

  it('works at the ends of the index', () => {
    expect(neighbourChunks(meta(chunks), 'aardvark').map((c) => c.hash)).toEqual(['a-tz']);
    expect(neighbourChunks(meta(chunks), 'zzz').map((c) => c.hash)).toEqual(['v-z']);
    expect(neighbourChunks(meta([]), 'word')).toEqual([]);
  });
});

describe('engineTerms', () => {
  // A chunk of words each on page 0 once, encoded as Pagefind writes them.
  const wordBytes = (word: string) =>
    concatBytes([
      cborHead(4, 3),
      cborText(word),
      cborHead(4, 1),
      concatBytes([cborHead(4, 3), cborHead(0, 0), cborHead(4, 1), cborHead(0, 5), cborHead(4, 0)]),
      cborHead(4, 0),
    ]);
  const loadedChunk = (words: string[]) =>
    indexChunk(encodeIndexChunk(words.map((word) => ({word, bytes: wordBytes(word)}))));

  it('fetches the chunk of the stem a word was typed past, though the words starting with it are in the next', async () => {
    const files: Record<string, string[]> = {
      'tr-transact': ['tra', 'transact'],
      'transacti-tz': ['transaction', 'transactional'],
    };
    const chunks = [chunk('tr', 'transact'), chunk('transacti', 'tz')];
    const loaded: LoadedChunk[] = [];
    const fetched: string[] = [];
    const query = {words: ['transacti'], originals: ['transacti'], exact: false};
    const terms = await engineTerms(
      meta(chunks),
      query,
      (w) => w,
      loaded,
      async (hash) => {
        fetched.push(hash);
        return loadedChunk(files[hash]);
      },
    );
    expect(fetched.sort()).toEqual(['tr-transact', 'transacti-tz']);
    const [words] = termMatches(loaded, terms[0], new Map());
    expect(words.map((w) => w.word).sort()).toEqual(['transact', 'transaction', 'transactional']);
  });
});
