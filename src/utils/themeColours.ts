// Pure colour maths for the custom theme: hex parsing, the seven Infima primary
// shades, WCAG contrast, and the CSS written for them. No DOM, no storage: used by
// the theme drawer, the storage parser, the head script's tests and the unit tests.

export type ColourMode = 'light' | 'dark';

/** One primary-colour variant, as Docusaurus's own colour generator describes it. */
export interface ShadeSpec {
  /** Fraction of the HSL lightness removed: 0.1 darkens by 10 %, -0.1 lightens by 10 %. */
  readonly adjustment: number;
  /** The adjustment as a percentage string, as typed in a form. */
  readonly adjustmentInput: string;
  /** Position when shades are listed lightest to darkest. */
  readonly displayOrder: number;
  /** Position in the generated CSS. */
  readonly codeOrder: number;
}

/** The seven `--ifm-color-primary…` variables, in the order the template's custom.css lists them. */
export const SHADES = {
  '--ifm-color-primary': {adjustment: 0, adjustmentInput: '0', displayOrder: 3, codeOrder: 0},
  '--ifm-color-primary-dark': {
    adjustment: 0.1,
    adjustmentInput: '10',
    displayOrder: 4,
    codeOrder: 1,
  },
  '--ifm-color-primary-darker': {
    adjustment: 0.15,
    adjustmentInput: '15',
    displayOrder: 5,
    codeOrder: 2,
  },
  '--ifm-color-primary-darkest': {
    adjustment: 0.3,
    adjustmentInput: '30',
    displayOrder: 6,
    codeOrder: 3,
  },
  '--ifm-color-primary-light': {
    adjustment: -0.1,
    adjustmentInput: '-10',
    displayOrder: 2,
    codeOrder: 4,
  },
  '--ifm-color-primary-lighter': {
    adjustment: -0.15,
    adjustmentInput: '-15',
    displayOrder: 1,
    codeOrder: 5,
  },
  '--ifm-color-primary-lightest': {
    adjustment: -0.3,
    adjustmentInput: '-30',
    displayOrder: 0,
    codeOrder: 6,
  },
} as const satisfies Record<string, ShadeSpec>;

export type ShadeName = keyof typeof SHADES;
export const SHADE_NAMES = Object.keys(SHADES) as ShadeName[];

/** The CSS variable that carries the page background. */
export const BACKGROUND_VARIABLE = '--ifm-background-color';

/** Default colours per mode; the light ones are the Docusaurus template's. */
export const DEFAULT_COLOURS: Readonly<
  Record<ColourMode, {baseColor: string; background: string}>
> = {
  light: {baseColor: '#2e8555', background: '#ffffff'},
  dark: {baseColor: '#25c2a0', background: '#181920'},
};

/** WCAG 2 AA minimum contrast for normal-size text, links included (success criterion 1.4.3). */
export const MIN_CONTRAST = 4.5;

type Rgb = readonly [number, number, number];
type Hsl = readonly [number, number, number];

/**
 * Turns user input into a lowercase `#rrggbb` colour, or null when it is not one.
 * Accepts 3- or 6-digit hex with or without the leading '#', and surrounding spaces.
 */
export function normaliseHex(input: unknown): string | null {
  if (typeof input !== 'string') return null;
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(input.trim());
  if (!match) return null;
  let digits = match[1].toLowerCase();
  if (digits.length === 3) {
    digits = digits.replace(/./g, (digit) => digit + digit);
  }
  return `#${digits}`;
}

function hexToRgb(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function rgbToHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

/** RGB 0–255 to HSL (hue 0–360, saturation and lightness 0–100), unrounded. */
function rgbToHsl([red, green, blue]: Rgb): Hsl {
  const r = red / 255;
  const g = green / 255;
  const b = blue / 255;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const delta = max - min;
  const l = (max + min) / 2;
  if (delta === 0) return [0, 0, l * 100];
  const s = l <= 0.5 ? delta / (max + min) : delta / (2 - max - min);
  let h: number;
  if (max === r) h = (g - b) / delta;
  else if (max === g) h = 2 + (b - r) / delta;
  else h = 4 + (r - g) / delta;
  h = (h * 60 + 360) % 360;
  return [h, s * 100, l * 100];
}

function hslToRgb([hue, saturation, lightness]: Hsl): Rgb {
  const h = hue / 360;
  const s = saturation / 100;
  const l = lightness / 100;
  if (s === 0) return [l * 255, l * 255, l * 255];
  const t2 = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const t1 = 2 * l - t2;
  const channel = (offset: number): number => {
    let t = h + offset;
    if (t < 0) t += 1;
    if (t > 1) t -= 1;
    let value: number;
    if (6 * t < 1) value = t1 + (t2 - t1) * 6 * t;
    else if (2 * t < 1) value = t2;
    else if (3 * t < 2) value = t1 + (t2 - t1) * (2 / 3 - t) * 6;
    else value = t1;
    return value * 255;
  };
  return [channel(1 / 3), channel(0), channel(-1 / 3)];
}

/** Lightness 0–100 of a `#rrggbb` colour. */
export function lightnessOf(hex: string): number {
  return rgbToHsl(hexToRgb(hex))[2];
}

/** The same hue and saturation at another HSL lightness (0–100, clamped). */
export function withLightness(hex: string, lightness: number): string {
  const [h, s] = rgbToHsl(hexToRgb(hex));
  return rgbToHex(hslToRgb([h, s, Math.min(100, Math.max(0, lightness))]));
}

/**
 * HSL lightness L becomes L - L × adjustment (the `color` package's `darken`;
 * a negative adjustment lightens). Input and output are `#rrggbb`.
 */
export function darken(hex: string, adjustment: number): string {
  const lightness = lightnessOf(hex);
  return withLightness(hex, lightness - lightness * adjustment);
}

/** The seven shade values for a base colour, keyed by CSS variable, in code order. */
export function generateShades(baseColor: string): Record<ShadeName, string> {
  const shades = {} as Record<ShadeName, string>;
  for (const name of SHADE_NAMES) {
    shades[name] = darken(baseColor, SHADES[name].adjustment);
  }
  return shades;
}

function relativeLuminance(hex: string): number {
  const [r, g, b] = hexToRgb(hex).map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two `#rrggbb` colours, from 1 to 21. */
export function contrastRatio(foreground: string, background: string): number {
  const a = relativeLuminance(foreground);
  const b = relativeLuminance(background);
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/**
 * The colour with the same hue and saturation whose lightness is nearest to the
 * original while reaching `minimum` contrast against the background; the colour itself
 * when it already passes; null when no lightness passes.
 */
export function nearestPassingColour(
  colour: string,
  background: string,
  minimum: number = MIN_CONTRAST,
): string | null {
  if (contrastRatio(colour, background) >= minimum) return colour;
  const lightness = lightnessOf(colour);
  const step = 0.25;
  for (let distance = step; distance <= 100; distance += step) {
    for (const candidateLightness of [lightness - distance, lightness + distance]) {
      if (candidateLightness < 0 || candidateLightness > 100) continue;
      const candidate = withLightness(colour, candidateLightness);
      if (contrastRatio(candidate, background) >= minimum) return candidate;
    }
  }
  return null;
}

/** The CSS declarations for one mode: the seven shades and the background, one per line. */
export function declarations(baseColor: string, background: string): string[] {
  const shades = generateShades(baseColor);
  return [
    ...SHADE_NAMES.map((name) => `${name}: ${shades[name]};`),
    `${BACKGROUND_VARIABLE}: ${background};`,
  ];
}

/**
 * CSS an author can paste into src/css/custom.css. `html[data-theme='dark']` is needed
 * for the background: Infima sets the dark background with that selector.
 */
export function customCssSnippet(
  light: {baseColor: string; background: string},
  dark: {baseColor: string; background: string},
): string {
  const block = (selector: string, colours: {baseColor: string; background: string}) =>
    `${selector} {\n${declarations(colours.baseColor, colours.background)
      .map((line) => `  ${line}`)
      .join('\n')}\n}`;
  return `${block(':root', light)}\n\n${block("html[data-theme='dark']", dark)}\n`;
}
