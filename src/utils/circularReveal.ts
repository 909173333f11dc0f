// The colour-mode switch's circular reveal: the new mode grows as a circle from the
// click point over the old one, using the View Transitions API. Browser-only at call
// time; the geometry is pure and tested on its own.

/** Length of the reveal, milliseconds. */
export const REVEAL_DURATION_MS = 300;

export interface Point {
  readonly x: number;
  readonly y: number;
}

/** Radius that reaches the farthest corner of a width × height viewport from the point. */
export function revealRadius({x, y}: Point, width: number, height: number): number {
  return Math.hypot(Math.max(x, width - x), Math.max(y, height - y));
}

/** clip-path keyframes from nothing to the full viewport, centred on the point. */
export function revealKeyframes(point: Point, width: number, height: number): {clipPath: string[]} {
  const at = `at ${Math.round(point.x)}px ${Math.round(point.y)}px`;
  const radius = Math.ceil(revealRadius(point, width, height));
  return {clipPath: [`circle(0px ${at})`, `circle(${radius}px ${at})`]};
}

type ViewTransitionDocument = Document & {
  startViewTransition?: (update: () => void) => {ready: Promise<void>};
};

/**
 * Runs `update` (which must change the page synchronously, e.g. inside flushSync)
 * inside a view transition revealed from `origin`. Runs it directly where the browser
 * has no view transitions or the visitor prefers reduced motion.
 */
export function runWithCircularReveal(update: () => void, origin: Point): void {
  const doc = document as ViewTransitionDocument;
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  if (typeof doc.startViewTransition !== 'function' || reduceMotion) {
    update();
    return;
  }
  const transition = doc.startViewTransition(update);
  transition.ready
    .then(() => {
      doc.documentElement.animate(revealKeyframes(origin, window.innerWidth, window.innerHeight), {
        duration: REVEAL_DURATION_MS,
        easing: 'ease-in-out',
        pseudoElement: '::view-transition-new(root)',
      });
    })
    // A skipped transition (e.g. the tab was hidden) has already applied the update.
    .catch(() => {});
}
