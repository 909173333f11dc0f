import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';

import styles from './index.module.css';

interface Section {
  readonly to: string;
  readonly title: string;
  readonly body: string;
}

function useSections(): Section[] {
  return [
    {
      to: '/docs/category/express-tech-chain',
      title: translate({id: 'home.section.server.title', message: 'Express 管理后台'}),
      body: translate({
        id: 'home.section.server.body',
        message:
          '用 Express、Sequelize 和 SQLite 搭一个能跑、能测的管理后台，每段代码都来自仓库里的示例应用。',
      }),
    },
    {
      to: '/docs/category/react-native',
      title: translate({id: 'home.section.reactNative.title', message: 'React Native'}),
      body: translate({
        id: 'home.section.reactNative.body',
        message: '从搭建环境、运行第一个项目到导航、调试和打包发布，基于新架构。',
      }),
    },
    {
      to: '/blog',
      title: translate({id: 'home.section.blog.title', message: '个人日志'}),
      body: translate({
        id: 'home.section.blog.body',
        message: '折腾过程中的记录：本地 HTTPS、在 Linux 上装 Docker 和 Jenkins。',
      }),
    },
  ];
}

function HomepageHeader(): ReactNode {
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

export default function Home(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const sections = useSections();
  return (
    <Layout title={siteConfig.title} description={siteConfig.tagline}>
      <HomepageHeader />
      <main className="container margin-vert--xl">
        <div className="row">
          {sections.map((section) => (
            <section key={section.to} className={clsx('col col--4', styles.section)}>
              <Heading as="h2">
                <Link to={section.to}>{section.title}</Link>
              </Heading>
              <p>{section.body}</p>
            </section>
          ))}
        </div>
      </main>
    </Layout>
  );
}
