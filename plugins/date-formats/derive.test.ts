import {describe, expect, it} from 'vitest';
import {dateTable, intlFormat} from './derive';
import {formatDate} from './format';
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

/** Where a table (or, with none, Intl) and Intl write a date differently (none expected). */
function differences(tag: string, calendar: string, style: DateStyle, dates: Date[]) {
  const table = dateTable(tag, calendar, style);
  const intl = intlFormat(tag, calendar, style);
  return dates
    .map((date) => [
      date.toISOString().slice(0, 10),
      table ? formatDate(table, date) : intl.format(date),
      intl.format(date),
    ])
    .filter(([, ours, theirs]) => ours !== theirs);
}

describe('date tables', () => {
  it("the site's locales get a table for every date their pages write, in their htmlLang", () => {
    expect(localeDateTables('zh-Hans', 'gregory')).toEqual({
      long: {parts: [1, '年', 2, '月', 0, '日']},
      short: {parts: [1, '年', 2, '月', 0, '日']},
      monthDay: {parts: [2, '月', 0, '日']},
    });
    const en = localeDateTables('en-GB');
    expect(en.short.months?.[8]).toBe('Sept');
    expect(en.long).toEqual({
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

  it('a locale no table fits fails the build, saying why', () => {
    expect(() => localeDateTables('th')).toThrow(/long dates of th in a way no date table can/);
    expect(() => localeDateTables('zh', 'chinese')).toThrow(/\(chinese calendar\)/);
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

  it('in a locale of each kind, a table writes what Intl writes, or there is none', () => {
    // Stemmed Latin, CJK, right to left with its own digits, and calendars that are not
    // Gregorian (Thai Buddhist years, the Persian calendar, the Chinese lunar calendar).
    const dates = days(1995, 2035, 7);
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
    // Where a table would write another year, month or digits, there is none.
    expect(dateTable('th', '', 'long')).toBeNull();
    expect(dateTable('fa', '', 'long')).toBeNull();
    expect(dateTable('ar-EG', '', 'long')).toBeNull();
  });

  it('a date outside the years checked is written YYYY-MM-DD, and an invalid one throws', () => {
    const table = dateTable('en-GB', '', 'long')!;
    expect(formatDate(table, new Date(Date.UTC(TABLE_YEARS.first - 1, 11, 31)))).toBe('1969-12-31');
    expect(formatDate(table, new Date(Date.UTC(TABLE_YEARS.last + 1, 0, 1)))).toBe('2101-01-01');
    expect(formatDate(table, new Date(Date.UTC(TABLE_YEARS.last, 11, 31)))).toBe(
      '31 December 2100',
    );
    expect(() => formatDate(table, new Date(Number.NaN))).toThrow(RangeError);
  });
});
