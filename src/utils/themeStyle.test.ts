import {describe, expect, it} from 'vitest';
import {createSettings} from './themeStorage';
import {STYLE_ELEMENT_ID, applyThemeStyle, modeRule, styleText} from './themeStyle';

const light = createSettings('light', '#2e8555', '#ffffff');
const dark = createSettings('dark', '#25c2a0', '#181920');

describe('modeRule', () => {
  it('lists the seven shades in template order, then the background', () => {
    expect(modeRule('dark', dark)).toBe(
      ":root[data-theme='dark']{" +
        '--ifm-color-primary:#25c2a0;--ifm-color-primary-dark:#21af90;--ifm-color-primary-darker:#1fa588;' +
        '--ifm-color-primary-darkest:#1a8870;--ifm-color-primary-light:#29d5b0;--ifm-color-primary-lighter:#32d8b4;' +
        '--ifm-color-primary-lightest:#4fddbf;--ifm-background-color:#181920;}',
    );
  });
});

describe('styleText', () => {
  it.each([
    ['nothing saved', {light: null, dark: null}, []],
    ['light only', {light, dark: null}, ['light']],
    ['dark only', {light: null, dark}, ['dark']],
    ['both, light first', {light, dark}, ['light', 'dark']],
  ] as const)('%s', (_name, slots, modes) => {
    const text = styleText(slots);
    expect(
      text
        .split('\n')
        .filter(Boolean)
        .map((rule) => /data-theme='(\w+)'/.exec(rule)![1]),
    ).toEqual(modes);
  });
});

describe('applyThemeStyle', () => {
  /** Just enough of a Document for one <style> element. */
  function fakeDocument() {
    const elements = new Map<string, {id: string; textContent: string}>();
    const head: Array<{id: string; textContent: string}> = [];
    return {
      head,
      doc: {
        getElementById: (id: string) => elements.get(id) ?? null,
        createElement: () => ({id: '', textContent: ''}),
        head: {
          appendChild(element: {id: string; textContent: string}) {
            elements.set(element.id, element);
            head.push(element);
          },
        },
      } as unknown as Document,
    };
  }

  it('creates the element once and rewrites it on every change', () => {
    const {doc, head} = fakeDocument();
    applyThemeStyle({light, dark: null}, doc);
    applyThemeStyle({light, dark}, doc);
    expect(head).toHaveLength(1);
    expect(head[0].id).toBe(STYLE_ELEMENT_ID);
    expect(head[0].textContent).toBe(styleText({light, dark}));
    applyThemeStyle({light: null, dark: null}, doc);
    expect(head[0].textContent).toBe('');
  });
});
