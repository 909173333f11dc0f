import {describe, expect, it} from 'vitest';
import {looksEnglish, prepareChapter} from './prepareChapter';

describe('a translated mdBook chapter made ready for Docusaurus', () => {
  it('titles it by its first heading and drops comments, includes and images; links go to .md', () => {
    const raw = [
      '<!-- ## References and Borrowing -->',
      '## 参照と`借用`',
      '',
      '<!-- The English original. -->',
      '![図](img/trpl04-05.svg)',
      '```rust',
      '{{#rustdoc_include ../listings/ch04/listing-04-05/src/main.rs:here}}',
      '```',
      '[スライス][slices]を見よ。',
      '',
      '[slices]: ch04-03-slices.html#文字列スライス',
      '',
    ].join('\n');
    const prepared = prepareChapter(raw);
    expect(prepared?.title).toBe('参照と借用');
    expect(prepared?.markdown).toBe(
      [
        '---',
        'title: "参照と借用"',
        'mdx:',
        '  format: md',
        '---',
        '',
        '## 参照と`借用`',
        '',
        '',
        '```rust',
        '```',
        '[スライス][slices]を見よ。',
        '',
        '[slices]: ch04-03-slices.md#文字列スライス',
        '',
      ].join('\n'),
    );
  });

  it('tells an untranslated chapter from a translated one', () => {
    expect(
      looksEnglish(
        '# Ownership\n\nOwnership is a set of rules that govern how a program manages memory.',
      ),
    ).toBe(true);
    expect(
      looksEnglish(
        '# Eigentümerschaft\n\nEigentümerschaft ist eine Reihe von Regeln, die bestimmen, wie ein Programm den Speicher verwaltet.\n\n<!-- the English original, in a comment -->',
      ),
    ).toBe(false);
  });
});
