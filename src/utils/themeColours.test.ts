import {describe, expect, it} from 'vitest';
import {
  DEFAULT_COLOURS,
  contrastRatio,
  customCssSnippet,
  darken,
  generateShades,
  nearestPassingColour,
  normaliseHex,
} from './themeColours';

describe('generateShades', () => {
  // The values in the Docusaurus classic template's src/css/custom.css.
  it.each([
    [
      '#2e8555',
      {
        '--ifm-color-primary': '#2e8555',
        '--ifm-color-primary-dark': '#29784c',
        '--ifm-color-primary-darker': '#277148',
        '--ifm-color-primary-darkest': '#205d3b',
        '--ifm-color-primary-light': '#33925d',
        '--ifm-color-primary-lighter': '#359962',
        '--ifm-color-primary-lightest': '#3cad6e',
      },
    ],
    [
      '#25c2a0',
      {
        '--ifm-color-primary': '#25c2a0',
        '--ifm-color-primary-dark': '#21af90',
        '--ifm-color-primary-darker': '#1fa588',
        '--ifm-color-primary-darkest': '#1a8870',
        '--ifm-color-primary-light': '#29d5b0',
        '--ifm-color-primary-lighter': '#32d8b4',
        '--ifm-color-primary-lightest': '#4fddbf',
      },
    ],
  ])('reproduces the template shades of %s', (base, expected) => {
    expect(generateShades(base)).toEqual(expected);
  });

  it('keeps the variables in the template order', () => {
    expect(Object.keys(generateShades('#123456'))).toEqual([
      '--ifm-color-primary',
      '--ifm-color-primary-dark',
      '--ifm-color-primary-darker',
      '--ifm-color-primary-darkest',
      '--ifm-color-primary-light',
      '--ifm-color-primary-lighter',
      '--ifm-color-primary-lightest',
    ]);
  });

  it.each([
    // colour, adjustment, expected (the `color` package's darken)
    ['#000000', 0.3, '#000000'],
    ['#ffffff', 0.1, '#e6e6e6'],
    ['#ffffff', -0.3, '#ffffff'],
    ['#808080', -0.5, '#c0c0c0'],
    ['#ff0000', 0.5, '#800000'],
    ['#3578e5', 0.1, '#1d68e1'],
  ])('darken(%s, %s) is %s', (colour, adjustment, expected) => {
    expect(darken(colour, adjustment)).toBe(expected);
  });
});

describe('normaliseHex', () => {
  it.each([
    ['#2e8555', '#2e8555'],
    ['2e8555', '#2e8555'],
    ['#2E8555', '#2e8555'],
    ['  #abc ', '#aabbcc'],
    ['abc', '#aabbcc'],
    ['#ABC', '#aabbcc'],
    ['', null],
    ['#', null],
    ['#ab', null],
    ['#abcd', null],
    ['#abcde', null],
    ['#abcdef0', null],
    ['#ggg', null],
    ['red', null],
    ['rgb(1, 2, 3)', null],
    ['##abc', null],
    ['<script>', null],
    ['#abc;}body{', null],
    [null, null],
    [123, null],
  ])('%j → %j', (input, expected) => {
    expect(normaliseHex(input)).toBe(expected);
  });
});

describe('contrastRatio', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#2e8555', '#ffffff', 4.56], // DESIGN.md: the light defaults give 4.56
    ['#25c2a0', '#181920', 7.76],
    ['#777777', '#ffffff', 4.48],
  ])('%s on %s is %s', (foreground, background, expected) => {
    expect(contrastRatio(foreground, background)).toBeCloseTo(expected, 2);
  });

  it('is symmetric', () => {
    expect(contrastRatio('#123456', '#abcdef')).toBe(contrastRatio('#abcdef', '#123456'));
  });
});

describe('nearestPassingColour', () => {
  it.each([
    ['#2e8555', '#ffffff'],
    ['#25c2a0', '#181920'],
  ])('keeps a passing colour: %s on %s', (colour, background) => {
    expect(nearestPassingColour(colour, background)).toBe(colour);
  });

  it.each([
    // colour, background, expected direction of the lightness change
    ['#25c2a0', '#ffffff', 'darker'],
    ['#777777', '#ffffff', 'darker'],
    ['#2e8555', '#181920', 'lighter'],
    ['#ffff00', '#ffffff', 'darker'],
    ['#123456', '#000000', 'lighter'],
  ] as const)(
    'moves %s on %s to the nearest passing lightness (%s)',
    (colour, background, direction) => {
      const fixed = nearestPassingColour(colour, background);
      expect(fixed).not.toBeNull();
      expect(contrastRatio(fixed!, background)).toBeGreaterThanOrEqual(4.5);
      const luminanceOf = (hex: string) => contrastRatio(hex, '#000000');
      if (direction === 'darker') expect(luminanceOf(fixed!)).toBeLessThan(luminanceOf(colour));
      else expect(luminanceOf(fixed!)).toBeGreaterThan(luminanceOf(colour));
      // Nearest: one step less of a change would not pass.
      expect(contrastRatio(fixed!, background)).toBeLessThan(4.8);
    },
  );

  it('returns null when no lightness passes the asked ratio', () => {
    expect(nearestPassingColour('#777777', '#777777', 22)).toBeNull();
  });
});

describe('customCssSnippet', () => {
  it('writes both modes in custom.css form with the background', () => {
    const css = customCssSnippet(DEFAULT_COLOURS.light, DEFAULT_COLOURS.dark);
    expect(css).toBe(
      [
        ':root {',
        '  --ifm-color-primary: #2e8555;',
        '  --ifm-color-primary-dark: #29784c;',
        '  --ifm-color-primary-darker: #277148;',
        '  --ifm-color-primary-darkest: #205d3b;',
        '  --ifm-color-primary-light: #33925d;',
        '  --ifm-color-primary-lighter: #359962;',
        '  --ifm-color-primary-lightest: #3cad6e;',
        '  --ifm-background-color: #ffffff;',
        '}',
        '',
        "html[data-theme='dark'] {",
        '  --ifm-color-primary: #25c2a0;',
        '  --ifm-color-primary-dark: #21af90;',
        '  --ifm-color-primary-darker: #1fa588;',
        '  --ifm-color-primary-darkest: #1a8870;',
        '  --ifm-color-primary-light: #29d5b0;',
        '  --ifm-color-primary-lighter: #32d8b4;',
        '  --ifm-color-primary-lightest: #4fddbf;',
        '  --ifm-background-color: #181920;',
        '}',
        '',
      ].join('\n'),
    );
  });
});
