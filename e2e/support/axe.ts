import { createRequire } from 'node:module';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);

interface AxeNode {
  target: unknown[];
  html: string;
  failureSummary?: string;
}

interface AxeViolation {
  id: string;
  impact: 'minor' | 'moderate' | 'serious' | 'critical' | null;
  help: string;
  nodes: AxeNode[];
}

let source: Promise<string> | undefined;

/** axe-core's browser bundle, read once from the installed package. */
function axeSource(): Promise<string> {
  source ??= readFile(require.resolve('axe-core/axe.min.js'), 'utf8');
  return source;
}

/**
 * Runs axe-core in the page (WCAG 2.x A/AA rules) and returns the serious and critical
 * violations, each summarised as "rule: help (selectors)", so a failing assertion says what to fix.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  // A toast or dialog still fading in has its text blended with what is behind it: axe would grade
  // a frame nobody reads. Finite animations (transitions) are let finish, for at most 2 s; endless
  // ones (spinners) are not waited for.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((r) => setTimeout(r, 2_000)),
    ]),
  );
  const injected = await page.evaluate(() => 'axe' in window);
  // Evaluated through the DevTools protocol rather than added as an inline <script>: the app's
  // Content-Security-Policy (rightly) refuses inline scripts, and a test tool should not need a hole in it.
  if (!injected) await page.evaluate(`${await axeSource()}\n;void 0`);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: unknown[] }> } }).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
      resultTypes: ['violations'],
    });
    return result.violations;
  });
  return (violations as AxeViolation[])
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} → ${v.nodes.map((n) => `${String(n.target.join(' '))} ${n.html.slice(0, 160)}: ${n.failureSummary ?? ''}`).join(' | ')}`);
}
