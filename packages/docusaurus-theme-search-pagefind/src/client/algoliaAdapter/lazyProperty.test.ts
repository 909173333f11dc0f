import {describe, expect, it} from 'vitest';
import {defineLazy, isLazy} from './lazyProperty';

describe('defineLazy', () => {
  it('computes the value on the first read only, and keeps it as a plain property', () => {
    let computed = 0;
    const target = defineLazy({a: 1}, 'b', () => ++computed);
    expect(computed).toBe(0);
    expect(Object.keys(target)).toEqual(['a', 'b']);
    expect(isLazy(target, 'b')).toBe(true);
    expect((target as {b?: number}).b).toBe(1);
    expect((target as {b?: number}).b).toBe(1);
    expect(computed).toBe(1);
    expect(isLazy(target, 'b')).toBe(false);
    expect({...target}).toEqual({a: 1, b: 1});
  });

  it('is read by a spread and by JSON, and can be set before it is read', () => {
    expect({...defineLazy({}, 'x', () => 'read')}).toEqual({x: 'read'});
    expect(JSON.stringify(defineLazy({}, 'x', () => [1]))).toBe('{"x":[1]}');
    let computed = false;
    const target = defineLazy({} as {x?: string}, 'x', () => (computed = true));
    target.x = 'set';
    expect(target.x).toBe('set');
    expect(computed).toBe(false);
  });
});
