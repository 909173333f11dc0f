import {describe, expect, it} from 'vitest';
import {pageHierarchy} from '../../shared/record';
import {folded, foldedPhrase, foldedText} from './foldedRecord';

/** What plausibleMatch looked in before foldedText: the parts joined, then folded as one phrase. */
const joinedThenFolded = (content: string, headings: string[]) =>
  foldedPhrase([content, ...headings].join(' '));

describe('foldedText', () => {
  it.each([
    ['Plain text', ['Heading']],
    ['', ['Only a heading']],
    ['  spaced\tout\n', ['  Ｆｕｌｌ－ｗｉｄｔｈ ', 'Crème brûlée']],
    ['\u200B\u00AD', ['\u3000', 'ΣΊΣΥΦΟΣ']], // dropped characters, an ideographic space, Greek capitals
    ['缓存\u200B策略 😀', ['数据库', '']],
    ['ends with a surrogate \uD83D', ['\uDE00 starts with one']],
    ['emoji 👍🏽 between', ['\u00A0non-breaking\u2028line separator ']],
  ])('is the joined parts folded as one phrase (%j, %j)', (content, headings) => {
    const hierarchy = {
      ...pageHierarchy('Section'),
      lvl1: headings[0] || null,
      lvl2: headings[1] ?? null,
    };
    const record = {hierarchy, content};
    const expected = joinedThenFolded(
      content,
      [hierarchy.lvl1, hierarchy.lvl2].filter((h): h is string => !!h),
    );
    expect(foldedText(record)).toBe(expected);
    // The folded content is kept for the tiers (rankTier), as they fold it.
    expect(folded(record).content).toBe(foldedPhrase(content));
  });
});
