import {useCallback, useLayoutEffect, useState} from 'react';
import type {ColourMode} from '@site/src/utils/themeColours';
import {
  clearSettings,
  createSettings,
  defaultSettings,
  readSettings,
  writeSettings,
  type ThemeSettings,
} from '@site/src/utils/themeStorage';
import {applyThemeStyle} from '@site/src/utils/themeStyle';

type Slots = Readonly<Record<ColourMode, ThemeSettings | null>>;

export interface ThemeSettingsApi {
  /** The settings of the mode being edited (its defaults when nothing is saved). */
  readonly settings: ThemeSettings;
  /** Both modes' settings (defaults where nothing is saved), for the generated CSS. */
  readonly both: Readonly<Record<ColourMode, ThemeSettings>>;
  /** Whether this mode has saved colours of its own. */
  readonly customised: boolean;
  /** Changes one or both colours: regenerates the shades, applies and saves them. */
  readonly update: (colours: {baseColor?: string; background?: string}) => void;
  /** Forgets this mode's colours: the defaults apply again. */
  readonly reset: () => void;
}

/**
 * Both modes' saved colours, kept in session storage and in the page's custom-theme
 * <style>. Edits go to the slot of `mode`; the other slot is left as it is.
 */
export function useThemeSettings(mode: ColourMode): ThemeSettingsApi {
  const [slots, setSlots] = useState<Slots>(() => ({
    light: readSettings('light'),
    dark: readSettings('dark'),
  }));

  // Before paint, so a change shows in the same frame.
  useLayoutEffect(() => applyThemeStyle(slots), [slots]);

  const settings = slots[mode] ?? defaultSettings(mode);

  const update = useCallback<ThemeSettingsApi['update']>(
    (colours) => {
      setSlots((previous) => {
        const current = previous[mode] ?? defaultSettings(mode);
        const next = createSettings(
          mode,
          colours.baseColor ?? current.baseColor,
          colours.background ?? current.background,
        );
        writeSettings(next);
        return {...previous, [mode]: next};
      });
    },
    [mode],
  );

  const reset = useCallback(() => {
    clearSettings(mode);
    setSlots((previous) => ({...previous, [mode]: null}));
  }, [mode]);

  const both = {
    light: slots.light ?? defaultSettings('light'),
    dark: slots.dark ?? defaultSettings('dark'),
  };
  return {settings, both, customised: slots[mode] !== null, update, reset};
}
