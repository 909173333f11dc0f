// The fixed queries the benchmark times, per locale. All come from the generator's vocabulary
// (so they have hits at every size); the Chinese ones are multi-character words and phrases
// that only match if the index segmented the text. The first two of each locale are the
// "first query" and the "warm query".
export const benchQueries: Readonly<Record<'zh' | 'en', readonly string[]>> = {
  zh: [
    '缓存',
    '连接池',
    '状态管理',
    '中文分词',
    '负载均衡',
    '内存泄漏',
    '数据库 事务',
    '环境变量',
    '服务端渲染',
    '重试机制',
    '单元测试',
    '跨域请求',
  ],
  en: [
    'cache',
    'connection pool',
    'state management',
    'word segmentation',
    'load balancer',
    'memory leak',
    'database transaction',
    'environment variable',
    'server-side rendering',
    'retry policy',
    'unit test',
    'cross-origin request',
  ],
};
