import {createElement as h, type ReactNode} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {Highlight, Prism, themes, type PrismTheme} from 'prism-react-renderer';
import {describe, expect, it} from 'vitest';
import {readablePrismTheme} from '../../../utils/readablePrismTheme';
import {
  escapeHtml,
  linesHtml,
  styleText,
  type GetLineProps,
  type GetTokenProps,
  type Token,
} from './linesHtml';

// The languages docusaurus.config.ts adds, loaded as Docusaurus loads them.
(globalThis as {Prism?: unknown}).Prism = Prism;
await import('prismjs/components/prism-bash');
await import('prismjs/components/prism-ini');

/** The theme's CodeBlock/Line and Line/Token (Docusaurus 3.10), without line numbers, as React renders them. */
function themeLines(
  lines: Token[][],
  lineClassNames: Record<number, string[]>,
  getLineProps: GetLineProps,
  getTokenProps: GetTokenProps,
): ReactNode {
  return lines.map((raw, i) => {
    const line = raw.length === 1 && raw[0].content === '\n' ? [{...raw[0], content: ''}] : raw;
    const lineProps = getLineProps({line, className: lineClassNames[i]?.join(' ')});
    const tokens = line.map((token, k) => {
      const props = getTokenProps({token});
      return h('span', {key: k, ...props}, props.children);
    });
    return h('div', {key: i, ...lineProps}, ...tokens, h('br'));
  });
}

/** Both renderings of one block: React's and linesHtml's. */
function render(
  code: string,
  language: string,
  theme: PrismTheme,
  lineClassNames: Record<number, string[]> = {},
) {
  let ours = '';
  const react = renderToStaticMarkup(
    h(Highlight, {
      theme,
      code,
      language,
      children: ({tokens, getLineProps, getTokenProps}) => {
        ours = linesHtml(
          tokens,
          lineClassNames,
          getLineProps as GetLineProps,
          getTokenProps as GetTokenProps,
        );
        return h(
          'code',
          null,
          themeLines(
            tokens,
            lineClassNames,
            getLineProps as GetLineProps,
            getTokenProps as GetTokenProps,
          ),
        );
      },
    }),
  );
  return {react: react.replace(/^<code>|<\/code>$/g, ''), ours};
}

const samples: Array<[language: string, code: string]> = [
  [
    'bash',
    'npx sequelize-cli db:migrate --env "test" && echo \'<done>\' # 完成\n\nexport NODE_ENV=production',
  ],
  [
    'js',
    "const users = await User.findAll({where: {name: 'a & b'}});\n// <img src=x onerror=alert(1)>\n\nmodule.exports = {up() {}};",
  ],
  [
    'tsx',
    'export function App(): JSX.Element {\n  return <div className="x">{`${1 + 1}`}</div>;\n}\n',
  ],
  ['json', '{\n  "development": {"storage": "db.sqlite", "logging": false}\n}'],
  ['ini', '[server]\nport = 3000 ; 端口'],
  ['text', 'plain <text> & "quotes"\n\n\tindented'],
];

describe('linesHtml', () => {
  const lightAndDark = {
    light: readablePrismTheme(themes.github),
    dark: readablePrismTheme(themes.dracula),
  };
  for (const [mode, theme] of Object.entries(lightAndDark)) {
    for (const [language, code] of samples) {
      it(`renders ${language} lines exactly as React renders the theme's Line components (${mode})`, () => {
        const {react, ours} = render(code, language, theme);
        expect(ours).toBe(react);
        expect(ours).toContain('class="token');
      });
    }
  }

  it('keeps the class names of highlighted lines', () => {
    const {react, ours} = render('a\nb\nc', 'js', themes.github, {
      1: ['theme-code-block-highlighted-line'],
    });
    expect(ours).toBe(react);
    expect(ours.match(/theme-code-block-highlighted-line/g)).toHaveLength(1);
  });

  it('escapes code, so markup in a block shows as text', () => {
    const {ours} = render('<script>alert("x")</script>', 'text', themes.github);
    expect(ours).not.toContain('<script>');
    expect(ours).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
  });
});

describe('styleText', () => {
  it('writes a style object as React does', () => {
    expect(styleText({color: '#393A34', fontStyle: 'italic', backgroundColor: undefined})).toBe(
      'color:#393A34;font-style:italic',
    );
    expect(styleText({opacity: 0.7, marginLeft: 2, display: 'inline-block'})).toBe(
      'opacity:0.7;margin-left:2px;display:inline-block',
    );
    expect(styleText(undefined)).toBe('');
  });
  it('escapes attribute text', () => {
    expect(escapeHtml(`a"b'<&>`)).toBe('a&quot;b&#x27;&lt;&amp;&gt;');
  });
});
