// The one <style> element that carries the custom colours of both modes. Its rules are
// keyed on `data-theme`, so a mode change (this tab, another tab, the system) shows the
// right colours with no script. The head script (plugins/theme-colours) writes the same
// text before first paint; the theme drawer rewrites it on every change.
import {BACKGROUND_VARIABLE, SHADE_NAMES, type ColourMode} from './themeColours';
import type {ThemeSettings} from './themeStorage';

export const STYLE_ELEMENT_ID = 'custom-theme-colours';

/**
 * Selector of a mode's rule. `:root[data-theme=…]` (0,2,0) outranks both the template's
 * `:root`/`[data-theme='dark']` rules and Infima's `html[data-theme='dark']` background.
 */
export function modeSelector(mode: ColourMode): string {
  return `:root[data-theme='${mode}']`;
}

/** One mode's rule, on one line. */
export function modeRule(mode: ColourMode, settings: ThemeSettings): string {
  const body = SHADE_NAMES.map((name) => `${name}:${settings.shades[name].value};`).join('');
  return `${modeSelector(mode)}{${body}${BACKGROUND_VARIABLE}:${settings.background};}`;
}

/** The style text for the saved slots; a mode with nothing saved keeps custom.css's defaults. */
export function styleText(slots: Readonly<Record<ColourMode, ThemeSettings | null>>): string {
  return (['light', 'dark'] as const)
    .flatMap((mode) => {
      const settings = slots[mode];
      return settings ? [modeRule(mode, settings)] : [];
    })
    .join('\n');
}

/** Writes the style text into the page, creating the element at the end of <head> if needed. */
export function applyThemeStyle(
  slots: Readonly<Record<ColourMode, ThemeSettings | null>>,
  doc: Document = document,
): void {
  let element = doc.getElementById(STYLE_ELEMENT_ID);
  if (!element) {
    element = doc.createElement('style');
    element.id = STYLE_ELEMENT_ID;
    doc.head.appendChild(element);
  }
  element.textContent = styleText(slots);
}
