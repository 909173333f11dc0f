import {describe, expect, it} from 'vitest';
import {dateTable} from './derive';
import {intlFormat, tableFormat} from './format';
import {localeDateTables} from './index';
import {DATE_STYLES, TABLE_YEARS, type DateStyle} from './types';

const styles = Object.keys(DATE_STYLES) as DateStyle[];

/** Every day from `first` to `last` (years, UTC), one in `step`. */
function days(first: number, last: number, step = 1): Date[] {
  const out: Date[] = [];
  for (let t = Date.UTC(first, 0, 1); t < Date.UTC(last + 1, 0, 1); t += step * 86_400_000)
    out.push(new Date(t));
  return out;
}

/** Where a format and Intl write a date differently (none expected). */
function differences(tag: string, calendar: string, style: DateStyle, dates: Date[]) {
  const table = dateTable(tag, calendar, style);
  const format = tableFormat(table ?? undefined, tag, calendar, style);
  const intl = intlFormat(tag, calendar, style);
  return dates
    .map((date) => [date.toISOString().slice(0, 10), format.format(date), intl.format(date)])
    .filter(([, ours, theirs]) => ours !== theirs);
}

describe('date tables', () => {
  it("the site's locales get a table for every date their pages write, in their htmlLang", () => {
    expect(localeDateTables('zh-Hans', 'gregory')).toMatchObject({
      tag: 'zh-Hans',
      calendar: 'gregory',
      styles: {long: {parts: [1, '年', 2, '月', 0, '日']}, short: {}, monthDay: {}},
    });
    const en = localeDateTables('en-GB');
    expect(en.calendar).toBe('');
    expect(Object.keys(en.styles)).toEqual(['long', 'short', 'monthDay']);
    expect(en.styles.long).toEqual({
      parts: [0, ' ', 2, ' ', 1],
      months: [
        'January',
        'February',
        'March',
        'April',
        'May',
        'June',
        'July',
        'August',
        'September',
        'October',
        'November',
        'December',
      ],
    });
  });

  it('write every day of 1990 to 2060 as Intl does, in the site locales', () => {
    const dates = days(1990, 2060);
    for (const [tag, calendar] of [
      ['zh-Hans', 'gregory'],
      ['zh-Hans', ''],
      ['en-GB', 'gregory'],
      ['en-GB', ''],
    ] as const)
      for (const style of styles) expect(differences(tag, calendar, style, dates)).toEqual([]);
  });

  it('in a locale of each kind, a table or Intl writes what Intl writes', () => {
    // Stemmed Latin, CJK, right to left with its own digits, and calendars that are not
    // Gregorian (Thai Buddhist years, the Persian calendar, the Chinese lunar calendar).
    const dates = [...days(1995, 2035, 7), ...days(TABLE_YEARS.last - 1, TABLE_YEARS.last + 2, 5)];
    const kinds: [string, string][] = [
      ['de', ''],
      ['fr', ''],
      ['ja', ''],
      ['ko', ''],
      ['ar-EG', ''],
      ['he', ''],
      ['th', ''],
      ['fa', ''],
      ['zh', 'chinese'],
    ];
    for (const [tag, calendar] of kinds)
      for (const style of styles) expect(differences(tag, calendar, style, dates)).toEqual([]);
    // Where a table would write another year, month or digits, there is none, and Intl answers.
    expect(dateTable('th', '', 'long')).toBeNull();
    expect(dateTable('fa', '', 'long')).toBeNull();
    expect(dateTable('ar-EG', '', 'long')).toBeNull();
  });

  it('a date outside the years checked, or none, is left to Intl', () => {
    const table = dateTable('en-GB', '', 'long')!;
    const format = tableFormat(table, 'en-GB', '', 'long');
    const intl = intlFormat('en-GB', '', 'long');
    for (const date of [new Date(Date.UTC(1969, 11, 31)), new Date(Date.UTC(2101, 0, 1))])
      expect(format.format(date)).toBe(intl.format(date));
    expect(() => format.format(new Date(Number.NaN))).toThrow(RangeError);
  });
});
