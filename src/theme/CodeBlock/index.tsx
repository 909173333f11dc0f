/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in
 * licenses/docusaurus.LICENSE. Modified copy of @docusaurus/theme-classic
 * src/theme/CodeBlock/index.tsx; see licenses/upstream-copies.json.
 */
// Ejected (a safe swizzle) only to drop the theme's forced re-mount of every code block
// after hydration (`key={String(useIsBrowser())}`). That re-mount threw away and rebuilt
// every highlighted token of the page in one blocking task: on the long doc page it was
// the largest cause of mobile total blocking time. It is not needed any more: in
// Docusaurus 3.10 useColorMode() hydrates with the default mode (what the server rendered)
// and switches to the visitor's mode in an effect, a normal update that React applies to
// the token styles like any other. Everything else is the theme's CodeBlock unchanged.
import React, {isValidElement, type ReactNode} from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';

/**
 * Best attempt to make the children a plain string so it is copyable (the theme's own).
 * With React elements among them the children are returned as they are.
 */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((el) => isValidElement(el))) {
    return children;
  }
  return Array.isArray(children) ? children.join('') : (children as string);
}

export default function CodeBlock({children: rawChildren, ...props}: Props): ReactNode {
  const children = maybeStringifyChildren(rawChildren);
  const CodeBlockComp = typeof children === 'string' ? StringContent : ElementContent;
  return <CodeBlockComp {...props}>{children as string}</CodeBlockComp>;
}
