import {describe, expect, it} from 'vitest';
import {parseMailmap, resolveName} from './mailmap';

describe('parseMailmap', () => {
  const map = parseMailmap(
    [
      '# the site author',
      '林舟 <author@example.org> Seed ae70f1e7 maintainers <maintainers@example.org>',
      'Only Email <only@example.org>',
      '<proper@example.org> <commit@example.org>',
      'Other Person <o@example.org> old name <old@example.org>  # renamed',
      '',
    ].join('\n'),
  );

  it.each([
    ['a mapped commit name', 'Seed ae70f1e7 maintainers', '林舟'],
    ['a mapping with a trailing comment', 'old name', 'Other Person'],
    ['an unmapped name, unchanged', 'Someone Else', 'Someone Else'],
    ['a line that maps by email only (no name to match)', 'Only Email', 'Only Email'],
  ])('%s', (_case, name, expected) => {
    expect(resolveName(map, name)).toBe(expected);
  });

  it('reads Windows line ends and ignores comments', () => {
    expect([...parseMailmap('# x\r\nA <a@x> B <b@x>\r\n').entries()]).toEqual([['B', 'A']]);
  });
});
