import {afterEach, describe, expect, it, vi} from 'vitest';
import {leaveWriting, writtenBefore} from './bundleWriting';

// A locale's bundle left writing while the next locale is built: the next one waits for it,
// and its failure is reported, naming its locale, whoever waits or not.

afterEach(() => {
  process.exitCode = undefined;
  vi.restoreAllMocks();
});

describe('bundle left writing', () => {
  it('is waited for by the next locale’s index', async () => {
    let finish!: () => void;
    const written = new Promise<void>((resolve) => (finish = resolve));
    leaveWriting('zh-Hans', written);
    let waited = false;
    const next = writtenBefore().then(() => (waited = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(waited).toBe(false);
    finish();
    await next;
    expect(waited).toBe(true);
    await writtenBefore(); // nothing left: returns at once
  });

  it('fails the next locale’s index with its own locale named', async () => {
    leaveWriting('zh-Hans', Promise.reject(new Error('Pagefind could not write build/pagefind')));
    await expect(writtenBefore()).rejects.toThrow(
      'The search index of the locale zh-Hans, written while the next locale was built, failed: Pagefind could not write build/pagefind',
    );
    process.emit('beforeExit', 0);
    expect(process.exitCode).toBeUndefined(); // reported once, by the locale that waited
  });

  it('fails the process as it ends when no locale waited for it', async () => {
    const printed = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failed = Promise.reject(new Error('disk full'));
    leaveWriting('en', failed);
    await failed.catch(() => {});
    await new Promise((resolve) => setTimeout(resolve, 0));
    process.emit('beforeExit', 0);
    expect(printed).toHaveBeenCalledWith(
      '[search-pagefind] The search index of the locale en, written while the next locale was built, failed: disk full',
    );
    expect(process.exitCode).toBe(1);
    await writtenBefore().catch(() => {}); // (leaves nothing behind for other tests)
  });
});
