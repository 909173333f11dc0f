// Wraps the desktop table of contents in a labelled <nav> landmark: on blog
// posts it sits outside <main>, and axe flags content outside landmarks (region). Its narrow
// column wraps long identifiers at their separators, not mid-word (src/utils/identifierBreaks).
import type {ReactNode} from 'react';
import TOC from '@theme-original/TOC';
import type TOCType from '@theme/TOC';
import type {WrapperProps} from '@docusaurus/types';
import {translate} from '@docusaurus/Translate';
import {withIdentifierBreaks} from '@site/src/utils/identifierBreaks';

type Props = WrapperProps<typeof TOCType>;

export default function TOCWrapper(props: Props): ReactNode {
  return (
    <nav
      aria-label={translate({
        id: 'toc.ariaLabel',
        message: '本页目录',
        description: 'Accessible name of the table of contents beside a doc or post',
      })}
    >
      <TOC
        {...props}
        toc={props.toc.map((item) => ({...item, value: withIdentifierBreaks(item.value)}))}
      />
    </nav>
  );
}
