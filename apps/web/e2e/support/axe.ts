// axe-core in the page under test: serious and critical violations, written so a failure says
// what to fix (rule, elements, axe's own summary: colours and ratio for a contrast failure).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * The page's serious and critical violations, each as a readable block headed by `where`.
 * Legacy mode runs axe in the page itself instead of finishing in a second page, and only
 * violations carry their nodes: together 2 to 3 times faster on our pages (the app has no
 * iframes, which is what legacy mode gives up).
 */
export async function seriousViolations(page: Page, where = page.url()): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) =>
      [
        `${where}: ${v.id} (${v.impact}) ${v.help}`,
        ...v.nodes.map((n) => {
          // The first line is "Fix any/all of the following:"; the rest says what is wrong.
          const why = (n.failureSummary ?? '').split('\n').slice(1).join(' ').trim();
          return `    ${n.target.join(' ')}: ${why}`;
        }),
      ].join('\n'),
    );
}

/** Fails with the list of violations when axe finds any serious or critical one. */
export function expectNone(violations: string[]): void {
  expect(violations.length, `serious or critical axe violations:\n${violations.join('\n')}\n`).toBe(
    0,
  );
}

/** No serious or critical axe violations on the page as it is now. */
export async function expectAccessible(page: Page, where?: string): Promise<void> {
  expectNone(await seriousViolations(page, where));
}
