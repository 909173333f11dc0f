// Wraps the theme's code line so it re-renders only when what it shows changes: its
// tokens, its class names, line numbering, or the Prism theme (colour mode). A code block
// re-renders all of its lines whenever its own state changes (after mounting it measures
// whether it scrolls; the word-wrap button), and React.memo alone cannot skip those:
// prism-react-renderer hands every render new getLineProps/getTokenProps functions, even
// for the same theme. On the long doc page those re-renders were a long blocking task
// right after hydration. A colour-mode switch still re-renders every line.
import React, {memo, type ReactNode} from 'react';
import {usePrismTheme} from '@docusaurus/theme-common';
import Line from '@theme-original/CodeBlock/Line';
import type LineType from '@theme/CodeBlock/Line';
import type {WrapperProps} from '@docusaurus/types';
import {sameItems} from '@site/src/utils/sameItems';

type Props = WrapperProps<typeof LineType>;
type PrismTheme = ReturnType<typeof usePrismTheme>;

const ThemedLine = memo(
  function ThemedLine({prismTheme: _theme, ...props}: Props & {prismTheme: PrismTheme}): ReactNode {
    return <Line {...props} />;
  },
  // getLineProps/getTokenProps depend on the Prism theme and the language only, and the
  // language is part of the tokens: compare the theme instead of the functions.
  (prev, next) =>
    prev.prismTheme === next.prismTheme &&
    prev.line === next.line &&
    prev.showLineNumbers === next.showLineNumbers &&
    sameItems(prev.classNames, next.classNames),
);

export default function LineWrapper(props: Props): ReactNode {
  return <ThemedLine {...props} prismTheme={usePrismTheme()} />;
}
