// Figures the benchmarks share (pure).

/** Nearest rank: the smallest value with at least q of the samples at or below it; NaN for none. */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

/** A Markdown table of `head` and the rows of `body`, as the benchmarks print their figures. */
export function markdownTable(head: readonly string[], body: readonly string[][]): string {
  return [
    `| ${head.join(' | ')} |`,
    `|${head.map(() => '---').join('|')}|`,
    ...body.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');
}
