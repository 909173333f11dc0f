import {lazy, Suspense, useCallback, useRef, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import clsx from 'clsx';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import Translate from '@docusaurus/Translate';
import styles from './styles.module.css';

// The drawer and the colour pickers are a separate chunk, fetched on the first open,
// so they add nothing to the first load of a page.
const ThemeDrawer = lazy(() => import('@site/src/components/ThemeDrawer'));

export interface ThemeDrawerButtonProps {
  /** Set by the navbar when rendered in the mobile sidebar. */
  readonly mobile?: boolean;
  readonly className?: string;
}

type DrawerState = 'never-opened' | 'open' | 'closed';

/**
 * Navbar item `custom-themeDrawer`: a button that opens the custom-theme drawer.
 * In the mobile sidebar the sidebar stays open behind the drawer, so closing the
 * drawer returns focus to this button.
 */
export default function ThemeDrawerButton({mobile = false, className}: ThemeDrawerButtonProps): ReactNode {
  const [state, setState] = useState<DrawerState>('never-opened');
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
      onClick={() => setState('open')}>
      <Translate id="customTheme.navbar.label" description="Navbar link that opens the custom theme drawer">
        自定义主题
      </Translate>
    </button>
  );

  return (
    <>
      {mobile ? <li className={clsx('menu__list-item', className)}>{button}</li> : button}
      {state !== 'never-opened' &&
        createPortal(
          // If the chunk cannot load (offline), the page keeps working without the drawer.
          <ErrorBoundary fallback={() => null}>
            <Suspense fallback={null}>
              <ThemeDrawer open={state === 'open'} onClose={close} />
            </Suspense>
          </ErrorBoundary>,
          document.body,
        )}
    </>
  );
}
