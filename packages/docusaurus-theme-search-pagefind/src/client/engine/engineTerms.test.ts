import {describe, expect, it} from 'vitest';
import type {Meta} from '../../shared/pagefindFormat';
import {neighbourChunks} from './engineTerms';

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
