// Wraps the theme's Page Not Found content to give the page its title. Under a docs path
// (/docs/no-such-page) the docs plugin renders this content alone (DocRoot, to avoid a second
// layout), without the PageMetadata of @theme/NotFound, so after hydration the title fell back
// to the bare site title. The same title twice (the top-level NotFound also sets it) is harmless.
import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import Content from '@theme-original/NotFound/Content';
import type ContentType from '@theme/NotFound/Content';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  return (
    <>
      <PageMetadata title={translate({id: 'theme.NotFound.title', message: 'Page Not Found'})} />
      <Content {...props} />
    </>
  );
}
