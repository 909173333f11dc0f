import {describe, expect, it} from 'vitest';
import type {SessionSample} from './browser/session';
import {keystrokeTimeline, timelineParts} from './keystrokeTimeline';

const sample = (ms: number, rounds: SessionSample['rounds']): SessionSample => ({
  query: 'q',
  ms,
  nbHits: 1,
  searchMs: 0,
  pagesMs: 0,
  pagesRead: 0,
  renderMs: 0,
  rounds,
});

describe('keystrokeTimeline', () => {
  it('cuts a keystroke into before, chunks, between, fragments and after', () => {
    const parts = timelineParts(
      sample(25, {chunks: {from: 0.5, to: 6}, fragments: {from: 16, to: 22}}),
    );
    expect(parts).toEqual({before: 0.5, chunks: 5.5, between: 10, fragments: 6, after: 3});
  });

  it('counts only the keystrokes that made both rounds, and none for pagefind.js', () => {
    const both = sample(20, {
      chunks: {from: 1, to: 5},
      fragments: {from: 9, to: 17},
    });
    const pagesOnly = sample(9, {chunks: null, fragments: {from: 1, to: 8}});
    const timedOut = sample(Infinity, {chunks: null, fragments: null});
    const timeline = keystrokeTimeline([both, pagesOnly, timedOut]);
    expect(timeline?.keystrokes).toBe(1);
    expect(timeline?.median).toEqual({before: 1, chunks: 4, between: 4, fragments: 8, after: 3});
    expect(keystrokeTimeline([pagesOnly, timedOut])).toBeNull();
  });
});
