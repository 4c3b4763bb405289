import { source as axeSource } from 'axe-core';
import { type Page } from 'playwright-core';

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

declare global {
  interface Window {
    axe?: { run(context: Document, options: object): Promise<{ violations: AxeViolation[] }> };
  }
}

/**
 * Runs axe-core (every rule but the experimental ones: WCAG 2.x A and AA and axe's best practices)
 * on the page as it is now, and fails listing each violation with the elements it found, so the
 * failure message says what to fix. Finite animations finish first: colours are judged as they end up,
 * not halfway through a fade (the cart pill fades in, and read as low contrast while it did).
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  if (!(await page.evaluate(() => window.axe !== undefined))) await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async () => (await window.axe!.run(document, { resultTypes: ['violations'] })).violations);
  const described = violations.map(
    (violation) => `${violation.id} (${violation.impact}): ${violation.help}\n${violation.nodes.map((node) => `  ${node.target.join(' ')}: ${node.failureSummary ?? ''}`).join('\n')}`,
  );
  expect(`${page.url()}\n${described.join('\n')}`).toBe(`${page.url()}\n`);
}
