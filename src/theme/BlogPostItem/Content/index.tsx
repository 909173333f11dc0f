// Thin wrap of the theme's BlogPostItem/Content (swizzled to show the translation status): on
// the English site, a post page whose translation is outdated or missing gets its notice above
// the content, and a missing translation's content (the Chinese original) is marked with its
// language, in post lists too. The status is front matter added at build time
// (plugins/translation-status/frontMatter.ts); other posts render exactly as before.
import React, {type ReactNode} from 'react';
import BlogPostItemContent from '@theme-original/BlogPostItem/Content';
import type BlogPostItemContentType from '@theme/BlogPostItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import {WithTranslationStatus} from '@site/src/components/TranslationNotice';

type Props = WrapperProps<typeof BlogPostItemContentType>;

export default function BlogPostItemContentWrapper(props: Props): ReactNode {
  const {metadata, isBlogPostPage} = useBlogPost();
  return (
    <WithTranslationStatus
      frontMatter={metadata.frontMatter}
      permalink={metadata.permalink}
      showNotice={isBlogPostPage}
    >
      <BlogPostItemContent {...props} />
    </WithTranslationStatus>
  );
}
