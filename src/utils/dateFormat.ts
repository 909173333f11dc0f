import tables from '@date-tables';
import {formatDate} from '@site/plugins/date-formats/format';
import type {DateStyle} from '@site/plugins/date-formats/types';

// Dates as Intl.DateTimeFormat writes them in the locale's htmlLang and calendar (in UTC), from
// the tables the build wrote for the locale (plugins/date-formats), so that a page shows its
// dates without making an Intl.DateTimeFormat while it starts.

/** What a page calls to write a date, as it would call Intl.DateTimeFormat's `format`. */
export interface DateFormat {
  format(date: Date): string;
}

/** The locale's date format of a style (as Docusaurus's useDateTimeFormat is used, in htmlLang). */
export function useDateFormat(style: DateStyle): DateFormat {
  return {format: (date) => formatDate(tables[style], date)};
}
