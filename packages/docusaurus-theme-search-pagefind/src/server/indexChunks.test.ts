import {describe, expect, it} from 'vitest';
import {chunkNames} from './indexChunks';

// The names of a bundle's index chunks: the same chunks, the same names; any chunk changed or
// moved, other names (a browser's cached chunk of an earlier build is never read for this one's).

const bytes = (text: string) => new TextEncoder().encode(text);

describe('chunkNames', () => {
  const chunks = [bytes('one'), bytes('two'), bytes('three')];

  it('names the chunks after their language and a hash of them all', () => {
    expect(chunkNames('zh', chunks)).toMatch(/^zh_[0-9a-f]{8}_$/);
    expect(chunkNames('zh', [...chunks])).toBe(chunkNames('zh', chunks));
  });

  it('names them anew when one changes or two change places', () => {
    const names = chunkNames('en', chunks);
    expect(chunkNames('en', [chunks[0], chunks[1], bytes('three!')])).not.toBe(names);
    expect(chunkNames('en', [chunks[1], chunks[0], chunks[2]])).not.toBe(names);
    // (Moving bytes from one chunk to the next is another list of chunks.)
    expect(chunkNames('en', [bytes('on'), bytes('etwo'), chunks[2]])).not.toBe(names);
  });
});
