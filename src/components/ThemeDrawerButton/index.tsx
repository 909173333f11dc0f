import {lazy, Suspense, useCallback, useRef, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import clsx from 'clsx';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import Translate from '@docusaurus/Translate';
import styles from './styles.module.css';

// The two strings here carry no `description`: this file is in every page's first
// load and descriptions stay in the bundle. i18n/en/code.json describes them.

// The drawer and the colour pickers are a separate chunk, fetched on the first open,
// so they add nothing to the first load of a page.
const loadDrawer = () => import('@site/src/components/ThemeDrawer');

export interface ThemeDrawerButtonProps {
  /** Set by the navbar when rendered in the mobile sidebar. */
  readonly mobile?: boolean;
  readonly className?: string;
}

type DrawerState = 'never-opened' | 'open' | 'closed';

/** Shown instead of the drawer when its code could not be fetched. */
function LoadError({onRetry, onDismiss}: {onRetry: () => void; onDismiss: () => void}): ReactNode {
  return (
    <div className={clsx('alert alert--danger', styles.loadError)} role="alert">
      <p>
        <Translate id="customTheme.loadError">自定义主题加载失败，请检查网络后重试。</Translate>
      </p>
      <button type="button" className="button button--sm button--danger" onClick={onRetry}>
        <Translate id="theme.ErrorPageContent.tryAgain">Try again</Translate>
      </button>
      <button type="button" className="button button--sm button--secondary" onClick={onDismiss}>
        <Translate id="customTheme.drawer.close">关闭</Translate>
      </button>
    </div>
  );
}

/**
 * Navbar item `custom-themeDrawer`: a button that opens the custom-theme drawer.
 * In the mobile sidebar the sidebar stays open behind the drawer, so closing the
 * drawer returns focus to this button.
 */
export default function ThemeDrawerButton({
  mobile = false,
  className,
}: ThemeDrawerButtonProps): ReactNode {
  const [state, setState] = useState<DrawerState>('never-opened');
  // A new lazy component per attempt: React.lazy keeps a failed load forever.
  const [ThemeDrawer, setThemeDrawer] = useState(() => lazy(loadDrawer));
  const opener = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => {
    setState('closed');
    opener.current?.focus();
  }, []);

  const button = (
    <button
      ref={opener}
      type="button"
      className={clsx(
        'clean-btn',
        mobile ? 'menu__link' : 'navbar__item navbar__link',
        styles.button,
        !mobile && className,
      )}
      aria-haspopup="dialog"
      aria-expanded={state === 'open'}
      onClick={() => setState('open')}
    >
      <Translate id="customTheme.navbar.label">自定义主题</Translate>
    </button>
  );

  return (
    <>
      {mobile ? <li className={clsx('menu__list-item', className)}>{button}</li> : button}
      {state !== 'never-opened' &&
        createPortal(
          // If the chunk cannot load (offline), say so and offer a retry; the page keeps working.
          <ErrorBoundary
            fallback={({tryAgain}) => (
              <LoadError
                onRetry={() => {
                  setThemeDrawer(() => lazy(loadDrawer));
                  tryAgain();
                }}
                onDismiss={() => {
                  // Forget the failed attempt: the next click tries again.
                  setThemeDrawer(() => lazy(loadDrawer));
                  setState('never-opened');
                  opener.current?.focus();
                }}
              />
            )}
          >
            <Suspense fallback={null}>
              <ThemeDrawer open={state === 'open'} onClose={close} />
            </Suspense>
          </ErrorBoundary>,
          document.body,
        )}
    </>
  );
}
