import {describe, expect, it} from 'vitest';
import {revealKeyframes, revealRadius} from './circularReveal';

describe('revealRadius', () => {
  it.each([
    // point, width, height, radius to the farthest corner
    [{x: 0, y: 0}, 300, 400, 500],
    [{x: 300, y: 400}, 300, 400, 500],
    [{x: 150, y: 200}, 300, 400, 250],
    [{x: 1200, y: 30}, 1280, 720, Math.hypot(1200, 690)],
  ])('from %j in %s×%s is %s', (point, width, height, expected) => {
    expect(revealRadius(point, width, height)).toBeCloseTo(expected, 6);
  });
});

describe('revealKeyframes', () => {
  it('grows a circle from the point to beyond the farthest corner', () => {
    expect(revealKeyframes({x: 10.4, y: 20.6}, 300, 400)).toEqual({
      clipPath: [
        'circle(0px at 10px 21px)',
        `circle(${Math.ceil(Math.hypot(289.6, 379.4))}px at 10px 21px)`,
      ],
    });
  });
});
