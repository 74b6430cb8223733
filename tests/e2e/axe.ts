import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe on the whole page as a visitor has it: every violation counts, whatever its impact. On a whole page
 * the page-structure rules (landmarks, regions, one h1, page title) apply too, so none is turned off here;
 * only component-level checks may leave those out (issue 13).
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // The page as a visitor gets it, not half-loaded: every Suspense fallback carries data-loading-code
  // (screens/shared/CodeLoading.tsx), so none left means the lazy page and its parts have rendered. Without
  // this a check could run while the route's chunk still loads (no h1 yet: page-has-heading-one, as in CI once).
  await expect(page.locator('[data-loading-code]')).toHaveCount(0);
  const results = await new AxeBuilder({ page }).analyze();
  const violations = results.violations.map(
    (violation) =>
      `${violation.impact} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(violations).toEqual([]);
}
