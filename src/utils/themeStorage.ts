// The custom theme's saved settings: one JSON slot per colour mode in session storage.
// Reading never throws: missing, corrupt or foreign JSON and blocked storage all mean
// "use the defaults". Safe to import during server rendering (touches no globals at load).
import {
  DEFAULT_COLOURS,
  SHADES,
  SHADE_NAMES,
  generateShades,
  normaliseHex,
  type ColourMode,
  type ShadeName,
  type ShadeSpec,
} from './themeColours';

/** Session-storage keys are this prefix and the mode. */
export const STORAGE_KEY_PREFIX = 'ifm-theme-colors-';

/** Session-storage key of each mode's slot. */
export const STORAGE_KEYS: Readonly<Record<ColourMode, string>> = {
  light: `${STORAGE_KEY_PREFIX}light`,
  dark: `${STORAGE_KEY_PREFIX}dark`,
};

export interface Shade extends ShadeSpec {
  /** The generated colour, `#rrggbb`. */
  readonly value: string;
}

/** What one slot holds. */
export interface ThemeSettings {
  /** Theme (primary) colour, `#rrggbb`. */
  readonly baseColor: string;
  /** Page background, `#rrggbb`. */
  readonly background: string;
  readonly shades: Readonly<Record<ShadeName, Shade>>;
  readonly isDarkTheme: boolean;
}

/** Settings for a mode from its two colours, with the shades generated from the base colour. */
export function createSettings(
  mode: ColourMode,
  baseColor: string,
  background: string,
): ThemeSettings {
  const values = generateShades(baseColor);
  const shades = {} as Record<ShadeName, Shade>;
  for (const name of SHADE_NAMES) {
    shades[name] = {...SHADES[name], value: values[name]};
  }
  return {baseColor, background, shades, isDarkTheme: mode === 'dark'};
}

/** The default settings of a mode. */
export function defaultSettings(mode: ColourMode): ThemeSettings {
  return createSettings(mode, DEFAULT_COLOURS[mode].baseColor, DEFAULT_COLOURS[mode].background);
}

/**
 * Parses a slot's stored text. Returns null (use the defaults) unless it is JSON for
 * this mode with two valid colours and shades that match its base colour, so a value
 * written by anything else never reaches the page's CSS.
 */
export function parseSettings(
  raw: string | null | undefined,
  mode: ColourMode,
): ThemeSettings | null {
  if (typeof raw !== 'string' || raw === '') return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const record = data as Record<string, unknown>;
  const baseColor = normaliseHex(record.baseColor);
  const background = normaliseHex(record.background);
  if (!baseColor || !background || record.isDarkTheme !== (mode === 'dark')) return null;
  const settings = createSettings(mode, baseColor, background);
  const shades = record.shades as Record<string, {value?: unknown} | null> | null | undefined;
  if (typeof shades !== 'object' || shades === null) return null;
  for (const name of SHADE_NAMES) {
    if (shades[name]?.value !== settings.shades[name].value) return null;
  }
  return settings;
}

/** Session storage, or null where it is missing or blocked (server rendering, privacy settings). */
export function sessionStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** A mode's saved settings, or null when none (or none usable) are saved. */
export function readSettings(
  mode: ColourMode,
  storage: Storage | null = sessionStore(),
): ThemeSettings | null {
  try {
    return parseSettings(storage?.getItem(STORAGE_KEYS[mode]), mode);
  } catch {
    return null;
  }
}

/** Saves a mode's settings; returns false when storage refused (full or blocked). */
export function writeSettings(
  settings: ThemeSettings,
  storage: Storage | null = sessionStore(),
): boolean {
  const mode: ColourMode = settings.isDarkTheme ? 'dark' : 'light';
  try {
    storage?.setItem(STORAGE_KEYS[mode], JSON.stringify(settings));
    return storage !== null;
  } catch {
    return false;
  }
}

/** Forgets a mode's settings, so the defaults apply again. */
export function clearSettings(mode: ColourMode, storage: Storage | null = sessionStore()): void {
  try {
    storage?.removeItem(STORAGE_KEYS[mode]);
  } catch {
    // Blocked storage: nothing was saved, nothing to forget.
  }
}
