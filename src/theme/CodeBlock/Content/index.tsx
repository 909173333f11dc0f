// Ejected (the theme's CodeBlock/Content) for two changes that cut the main-thread work of
// pages with code, most of all the long doc page (about 9,000 tokens):
// - The lines render as one piece of HTML (linesHtml.ts) rather than a React element per
//   token: hydrating the tokens one by one was the largest part of the long doc page's mobile
//   blocking time, and tokens never change alone (a colour-mode switch rewrites a block's HTML
//   at once). Blocks with line numbers, which none of this site's pages use, still render
//   through the theme's Line.
// - This module registers Prism's extra languages, which the theme did from a client module
//   run by every page (replaced by plugins/lazy-prism): Prism now comes with the code block,
//   not in the main bundle.
import React, {forwardRef, useMemo, type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import {usePrismTheme} from '@docusaurus/theme-common';
import {Highlight, Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import Line from '@theme/CodeBlock/Line';
import type {Props} from '@theme/CodeBlock/Content';
// The theme's own class names, shared with CodeBlock/Content/Element.
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
import {linesHtml, type GetLineProps, type GetTokenProps, type Token} from './linesHtml';

// The site's additional languages (themeConfig.prism.additionalLanguages), once, before any
// highlighting.
prismIncludeLanguages(Prism);

const Pre = forwardRef<HTMLPreElement, ComponentProps<'pre'>>(function Pre(props, ref) {
  return (
    <pre
      ref={ref}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- scrollable code must be reachable by keyboard
      tabIndex={0}
      {...props}
      className={clsx(props.className, styles.codeBlock, 'thin-scrollbar')}
    />
  );
});

function Code(props: ComponentProps<'code'>): ReactNode {
  const {metadata} = useCodeBlockContext();
  return (
    <code
      {...props}
      className={clsx(props.className, styles.codeBlockLines, metadata.lineNumbersStart !== undefined && styles.codeBlockLinesWithNumbering)}
      style={{
        ...props.style,
        counterReset: metadata.lineNumbersStart === undefined ? undefined : `line-count ${metadata.lineNumbersStart - 1}`,
      }}
    />
  );
}

interface LinesProps {
  lines: Token[][];
  getLineProps: GetLineProps;
  getTokenProps: GetTokenProps;
  /** What the prop getters depend on besides the tokens (they are new functions every render). */
  prismTheme: unknown;
}

function HtmlLines({lines, getLineProps, getTokenProps, prismTheme}: LinesProps): ReactNode {
  const {lineClassNames} = useCodeBlockContext().metadata;
  const html = useMemo(
    () => ({__html: linesHtml(lines, lineClassNames, getLineProps, getTokenProps)}),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the prop getters follow prismTheme
    [lines, lineClassNames, prismTheme],
  );
  return <Code dangerouslySetInnerHTML={html} />;
}

function NumberedLines({lines, getLineProps, getTokenProps}: LinesProps): ReactNode {
  const {lineClassNames} = useCodeBlockContext().metadata;
  return (
    <Code>
      {lines.map((line, i) => (
        <Line
          key={i}
          line={line}
          getLineProps={getLineProps as never}
          getTokenProps={getTokenProps as never}
          classNames={lineClassNames[i]}
          showLineNumbers
        />
      ))}
    </Code>
  );
}

export default function CodeBlockContent({className: classNameProp}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const prismTheme = usePrismTheme();
  const {code, language, lineNumbersStart} = metadata;
  const Lines = lineNumbersStart === undefined ? HtmlLines : NumberedLines;
  return (
    <Highlight theme={prismTheme} code={code} language={language}>
      {({className, style, tokens, getLineProps, getTokenProps}) => (
        <Pre ref={wordWrap.codeBlockRef} className={clsx(classNameProp, className)} style={style}>
          <Lines lines={tokens} getLineProps={getLineProps} getTokenProps={getTokenProps} prismTheme={prismTheme} />
        </Pre>
      )}
    </Highlight>
  );
}
