// Wraps the theme's MDX components to render Markdown tables with ScrollableTable: a table
// wider than the column scrolls, and then takes the keyboard focus so it can be scrolled.
import MDXComponents from '@theme-original/MDXComponents';
import ScrollableTable from '@site/src/components/ScrollableTable';

export default {
  ...MDXComponents,
  table: ScrollableTable,
};
