// Whether two values are the same as JSON: the indexer's check that the browser rebuilds a
// page's records exactly.

/**
 * Whether two values are the same as JSON (a property holding undefined is no property), in
 * whatever order their properties were set: what comparing their JSON.stringify would say,
 * without writing the text of every record of every page twice.
 */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  // (Compared in place, no arrays of keys made: every record of every page is compared.)
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const right = b as unknown[];
    if (a.length !== right.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameJson(a[i], right[i])) return false;
    return true;
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  let unmatched = 0; // keys of `right` with a value, less those of `left`
  for (const key in right) if (Object.hasOwn(right, key) && right[key] !== undefined) unmatched++;
  for (const key in left) {
    if (!Object.hasOwn(left, key) || left[key] === undefined) continue;
    if (!Object.hasOwn(right, key) || !sameJson(left[key], right[key])) return false;
    unmatched--;
  }
  return unmatched === 0;
}
