// Build-time (Node) code: the inline <head> script that applies the saved custom colours
// before first paint, so a reload never flashes the defaults. It runs before any bundle,
// so it is a small self-contained function, serialised with its settings as arguments.
import {BACKGROUND_VARIABLE, SHADE_NAMES} from '../../src/utils/themeColours';
import {STORAGE_KEYS} from '../../src/utils/themeStorage';
import {STYLE_ELEMENT_ID, modeSelector} from '../../src/utils/themeStyle';

export interface HeadScriptOptions {
  readonly keys: {readonly light: string; readonly dark: string};
  readonly styleId: string;
  readonly shadeNames: readonly string[];
  readonly backgroundVariable: string;
  readonly selectors: {readonly light: string; readonly dark: string};
}

/**
 * Reads both session-storage slots and writes the same text as `styleText()` in
 * src/utils/themeStyle.ts into a <style> element (the unit test checks they agree).
 * A slot is used only when every colour in it is `#rrggbb`, so nothing else can
 * reach the CSS; anything unreadable is skipped and the defaults show.
 * Plain ES2017 with no outside references: it is inlined with Function#toString.
 */
export function applySavedThemeColours(options: HeadScriptOptions): void {
  var hex = /^#[0-9a-f]{6}$/;
  var rules: string[] = [];
  var modes: Array<'light' | 'dark'> = ['light', 'dark'];
  for (var m = 0; m < modes.length; m++) {
    var mode = modes[m];
    try {
      var data = JSON.parse(window.sessionStorage.getItem(options.keys[mode]) || 'null');
      if (!data || data.isDarkTheme !== (mode === 'dark') || !hex.test(data.background) || !data.shades) {
        continue;
      }
      var body = '';
      var valid = true;
      for (var i = 0; i < options.shadeNames.length; i++) {
        var shade = data.shades[options.shadeNames[i]];
        if (!shade || !hex.test(shade.value)) {
          valid = false;
          break;
        }
        body += options.shadeNames[i] + ':' + shade.value + ';';
      }
      if (valid) {
        rules.push(options.selectors[mode] + '{' + body + options.backgroundVariable + ':' + data.background + ';}');
      }
    } catch (error) {
      // Blocked storage or corrupt JSON: this mode keeps its defaults.
    }
  }
  if (rules.length > 0) {
    var style = document.createElement('style');
    style.id = options.styleId;
    style.textContent = rules.join('\n');
    document.head.appendChild(style);
  }
}

/** The options this site uses, taken from the same modules the drawer uses. */
export const siteHeadScriptOptions: HeadScriptOptions = {
  keys: STORAGE_KEYS,
  styleId: STYLE_ELEMENT_ID,
  shadeNames: SHADE_NAMES,
  backgroundVariable: BACKGROUND_VARIABLE,
  selectors: {light: modeSelector('light'), dark: modeSelector('dark')},
};

/** The script's source text, ready for an inline <script>. */
export function headScriptSource(options: HeadScriptOptions = siteHeadScriptOptions): string {
  // JSON is safe inside <script> once "<" is escaped (no "</script>" can appear).
  const args = JSON.stringify(options).replace(/</g, '\\u003c');
  return `(${applySavedThemeColours.toString()})(${args});`;
}
