// A property computed when it is first read, then kept as a plain value. A hit's
// highlight of its whole content is such a property (searchClient's toHit): Algolia's hits carry
// it, but the modal and the search page show the content's snippet, and highlighting a long
// record whole, for every hit of every keystroke, is work nobody sees. So is that snippet:
// the modal shows at most five hits of a group, and a snippet is not made for the others.

/** Defines `key` on `target` as `compute()`'s value, computed on the first read (enumerable, as a plain property). */
export function defineLazy<T extends object>(target: T, key: string, compute: () => unknown): T {
  const keep = (value: unknown) => {
    Object.defineProperty(target, key, {
      value,
      enumerable: true,
      configurable: true,
      writable: true,
    });
    return value;
  };
  Object.defineProperty(target, key, {
    enumerable: true,
    configurable: true,
    get: () => keep(compute()),
    set: keep,
  });
  return target;
}

/** Whether `key` of `source` is still to be computed (see defineLazy). */
export function isLazy(source: object, key: string): boolean {
  return typeof Object.getOwnPropertyDescriptor(source, key)?.get === 'function';
}
