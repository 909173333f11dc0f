import {describe, expect, it} from 'vitest';
import {extractRecords} from './extract';
import {markdownPageHtml, type MarkdownPageFacts} from './markdownPage';

const FACTS: MarkdownPageFacts = {
  htmlLang: 'zh-Hans',
  language: 'zh',
  docusaurusTag: 'docs-default-current',
  version: 'current',
  title: '指南',
  lvl0: 'React Native',
  mdx: true,
};

async function records(source: string, facts: Partial<MarkdownPageFacts> = {}) {
  const html = await markdownPageHtml(source, {...FACTS, ...facts});
  return extractRecords(html, 'https://x.org/docs/guide', {lvl0Fallback: '文档'});
}

describe('markdownPageHtml', () => {
  it('gives the code lines the built page gives, magic comments left out', async () => {
    const html = await markdownPageHtml(
      '## 读取\n\n```js title="a.js"\n// highlight-next-line\nconst text = fs.readFileSync(path);\n\napp.listen(3000);\n```\n',
      FACTS,
    );
    const code = extractRecords(html, 'https://x.org/docs/guide', {indexCode: true}).filter(
      (r) => r.code,
    );
    expect(code.map((r) => [r.anchor, r.content])).toEqual([
      ['读取', 'const text = fs.readFileSync(path);'],
      ['读取', 'app.listen(3000);'],
    ]);
  });

  it('gives the records the built page gives: title h1, Docusaurus heading ids, list items, table cells', async () => {
    const found = await records(
      '---\ntitle: 指南\n---\n\n第一段。\n\n## 安装 Docker Engine\n\n- 甲\n- 乙\n\n### Custom {#my-id}\n\n| 键 | 作用 |\n|---|---|\n| r | 重新加载 |\n',
    );
    expect(
      found.map((r) => [r.type, r.anchor, r.content ?? r.hierarchy[r.type as 'lvl1']]),
    ).toEqual([
      ['lvl1', null, '指南'],
      ['content', null, '第一段。'],
      ['lvl2', '安装-docker-engine', '安装 Docker Engine'],
      ['content', '安装-docker-engine', '甲'],
      ['content', '安装-docker-engine', '乙'],
      ['lvl3', 'my-id', 'Custom'],
      ['lvl5', 'my-id', 'r'],
      ['content', 'my-id', '重新加载'],
    ]);
    expect(found[0]).toMatchObject({
      language: 'zh',
      docusaurus_tag: 'docs-default-current',
      version: 'current',
    });
    expect(found[0].hierarchy.lvl0).toBe('React Native');
  });

  it('keeps a source h1 as the title, text around JSX tags, and drops code, imports and admonition titles', async () => {
    const found = await records(
      'import Tabs from "@theme/Tabs";\n\n# 自己的标题\n\n在终端按 <kbd>r</kbd>；按 <kbd>d</kbd> 打开菜单。\n\n:::tip[提示标题]\n\n提示正文。\n\n:::\n\n```js\nconst hidden = 1;\n```\n\n<Tabs>\n\n标签里的文字。\n\n</Tabs>\n',
    );
    expect(found.map((r) => r.content ?? r.hierarchy.lvl1)).toEqual([
      '自己的标题',
      '在终端按 r；按 d 打开菜单。',
      '提示正文。',
      '标签里的文字。',
    ]);
  });

  it('reads CommonMark files as CommonMark (braces and angle brackets are text) and escapes text', async () => {
    const found = await records('A {{ template }} and <b>&lt;img onerror&gt;</b> stay text.\n', {
      mdx: false,
      lvl0: null,
    });
    expect(found.map((r) => r.content)).toEqual([
      null,
      'A {{ template }} and <img onerror> stay text.',
    ]);
    expect(found[0].hierarchy.lvl0).toBe('文档');
  });

  it('rejects an MDX syntax error', async () => {
    await expect(markdownPageHtml('A <broken tag.\n', FACTS)).rejects.toThrow();
  });
});
