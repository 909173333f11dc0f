import {describe, expect, it} from 'vitest';
import {queryWords} from './queryWords';

describe('queryWords', () => {
  it.each([
    ['Express  Sequelize', ['sequelize', 'express']],
    ['CACHE cache', ['cache']],
    ['ＮＰＭ', ['npm']], // full-width letters fold to ASCII
    ['  ', []],
    ['<img src=x>', ['img', 'src', 'x']],
  ])('%j → %j', (query, expected) => {
    expect(queryWords(query)).toEqual(expected);
  });

  it('keeps a Chinese word the segmenter cuts into characters whole (缓存, not 缓 + 存)', () => {
    expect(queryWords('缓存')).toEqual(['缓存']);
    expect(queryWords('缓存策略')).toEqual(['缓存', '策略']);
    expect(queryWords('状态管理')).toEqual(['状态', '管理']);
    expect(queryWords('数据库事务')).toEqual(['数据库', '数据', '事务']); // 数据 + 库
    expect(queryWords('中间件')).toEqual(['中间件', '中间']);
    expect(queryWords('安装和配置')).toEqual(['安装', '配置']); // 和 is no term
    expect(queryWords('和')).toEqual(['和']);
    expect(queryWords('存')).toEqual(['存']);
    expect(queryWords('缓 存')).toEqual(['缓', '存']); // the visitor's space separates them
  });

  it('splits Chinese into words and keeps every character of the query', () => {
    const terms = queryWords('数据库缓存');
    expect(terms.join('').split('').sort()).toEqual('数据库缓存'.split('').sort());
  });
});
