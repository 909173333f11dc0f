import {describe, expect, it} from 'vitest';
import {takeInOrder} from './takeInOrder';

const later = <T>(value: T, ms: number) =>
  new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));
const never = new Promise<number>(() => {});

describe('takeInOrder', () => {
  it('takes the values in their order, whatever order they arrive in, until enough', async () => {
    for (const delays of [
      [30, 20, 10, 0],
      [0, 10, 20, 30],
      [10, 0, 30, 20],
    ]) {
      const taken: number[] = [];
      const count = await takeInOrder(
        delays.map((ms, i) => later(i + 1, ms)),
        (value) => {
          taken.push(value);
          return taken.length === 3;
        },
      );
      expect(count).toBe(3);
      expect(taken).toEqual([1, 2, 3]);
    }
  });

  it('does not wait for the loads after the last one taken', async () => {
    const taken: number[] = [];
    const count = await takeInOrder([later(1, 5), later(2, 0), never], (value) => {
      taken.push(value);
      return value === 2;
    });
    expect([count, taken]).toEqual([2, [1, 2]]);
  });

  it('takes them all when none is enough, and none of no loads', async () => {
    expect(await takeInOrder([later(1, 0), later(2, 0)], () => false)).toBe(2);
    expect(await takeInOrder([], () => true)).toBe(0);
  });

  it('fails with a load that fails in its turn, not with one after the last taken', async () => {
    const failed = Promise.reject(new Error('page 2'));
    await expect(takeInOrder([later(1, 5), failed, later(3, 0)], () => false)).rejects.toThrow(
      'page 2',
    );
    const afterEnough = Promise.reject(new Error('page 3'));
    expect(await takeInOrder([later(1, 5), later(2, 0), afterEnough], (v) => v === 2)).toBe(2);
  });
});
