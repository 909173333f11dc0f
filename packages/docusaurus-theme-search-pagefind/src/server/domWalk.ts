import {compile} from 'css-select';
import type {AnyNode, Element, ParentNode, Text} from 'domhandler';

// Reading a parsed page (cheerio's htmlparser2 tree) in a few walks, each
// element tested by selectors compiled once, rather than one whole-document query per selector
// (cheerio compiles a selector again for each query).

/** `selector` compiled once (css-select, with the options cheerio gives it for HTML). */
export const matcher = (selector: string): ((el: Element) => boolean) =>
  compile<AnyNode, Element>(selector, {xmlMode: false});

const isElement = (node: AnyNode): node is Element =>
  node.type === 'tag' || node.type === 'script' || node.type === 'style';

/**
 * Calls `visit` on each element under `root` in document order (the order of a query's
 * results); the descendants of an element it returns false for are not visited.
 */
export function eachElement(root: ParentNode, visit: (el: Element) => boolean | void): void {
  const stack: AnyNode[] = [...root.children].reverse();
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (!isElement(node) || visit(node) === false) continue;
    for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]);
  }
}

/**
 * The text of `node` (as cheerio's `.text()`), without the text of the descendant elements
 * `left` is true for.
 */
export function textOf(node: AnyNode, left: (el: Element) => boolean = () => false): string {
  let text = '';
  const stack: AnyNode[] = [node];
  while (stack.length > 0) {
    const next = stack.pop()!;
    if (next.type === 'text') text += (next as Text).data;
    else if (next.type === 'comment' || !('children' in next)) continue;
    else if (next !== node && isElement(next) && left(next)) continue;
    else for (let i = next.children.length - 1; i >= 0; i--) stack.push(next.children[i]);
  }
  return text;
}
