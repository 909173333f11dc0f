import {useState, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

export interface VisitorBadgeProps {
  /** Image URL of the counter badge (configured by BADGE_URL). */
  readonly src: string;
  /** Rendered size in CSS pixels; the box keeps this size whatever the image does. */
  readonly width?: number;
  readonly height?: number;
  /** Set by the navbar when rendered in the mobile sidebar. */
  readonly mobile?: boolean;
  readonly className?: string;
}

/**
 * A visitor-counter image from an external host. In the navbar from the desktop breakpoint
 * (996 px) up; below it the navbar has no room for it (it pushed the site title out and slid
 * under the search button) and it is a row of the mobile sidebar's menu instead. Its box has a
 * fixed size so nothing shifts while it loads; when the host is down the item is removed, so
 * no empty box or broken-image icon is left (it is the first right-hand item: nothing moves).
 */
export default function VisitorBadge({
  src,
  width = 100,
  height = 20,
  mobile = false,
  className,
}: VisitorBadgeProps): ReactNode {
  const [failed, setFailed] = useState(false);
  // The image is asked for once the app runs, not by the served page: on a slow phone a request
  // to another host would share the first round trips with the page's own files (and Lighthouse
  // counts it before the largest paint). Until then a box of the image's size holds its place;
  // without JavaScript the served page's <noscript> has the image.
  const started = useIsBrowser();

  const img = (
    <img
      src={src}
      width={width}
      height={height}
      alt={translate({
        id: 'navbar.visitorBadge.alt',
        message: '访问量统计',
        description: 'Alt text of the visitor-counter badge in the navbar',
      })}
      loading="lazy"
      decoding="async"
      referrerPolicy="no-referrer"
      onError={() => setFailed(true)}
      style={{width, height}}
    />
  );
  const Item = mobile ? 'li' : 'span';
  return (
    <Item
      className={clsx(
        mobile ? clsx('menu__list-item', styles.menuBadge) : clsx('navbar__item', styles.badge),
        failed && styles.failed,
        className,
      )}
      data-visitor-badge=""
    >
      {started ? (
        img
      ) : (
        <span style={{width, height}}>
          <noscript>{img}</noscript>
        </span>
      )}
    </Item>
  );
}
