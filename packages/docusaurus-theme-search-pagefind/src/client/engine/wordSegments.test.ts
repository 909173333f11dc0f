import {afterEach, describe, expect, it, vi} from 'vitest';
import {segmentAt, segments} from './wordSegments';

const TEXTS = [
  '连接池可以复用数据库连接，避免频繁创建。分布式缓存系统很常见。',
  'State management (Redux, MobX) — 状态管理 v2.1: 缓存_cache!',
  '',
];

describe('segmentAt', () => {
  it('gives, at every character, the segment segments() cuts there', () => {
    for (const text of TEXTS) {
      const at = segmentAt(text);
      for (const part of segments(text))
        for (let i = part.index; i < part.end; i++) expect(at(i)).toEqual(part);
      expect(at(-1)).toBeUndefined();
      expect(at(text.length)).toBeUndefined();
    }
  });

  describe('without Intl.Segmenter', () => {
    afterEach(() => {
      vi.unstubAllGlobals();
      vi.resetModules();
    });

    it('cuts runs of letters, digits and "_", and answers the same way', async () => {
      vi.stubGlobal('Intl', {...Intl, Segmenter: undefined});
      vi.resetModules();
      const plain = await import('./wordSegments');
      const text = TEXTS[1];
      const parts = plain.segments(text);
      expect(parts.filter((p) => p.isWord).map((p) => text.slice(p.index, p.end))).toEqual([
        'State',
        'management',
        'Redux',
        'MobX',
        '状态管理',
        'v2',
        '1',
        '缓存_cache',
      ]);
      const at = plain.segmentAt(text);
      for (const part of parts)
        for (let i = part.index; i < part.end; i++) expect(at(i)).toEqual(part);
      expect(at(text.length)).toBeUndefined();
    });
  });
});
