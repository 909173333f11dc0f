import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {escapeHtml} from './escapeHtml';
import {highlight, markRanges} from './highlight';
import {matchRanges, MAX_MARKS, MAX_TYPO_WORDS} from './matchRanges';
import {cutOfParts, snippet} from './snippet';
import {textWork} from './textWork';
import {wordBounds, WORD_WINDOW} from './wordBounds';
import {queryWords} from '../engine/queryWords';
import {segments} from '../engine/wordSegments';

const PRE = '<mark>';
const POST = '</mark>';

describe('highlight (whole words, escaped)', () => {
  it.each([
    // [text, query, expected marked value]
    ['分布式缓存系统', '缓存', '分布式<mark>缓存</mark>系统'],
    ['数据库缓存与缓存策略', '缓存', '数据库<mark>缓存</mark>与<mark>缓存</mark>策略'],
    ['Caching with cache', 'cach', '<mark>Caching</mark> with <mark>cache</mark>'],
    ['a headache', 'ache', 'a headache'], // not the middle of an English word
    ['Express 应用', 'express', '<mark>Express</mark> 应用'],
    [
      '用 sequelize-cli 操作数据库',
      'sequelize 数据库',
      '用 <mark>sequelize</mark>-cli 操作<mark>数据库</mark>',
    ],
  ])('%j for %j', (text, query, expected) => {
    expect(highlight(text, queryWords(query), PRE, POST).value).toBe(expected);
  });

  it('never marks half of a Chinese query word', () => {
    const {value} = highlight('分布式缓存系统很常见', queryWords('缓存'), PRE, POST);
    expect(value).toContain('<mark>缓存</mark>');
    expect(value).not.toMatch(/<mark>缓<\/mark>|<mark>存<\/mark>/);
  });

  it('escapes page text before adding marks', () => {
    const text = 'x <img src=x onerror=alert(1)> "q" & \'s\'';
    const {value} = highlight(text, queryWords('img'), PRE, POST);
    expect(value).toBe(
      'x &lt;<mark>img</mark> src=x onerror=alert(1)&gt; &quot;q&quot; &amp; &#39;s&#39;',
    );
    expect(value).not.toContain('<img');
  });

  it('treats a query full of HTML and regex characters as text', () => {
    const query = '<img src=x onerror=alert(1)> .*+?^${}()|[]\\';
    const terms = queryWords(query);
    const {value} = highlight('plain text', terms, PRE, POST);
    expect(value).toBe('plain text');
    const marked = highlight('use onerror here', terms, PRE, POST);
    expect(marked.value).toBe('use <mark>onerror</mark> here');
  });

  it('uses the highlight tags it is given', () => {
    expect(highlight('Express', ['express'], '<em>', '</em>').value).toBe('<em>Express</em>');
  });

  it.each([
    ['Express Sequelize', 'express sequelize', 'full'],
    ['Express only', 'express sequelize', 'partial'],
    ['nothing', 'express', 'none'],
  ])('matchLevel of %j for %j is %s', (text, query, level) => {
    expect(highlight(text, queryWords(query), PRE, POST).matchLevel).toBe(level);
  });
});

describe('snippet', () => {
  const words = Array.from({length: 30}, (_, i) => `w${i}`);

  it('keeps the requested number of words around the first match, with ellipses', () => {
    const text = [...words.slice(0, 15), 'cache', ...words.slice(15)].join(' ');
    const ten = snippet(text, ['cache'], 10, PRE, POST).value;
    expect(ten.startsWith('…')).toBe(true);
    expect(ten.endsWith('…')).toBe(true);
    expect(ten).toContain('<mark>cache</mark>');
    expect(ten.replace(/…/g, '').trim().split(/\s+/)).toHaveLength(10);
    const five = snippet(text, ['cache'], 5, PRE, POST).value;
    expect(five.replace(/…/g, '').trim().split(/\s+/)).toHaveLength(5);
    expect(five).toContain('<mark>cache</mark>');
  });

  it('returns short texts whole, without ellipsis', () => {
    expect(snippet('a cache b', ['cache'], 10, PRE, POST).value).toBe('a <mark>cache</mark> b');
  });

  it('starts at the beginning when nothing matches', () => {
    expect(snippet(words.join(' '), ['zzz'], 3, PRE, POST).value).toBe('w0 w1 w2…');
  });

  it('cuts Chinese text by words and escapes it', () => {
    const text =
      '连接池可以复用数据库连接，避免频繁创建。分布式缓存系统很常见。<b>另外</b>还有很多别的内容需要说明一下才能够结束。';
    const {value} = snippet(text, queryWords('缓存'), 10, PRE, POST);
    expect(value).toContain('<mark>缓存</mark>');
    expect(value).not.toContain('<b>');
    expect(value.length).toBeLessThan(text.length);
  });
});

describe('escapeHtml / markRanges / matchRanges', () => {
  it('escapes the five special characters', () => {
    expect(escapeHtml(`<a href="x">&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&amp;&#39;&lt;/a&gt;',
    );
  });
  it('merges adjacent and overlapping matches', () => {
    expect(matchRanges('abc def', ['abc', 'ab']).ranges).toEqual([{start: 0, end: 3}]);
  });
  it('ignores ranges outside the text', () => {
    expect(markRanges('ab', [{start: 1, end: 9}], PRE, POST)).toBe('ab');
  });
});

describe('work per record (linear, capped)', () => {
  /** The steps matchRanges and snippet take for a body text of `count` repeated words. */
  function stepsFor(count: number): number {
    const text = Array.from({length: count}, () => 'lorem').join(' ');
    textWork.steps = 0;
    const terms = queryWords('lorem');
    highlight(text, terms, PRE, POST);
    snippet(text, terms, 10, PRE, POST);
    return textWork.steps;
  }

  it('grows at most linearly with the text (a word repeated 28,000 times, 200 KB)', () => {
    const small = stepsFor(2_800);
    const big = stepsFor(28_000);
    // Ten times the text, at most about ten times the work (a quadratic widening took 100×).
    expect(big / small).toBeLessThan(11);
    // A few steps per character: reading the text once, plus the capped marks.
    expect(big).toBeLessThan(3 * 28_000 * 'lorem '.length);
  });

  it('marks at most MAX_MARKS matches of one text, and still snippets around the first', () => {
    const text = Array.from({length: 28_000}, () => 'lorem').join(' ');
    const marked = highlight(text, ['lorem'], PRE, POST).value;
    expect(marked.split(PRE).length - 1).toBe(MAX_MARKS);
    const cut = snippet(`intro ${text}`, ['lorem'], 10, PRE, POST).value;
    expect(cut.startsWith('intro <mark>lorem</mark>')).toBe(true);
    expect(cut.endsWith('…')).toBe(true);
  });

  it('snippets a long text around a match far into it, as a short one', () => {
    const filler = Array.from({length: 3_000}, (_, i) => `filler${i}`).join(' ');
    const cut = snippet(`${filler} the needle here ${filler}`, ['needle'], 6, PRE, POST).value;
    expect(cut).toBe('…the <mark>needle</mark> here filler0 filler1 filler2…');
  });

  it('finds the matches of a text once for its highlight and its snippet, with the same result', () => {
    const text = `${'状态管理 是 前端 的 核心 '.repeat(400)}状态 管理`;
    const terms = queryWords('状态管理');
    const alone = snippet(text, [...terms], 12, PRE, POST); // (matches are kept per array of terms)
    textWork.steps = 0;
    highlight(text, terms, PRE, POST);
    const afterHighlight = textWork.steps;
    expect(snippet(text, terms, 12, PRE, POST)).toEqual(alone);
    expect(matchRanges(text, ['管理']).ranges).not.toEqual(matchRanges(text, terms).ranges);
    // The snippet's own work (cutting its window into words) only: not the matches again.
    textWork.steps = 0;
    snippet(text, terms, 12, PRE, POST);
    expect(textWork.steps).toBeLessThan(afterHighlight);
  });

  it('widens only the matches near its window and cuts it no further than it needs, as if it did all', () => {
    // Texts of Chinese and English words, punctuation and spaces, with matches dense and sparse:
    // each snippet is taken first on its own (its window's matches widened), then again after
    // the whole text's matches were widened (matchRanges); the two must be the same.
    const pieces = [
      '状态',
      '管理',
      '状态管理',
      '是',
      '前端',
      '的',
      '核心',
      '，',
      '。',
      ' ',
      'state',
      'manager',
      'management',
      'cache',
      '缓存',
      '策略',
      '数据库',
      '(',
      ')',
      'x',
    ];
    let seed = 7;
    const next = (n: number) => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % n;
    let longAlone = 0;
    let longWhole = 0;
    const queries = ['状态管理', '管理', 'state management', '缓存 策略', 'cache', '数据库'];
    for (let round = 0; round < 600; round++) {
      const length = [20, 300, 900, 20_000][round % 4];
      let text = '';
      while (text.length < length) text += pieces[next(pieces.length)];
      // (Two arrays of the same terms: matches are kept per array.)
      const terms = queryWords(queries[round % queries.length]);
      const sameTerms = [...terms];
      const words = [1, 2, 3, 10, 25][next(5)];
      textWork.steps = 0;
      const alone = snippet(text, terms, words, PRE, POST);
      const aloneSteps = textWork.steps;
      textWork.steps = 0;
      matchRanges(text, sameTerms);
      expect(snippet(text, sameTerms, words, PRE, POST), text).toEqual(alone);
      const wholeSteps = textWork.steps;
      expect(alone.value, text).toBe(wholeWindowSnippet(text, terms, words));
      if (length === 20_000) {
        // (Both read the whole text once to find the matches.)
        longAlone += aloneSteps - length;
        longWhole += wholeSteps - length;
      }
    }
    // On long texts, a fraction of the work of widening every match.
    expect(longAlone).toBeLessThan(longWhole * 0.75);
    // 600 texts up to 20,000 characters, each cut twice: seconds of work on a busy machine,
    // where vitest's default 5 s would fail a test that counts steps, not time.
  }, 60_000);

  it('cuts its window into words only up to a couple past the snippet', () => {
    const filler = '状态管理是前端开发的核心问题，连接池可以复用数据库连接。'.repeat(100);
    const text = `${filler}分布式缓存策略很常见${filler}`;
    const terms = queryWords('缓存策略');
    const first = snippet(text, terms, 10, PRE, POST);
    expect(first.value).toMatch(/^…[^…]*<mark>缓存策略<\/mark>[^…]*…$/);
    expect(first.value).toBe(wholeWindowSnippet(text, terms, 10));
    // The matches are found once per text; the snippet then reads its window (64 + 10 × 32
    // characters on each side of the match, some 500 segments) up to the match and 12 words on.
    textWork.steps = 0;
    expect(snippet(text, terms, 10, PRE, POST)).toEqual(first);
    expect(textWork.steps).toBeLessThan(300);
  });

  it('compares at most MAX_TYPO_WORDS words of a text for typos', () => {
    const text = Array.from({length: 20_000}, () => 'other').join(' ') + ' databse';
    textWork.steps = 0;
    expect(matchRanges(text, ['database']).ranges).toEqual([]);
    expect(textWork.steps).toBeLessThan(text.length + 2 * MAX_TYPO_WORDS + 10);
  });
});

describe('wordBounds', () => {
  /** The bounds as the whole text's segmentation gives them. */
  function segmentedBounds(segments: Intl.SegmentData[], start: number, end: number) {
    let s = start;
    let e = end;
    for (const {index, segment, isWordLike} of segments) {
      if (!isWordLike) continue;
      const wordEnd = index + segment.length;
      if (index <= start && start < wordEnd) s = index;
      if (index < end && end <= wordEnd) e = wordEnd;
    }
    return {start: s, end: e};
  }

  it("finds the words the whole text's segmentation finds, at every character of real Chinese and English pages", () => {
    const slice = path.join(__dirname, '../../../bench/quality/corpus-slice');
    const segmenter = new Intl.Segmenter('zh', {granularity: 'word'});
    let compared = 0;
    for (const locale of ['zh', 'en']) {
      for (const file of readdirSync(path.join(slice, locale)).slice(0, 4)) {
        const text = readFileSync(path.join(slice, locale, file), 'utf8').slice(0, 6000);
        // Paragraph by paragraph: a line shorter than the window is read whole both ways.
        for (const paragraph of text.split(/\n\n+/)) {
          if (paragraph.length > 120) continue;
          const segments = [...segmenter.segment(paragraph)];
          for (let at = 0; at < paragraph.length; at++) {
            const end = Math.min(paragraph.length, at + 2);
            expect(wordBounds(paragraph, at, end), `${paragraph} @${at}`).toEqual(
              segmentedBounds(segments, at, end),
            );
            compared++;
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(5000);
  });
});

/**
 * A snippet as snippet() made it before it read its window lazily and widened only the matches
 * near it: every match widened, every part of the window read (cutOfParts then picks the same
 * words from them).
 */
function wholeWindowSnippet(text: string, terms: readonly string[], words: number): string {
  const {ranges} = matchRanges(text, [...terms]);
  const first = ranges[0];
  const span = WORD_WINDOW + words * 32;
  const windowed = text.length > 2 * span;
  const from = windowed ? Math.max(0, (first?.start ?? 0) - span) : 0;
  const to = windowed ? Math.min(text.length, (first?.end ?? 0) + span) : text.length;
  let parts = segments(text.slice(from, to)).map(({index, end, isWord}) => ({
    index: index + from,
    end: end + from,
    isWord,
  }));
  if (from > 0) parts = parts.slice(1);
  if (to < text.length) parts = parts.slice(0, -1);
  const cut = cutOfParts(parts, from === 0, to === text.length, text.length, first, words);
  if (cut === 'whole') return markRanges(text, ranges, PRE, POST);
  if (cut === 'no words') return `…${escapeHtml(text.slice(from, to))}…`;
  const inside = ranges
    .filter((r) => r.start >= cut.start && r.end <= cut.end)
    .map((r) => ({start: r.start - cut.start, end: r.end - cut.start}));
  const body = markRanges(text.slice(cut.start, cut.end), inside, PRE, POST);
  return `${cut.start > 0 ? '…' : ''}${body}${cut.end < text.length ? '…' : ''}`;
}
