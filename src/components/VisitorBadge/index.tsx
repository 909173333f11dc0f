import {useEffect, useRef, useState, type ReactNode} from 'react';
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
 * A visitor-counter image from an external host. Its box has a fixed size so the
 * navbar never shifts, and when the host is down the image is hidden instead of
 * showing a broken-image icon.
 */
export default function VisitorBadge({
  src,
  width = 100,
  height = 20,
  mobile = false,
  className,
}: VisitorBadgeProps): ReactNode {
  const image = useRef<HTMLImageElement>(null);
  const [failed, setFailed] = useState(false);

  // The image may already have failed before React hydrated and attached onError.
  useEffect(() => {
    const img = image.current;
    if (img?.complete && img.naturalWidth === 0) {
      setFailed(true);
    }
  }, []);

  return (
    <span
      className={clsx(mobile ? 'menu__list-item' : 'navbar__item', styles.badge, className)}
      style={{width, height}}
    >
      <img
        ref={image}
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
        className={clsx(failed && styles.failed)}
      />
    </span>
  );
}
