import {describe, expect, it} from 'vitest';
import {
  normaliseCategory,
  normaliseCode,
  normaliseJson,
  normaliseMarkdown,
  objectAfterKey,
  stringProperties,
  translateIds,
  translateMessages,
} from './normalise';

const doc = (frontMatter: string, body: string) => `---\n${frontMatter}\n---\n${body}`;

describe('normaliseMarkdown', () => {
  it('ignores whitespace-only changes', () => {
    const a = doc('title: 前言', '# 前言\n\n欢迎来到 **工作台笔记**。\n');
    const b = doc('title:   前言', '# 前言\n\n\n欢迎来到   **工作台笔记**。   \n\n');
    expect(normaliseMarkdown(b)).toBe(normaliseMarkdown(a));
  });

  it('sees a changed word', () => {
    expect(normaliseMarkdown(doc('title: 前言', '欢迎'))).not.toBe(
      normaliseMarkdown(doc('title: 前言', '你好')),
    );
  });

  it('ignores front matter the reader never sees, but not the title, description or tags', () => {
    const base = doc('sidebar_position: 1\ntitle: 前言\ntags: [a]', 'text');
    expect(
      normaliseMarkdown(doc('sidebar_position: 2\nslug: /x\ntitle: 前言\ntags: [a]', 'text')),
    ).toBe(normaliseMarkdown(base));
    expect(normaliseMarkdown(doc('sidebar_position: 1\ntitle: 序言\ntags: [a]', 'text'))).not.toBe(
      normaliseMarkdown(base),
    );
    expect(
      normaliseMarkdown(
        doc('sidebar_position: 1\ntitle: 前言\ntags: [a]\ndescription: 新', 'text'),
      ),
    ).not.toBe(normaliseMarkdown(base));
  });

  it('counts a change of translation_checked, which records a translation checked against its original', () => {
    const base = doc('title: Foreword', 'text');
    expect(
      normaliseMarkdown(doc('title: Foreword\ntranslation_checked: 2024-05-01', 'text')),
    ).not.toBe(normaliseMarkdown(base));
  });

  it("keeps a visible key's indented continuation lines and drops an invisible key's", () => {
    const a = doc('tags:\n  - a\n  - b\nimage:\n  url: x', 'text');
    const b = doc('tags:\n  - a\n  - c\nimage:\n  url: x', 'text');
    const c = doc('tags:\n  - a\n  - b\nimage:\n  url: y', 'text');
    expect(normaliseMarkdown(b)).not.toBe(normaliseMarkdown(a));
    expect(normaliseMarkdown(c)).toBe(normaliseMarkdown(a));
  });

  it('treats a file without front matter as all body', () => {
    expect(normaliseMarkdown('---\nnot closed\ntext')).toContain('notclosed');
  });
});

describe('normaliseJson and normaliseCategory', () => {
  it('ignores indentation and key order, not values', () => {
    expect(normaliseJson('{"a":{"message":"x"},"b":1}')).toBe(
      normaliseJson('{\n  "b": 1,\n  "a": {"message": "x"}\n}'),
    );
    expect(normaliseJson('{"a":"x"}')).not.toBe(normaliseJson('{"a":"y"}'));
  });

  it('falls back to collapsed text for invalid JSON', () => {
    expect(normaliseJson('{oops  }')).toBe('{oops }');
  });

  it('a category changes only with its label, link title or description', () => {
    const base =
      '{"label": "服务端", "position": 1, "link": {"type": "generated-index", "title": "服务端"}}';
    expect(normaliseCategory(base.replace('"position": 1', '"position": 3'))).toBe(
      normaliseCategory(base),
    );
    expect(normaliseCategory(base.replace('"label": "服务端"', '"label": "后端"'))).not.toBe(
      normaliseCategory(base),
    );
  });
});

describe('code sources', () => {
  it('drops comments and collapses whitespace outside strings', () => {
    expect(normaliseCode("const a = 'x  y'; // note\n/* block */ const b=1;")).toBe(
      "const a = 'x  y' ; const b=1;",
    );
  });

  it('takes the object after a key, braces inside strings and comments included', () => {
    const config =
      "export default {title: 'x', navbar: {title: '{笔记}', // }\n items: [{label: '文档'}]}, footer: {}}";
    expect(objectAfterKey(config, 'navbar')).toBe("{title: '{笔记}' , items: [{label: '文档' }]}");
    expect(objectAfterKey(config, 'missing')).toBe('');
  });

  it('reads the string given to named properties', () => {
    const config =
      "blog: {blogTitle: '个人日志', blogDescription: \"it's \\\"mine\\\"\", editUrl: 'x'}";
    expect(stringProperties(config, ['blogTitle', 'blogDescription', 'blogSidebarTitle'])).toBe(
      '个人日志'.replace(/^/, 'blogTitle=') +
        '\nblogDescription=it\'s \\"mine\\"\nblogSidebarTitle=',
    );
  });

  it('reads each call as its id and default message, whatever its description, values or layout', () => {
    const before = `<Translate id="n.body" description="old" values={{d: <time>{f(a)}</time>}}>{'{d} 有改动'}</Translate>
      translate({id: 'n.label', message: '标签', description: 'x'})`;
    const after = `<Translate\n  id="n.body"\n  description="new"\n  values={{d: <time>{f(a, b)}</time>}}>\n  {'{d} 有改动'}\n</Translate>
      translate({message: '标签', id: 'n.label'})`;
    expect(translateMessages(before)).toEqual(["n.body={'{d}有改动'}", 'n.label=标签']);
    expect(translateMessages(after)).toEqual(translateMessages(before));
    expect(translateMessages(before.replace('有改动', '改了'))).not.toEqual(
      translateMessages(before),
    );
  });

  it('reads a <Translate> holding another in its values as two calls', () => {
    const source = `<Translate id="outer" values={{link: <a href="x"><Translate id="inner">原文</Translate></a>, br: <br />}}>
      {'{link} 有改动'}</Translate> <Translate id="alone" />`;
    expect(translateMessages(source).sort()).toEqual([
      'alone=',
      'inner=原文',
      "outer={'{link}有改动'}",
    ]);
  });

  it('finds the ids of <Translate> elements and translate() calls', () => {
    const source = `
      <Translate id="a.title" description="x">标题</Translate>
      {translate({id: 'b.label', message: '标签'})}
      <Translate id={"c.text"} values={{n: 1}}>{'共 {n} 条'}</Translate>
      // translate({id: 'commented.out', message: 'no'})
    `;
    expect(translateIds(source).sort()).toEqual(['a.title', 'b.label', 'c.text']);
  });
});
