import {describe, expect, it} from 'vitest';
import {classify, formatReport, makeReport, newest, type Change, type Entry} from './status';

const at = (date: string, commit = 'abcdef1234'): Change => ({date, via: 'git', commit});

describe('classify', () => {
  it('is missing without a translation, or when ids are not translated', () => {
    expect(classify({sourceChanged: at('2024-01-01'), translationChanged: null})).toBe('missing');
    expect(
      classify({
        sourceChanged: at('2024-01-01'),
        translationChanged: at('2024-02-01'),
        missingIds: ['x'],
      }),
    ).toBe('missing');
  });

  it('is outdated only when the source changed strictly after the translation', () => {
    expect(classify({sourceChanged: at('2024-03-01'), translationChanged: at('2024-02-01')})).toBe(
      'outdated',
    );
    expect(classify({sourceChanged: at('2024-02-01'), translationChanged: at('2024-02-01')})).toBe(
      'up-to-date',
    );
    expect(classify({sourceChanged: at('2024-01-01'), translationChanged: at('2024-02-01')})).toBe(
      'up-to-date',
    );
    expect(
      classify({
        sourceChanged: at('2024-01-01T10:00:00+08:00'),
        translationChanged: at('2024-01-01T03:00:00Z'),
      }),
    ).toBe('up-to-date');
  });
});

describe('newest', () => {
  it('picks the latest date and skips nulls', () => {
    expect(newest([null, at('2024-01-02'), at('2024-03-01', 'c2'), at('2024-02-01')])?.commit).toBe(
      'c2',
    );
    expect(newest([null])).toBeNull();
  });
});

describe('formatReport', () => {
  it('lists problems first with the dates that decide them, then counts', () => {
    const entries: Entry[] = [
      {
        kind: 'doc',
        sources: ['docs/a.md'],
        translation: 'i18n/en/a.md',
        status: 'up-to-date',
        sourceChanged: {...at('2024-01-01'), file: 'docs/a.md'},
        translationChanged: at('2024-01-02'),
      },
      {
        kind: 'doc',
        sources: ['docs/b.md'],
        translation: 'i18n/en/b.md',
        status: 'outdated',
        sourceChanged: {...at('2024-05-06', '1234567890'), file: 'docs/b.md'},
        translationChanged: {date: '2024-04-01T00:00:00.000Z', via: 'mtime'},
      },
      {
        kind: 'post',
        sources: ['blog/c.md'],
        translation: 'i18n/en/c.md',
        status: 'missing',
        sourceChanged: {...at('2024-01-01'), file: 'blog/c.md'},
        translationChanged: null,
      },
    ];
    const text = formatReport(makeReport('en', entries));
    const lines = text.split('\n');
    expect(lines[0]).toMatch(/^MISSING +post i18n\/en\/c\.md$/);
    expect(lines[3]).toMatch(/^OUTDATED +doc +i18n\/en\/b\.md$/);
    expect(lines[4]).toBe('    source 2024-05-06 (1234567) docs/b.md');
    expect(lines[5]).toBe('    translation 2024-04-01 (uncommitted, file time)');
    expect(text.endsWith('en: 1 up to date, 1 outdated, 1 missing')).toBe(true);
  });
});
