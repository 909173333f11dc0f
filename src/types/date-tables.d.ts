// The locale's date tables, written by plugins/date-formats at build time.
declare module '@date-tables' {
  import type {DateTables} from '@site/plugins/date-formats/types';

  const tables: DateTables;
  export default tables;
}
