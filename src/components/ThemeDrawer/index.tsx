import {useEffect, useId, useRef, type KeyboardEvent, type ReactNode} from 'react';
import {HexColorPicker} from 'react-colorful';
import Translate, {translate} from '@docusaurus/Translate';
import {useColorMode} from '@docusaurus/theme-common';
import CodeBlock from '@theme/CodeBlock';
import {
  MIN_CONTRAST,
  contrastRatio,
  customCssSnippet,
  nearestPassingColour,
  type ColourMode,
} from '@site/src/utils/themeColours';
import HexField from './HexField';
import {useThemeSettings} from './useThemeSettings';
import {drawerCss} from './drawerCss';

export interface ThemeDrawerProps {
  /** Whether the drawer is shown; it is a modal <dialog> while open. */
  readonly open: boolean;
  /** Called once the drawer has closed (Escape, close button or a click outside). */
  readonly onClose: () => void;
}

const FOCUSABLE =
  'button, summary, [href], input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * Whether Tab can land on the element: enabled and rendered. Inside a closed <details> an
 * element still has a box in Chromium (the content is only `content-visibility: hidden`), so
 * the box alone would take the copy button of the folded CSS for the last stop, and Tab from
 * the <summary> would leave the dialog; checkVisibility() sees the folding.
 */
function canTakeFocus(element: HTMLElement): boolean {
  if (element.hasAttribute('disabled')) return false;
  return typeof element.checkVisibility === 'function'
    ? element.checkVisibility()
    : element.getClientRects().length > 0;
}

/** Keeps Tab and Shift+Tab cycling inside the dialog instead of leaving for the browser's UI. */
function trapTab(event: KeyboardEvent<HTMLDialogElement>): void {
  if (event.key !== 'Tab') return;
  const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    canTakeFocus,
  );
  if (focusable.length === 0) return;
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !event.currentTarget.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !event.currentTarget.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

/** Two decimals, rounded down so a ratio shown as 4.50 really passes 4.5:1. */
function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;
}

interface ColourFieldProps {
  readonly id: string;
  readonly label: string;
  readonly value: string;
  readonly onChange: (hex: string) => void;
}

/** An inline picker and its hex field under one label. */
function ColourField({id, label, value, onChange}: ColourFieldProps): ReactNode {
  const picker = useRef<HTMLDivElement>(null);

  // react-colorful names its two sliders "Color" and "Hue" in English only.
  useEffect(() => {
    const [area, hue] = picker.current?.querySelectorAll('[role="slider"]') ?? [];
    area?.setAttribute(
      'aria-label',
      translate(
        {
          id: 'customTheme.picker.area',
          message: '{name}：饱和度与亮度',
          description: 'ARIA label of the picker area',
        },
        {name: label},
      ),
    );
    hue?.setAttribute(
      'aria-label',
      translate(
        {
          id: 'customTheme.picker.hue',
          message: '{name}：色相',
          description: 'ARIA label of the hue slider',
        },
        {name: label},
      ),
    );
  }, [label]);

  return (
    <div className="theme-drawer__field" role="group" aria-labelledby={`${id}-label`}>
      <label id={`${id}-label`} htmlFor={id} className="theme-drawer__field-label">
        {label}
      </label>
      <div ref={picker}>
        <HexColorPicker className="theme-drawer__picker" color={value} onChange={onChange} />
      </div>
      <div className="theme-drawer__hex-row">
        <span className="theme-drawer__swatch" style={{background: value}} aria-hidden />
        <HexField id={id} className="theme-drawer__hex-input" value={value} onChange={onChange} />
      </div>
    </div>
  );
}

function ContrastReport({
  baseColor,
  background,
  onFix,
}: {
  baseColor: string;
  background: string;
  onFix: (hex: string) => void;
}): ReactNode {
  const ratio = contrastRatio(baseColor, background);
  const passes = ratio >= MIN_CONTRAST;
  const fix = passes ? null : nearestPassingColour(baseColor, background);
  return (
    <div className="theme-drawer__contrast" data-testid="contrast">
      <p className="theme-drawer__contrast-ratio">
        <Translate
          id="customTheme.contrast.ratio"
          description="Contrast ratio of the theme colour on the background"
          values={{ratio: <strong>{formatRatio(ratio)}</strong>}}
        >
          {'主题色与背景的对比度：{ratio}'}
        </Translate>
      </p>
      {passes ? (
        <p className="theme-drawer__pass">
          <Translate
            id="customTheme.contrast.pass"
            description="Shown when the contrast passes WCAG AA"
          >
            达到 WCAG AA 对链接文字的要求（至少 4.5:1）。
          </Translate>
        </p>
      ) : (
        <div className="alert alert--warning" role="status">
          <p className="theme-drawer__fail">
            <Translate
              id="customTheme.contrast.fail"
              description="Shown when the contrast is below 4.5:1"
            >
              低于 4.5:1：用这个颜色的链接文字不易看清，达不到 WCAG AA。
            </Translate>
          </p>
          {fix && (
            <button
              type="button"
              className="button button--sm button--secondary"
              onClick={() => onFix(fix)}
            >
              <Translate
                id="customTheme.contrast.fix"
                description="Button that moves the theme colour to the nearest lightness that passes"
                values={{colour: fix, ratio: formatRatio(contrastRatio(fix, background))}}
              >
                {'改用最接近的合格颜色 {colour}（{ratio}）'}
              </Translate>
            </button>
          )}
        </div>
      )}
    </div>
  );
}

/**
 * The custom-theme drawer: a modal <dialog> on the right (desktop) or left (mobile)
 * with pickers for the theme colour and the background of the current colour mode.
 * Loaded on first open only (see ThemeDrawerButton).
 */
export default function ThemeDrawer({open, onClose}: ThemeDrawerProps): ReactNode {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const {colorMode} = useColorMode();
  const mode: ColourMode = colorMode === 'dark' ? 'dark' : 'light';
  const {settings, both, customised, update, reset} = useThemeSettings(mode);
  const snippet = customCssSnippet(both.light, both.dark);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    else if (!open && element.open) element.close();
  }, [open]);

  const close = () => dialog.current?.close();

  return (
    <dialog
      ref={dialog}
      className="theme-drawer"
      aria-labelledby={titleId}
      onClose={onClose}
      onKeyDown={trapTab}
      // The dialog box is covered by its panel, so a click on the dialog itself is on the backdrop.
      onClick={(event) => {
        if (event.target === event.currentTarget) close();
      }}
    >
      <style href="theme-drawer" precedence="default">
        {drawerCss}
      </style>
      <div className="theme-drawer__panel">
        <header className="theme-drawer__header">
          <h2 id={titleId} className="theme-drawer__title">
            <Translate id="customTheme.drawer.title" description="Title of the custom theme drawer">
              自定义主题
            </Translate>
          </h2>
          <button
            type="button"
            className="theme-drawer__close"
            onClick={close}
            aria-label={translate({
              id: 'customTheme.drawer.close',
              message: '关闭',
              description: 'ARIA label of the button that closes the custom theme drawer',
            })}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden>
              <path
                d="M6 6l12 12M18 6L6 18"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          </button>
        </header>

        <p className="theme-drawer__intro">
          <Translate
            id="customTheme.drawer.editing"
            description="Which colour mode the drawer edits; {mode} is the theme's name of the mode"
            values={{
              mode:
                mode === 'dark'
                  ? translate({id: 'theme.colorToggle.ariaLabel.mode.dark', message: 'dark mode'})
                  : translate({
                      id: 'theme.colorToggle.ariaLabel.mode.light',
                      message: 'light mode',
                    }),
            }}
          >
            {'正在编辑{mode}的颜色，另一种模式有自己的一套，只在本次会话中保存。'}
          </Translate>
        </p>

        <ColourField
          id="theme-drawer-primary"
          label={translate({
            id: 'customTheme.field.primary',
            message: '主题色',
            description: 'Label of the theme colour picker',
          })}
          value={settings.baseColor}
          onChange={(baseColor) => update({baseColor})}
        />
        <ColourField
          id="theme-drawer-background"
          label={translate({
            id: 'customTheme.field.background',
            message: '背景色',
            description: 'Label of the background colour picker',
          })}
          value={settings.background}
          onChange={(background) => update({background})}
        />

        <ContrastReport
          baseColor={settings.baseColor}
          background={settings.background}
          onFix={(baseColor) => update({baseColor})}
        />

        <button
          type="button"
          className="button button--outline button--primary button--block"
          onClick={reset}
          disabled={!customised}
        >
          <Translate
            id="customTheme.reset"
            description="Button that restores the default colours of the current mode"
          >
            恢复默认颜色
          </Translate>
        </button>

        {/* For the site's author, not its readers: folded, and says so. */}
        <details className="theme-drawer__css">
          <summary className="theme-drawer__css-title">
            <Translate
              id="customTheme.css.title"
              description="Summary of the folded section with the generated CSS, for the site's author"
            >
              给站点作者：这套颜色的 CSS
            </Translate>
          </summary>
          <p className="theme-drawer__css-hint">
            <Translate id="customTheme.css.hint" description="How to use the generated CSS">
              这里的颜色只对你自己的浏览器生效。如果你是本站作者，把下面的 CSS 复制到
              src/css/custom.css，它就成为所有读者看到的默认颜色。
            </Translate>
          </p>
          <CodeBlock language="css" className="theme-drawer__code">
            {snippet}
          </CodeBlock>
        </details>
      </div>
    </dialog>
  );
}
