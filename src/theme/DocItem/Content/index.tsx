// Thin wrap of the theme's DocItem/Content (swizzled to show the translation status): on the
// English site, a doc whose translation is outdated or missing gets its notice above the
// content, and a missing translation's content (the Chinese original, title included) is
// marked with its language. The status is front matter added at build time
// (plugins/translation-status/frontMatter.ts); other docs render exactly as before.
import React, {type ReactNode} from 'react';
import DocItemContent from '@theme-original/DocItem/Content';
import type DocItemContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {WithTranslationStatus} from '@site/src/components/TranslationNotice';

type Props = WrapperProps<typeof DocItemContentType>;

export default function DocItemContentWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  return (
    <WithTranslationStatus frontMatter={metadata.frontMatter} permalink={metadata.permalink}>
      <DocItemContent {...props} />
    </WithTranslationStatus>
  );
}
