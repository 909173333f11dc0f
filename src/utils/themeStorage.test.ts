import {describe, expect, it} from 'vitest';
import {
  STORAGE_KEYS,
  clearSettings,
  createSettings,
  defaultSettings,
  parseSettings,
  readSettings,
  writeSettings,
} from './themeStorage';

/** A Map-backed Storage, or one whose every call throws like a blocked storage. */
function memoryStorage(initial: Record<string, string> = {}): Storage {
  const map = new Map(Object.entries(initial));
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, String(value)),
  };
}
const blocked: Storage = new Proxy({} as Storage, {
  get() {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  },
});

const saved = createSettings('light', '#3578e5', '#fafafa');

describe('createSettings', () => {
  it('holds the fields the spec names, with every shade described and generated', () => {
    expect(saved.baseColor).toBe('#3578e5');
    expect(saved.background).toBe('#fafafa');
    expect(saved.isDarkTheme).toBe(false);
    expect(saved.shades['--ifm-color-primary-dark']).toEqual({
      adjustment: 0.1,
      adjustmentInput: '10',
      displayOrder: 4,
      codeOrder: 1,
      value: '#1d68e1',
    });
    expect(Object.keys(saved.shades)).toHaveLength(7);
  });

  it('gives the defaults of each mode', () => {
    expect(defaultSettings('light')).toMatchObject({
      baseColor: '#2e8555',
      background: '#ffffff',
      isDarkTheme: false,
    });
    expect(defaultSettings('dark')).toMatchObject({
      baseColor: '#25c2a0',
      background: '#181920',
      isDarkTheme: true,
    });
  });
});

describe('parseSettings', () => {
  const json = (value: unknown) => JSON.stringify(value);
  it.each<[string, string | null | undefined, 'light' | 'dark', boolean]>([
    ['its own JSON', json(saved), 'light', true],
    ['nothing saved', null, 'light', false],
    ['undefined', undefined, 'light', false],
    ['an empty string', '', 'light', false],
    ['corrupt JSON', '{"baseColor": "#3578e5",', 'light', false],
    ['the literal null', 'null', 'light', false],
    ['a number', '42', 'light', false],
    ['a string', '"#3578e5"', 'light', false],
    ['an array', json([saved]), 'light', false],
    ['the other mode’s slot', json(saved), 'dark', false],
    ['a bad base colour', json({...saved, baseColor: 'red'}), 'light', false],
    [
      'CSS injected in the background',
      json({...saved, background: '#fff;}body{display:none'}),
      'light',
      false,
    ],
    ['no shades', json({...saved, shades: undefined}), 'light', false],
    ['null shades', json({...saved, shades: null}), 'light', false],
    [
      'a missing shade',
      json({...saved, shades: {...saved.shades, '--ifm-color-primary-dark': undefined}}),
      'light',
      false,
    ],
    [
      'a shade that does not match the base colour',
      json({...saved, shades: {...saved.shades, '--ifm-color-primary': {value: '#000000'}}}),
      'light',
      false,
    ],
    ['isDarkTheme as a string', json({...saved, isDarkTheme: 'false'}), 'light', false],
  ])('%s', (_name, raw, mode, usable) => {
    const parsed = parseSettings(raw, mode);
    if (usable) expect(parsed).toEqual(saved);
    else expect(parsed).toBeNull();
  });

  it('accepts short or upper-case hex and stores it normalised', () => {
    const short = {
      ...createSettings('light', '#aabbcc', '#ffffff'),
      baseColor: '#ABC',
      background: 'fff',
    };
    expect(parseSettings(JSON.stringify(short), 'light')).toEqual(
      createSettings('light', '#aabbcc', '#ffffff'),
    );
  });
});

describe('storage access', () => {
  it('round-trips one slot per mode', () => {
    const storage = memoryStorage();
    const dark = createSettings('dark', '#ff9900', '#000000');
    expect(writeSettings(saved, storage)).toBe(true);
    expect(writeSettings(dark, storage)).toBe(true);
    expect(readSettings('light', storage)).toEqual(saved);
    expect(readSettings('dark', storage)).toEqual(dark);
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.dark)!)).toMatchObject({
      baseColor: '#ff9900',
      isDarkTheme: true,
    });
    clearSettings('light', storage);
    expect(readSettings('light', storage)).toBeNull();
    expect(readSettings('dark', storage)).toEqual(dark);
  });

  it('never throws with blocked or missing storage', () => {
    expect(readSettings('light', blocked)).toBeNull();
    expect(writeSettings(saved, blocked)).toBe(false);
    expect(() => clearSettings('dark', blocked)).not.toThrow();
    expect(readSettings('light', null)).toBeNull();
    expect(writeSettings(saved, null)).toBe(false);
  });

  it('reports a full storage', () => {
    const full = memoryStorage();
    full.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    expect(writeSettings(saved, full)).toBe(false);
  });
});
