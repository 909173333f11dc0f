// What the phone pass's first query waited for (mobileFirstQuery.ts): its requests grouped by
// kind of file (bytesPass.ts's fileKind), each kind with when its first file was asked for and
// when its last was in, from search opened on. The kinds in the order they were first asked for
// show the round trips in a row; kinds whose times overlap share the link.
import type {FirstQueryRequest} from './browser/session';
import {fileKind} from './bytesPass';
import {kb} from './lib/format';

const ms = (value: number) => Math.round(value).toLocaleString('en');

export interface KindTiming {
  kind: string;
  files: number;
  bytes: number;
  askedMs: number;
  inMs: number;
}

/** The requests by kind of file, in the order each kind was first asked for. */
export function timingsByKind(requests: readonly FirstQueryRequest[]): KindTiming[] {
  const kinds = new Map<string, KindTiming>();
  for (const r of requests) {
    const kind = fileKind(r.url);
    const k = kinds.get(kind);
    if (!k) kinds.set(kind, {kind, files: 1, bytes: r.bytes, askedMs: r.askedMs, inMs: r.inMs});
    else {
      k.files++;
      k.bytes += r.bytes;
      k.askedMs = Math.min(k.askedMs, r.askedMs);
      k.inMs = Math.max(k.inMs, r.inMs);
    }
  }
  return [...kinds.values()].sort((a, b) => a.askedMs - b.askedMs);
}

/** One line: each kind as "asked → in ms (KB, files)". */
export function waterfallLine(requests: readonly FirstQueryRequest[]): string {
  const timings = timingsByKind(requests);
  if (timings.length === 0) return 'no requests recorded';
  return timings
    .map(
      (k) =>
        `${k.kind} ${ms(k.askedMs)} → ${ms(k.inMs)} (${kb(k.bytes)} KB, ${k.files} ${k.files === 1 ? 'file' : 'files'})`,
    )
    .join('; ');
}
