// Build-time (Node) Docusaurus plugin: writes how the locale being built writes dates, in its
// htmlLang and calendar (derive.ts), as a module the pages that show a date import
// (`@date-tables`, read by src/utils/dateFormat.ts), so that they write dates without starting
// ICU's date formatting while the page starts. Only the chunks of those pages carry it. Every
// date of a locale is written in its htmlLang: Docusaurus's own components write them in the
// locale's name ("en", US English) where the site's English is en-GB.
import type {LoadContext, Plugin} from '@docusaurus/types';
import {dateTable} from './derive';
import {DATE_STYLES, type DateStyle, type DateTables} from './types';

/** The tables of a locale whose pages are in `tag` (htmlLang), in `calendar` ('' for the tag's own). */
export function localeDateTables(tag: string, calendar = ''): DateTables {
  const styles: DateTables['styles'] = {};
  for (const style of Object.keys(DATE_STYLES) as DateStyle[]) {
    const table = dateTable(tag, calendar, style);
    if (table) styles[style] = table;
  }
  return {tag, calendar, styles};
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
