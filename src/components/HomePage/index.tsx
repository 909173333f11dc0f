import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import type {HomeData} from '@site/plugins/home-page/types';
import {useDateFormat} from '@site/src/utils/dateFormat';

import styles from './styles.module.css';

// The home page (the "/" route of plugins/home-page): the site's title, then what a returning
// reader looks for, built from the content of the locale: the newest posts and the doc sections.

interface Props {
  readonly home: HomeData;
}

function Hero(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <header className={clsx('hero hero--primary', styles.heroBanner)}>
      <div className="container">
        <Heading as="h1" className="hero__title">
          {siteConfig.title}
        </Heading>
        <p className="hero__subtitle">{siteConfig.tagline}</p>
        <div className={styles.buttons}>
          <Link className="button button--secondary button--lg" to="/docs/intro">
            <Translate id="home.cta.readDocs">开始阅读</Translate>
          </Link>
        </div>
      </div>
    </header>
  );
}

/** A post's date in the page's language (UTC, as the blog shows it). */
function usePostDate(): (iso: string) => string {
  const format = useDateFormat('long');
  return (iso) => format.format(new Date(iso));
}

/**
 * "{count} pages" in the page's language. Intl.PluralRules picks the form, instead of the
 * theme's usePluralForm, which would add its own code to the home page's chunk.
 */
function useDocCount(): (count: number) => string {
  const {i18n} = useDocusaurusContext();
  const rules = new Intl.PluralRules(i18n.localeConfigs[i18n.currentLocale]?.htmlLang);
  return (count) =>
    rules.select(count) === 'one'
      ? translate(
          {
            id: 'home.docSections.count.one',
            message: '{count} 篇',
            description:
              'How many doc pages a section holds, when the count is one (English: "1 page")',
          },
          {count},
        )
      : translate(
          {
            id: 'home.docSections.count.other',
            message: '{count} 篇',
            description:
              'How many doc pages a section holds, any other count (English: "{count} pages")',
          },
          {count},
        );
}

function LatestPosts({posts}: {posts: HomeData['posts']}): ReactNode {
  const formatDate = usePostDate();
  return (
    <section className={styles.block} aria-labelledby="home-latest-posts">
      <Heading as="h2" id="home-latest-posts" className={styles.blockTitle}>
        <Translate
          id="home.latestPosts.title"
          description="Heading of the newest posts on the home page"
        >
          最新文章
        </Translate>
      </Heading>
      <ul className={styles.posts}>
        {posts.map((post) => (
          <li key={post.permalink} className={styles.post}>
            <time dateTime={post.date} className={styles.postDate}>
              {formatDate(post.date)}
            </time>
            <Link to={post.permalink} className={styles.postTitle}>
              {post.title}
            </Link>
            {post.description && <p className={styles.postDescription}>{post.description}</p>}
          </li>
        ))}
      </ul>
      <Link to="/blog" className={styles.more}>
        <Translate id="home.latestPosts.all" description="Link from the home page to the blog">
          全部文章 →
        </Translate>
      </Link>
    </section>
  );
}

function DocSections({sections}: {sections: HomeData['sections']}): ReactNode {
  const docCount = useDocCount();
  return (
    <section className={styles.block} aria-labelledby="home-doc-sections">
      <Heading as="h2" id="home-doc-sections" className={styles.blockTitle}>
        <Translate
          id="home.docSections.title"
          description="Heading of the doc sections on the home page"
        >
          文档分区
        </Translate>
      </Heading>
      <ul className={styles.sections}>
        {sections.map((section) => (
          <li key={section.permalink} className={clsx('card', styles.section)}>
            <Link to={section.permalink} className={styles.sectionTitle}>
              {section.title}
            </Link>
            <p className={styles.sectionDescription}>{section.description}</p>
            <p className={styles.sectionCount}>{docCount(section.docCount)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function HomePage({home}: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <Layout title={siteConfig.title} description={siteConfig.tagline}>
      <Hero />
      <main className={clsx('container', styles.main)}>
        <LatestPosts posts={home.posts} />
        <DocSections sections={home.sections} />
      </main>
    </Layout>
  );
}
