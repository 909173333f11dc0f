// A Markdown table that the keyboard can scroll. Infima makes every table a block that scrolls
// sideways when it is wider than the text column (a wide table in a post, most tables on a
// phone); such a region must be reachable by keyboard (WCAG 2.1.1, axe
// scrollable-region-focusable). Only a table that actually overflows becomes a tab stop.
import React, {useEffect, useRef, useState, type ComponentProps, type ReactNode} from 'react';

export default function ScrollableTable(props: ComponentProps<'table'>): ReactNode {
  const ref = useRef<HTMLTableElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const table = ref.current;
    if (!table) return undefined;
    const check = () => setScrolls(table.scrollWidth > table.clientWidth + 1);
    check();
    const observer = new ResizeObserver(check);
    observer.observe(table);
    return () => observer.disconnect();
  }, []);
  return <table ref={ref} tabIndex={scrolls ? 0 : undefined} {...props} />;
}
