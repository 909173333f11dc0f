import vm from 'node:vm';
import {describe, expect, it} from 'vitest';
import {createSettings, STORAGE_KEYS} from '../../src/utils/themeStorage';
import {STYLE_ELEMENT_ID, styleText} from '../../src/utils/themeStyle';
import {headScriptSource} from './headScript';

/** Runs the inline script as the browser would, in a bare context with a fake DOM. */
function runHeadScript(stored: Record<string, string>, {blockStorage = false} = {}) {
  const appended: Array<{id: string; textContent: string}> = [];
  const context = vm.createContext({
    JSON,
    get sessionStorage() {
      if (blockStorage) throw new Error('SecurityError');
      return {getItem: (key: string) => stored[key] ?? null};
    },
    document: {
      createElement: () => ({id: '', textContent: ''}),
      head: {appendChild: (element: {id: string; textContent: string}) => appended.push(element)},
    },
  });
  vm.runInContext(headScriptSource(), context);
  return appended;
}

const light = createSettings('light', '#3578e5', '#fafafa');
const dark = createSettings('dark', '#ff9900', '#101010');

describe('the head script', () => {
  it.each([
    ['both slots', {light, dark}],
    ['only light', {light, dark: null}],
    ['only dark', {light: null, dark}],
  ])('writes the same style text as the drawer: %s', (_name, slots) => {
    const stored: Record<string, string> = {};
    if (slots.light) stored[STORAGE_KEYS.light] = JSON.stringify(slots.light);
    if (slots.dark) stored[STORAGE_KEYS.dark] = JSON.stringify(slots.dark);
    const styles = runHeadScript(stored);
    expect(styles).toHaveLength(1);
    expect(styles[0].id).toBe(STYLE_ELEMENT_ID);
    expect(styles[0].textContent).toBe(styleText(slots));
    expect(styles[0].textContent).toContain(":root[data-theme='");
  });

  it.each([
    ['nothing saved', {}],
    ['corrupt JSON', {[STORAGE_KEYS.light]: '{not json', [STORAGE_KEYS.dark]: 'undefined'}],
    ['foreign JSON', {[STORAGE_KEYS.light]: '{"theme":"blue"}', [STORAGE_KEYS.dark]: '[1,2,3]'}],
    [
      'slots swapped',
      {[STORAGE_KEYS.light]: JSON.stringify(dark), [STORAGE_KEYS.dark]: JSON.stringify(light)},
    ],
    [
      'CSS injection in a shade',
      {
        [STORAGE_KEYS.light]: JSON.stringify({
          ...light,
          shades: {...light.shades, '--ifm-color-primary': {value: 'red}body{display:none'}},
        }),
      },
    ],
    [
      'CSS injection in the background',
      {[STORAGE_KEYS.dark]: JSON.stringify({...dark, background: '#000;}*{x:y'})},
    ],
  ])('adds no style (defaults show) with %s', (_name, stored) => {
    expect(runHeadScript(stored)).toEqual([]);
  });

  it('keeps a good slot when the other is corrupt', () => {
    const styles = runHeadScript({
      [STORAGE_KEYS.light]: '{oops',
      [STORAGE_KEYS.dark]: JSON.stringify(dark),
    });
    expect(styles[0].textContent).toBe(styleText({light: null, dark}));
  });

  it('does not throw when storage is blocked', () => {
    expect(runHeadScript({}, {blockStorage: true})).toEqual([]);
  });

  it('cannot close its <script> element', () => {
    expect(headScriptSource()).not.toMatch(/<\/script/i);
  });
});
