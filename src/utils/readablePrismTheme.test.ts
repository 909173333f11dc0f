import {describe, expect, it} from 'vitest';
import {themes} from 'prism-react-renderer';
import {contrastRatio, normaliseHex} from './themeColours';
import {readablePrismTheme} from './readablePrismTheme';

/** Test-side parser for the theme colours (hex or rgb()). */
function hexOf(colour: string): string {
  const rgb = /^rgb\((\d+),\s*(\d+),\s*(\d+)\)$/.exec(colour);
  return rgb
    ? `#${rgb
        .slice(1)
        .map((c) => Number(c).toString(16).padStart(2, '0'))
        .join('')}`
    : normaliseHex(colour)!;
}

const tokenColours = (theme: typeof themes.github) =>
  [theme.plain.color, ...theme.styles.map((s) => s.style.color)].filter((c): c is string => !!c);

describe('readablePrismTheme', () => {
  it.each([['github'], ['dracula']] as const)(
    'makes every %s token reach 4.5:1 on its background',
    (name) => {
      const original = themes[name];
      const background = normaliseHex(original.plain.backgroundColor)!;
      // The bundled theme really fails somewhere, or this test proves nothing.
      expect(
        Math.min(...tokenColours(original).map((c) => contrastRatio(hexOf(c), background))),
      ).toBeLessThan(4.5);
      const readable = readablePrismTheme(original);
      for (const colour of tokenColours(readable)) {
        expect(contrastRatio(hexOf(colour), background)).toBeGreaterThanOrEqual(4.5);
      }
    },
  );

  it('keeps colours that already pass and every non-colour style', () => {
    const theme = {
      plain: {color: '#000000', backgroundColor: '#ffffff'},
      styles: [
        {types: ['comment'], style: {color: '#999999', fontStyle: 'italic' as const}},
        {types: ['keyword'], style: {color: '#0000ff'}},
      ],
    };
    const readable = readablePrismTheme(theme);
    expect(readable.plain).toEqual(theme.plain);
    expect(readable.styles[0]!.style.fontStyle).toBe('italic');
    expect(readable.styles[0]!.style.color).not.toBe('#999999');
    expect(readable.styles[1]!.style.color).toBe('#0000ff');
  });
});
