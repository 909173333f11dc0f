import {formatDate} from './format';
import {DATE_STYLES, TABLE_YEARS, type DateStyle, type DateTable} from './types';

// A date table from Intl, at build time (Node): see format.ts for why.

/** The Intl formatter a table stands for. */
export function intlFormat(tag: string, calendar: string, style: DateStyle): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(tag, {
    calendar: calendar || undefined,
    timeZone: 'UTC',
    ...DATE_STYLES[style],
  });
}

/** The parts of a date that a table keeps. */
function partsOf(parts: Intl.DateTimeFormatPart[]): DateTable['parts'] {
  return parts.map((part) =>
    part.type === 'day' ? 0 : part.type === 'year' ? 1 : part.type === 'month' ? 2 : part.value,
  );
}

/**
 * The table of a tag, calendar ('' for the tag's own) and style, or null when no table writes
 * its dates as Intl does (another calendar's years or months, other digits): derived from
 * Intl's parts of one date a month, then checked against Intl on every day of a common and a
 * leap year and on a day of every year in TABLE_YEARS.
 */
export function dateTable(tag: string, calendar: string, style: DateStyle): DateTable | null {
  const format = intlFormat(tag, calendar, style);
  const partsOn = (month: number) => format.formatToParts(new Date(Date.UTC(2001, month, 10)));
  const byMonth = Array.from({length: 12}, (_, month) => partsOn(month));
  const parts = partsOf(byMonth[0]!);
  if (byMonth.some((month) => JSON.stringify(partsOf(month)) !== JSON.stringify(parts)))
    return null;
  const months = byMonth.map((month) => month.find((part) => part.type === 'month')?.value ?? '');
  const numbered = months.every((month, i) => month === String(i + 1));
  const table: DateTable = numbered ? {parts} : {parts, months};
  const checked: Date[] = [];
  for (const year of [2023, 2024])
    for (let day = 0; day < 366; day++) checked.push(new Date(Date.UTC(year, 0, 1 + day)));
  for (let year = TABLE_YEARS.first; year <= TABLE_YEARS.last; year++)
    checked.push(new Date(Date.UTC(year, year % 12, 1 + (year % 28))));
  return checked.every((date) => formatDate(table, date) === format.format(date)) ? table : null;
}
