// The drawer's styles, inserted when the drawer first renders (React 19 hoists the
// <style> into <head>). Not a CSS module on purpose: Docusaurus merges every CSS module
// into the one stylesheet that every page loads, and the drawer must add nothing to a
// page's first load. Layout: a full-height side panel, left on mobile, right from the
// desktop breakpoint (996 px), 378 px wide and never wider than the screen.
//
// The drawer's own controls keep the mode's default primary colours whatever the reader picks
// (a pale pick such as #ffeb3b made its "reset" button vanish on the white panel): the panel is
// the theme's surface colour, which no pick changes, and these pass 4.5:1 on it.
import {DEFAULT_COLOURS, generateShades, type ColourMode} from '@site/src/utils/themeColours';

function defaultPalette(mode: ColourMode): string {
  const shades = Object.entries(generateShades(DEFAULT_COLOURS[mode].baseColor));
  return `:root[data-theme='${mode}'] .theme-drawer {${shades.map(([name, value]) => `${name}: ${value};`).join(' ')}}`;
}

export const drawerCss = `
${defaultPalette('light')}
${defaultPalette('dark')}
.theme-drawer {
  position: fixed;
  inset: 0 auto 0 0;
  width: min(378px, 100vw);
  max-width: 100vw;
  height: 100dvh;
  max-height: 100dvh;
  margin: 0;
  padding: 0;
  border: 0;
  background: var(--ifm-background-surface-color);
  color: var(--ifm-font-color-base);
  box-shadow: var(--ifm-global-shadow-tl);
}
@media (min-width: 996px) {
  .theme-drawer {
    inset: 0 0 0 auto;
  }
}
.theme-drawer::backdrop {
  background: rgb(0 0 0 / 45%);
}
@media (prefers-reduced-motion: no-preference) {
  .theme-drawer[open] {
    animation: theme-drawer-from-left 200ms ease-out;
  }
  @media (min-width: 996px) {
    .theme-drawer[open] {
      animation-name: theme-drawer-from-right;
    }
  }
}
@keyframes theme-drawer-from-left {
  from {
    transform: translateX(-100%);
  }
}
@keyframes theme-drawer-from-right {
  from {
    transform: translateX(100%);
  }
}
.theme-drawer__panel {
  min-height: 100%;
  padding: 1rem 1.25rem 2rem;
  display: flex;
  flex-direction: column;
  gap: 1rem;
}
.theme-drawer__header {
  display: flex;
  align-items: center;
  justify-content: space-between;
}
.theme-drawer__title {
  margin: 0;
  font-size: 1.25rem;
}
.theme-drawer__close {
  display: inline-flex;
  padding: 0.375rem;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: inherit;
  cursor: pointer;
}
.theme-drawer__close:hover {
  background: var(--ifm-color-emphasis-200);
}
.theme-drawer__intro,
.theme-drawer__css-hint {
  margin: 0;
  font-size: 0.875rem;
  color: var(--ifm-color-emphasis-700);
}
.theme-drawer__field {
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
}
.theme-drawer__field-label {
  font-weight: var(--ifm-font-weight-semibold);
}
.theme-drawer__picker.react-colorful {
  width: 100%;
  height: 160px;
}
/* react-colorful takes the outline off its sliders, and its only focus cue is the pointer
   grown by a tenth: the keyboard's focus gets a ring, drawn outside the colours. */
.theme-drawer .react-colorful__interactive:focus-visible {
  outline: 2px solid var(--ifm-color-primary);
  outline-offset: 2px;
}
.theme-drawer__hex-row {
  display: flex;
  align-items: center;
  gap: 0.5rem;
}
.theme-drawer__swatch {
  width: 2rem;
  height: 2rem;
  flex: none;
  border: 1px solid var(--ifm-color-emphasis-300);
  border-radius: var(--ifm-global-radius);
}
.theme-drawer__hex-input {
  flex: 1;
  min-width: 0;
  padding: 0.375rem 0.5rem;
  border: 1px solid var(--ifm-color-emphasis-400);
  border-radius: var(--ifm-global-radius);
  background: var(--ifm-background-surface-color);
  color: inherit;
  font-family: var(--ifm-font-family-monospace);
}
.theme-drawer__contrast p {
  margin: 0;
}
.theme-drawer__contrast .alert p {
  margin-bottom: 0.5rem;
}
/* Infima's buttons keep to one line; the fix names its colour and ratio, longer in English
   than the drawer is wide. */
.theme-drawer__contrast .button {
  max-width: 100%;
  white-space: normal;
  text-align: start;
}
.theme-drawer__pass {
  font-size: 0.875rem;
  color: var(--ifm-color-emphasis-700);
}
.theme-drawer__fail {
  font-size: 0.875rem;
}
.theme-drawer__css {
  margin-top: 0.5rem;
  padding-top: 0.75rem;
  border-top: 1px solid var(--ifm-color-emphasis-300);
}
.theme-drawer__css-title {
  cursor: pointer;
  font-weight: var(--ifm-font-weight-semibold);
}
.theme-drawer__css[open] .theme-drawer__css-title {
  margin-bottom: 0.5rem;
}
.theme-drawer__css-hint {
  margin-bottom: 0.5rem;
}
.theme-drawer__code {
  margin: 0;
  font-size: 0.8rem;
}
`;
