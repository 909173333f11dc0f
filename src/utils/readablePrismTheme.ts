import type {PrismTheme} from 'prism-react-renderer';
import {MIN_CONTRAST, nearestPassingColour, normaliseHex} from './themeColours';

/**
 * The same Prism theme with every token colour moved, if needed, to the nearest
 * lightness that reaches 4.5:1 against the code background (WCAG 1.4.3). The
 * bundled github and dracula themes have comments and constants at 2.6–4.3:1.
 * Hex and rgb() colours are handled; anything else is kept as it is.
 */
export function readablePrismTheme(theme: PrismTheme, minimum: number = MIN_CONTRAST): PrismTheme {
  const background = normaliseHex(theme.plain.backgroundColor);
  if (!background) return theme;
  const readable = (colour: string | undefined) => {
    const hex = colour && (normaliseHex(colour) ?? rgbToHex(colour));
    return (hex && nearestPassingColour(hex, background, minimum)) ?? colour;
  };
  return {
    plain: {...theme.plain, color: readable(theme.plain.color)},
    styles: theme.styles.map((entry) => ({
      ...entry,
      style: entry.style.color ? {...entry.style, color: readable(entry.style.color)} : entry.style,
    })),
  };
}

/** `rgb(98, 114, 164)` → `#6272a4`; null for anything else. */
function rgbToHex(colour: string): string | null {
  const match = /^rgb\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*\)$/i.exec(colour.trim());
  if (!match) return null;
  const channels = match.slice(1).map(Number);
  if (channels.some((c) => c > 255)) return null;
  return `#${channels.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}
