// Wraps the doc card (category index pages) to draw its icon as an inline SVG: the theme uses
// emoji (🗃, 📄️, 🔗), which render as empty boxes where no emoji font is installed.
import type {ReactNode} from 'react';
import Layout from '@theme-original/DocCard/Layout';
import type LayoutType from '@theme/DocCard/Layout';
import type {WrapperProps} from '@docusaurus/types';
import isInternalUrl from '@docusaurus/isInternalUrl';

type Props = WrapperProps<typeof LayoutType>;

const paths = {
  // A folder.
  category:
    'M3 6.5A1.5 1.5 0 0 1 4.5 5h4.2l2 2h8.8A1.5 1.5 0 0 1 21 8.5v9a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 17.5z',
  // A page with a folded corner and two lines.
  doc: 'M6 3h8l4 4v13a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1zM14 3v4h4M8 12h8M8 16h6',
  // An arrow out of a box.
  external: 'M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5',
} as const;

function CardIcon({kind}: {kind: keyof typeof paths}): ReactNode {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      style={{verticalAlign: '-0.125em', marginRight: '0.15em'}}
      data-card-icon={kind}
    >
      <path d={paths[kind]} />
    </svg>
  );
}

export default function DocCardLayoutWrapper(props: Props): ReactNode {
  const {item, href} = props;
  const kind =
    item.type === 'category' ? 'category' : isInternalUrl(href) ? 'doc' : ('external' as const);
  return <Layout {...props} icon={<CardIcon kind={kind} />} />;
}
