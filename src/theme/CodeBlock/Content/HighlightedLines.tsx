/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in
 * licenses/docusaurus.LICENSE. Modified copy of @docusaurus/theme-classic
 * src/theme/CodeBlock/Content/index.tsx; see licenses/upstream-copies.json.
 */
// A code block's highlighted lines, with Prism: imported as it is on the server, loaded on
// demand in the browser (./highlighter.ts). The lines render as one piece of HTML
// (linesHtml.ts) rather than a React element per token; blocks with line numbers, which none
// of this site's pages use, still render through the theme's Line.
import React, {useMemo, type ReactNode} from 'react';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import {usePrismTheme} from '@docusaurus/theme-common';
import {Highlight, Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import Line from '@theme/CodeBlock/Line';
import {Code} from './Code';
import {linesHtml, type GetLineProps, type GetTokenProps, type Token} from './linesHtml';

// What the theme's client module did for every page (plugins/lazy-prism): the site's
// additional languages (themeConfig.prism.additionalLanguages), once, before any highlighting.
prismIncludeLanguages(Prism);

interface LinesProps {
  id: string;
  lines: Token[][];
  getLineProps: GetLineProps;
  getTokenProps: GetTokenProps;
  /** What the prop getters depend on besides the tokens (they are new functions every render). */
  prismTheme: unknown;
}

function HtmlLines({id, lines, getLineProps, getTokenProps, prismTheme}: LinesProps): ReactNode {
  const {lineClassNames} = useCodeBlockContext().metadata;
  const html = useMemo(
    () => ({__html: linesHtml(lines, lineClassNames, getLineProps, getTokenProps)}),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the prop getters follow prismTheme
    [lines, lineClassNames, prismTheme],
  );
  return <Code id={id} dangerouslySetInnerHTML={html} />;
}

function NumberedLines({id, lines, getLineProps, getTokenProps}: LinesProps): ReactNode {
  const {lineClassNames} = useCodeBlockContext().metadata;
  return (
    <Code id={id}>
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

/** The block's <code> element, highlighted with the current Prism theme. */
export default function HighlightedLines({id}: {id: string}): ReactNode {
  const {code, language, lineNumbersStart} = useCodeBlockContext().metadata;
  const prismTheme = usePrismTheme();
  const Lines = lineNumbersStart === undefined ? HtmlLines : NumberedLines;
  return (
    <Highlight theme={prismTheme} code={code} language={language}>
      {({tokens, getLineProps, getTokenProps}) => (
        <Lines
          id={id}
          lines={tokens}
          getLineProps={getLineProps}
          getTokenProps={getTokenProps}
          prismTheme={prismTheme}
        />
      )}
    </Highlight>
  );
}
