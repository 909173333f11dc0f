// The date tables the build writes for the browser (plugins/date-formats), shared by the build
// (derive.ts) and the pages (format.ts, src/utils/dateFormat.ts).

/** The ways the site's pages write a date, as Intl.DateTimeFormat options (always in UTC). */
export const DATE_STYLES = {
  /** 8 June 2024: posts, the blog list, the home page (as en-GB writes them). */
  long: {year: 'numeric', month: 'long', day: 'numeric'},
  /** 8 Jun 2024: a doc's or post's last update. */
  short: {year: 'numeric', month: 'short', day: 'numeric'},
  /** 8 June: the blog archive, under each year's heading. */
  monthDay: {month: 'long', day: 'numeric'},
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateStyle = keyof typeof DATE_STYLES;

/**
 * How one language tag and calendar write dates of one style, as Intl writes them: the parts
 * in order, each text or 0 (the day), 1 (the year) or 2 (the month), in the digits 0 to 9 (a
 * locale that writes other digits gets no table).
 */
export interface DateTable {
  parts: ReadonlyArray<string | 0 | 1 | 2>;
  /** The months' names, January first; none where the month is written as its number. */
  months?: readonly string[];
}

/** The first and last years a table is checked against Intl for; a page writes other years' dates as YYYY-MM-DD. */
export const TABLE_YEARS = {first: 1970, last: 2100} as const;

/** The tables of a locale's build, one per style, in its htmlLang and calendar. */
export type DateTables = Readonly<Record<DateStyle, DateTable>>;
