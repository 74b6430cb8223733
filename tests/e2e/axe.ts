import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe on the whole page as a visitor has it: every violation counts, whatever its impact. On a whole page
 * the page-structure rules (landmarks, regions, one h1, page title) apply too, so none is turned off here;
 * only component-level checks may leave those out (issue 13).
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const violations = results.violations.map(
    (violation) =>
      `${violation.impact} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(violations).toEqual([]);
}
