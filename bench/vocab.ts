// Vocabulary and sentence templates for the synthetic benchmark site. Real technical words in
// Chinese and English; the Chinese ones are multi-character words written without spaces, so the
// indexer has to segment them (缓存策略 → 缓存 / 策略) as it does on the real site.
// Each entry is a pair [Chinese, English] so a page and its translation talk about the same thing.

export type Pair = readonly [zh: string, en: string];

/** Sidebar categories: they become lvl0 through the active sidebar link. */
export const categories: readonly Pair[] = [
  ['服务端开发', 'Server development'],
  ['数据库', 'Databases'],
  ['前端工程', 'Front-end engineering'],
  ['移动开发', 'Mobile development'],
  ['运维部署', 'Operations'],
  ['测试与质量', 'Testing and quality'],
  ['性能优化', 'Performance'],
  ['安全', 'Security'],
  ['架构设计', 'Architecture'],
  ['工具链', 'Tooling'],
  ['国际化', 'Internationalisation'],
  ['搜索', 'Search'],
];

/** Nouns and noun phrases: page subjects, section subjects and the body of most sentences. */
export const terms: readonly Pair[] = [
  ['缓存', 'cache'],
  ['缓存策略', 'caching strategy'],
  ['数据库', 'database'],
  ['连接池', 'connection pool'],
  ['事务', 'transaction'],
  ['索引', 'index'],
  ['查询计划', 'query plan'],
  ['主键', 'primary key'],
  ['外键约束', 'foreign key constraint'],
  ['数据迁移', 'data migration'],
  ['模型定义', 'model definition'],
  ['关联关系', 'association'],
  ['分页查询', 'paginated query'],
  ['读写分离', 'read replica'],
  ['服务器', 'server'],
  ['中间件', 'middleware'],
  ['路由', 'router'],
  ['请求头', 'request header'],
  ['响应体', 'response body'],
  ['状态码', 'status code'],
  ['跨域请求', 'cross-origin request'],
  ['反向代理', 'reverse proxy'],
  ['负载均衡', 'load balancer'],
  ['消息队列', 'message queue'],
  ['事件循环', 'event loop'],
  ['异步函数', 'async function'],
  ['回调函数', 'callback'],
  ['线程池', 'thread pool'],
  ['进程管理器', 'process manager'],
  ['环境变量', 'environment variable'],
  ['配置文件', 'configuration file'],
  ['日志级别', 'log level'],
  ['监控告警', 'monitoring alert'],
  ['健康检查', 'health check'],
  ['容器镜像', 'container image'],
  ['持续集成', 'continuous integration'],
  ['构建流水线', 'build pipeline'],
  ['版本控制', 'version control'],
  ['分支策略', 'branching strategy'],
  ['代码审查', 'code review'],
  ['单元测试', 'unit test'],
  ['集成测试', 'integration test'],
  ['端到端测试', 'end-to-end test'],
  ['测试覆盖率', 'test coverage'],
  ['模拟对象', 'mock object'],
  ['断言库', 'assertion library'],
  ['组件', 'component'],
  ['状态管理', 'state management'],
  ['生命周期', 'lifecycle'],
  ['虚拟列表', 'virtual list'],
  ['样式表', 'stylesheet'],
  ['响应式布局', 'responsive layout'],
  ['导航栏', 'navigation bar'],
  ['侧边栏', 'sidebar'],
  ['主题色', 'theme colour'],
  ['暗色模式', 'dark mode'],
  ['打包工具', 'bundler'],
  ['代码分割', 'code splitting'],
  ['按需加载', 'lazy loading'],
  ['服务端渲染', 'server-side rendering'],
  ['静态站点', 'static site'],
  ['构建产物', 'build output'],
  ['类型定义', 'type definition'],
  ['泛型', 'generic type'],
  ['类型推断', 'type inference'],
  ['编译器', 'compiler'],
  ['插件', 'plugin'],
  ['钩子函数', 'hook'],
  ['依赖注入', 'dependency injection'],
  ['依赖版本', 'dependency version'],
  ['包管理器', 'package manager'],
  ['锁文件', 'lockfile'],
  ['身份验证', 'authentication'],
  ['访问令牌', 'access token'],
  ['会话', 'session'],
  ['权限模型', 'permission model'],
  ['密码哈希', 'password hash'],
  ['加密算法', 'encryption algorithm'],
  ['证书', 'certificate'],
  ['输入校验', 'input validation'],
  ['跨站脚本', 'cross-site scripting'],
  ['内容安全策略', 'content security policy'],
  ['国际化', 'internationalisation'],
  ['翻译文件', 'translation file'],
  ['语言切换', 'language switcher'],
  ['全文检索', 'full-text search'],
  ['中文分词', 'Chinese word segmentation'],
  ['倒排索引', 'inverted index'],
  ['搜索结果', 'search result'],
  ['高亮片段', 'highlighted snippet'],
  ['接口文档', 'API reference'],
  ['错误处理', 'error handling'],
  ['重试机制', 'retry policy'],
  ['超时设置', 'timeout setting'],
  ['幂等性', 'idempotency'],
  ['限流', 'rate limiting'],
  ['序列化', 'serialisation'],
  ['数据结构', 'data structure'],
  ['内存占用', 'memory usage'],
  ['垃圾回收', 'garbage collection'],
  ['启动时间', 'startup time'],
  ['首屏渲染', 'first paint'],
  ['网络请求', 'network request'],
  ['离线缓存', 'offline cache'],
  ['推送通知', 'push notification'],
  ['原生模块', 'native module'],
  ['手势识别', 'gesture recognition'],
  ['热更新', 'hot reload'],
  ['调试工具', 'debugger'],
  ['命令行工具', 'command-line tool'],
  ['脚手架', 'project template'],
  ['代码格式化', 'code formatter'],
  ['静态检查', 'linter'],
];

/**
 * The terms each sidebar category's pages are about (by Chinese name; same order as
 * `categories`). Every term belongs to exactly one category. Real documentation is topical: a
 * page on connection pools talks about transactions and indexes, seldom about dark mode.
 */
const topicNames: readonly string[] = [
  '服务器 中间件 路由 请求头 响应体 状态码 跨域请求 反向代理 消息队列 事件循环 异步函数 回调函数 线程池 网络请求 接口文档 序列化',
  '数据库 连接池 事务 索引 查询计划 主键 外键约束 数据迁移 模型定义 关联关系 分页查询 读写分离',
  '组件 状态管理 生命周期 虚拟列表 样式表 响应式布局 导航栏 侧边栏 主题色 暗色模式 钩子函数 服务端渲染 静态站点',
  '离线缓存 推送通知 原生模块 手势识别 热更新 首屏渲染 启动时间',
  '环境变量 配置文件 日志级别 监控告警 健康检查 容器镜像 持续集成 构建流水线 负载均衡 进程管理器',
  '单元测试 集成测试 端到端测试 测试覆盖率 模拟对象 断言库 代码审查 代码格式化 静态检查',
  '缓存 缓存策略 内存占用 垃圾回收 代码分割 按需加载 数据结构',
  '身份验证 访问令牌 会话 权限模型 密码哈希 加密算法 证书 输入校验 跨站脚本 内容安全策略',
  '依赖注入 错误处理 重试机制 超时设置 幂等性 限流',
  '打包工具 构建产物 类型定义 泛型 类型推断 编译器 插件 依赖版本 包管理器 锁文件 版本控制 分支策略 调试工具 命令行工具 脚手架',
  '国际化 翻译文件 语言切换',
  '全文检索 中文分词 倒排索引 搜索结果 高亮片段',
];

/** The terms of each category, in the order of `categories`. */
export const topics: readonly (readonly Pair[])[] = topicNames.map((names) =>
  names.split(' ').map((zh) => {
    const pair = terms.find((term) => term[0] === zh);
    if (!pair) throw new Error(`Topic term ${zh} is not in the vocabulary.`);
    return pair;
  }),
);

/** Verbs, used before a term. */
export const verbs: readonly Pair[] = [
  ['配置', 'configure'],
  ['初始化', 'initialise'],
  ['调用', 'call'],
  ['注册', 'register'],
  ['更新', 'update'],
  ['删除', 'remove'],
  ['查询', 'query'],
  ['部署', 'deploy'],
  ['编译', 'compile'],
  ['渲染', 'render'],
  ['校验', 'validate'],
  ['解析', 'parse'],
  ['监听', 'watch'],
  ['优化', 'optimise'],
  ['重构', 'refactor'],
  ['迁移', 'migrate'],
  ['回滚', 'roll back'],
  ['封装', 'wrap'],
  ['拆分', 'split'],
  ['复用', 'reuse'],
  ['测量', 'measure'],
  ['记录', 'log'],
];

/** Things that go wrong. */
export const problems: readonly Pair[] = [
  ['内存泄漏', 'a memory leak'],
  ['死锁', 'a deadlock'],
  ['竞态条件', 'a race condition'],
  ['请求超时', 'a request timeout'],
  ['数据不一致', 'inconsistent data'],
  ['页面白屏', 'a blank page'],
  ['重复渲染', 'needless re-renders'],
  ['连接泄漏', 'leaked connections'],
  ['性能下降', 'a slowdown'],
  ['构建失败', 'a failed build'],
  ['乱码', 'garbled text'],
  ['版本冲突', 'a version conflict'],
];

/** Page-title patterns; `{t}` is the page's main term. */
export const titlePatterns: Readonly<Record<'zh' | 'en', readonly string[]>> = {
  zh: ['{t}入门', '{t}最佳实践', '{t}常见问题', '{t}原理解析', '{t}配置指南', '{t}性能调优', '{t}排错手册', '深入理解{t}', '从零开始使用{t}', '{t}与{u}'],
  en: ['Getting started with the {t}', '{T} best practices', '{T} FAQ', 'How the {t} works', 'Configuring the {t}', 'Tuning the {t}', 'Troubleshooting the {t}', 'The {t} in depth', 'The {t} from scratch', 'The {t} and the {u}'],
};

/** Section-heading patterns (h2–h4). */
export const headingPatterns: Readonly<Record<'zh' | 'en', readonly string[]>> = {
  zh: ['为什么需要{t}', '{t}的基本用法', '如何{v}{t}', '{t}的常见配置', '排查{p}', '{t}和{u}的区别', '在生产环境中使用{t}', '{t}的工作原理', '小结', '注意事项', '示例：{v}{t}', '{t}的限制'],
  en: ['Why use a {t}', 'Basic use of the {t}', 'How to {v} the {t}', 'Common {t} options', 'Tracking down {p}', 'The {t} versus the {u}', 'The {t} in production', 'How the {t} works', 'Summary', 'Caveats', 'Example: {v} the {t}', 'Limits of the {t}'],
};

/**
 * Sentence templates. `{t}`/`{u}`: terms, `{v}`: verb, `{p}`: problem, `{c}`: inline code,
 * `{n}`: a number. Chinese sentences end with 。 and contain no spaces between words.
 */
export const sentencePatterns: Readonly<Record<'zh' | 'en', readonly string[]>> = {
  zh: [
    '在项目中使用{t}之前，最好先弄清楚它和{u}之间的关系。',
    '如果{t}没有正确{v}，线上很容易出现{p}。',
    '我们建议先{v}{t}，再检查{u}的输出是否符合预期。',
    '{t}的默认值通常够用，但在高并发场景下需要调整{c}参数。',
    '排查{p}时，可以打开{t}的详细日志，逐步缩小范围。',
    '很多团队把{t}放在{u}前面，这样可以减少一次网络往返。',
    '调用{c}会返回一个新的{t}实例，旧实例不会被修改。',
    '当{u}的数量超过{n}时，{t}的开销会明显上升。',
    '官方文档把{t}描述为一种轻量的{u}实现。',
    '不要在{t}里直接{v}{u}，否则测试时很难替换。',
    '升级{t}之后，记得重新{v}{u}并把测试全部跑一遍。',
    '对于只读场景，{t}配合{u}可以把响应时间降低一半左右。',
    '这一节的示例代码只依赖{t}，不需要额外安装其他插件。',
    '{t}出错时会抛出带有状态码的异常，调用方应当捕获并记录。',
    '在开发环境中，{t}会自动{v}，生产环境则需要手动开启。',
    '为了避免{p}，每次{v}{t}前都应该先释放旧的{u}。',
    '表格列出了{t}最常用的几个选项及其默认值。',
    '如果你的团队已经在用{u}，迁移到{t}的成本并不高。',
  ],
  en: [
    'Before you use the {t} in a project, work out how it relates to the {u}.',
    'If the {t} is not set up to {v} correctly, production will soon show {p}.',
    'We suggest you {v} the {t} first, then check that the {u} prints what you expect.',
    'The {t} defaults are usually fine, but under heavy load you will want to tune {c}.',
    'When you chase {p}, turn on verbose logging for the {t} and narrow it down step by step.',
    'Many teams put the {t} in front of the {u}, which saves a network round trip.',
    'Calling {c} returns a new {t}; the old one is left untouched.',
    'Once there are more than {n} items in the {u}, the cost of the {t} rises sharply.',
    'The official guide describes the {t} as a lightweight kind of {u}.',
    'Do not {v} the {u} directly inside the {t}, or it becomes hard to replace in tests.',
    'After upgrading the {t}, remember to {v} the {u} again and run all the tests.',
    'For read-only workloads, pairing the {t} with the {u} roughly halves response times.',
    'The sample code in this section needs only the {t}; no other plugin is required.',
    'When the {t} fails it throws an error carrying a status code, which callers should catch and log.',
    'In development the {t} will {v} on its own; in production you switch it on by hand.',
    'To avoid {p}, release the old {u} every time you {v} the {t}.',
    'The table lists the options of the {t} you will use most, with their defaults.',
    'If your team already relies on the {u}, moving to the {t} costs little.',
  ],
};

/** Identifiers for inline code and code blocks. */
export const identifiers: readonly string[] = [
  'createPool()', 'maxConnections', 'timeoutMs', 'retry(3)', 'useEffect', 'useMemo', 'app.use()',
  'router.get()', 'sequelize.sync()', 'Model.findAll()', 'cacheControl', 'NODE_ENV', 'process.env',
  'fetch()', 'AbortController', 'JSON.parse()', 'logger.info()', 'healthCheck()', 'i18n.locale',
  'setTimeout()', 'Promise.all()', 'transaction.commit()', 'queryInterface', 'webpackChunkName',
];
