import tables from '@date-tables';
import {tableFormat, type DateFormat} from '@site/plugins/date-formats/format';
import type {DateStyle} from '@site/plugins/date-formats/types';

// Dates as Intl.DateTimeFormat writes them in the locale's htmlLang and calendar (in UTC), from
// the tables the build wrote for the locale (plugins/date-formats), so that a page shows its
// dates without making an Intl.DateTimeFormat while it starts. A date no table covers is asked
// of Intl.

/** The locale's date format of a style (as Docusaurus's useDateTimeFormat is used, in htmlLang). */
export function useDateFormat(style: DateStyle): DateFormat {
  return tableFormat(tables.styles[style], tables.tag, tables.calendar, style);
}
