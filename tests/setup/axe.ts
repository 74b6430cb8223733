import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * Runs axe on a rendered container and fails with the rule ids and targets of every violation.
 * Two rules are off here, on purpose:
 * - `color-contrast`: jsdom computes no styles; the browser story tests and the e2e page checks run it.
 * - `region` (all content inside landmarks): a page-structure rule. A component rendered alone has no page around
 *   it, so every component would fail it; the e2e checks run axe on whole pages with every rule and impact on.
 */
export async function expectNoAxeViolations(container: Element): Promise<void> {
  const results = await axe.run(container, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  const summary = results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}
