// Every route of the spec, with its title in each locale: every-page.spec.ts loads each one
// (the sitemaps list them all) and checks that it answers with its page and this title.
export const routes: ReadonlyArray<{path: string; title: {zh: RegExp; en: RegExp}}> = [
  {path: '', title: {zh: /^工作台笔记$/, en: /^Workbench Notes$/}},
  {path: 'blog', title: {zh: /^个人日志/, en: /^Personal log/}},
  {path: 'blog/archive', title: {zh: /^历史博文/, en: /^Archive/}},
  {path: 'blog/local-https-for-node', title: {zh: /HTTPS/, en: /HTTPS/}},
  {path: 'blog/docker-jenkins-on-linux', title: {zh: /Docker Engine/, en: /Docker Engine/}},
  {path: 'blog/tags', title: {zh: /^标签/, en: /^Tags/}},
  {path: 'blog/tags/docker', title: {zh: /Docker/, en: /Docker/}},
  {path: 'search', title: {zh: /^在文档中搜索/, en: /^Search the documentation/}},
  {path: 'docs/intro', title: {zh: /^前言/, en: /^Foreword/}},
  {path: 'docs/react_native', title: {zh: /React Native/, en: /React Native/}},
  {path: 'docs/about-site/site-search', title: {zh: /^站内搜索/, en: /^Site search/}},
  {path: 'docs/back_boss/server/introduce', title: {zh: /\|/, en: /\|/}},
  {path: 'docs/back_boss/server/create', title: {zh: /\|/, en: /\|/}},
  {path: 'docs/back_boss/server/dbcontent', title: {zh: /\|/, en: /\|/}},
  {path: 'docs/back_boss/server/cliOpSequelize', title: {zh: /sequelize-cli/, en: /sequelize-cli/}},
  {path: 'docs/category/react-native', title: {zh: /^React Native/, en: /^React Native/}},
  {path: 'docs/category/server', title: {zh: /^服务端/, en: /^Server/}},
  {path: 'docs/category/about-the-site', title: {zh: /^关于本站/, en: /^About the site/}},
  {
    path: 'docs/category/express-tech-chain',
    title: {zh: /^Express 技术链/, en: /^Express tech chain/},
  },
];
