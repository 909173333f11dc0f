import {describe, expect, it} from 'vitest';
import {cachedLoads} from './cachedLoads';

describe('cachedLoads', () => {
  it('loads a key once, shares it with callers at the same time, and forgets a failure', async () => {
    const calls: string[] = [];
    let fail = true;
    const get = cachedLoads(async (key: string, suffix: string) => {
      calls.push(key);
      if (fail) {
        fail = false;
        throw new Error('down');
      }
      return key + suffix;
    });
    await expect(get('a', '!')).rejects.toThrow('down');
    const [first, second] = await Promise.all([get('a', '!'), get('a', '?')]);
    expect([first, second]).toEqual(['a!', 'a!']); // the arguments are not part of the key
    expect(calls).toEqual(['a', 'a']);
  });

  it('keeps, with a limit, only the keys asked for last', async () => {
    const calls: string[] = [];
    const get = cachedLoads(async (key: string) => calls.push(key), 2);
    await get('a');
    await get('b');
    await get('a'); // a is now newer than b
    await get('c'); // b goes
    await get('a');
    await get('b');
    expect(calls).toEqual(['a', 'b', 'c', 'b']);
  });
});
