// The figures bench:sites makes of its sessions, and the table and targets it prints.
import {NETWORK_TIMEOUT_MS} from '../src/client/engine/timeout';
import {machineLine, sessionKeystrokes} from './browserSessions';
import type {Bytes} from './bytesPass';
import {benchLocales, type Locale} from './generate';
import {fixed, kb, ratio} from './lib/format';
import {markdownTable as table, quantile} from './lib/stats';
import type {SessionReport} from './browser/session';
import {
  BYTES_TARGET,
  P95_TARGET,
  type Mode,
  modes,
  modeNames,
  type ModeFigures,
  SLOW_MS,
} from './sitesFigures';

export function figures(reports: SessionReport[]): ModeFigures {
  const median = (values: number[]) => quantile(values, 0.5);
  const merged = (ms: number | null | undefined) => ms ?? Infinity;
  return {
    own: reports.flatMap(sessionKeystrokes),
    merged: reports.flatMap((r) => [
      merged(r.warm?.mergedMs),
      ...r.samples.map((s) => merged(s.mergedMs)),
    ]),
    firstMs: median(reports.map((r) => r.first?.ms ?? Infinity)),
    firstMergedMs: median(reports.map((r) => merged(r.first?.mergedMs))),
    failedMs: median(reports.map((r) => r.otherFailedMs ?? NaN).filter(Number.isFinite)),
    slow: reports
      .flatMap((r) => [r.first, r.warm, ...r.samples])
      .filter((s) => s !== null && !(s.ms <= SLOW_MS))
      .map((s) => `"${s!.query}" ${fixed(s!.ms)} ms (${s!.nbHits} hits)`),
  };
}

export const p95 = (values: number[]) => quantile(values, 0.95);
const median = (values: number[]) => quantile(values, 0.5);
const met = (ok: boolean) => (ok ? 'met' : 'NOT met');

export function report(
  pages: number,
  bytes: Record<Locale, Record<'one' | 'both', Bytes>>,
  all: Record<Locale, Record<Mode, ModeFigures>>,
  loadStart: string,
) {
  console.log(`\n## Searching two sites, ${pages.toLocaleString('en')} pages per locale each\n`);
  console.log(
    table(
      [
        'Locale',
        'Sites',
        'First query KB (requests)',
        'Bytes ×',
        'First query ms',
        'Keystroke → this site’s results ms median / p95',
        'p95 ×',
        'Keystroke → other site’s answer shown ms median / p95',
        'p95 ×',
        'Other site failed after ms',
      ],
      benchLocales.flatMap((locale) =>
        modes.map((mode) => {
          const f = all[locale][mode];
          const one = all[locale].one;
          const b = mode === 'one' || mode === 'both' ? bytes[locale][mode] : null;
          return [
            locale,
            modeNames[mode],
            b ? `${kb(b.firstQueryBytes)} (${b.firstQueryRequests})` : '–',
            b ? ratio(b.firstQueryBytes, bytes[locale].one.firstQueryBytes) : '–',
            mode === 'both'
              ? `${fixed(f.firstMs)} (other’s ${fixed(f.firstMergedMs)})`
              : fixed(f.firstMs),
            `${fixed(median(f.own))} / ${fixed(p95(f.own))}`,
            mode === 'one' ? '–' : ratio(p95(f.own), p95(one.own)),
            mode === 'both' ? `${fixed(median(f.merged))} / ${fixed(p95(f.merged))}` : '–',
            mode === 'both' ? ratio(p95(f.merged), p95(one.own)) : '–',
            Number.isFinite(f.failedMs) ? fixed(f.failedMs) : '–',
          ];
        }),
      ),
    ),
  );
  const pooled = (mode: Mode, key: 'own' | 'merged') =>
    benchLocales.flatMap((locale) => all[locale][mode][key]);
  const oneP95 = p95(pooled('one', 'own'));
  console.log(
    `\nBoth locales' keystrokes pooled, p95 ms: one site ${fixed(oneP95)}; both sites ${fixed(p95(pooled('both', 'own')))} to this site's results (${ratio(p95(pooled('both', 'own')), oneP95)}), ${fixed(p95(pooled('both', 'merged')))} to the other site's answer shown (${ratio(p95(pooled('both', 'merged')), oneP95)}); other down, refused ${fixed(p95(pooled('refused', 'own')))} (${ratio(p95(pooled('refused', 'own')), oneP95)}), stalled ${fixed(p95(pooled('stalled', 'own')))} (${ratio(p95(pooled('stalled', 'own')), oneP95)}).`,
  );
  const byKind = (locale: Locale) => {
    const [one, both] = [bytes[locale].one, bytes[locale].both];
    const kinds = [
      ...new Set([...Object.keys(one.firstQueryByKind), ...Object.keys(both.firstQueryByKind)]),
    ];
    return kinds
      .map((kind) => {
        const added = (both.firstQueryByKind[kind] ?? 0) - (one.firstQueryByKind[kind] ?? 0);
        return `${kind} ${added >= 0 ? '+' : ''}${kb(added)}`;
      })
      .join(', ');
  };
  console.log(
    `What both sites add to the first query, KB by file (the manifest counts as runtime): ${benchLocales.map((locale) => `${locale} ${byKind(locale)}`).join('; ')}.`,
  );

  // The ratio for the target is to this site's results: the client shows them without waiting
  // for the other site (sitesClient.ts), and the reader types on; the other site's hits come as
  // an update of the list, whose time is reported beside it.
  const bytesOk = benchLocales.every(
    (locale) =>
      bytes[locale].both.firstQueryBytes <= BYTES_TARGET * bytes[locale].one.firstQueryBytes,
  );
  const bothP95 = p95(pooled('both', 'own'));
  const downWorst = (mode: Mode) =>
    Math.max(
      ...benchLocales.flatMap((locale) => [all[locale][mode].firstMs, ...all[locale][mode].own]),
    );
  const downOk = (mode: Mode) =>
    p95(pooled(mode, 'own')) <= P95_TARGET * oneP95 && downWorst(mode) <= SLOW_MS;
  console.log(
    `\nTargets (both sites against one, same run): first query bytes ≤ ${BYTES_TARGET}× → ${benchLocales.map((locale) => ratio(bytes[locale].both.firstQueryBytes, bytes[locale].one.firstQueryBytes)).join(' zh, ')} en ${met(bytesOk)}; keystroke p95 to this site's results ≤ ${P95_TARGET}× → ${ratio(bothP95, oneP95)} ${met(bothP95 <= P95_TARGET * oneP95)} (to the other site's answer shown: ${ratio(p95(pooled('both', 'merged')), oneP95)}); other site down, this site's results at the one-site time (p95 ≤ ${P95_TARGET}×, none over ${SLOW_MS / 1000} s, the time limit being ${NETWORK_TIMEOUT_MS / 1000} s) → refused ${ratio(p95(pooled('refused', 'own')), oneP95)}, slowest ${fixed(downWorst('refused'))} ms ${met(downOk('refused'))}; stalled ${ratio(p95(pooled('stalled', 'own')), oneP95)}, slowest ${fixed(downWorst('stalled'))} ms ${met(downOk('stalled'))}.`,
  );
  for (const locale of benchLocales)
    for (const mode of modes) {
      const timedOut = all[locale][mode].own.filter((ms) => !Number.isFinite(ms)).length;
      if (timedOut)
        console.log(`${locale}, ${modeNames[mode]}: ${timedOut} keystroke(s) timed out.`);
      const {slow} = all[locale][mode];
      if (slow.length)
        console.log(
          `${locale}, ${modeNames[mode]}: keystrokes over ${SLOW_MS} ms to this site's results: ${slow.join(', ')}.`,
        );
    }
  console.log(machineLine(loadStart));
}
