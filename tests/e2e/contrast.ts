import type {Locator} from '@playwright/test';
import {contrastRatio} from '../../src/utils/themeColours';

/**
 * The contrast of an element's text on what is behind it: its colour against the background
 * of the nearest box (itself or an ancestor) with an opaque background. Both as `#rrggbb`.
 */
export async function textContrast(
  element: Locator,
): Promise<{ratio: number; text: string; background: string}> {
  const {text, background} = await element.evaluate((node) => {
    const hex = (css: string) => {
      const [r, g, b] = (css.match(/[\d.]+/g) ?? []).map(Number);
      return `#${[r, g, b].map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;
    };
    const opaque = (css: string) => {
      const parts = css.match(/[\d.]+/g) ?? [];
      return parts.length === 3 || (parts.length === 4 && Number(parts[3]) === 1);
    };
    let box: Element | null = node;
    while (box && !opaque(getComputedStyle(box).backgroundColor)) box = box.parentElement;
    return {
      text: hex(getComputedStyle(node).color),
      background: hex(box ? getComputedStyle(box).backgroundColor : 'rgb(255, 255, 255)'),
    };
  });
  return {ratio: contrastRatio(text, background), text, background};
}
