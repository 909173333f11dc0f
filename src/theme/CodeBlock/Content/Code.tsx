/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in
 * licenses/docusaurus.LICENSE. Modified copy of @docusaurus/theme-classic
 * src/theme/CodeBlock/Content/index.tsx; see licenses/upstream-copies.json.
 */
// The theme's <pre> and <code> of a code block (CodeBlock/Content's Pre and Code, unchanged
// but for the code element's id), shared by the block and its lazily loaded highlighter.
import React, {forwardRef, type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
// The theme's own class names, shared with CodeBlock/Content/Element.
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';

export const Pre = forwardRef<HTMLPreElement, ComponentProps<'pre'>>(function Pre(props, ref) {
  return (
    <pre
      ref={ref}
      // tabIndex on a non-interactive element on purpose: scrollable code must be reachable by keyboard
      tabIndex={0}
      {...props}
      className={clsx(props.className, styles.codeBlock, 'thin-scrollbar')}
    />
  );
});

export function Code(props: ComponentProps<'code'>): ReactNode {
  const {metadata} = useCodeBlockContext();
  return (
    <code
      {...props}
      className={clsx(
        props.className,
        styles.codeBlockLines,
        metadata.lineNumbersStart !== undefined && styles.codeBlockLinesWithNumbering,
      )}
      style={{
        ...props.style,
        counterReset:
          metadata.lineNumbersStart === undefined
            ? undefined
            : `line-count ${metadata.lineNumbersStart - 1}`,
      }}
    />
  );
}
