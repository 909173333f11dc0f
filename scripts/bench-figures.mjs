// What counts as a quoted benchmark figure in a document, and whether a results file holds
// it. A figure is a number with a unit of time, size or share (18 ms, 1.4 s, 132.4 KB,
// 57.3 MB, 92 %, 18 毫秒, 1.4 秒; both ends of a range such as 10–25 ms) or a score with three
// decimals (an MRR such as 0.958). A number right after ≤ ≥ < > is a target, not a
// measurement, and is not a figure. Node only; used by scripts/bench-figures.test.ts.

const NUMBER = String.raw`\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?`;
const UNIT = String.raw`milliseconds|seconds|ms|s|KB|MB|GB|%|毫秒|秒`;
const SPACE = String.raw`[ \u00a0]?`;
const FIGURE = new RegExp(
  String.raw`(?<![\w.@/×#-])(?<target>[≤≥<>]=?${SPACE})?(?<from>${NUMBER})(?:${SPACE}[–-]${SPACE}(?<to>${NUMBER}))?${SPACE}(?<unit>${UNIT})(?![A-Za-z0-9])` +
    String.raw`|(?<![\w.])(?<score>[01]\.\d{3})(?![\d.])`,
  'gu',
);

const unitNames = {毫秒: 'ms', 秒: 's', milliseconds: 'ms', seconds: 's'};

/**
 * @typedef {{text: string, value: number, decimals: number, unit: string, line: number}} Figure
 */

/** @returns {Figure[]} every figure in `text`, with its 1-based line number */
export function extractFigures(text) {
  const figures = [];
  text.split('\n').forEach((lineText, index) => {
    for (const match of lineText.matchAll(FIGURE)) {
      const {target, from, to, unit, score} = match.groups;
      if (target) continue;
      const numbers = score ? [score] : [from, to].filter(Boolean);
      for (const number of numbers) {
        const plain = number.replaceAll(',', '');
        figures.push({
          text: score ? score : `${number} ${unit}`,
          value: Number(plain),
          decimals: plain.split('.')[1]?.length ?? 0,
          unit: score ? 'score' : (unitNames[unit] ?? unit),
          line: index + 1,
        });
      }
    }
  });
  return figures;
}

/** A document's figure is in the results when a result of that unit rounds to it. */
export function isInResults(figure, results) {
  return results.some(
    (result) =>
      result.unit === figure.unit &&
      Number(result.value.toFixed(figure.decimals)) === figure.value &&
      result.decimals >= figure.decimals,
  );
}
