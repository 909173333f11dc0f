import {DATE_STYLES, TABLE_YEARS, type DateStyle, type DateTable} from './types';

// The date a table writes (browser and build). A page that makes its first Intl.DateTimeFormat
// while it starts pays for ICU's date data, 40 to 70 ms of main-thread work on a 2-core test
// machine (150 to 275 ms at Lighthouse's 4x CPU slowdown), inside the task that renders the
// date; the build's table (derive.ts) writes the same text with none of it.

/** What a page calls to write a date: Intl.DateTimeFormat's `format`. */
export interface DateFormat {
  format(date: Date): string;
}

/** The Intl formatter a table stands for. */
export function intlFormat(tag: string, calendar: string, style: DateStyle): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(tag, {
    calendar: calendar || undefined,
    timeZone: 'UTC',
    ...DATE_STYLES[style],
  });
}

/**
 * The date format of a tag, calendar ('' for the tag's own) and style: from its table
 * (undefined: none) in the years the table was checked for, from Intl (made on first use)
 * for any other date. A date is read in UTC.
 */
export function tableFormat(
  table: DateTable | undefined,
  tag: string,
  calendar: string,
  style: DateStyle,
): DateFormat {
  let intl: Intl.DateTimeFormat | undefined;
  return {
    format(date) {
      const year = date.getUTCFullYear();
      const month = date.getUTCMonth();
      return table && year >= TABLE_YEARS.first && year <= TABLE_YEARS.last
        ? table.parts
            .map((part) =>
              part === 0
                ? date.getUTCDate()
                : part === 1
                  ? year
                  : part === 2
                    ? (table.months?.[month] ?? month + 1)
                    : part,
            )
            .join('')
        : (intl ??= intlFormat(tag, calendar, style)).format(date);
    },
  };
}
