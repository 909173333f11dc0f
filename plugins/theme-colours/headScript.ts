// Build-time (Node) code: the inline <head> script that applies the saved custom colours
// before first paint, so a reload never flashes the defaults. It runs before any bundle,
// so it is a small self-contained function, serialised with its settings as arguments.
import {BACKGROUND_VARIABLE, SHADE_NAMES} from '../../src/utils/themeColours';
import {STORAGE_KEY_PREFIX} from '../../src/utils/themeStorage';
import {STYLE_ELEMENT_ID} from '../../src/utils/themeStyle';

/** Short names: they are written into every page's HTML. */
export interface HeadScriptOptions {
  /** Session-storage key prefix; the mode completes it. */
  readonly prefix: string;
  /** id of the <style> element. */
  readonly id: string;
  /** The shade variables, in the order the style text lists them. */
  readonly shades: readonly string[];
  /** The background variable. */
  readonly bg: string;
}

/**
 * Reads both session-storage slots and writes the same text as `styleText()` in
 * src/utils/themeStyle.ts into a <style> element (the unit test checks they agree).
 * A slot is used only when it is for its own mode and every colour in it is
 * `#rrggbb`, so nothing else can reach the CSS; anything unreadable is skipped and the
 * defaults show. Plain ES5 with no outside references: it is inlined with toString().
 */
/* eslint-disable no-var -- inlined into every page with toString(), before any other script: plain ES5 */
export function applySavedThemeColours(options: HeadScriptOptions): void {
  var hex = /^#[0-9a-f]{6}$/;
  var rules: string[] = [];
  var modes = ['light', 'dark'];
  for (var m = 0; m < 2; m++) {
    try {
      var data = JSON.parse(sessionStorage.getItem(options.prefix + modes[m]) || '0');
      var body = '';
      for (var i = 0; i < options.shades.length; i++) {
        var value = data.shades[options.shades[i]].value;
        if (!hex.test(value)) throw 0;
        body += options.shades[i] + ':' + value + ';';
      }
      if (data.isDarkTheme === (m === 1) && hex.test(data.background)) {
        rules.push(
          ":root[data-theme='" +
            modes[m] +
            "']{" +
            body +
            options.bg +
            ':' +
            data.background +
            ';}',
        );
      }
    } catch (error) {
      // Nothing saved, blocked storage, corrupt or foreign JSON: this mode keeps its defaults.
    }
  }
  if (rules.length) {
    var style = document.createElement('style');
    style.id = options.id;
    style.textContent = rules.join('\n');
    document.head.appendChild(style);
  }
}

/** The options this site uses, taken from the same modules the drawer uses. */
export const siteHeadScriptOptions: HeadScriptOptions = {
  prefix: STORAGE_KEY_PREFIX,
  id: STYLE_ELEMENT_ID,
  shades: SHADE_NAMES,
  bg: BACKGROUND_VARIABLE,
};

/** The script's source text, ready for an inline <script>. */
export function headScriptSource(options: HeadScriptOptions = siteHeadScriptOptions): string {
  // JSON is safe inside <script> once "<" is escaped (no "</script>" can appear).
  const args = JSON.stringify(options).replace(/</g, '\\u003c');
  return `(${applySavedThemeColours.toString()})(${args});`;
}
