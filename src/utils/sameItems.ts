/**
 * Whether two optional lists hold the same items in the same order (compared with ===).
 * Two absent lists are the same; an absent list and an empty one are not.
 */
export function sameItems<T>(a: readonly T[] | undefined, b: readonly T[] | undefined): boolean {
  if (a === b) return true;
  if (!a || !b || a.length !== b.length) return false;
  return a.every((item, i) => item === b[i]);
}
