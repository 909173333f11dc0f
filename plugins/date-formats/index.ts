// Build-time (Node) Docusaurus plugin: writes how the locale being built writes dates, in its
// htmlLang and calendar (derive.ts), as a module the pages that show a date import
// (`@date-tables`, read by src/utils/dateFormat.ts), so that they write dates without starting
// ICU's date formatting while the page starts. Only the chunks of those pages carry it. Every
// date of a locale is written in its htmlLang: Docusaurus's own components write them in the
// locale's name ("en", US English) where the site's English is en-GB.
import type {LoadContext, Plugin} from '@docusaurus/types';
import {dateTable} from './derive';
import {DATE_STYLES, type DateStyle, type DateTable, type DateTables} from './types';

/**
 * The tables of a locale whose pages are in `tag` (htmlLang), in `calendar` ('' for the tag's
 * own); throws if Intl writes a style's dates in a way no table can.
 */
export function localeDateTables(tag: string, calendar = ''): DateTables {
  const styles = Object.keys(DATE_STYLES) as DateStyle[];
  return Object.fromEntries(
    styles.map((style) => {
      const table = dateTable(tag, calendar, style);
      if (!table)
        throw new Error(
          `date-formats: Intl writes ${style} dates of ${tag}${calendar ? ` (${calendar} calendar)` : ''} in a way no date table can (other digits, or another calendar's years or months); plugins/date-formats/types.ts says what a table holds`,
        );
      return [style, table];
    }),
  ) as Record<DateStyle, DateTable>;
}

export default function dateFormatsPlugin(context: LoadContext): Plugin {
  let tablesPath = '';
  return {
    name: 'date-formats',
    async contentLoaded({actions}) {
      const {currentLocale, localeConfigs} = context.i18n;
      const config = localeConfigs[currentLocale];
      const tables = localeDateTables(config?.htmlLang ?? currentLocale, config?.calendar);
      tablesPath = await actions.createData('date-tables.json', JSON.stringify(tables));
    },
    configureWebpack() {
      return {resolve: {alias: {'@date-tables$': tablesPath}}};
    },
  };
}
