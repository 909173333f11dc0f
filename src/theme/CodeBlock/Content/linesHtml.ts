// The HTML of a highlighted code block's lines, as the theme's CodeBlock/Line and Line/Token
// components render them (pure; browser and server). src/theme/CodeBlock/Content sets it as
// the code element's inner HTML, so React hydrates one element per block instead of one per
// token. linesHtml.test.ts checks it against React's own rendering of the theme's
// components, token for token.
import type {CSSProperties} from 'react';

/** A token as prism-react-renderer gives it. */
export interface Token {
  types: string[];
  content: string;
  empty?: boolean;
}

type Props = {className?: string; style?: CSSProperties; [key: string]: unknown};
export type GetLineProps = (input: {line: Token[]; className?: string}) => Props;
export type GetTokenProps = (input: {token: Token}) => Props & {children?: string};

const ESCAPED: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#x27;',
};

/** Text or attribute value escaped as React escapes it. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPED[char]);
}

// CSS properties React writes without a unit when given a number (the ones Prism themes use).
const UNITLESS = new Set([
  'opacity',
  'fontWeight',
  'lineHeight',
  'zIndex',
  'flex',
  'order',
  'zoom',
]);

/** A style object as a style attribute, written the way React writes it. */
export function styleText(style: CSSProperties | undefined): string {
  if (!style) return '';
  const parts: string[] = [];
  for (const [name, raw] of Object.entries(style) as Array<[string, unknown]>) {
    if (raw === null || raw === undefined || typeof raw === 'boolean' || raw === '') continue;
    const property = name.startsWith('--')
      ? name
      : name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`).replace(/^ms-/, '-ms-');
    const value =
      typeof raw === 'number' && raw !== 0 && !UNITLESS.has(name) ? `${raw}px` : String(raw).trim();
    parts.push(`${property}:${value}`);
  }
  return parts.join(';');
}

function openTag(tag: string, {className, style}: Props): string {
  const css = styleText(style);
  return `<${tag}${className ? ` class="${escapeHtml(className)}"` : ''}${css ? ` style="${escapeHtml(css)}"` : ''}>`;
}

/** A line of a single "\n" token renders as an empty token (the <br> ends the line). */
function fixLineBreak(line: Token[]): Token[] {
  return line.length === 1 && line[0].content === '\n' ? [{...line[0], content: ''}] : line;
}

/**
 * The lines of a code block without line numbers: per line a div.token-line with its class
 * names (e.g. a highlighted line's), a span per token and a <br>. A token's class and style
 * depend on its types only, so each kind of token's opening tag is built once per block.
 */
export function linesHtml(
  lines: Token[][],
  lineClassNames: Record<number, string[] | undefined>,
  getLineProps: GetLineProps,
  getTokenProps: GetTokenProps,
): string {
  const tokenTags = new Map<string, string>();
  const lineTags = new Map<string, string>();
  let html = '';
  lines.forEach((rawLine, i) => {
    const line = fixLineBreak(rawLine);
    const className = lineClassNames[i]?.length ? lineClassNames[i]!.join(' ') : undefined;
    const lineKey = className ?? '';
    let lineTag = lineTags.get(lineKey);
    if (lineTag === undefined) {
      lineTag = openTag('div', getLineProps({line, className}));
      lineTags.set(lineKey, lineTag);
    }
    html += lineTag;
    for (const token of line) {
      const key = token.empty ? `${token.types.join(' ')}\n` : token.types.join(' ');
      let tag = tokenTags.get(key);
      if (tag === undefined) {
        tag = openTag('span', getTokenProps({token}));
        tokenTags.set(key, tag);
      }
      html += `${tag}${escapeHtml(token.content)}</span>`;
    }
    html += '<br/></div>';
  });
  return html;
}
