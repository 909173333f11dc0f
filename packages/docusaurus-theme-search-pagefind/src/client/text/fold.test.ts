import {describe, expect, it} from 'vitest';
import {fold, foldCharacter, foldWithOrigins} from './fold';

/** Folding one code point at a time: what fold and foldWithOrigins do for all but plain runs. */
function foldEach(text: string) {
  let folded = '';
  const start: number[] = [];
  const end: number[] = [];
  let at = 0;
  for (const character of text) {
    const units = foldCharacter(character);
    for (let i = 0; i < units.length; i++) {
      start.push(at);
      end.push(at + character.length);
    }
    folded += units;
    at += character.length;
  }
  return {folded, start, end};
}

describe('fold', () => {
  it('folds each plain character (tab, line breaks, printable ASCII, CJK ideographs) to its lower case, as the fast path assumes', () => {
    const plain = ['\t', '\n', '\r'];
    for (let code = 0x20; code <= 0x7e; code++) plain.push(String.fromCharCode(code));
    for (let code = 0x4e00; code <= 0x9fff; code++) plain.push(String.fromCharCode(code));
    const differing = plain.filter(
      (character) => foldCharacter(character) !== character.toLowerCase(),
    );
    expect(differing).toEqual([]);
  });

  it('gives what folding each character gives, with the same origins, on mixed text', () => {
    const texts = [
      'Dócker ＮＰＭ 缓存，内存。\tCafé\u200Bx 👍🏽 ビーコン \uD83D lone İstanbul ﬁle',
      '',
      'plain ascii only',
      '全是中文没有标点',
      '，。（）',
      'A\u0301B',
    ];
    for (const text of texts) {
      expect(foldWithOrigins(text)).toEqual(foldEach(text));
      expect(fold(text)).toBe(foldEach(text).folded);
    }
    expect(fold('Dócker ＮＰＭ 缓存')).toBe('docker npm 缓存');
  });
});
