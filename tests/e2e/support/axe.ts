// axe-core in the browser tests: the installed copy, put in every document as an init script,
// and what it finds. Used by a11y.spec.ts (the overlays) and every-page.spec.ts (every page).
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';

/** The installed axe-core (package.json asks for 4.14 or newer). */
const axeDir = path.dirname(require.resolve('axe-core/package.json'));
export const axeVersion = (
  JSON.parse(readFileSync(path.join(axeDir, 'package.json'), 'utf8')) as {version: string}
).version;

/**
 * Puts axe in every document the page loads from its start, as an init script (which no page
 * policy blocks): evaluated with each page, it costs less than sending its half-megabyte source
 * to each page after the load for each analysis, as @axe-core/playwright does.
 */
export async function installAxe(page: Page): Promise<void> {
  await page.addInitScript({path: path.join(axeDir, 'axe.min.js')});
}

interface AxeViolation {
  id: string;
  impact?: string | null;
  nodes: Array<{target: unknown[]; failureSummary?: string}>;
}

/** A violation as a failure message shows it: rule, impact, first offending nodes. */
export interface ViolationSummary {
  rule: string;
  impact?: string | null;
  nodes: string[];
}

/**
 * Resolves once no finite CSS transition or animation runs, so that colours are final: a mode
 * switched after load fades the navbar's text over 200 ms, a view transition reveals the new
 * mode, the modal fades in. A fixed wait was too short on a loaded machine (axe then measured
 * the navbar's light text on its dark background, 1.08:1).
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Infinity,
      ),
  );
}

/**
 * axe.run on the whole page, every rule (not only the WCAG tags); only violations are gathered
 * in full (passes on a page of thousands of code tokens cost as much again to collect). The
 * site has no frames from other origins.
 */
export async function axeViolations(page: Page): Promise<ViolationSummary[]> {
  const violations = await page.evaluate(async () => {
    const {axe} = window as unknown as {
      axe: {run: (context: Document, options: object) => Promise<{violations: AxeViolation[]}>};
    };
    return (await axe.run(document, {resultTypes: ['violations']})).violations;
  });
  return violations.map((v) => ({
    rule: v.id,
    impact: v.impact,
    nodes: v.nodes
      .slice(0, 3)
      .map((n) => `${n.target.join(' ')}: ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`),
  }));
}
