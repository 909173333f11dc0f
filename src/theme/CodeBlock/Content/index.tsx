/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in
 * licenses/docusaurus.LICENSE. Modified copy of @docusaurus/theme-classic
 * src/theme/CodeBlock/Content/index.tsx; see licenses/upstream-copies.json.
 */
// Ejected (the theme's CodeBlock/Content) so that a page's code blocks cost the browser next to
// nothing to start: the long doc page has about 9,000 highlighted tokens, and hydrating them
// (with Prism tokenizing every block again) was most of its mobile blocking time.
// - The server renders every block highlighted, as before (HighlightedLines.tsx).
// - In the browser a block keeps the highlighted HTML it was served with for as long as the
//   colours it was served in stay (light, the default): React hydrates its <code> element as
//   one element, and neither Prism nor the tokens are needed.
// - Prism is loaded (highlighter.ts, its own chunk) only when a block must be highlighted in
//   the browser: on a colour-mode switch, or when the page was reached by a client-side
//   navigation. Until then the block shows its plain code in the same layout and the current
//   theme's plain colours (never the served tokens in another theme's colours).
import React, {useEffect, useId, useReducer, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import {usePrismTheme} from '@docusaurus/theme-common';
import type {Props} from '@theme/CodeBlock/Content';
import {Code, Pre} from './Code';
import {highlighter, loadHighlighter, type Highlighter} from './highlighter';

/**
 * The inner HTML of this block's <code> as the server rendered it, when the page being
 * hydrated has it (checked against the code, so that another page's block with the same id
 * is never taken); null on the server and after a client-side navigation.
 */
function servedHtml(id: string, code: string): string | null {
  if (typeof document === 'undefined') return null;
  const element = document.getElementById(id);
  if (element?.tagName !== 'CODE') return null;
  return element.textContent === code.replace(/\r\n|\r|\n/g, '') ? element.innerHTML : null;
}

/**
 * The highlighter, loaded when `needed`; null until it is there. Once loaded (by any block,
 * or by the colour-mode toggle before it switches) every render gets it at once.
 */
function useHighlighter(needed: boolean): Highlighter | null {
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const component = highlighter();
  useEffect(() => {
    if (!needed || component) return undefined;
    let live = true;
    loadHighlighter().then(
      () => live && rerender(),
      () => {}, // the block keeps what it shows
    );
    return () => {
      live = false;
    };
  }, [needed, component]);
  return component;
}

/** The code as plain lines, laid out like the highlighted ones. */
function PlainLines({id}: {id: string}): ReactNode {
  const {code} = useCodeBlockContext().metadata;
  return (
    <Code id={id}>
      {code.split(/\r\n|\r|\n/).map((line, i) => (
        <div key={i} className="token-line">
          {line}
          <br />
        </div>
      ))}
    </Code>
  );
}

export default function CodeBlockContent({className}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const prismTheme = usePrismTheme();
  const id = useId();
  const [served] = useState(() => servedHtml(id, metadata.code));
  const [servedTheme] = useState(prismTheme);
  const needsHighlighter = served === null || prismTheme !== servedTheme;
  const Highlighted = useHighlighter(needsHighlighter);

  let lines: ReactNode;
  if (Highlighted && needsHighlighter) lines = <Highlighted id={id} />;
  // Served tokens carry the served theme's colours inline: on a page opened in dark mode they
  // would sit on the dark background (1.2:1) until Prism arrives, so plain code shows instead.
  else if (served !== null && !needsHighlighter)
    lines = <Code id={id} dangerouslySetInnerHTML={{__html: served}} />;
  else lines = <PlainLines id={id} />;
  // The class names and style prism-react-renderer's Highlight gives the <pre>.
  return (
    <Pre
      ref={wordWrap.codeBlockRef}
      className={clsx(className, 'prism-code', `language-${metadata.language.toLowerCase()}`)}
      style={prismTheme.plain}
    >
      {lines}
    </Pre>
  );
}
