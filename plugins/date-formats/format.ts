import {TABLE_YEARS, type DateTable} from './types';

// The date a table writes (browser and build), with no Intl: a page that makes its first
// Intl.DateTimeFormat while it starts pays for ICU's date data, 40 to 70 ms of main-thread work
// on a 2-core test machine (150 to 275 ms at Lighthouse's 4x CPU slowdown), inside the task
// that renders the date. The build's table (derive.ts) writes what Intl writes.

/**
 * The date `date`, read in UTC, as the table writes it; a date outside the years the table was
 * checked for (TABLE_YEARS) as YYYY-MM-DD. An invalid date throws a RangeError, as Intl does.
 */
export function formatDate({parts, months}: DateTable, date: Date): string {
  const year = date.getUTCFullYear();
  if (!(year >= TABLE_YEARS.first && year <= TABLE_YEARS.last))
    return date.toISOString().slice(0, 10);
  const month = date.getUTCMonth();
  return parts
    .map((part) =>
      part === 0
        ? date.getUTCDate()
        : part === 1
          ? year
          : part === 2
            ? (months?.[month] ?? month + 1)
            : part,
    )
    .join('');
}
