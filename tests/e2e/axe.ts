import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe on the whole page as a visitor has it: every violation counts, whatever its impact. On a whole page
 * the page-structure rules (landmarks, regions, one h1, page title) apply too, so none is turned off here;
 * only component-level checks may leave those out. `within` narrows the run to one part of the page.
 *
 * Legacy mode (axe.run in the page, frames reached through axe's same-origin messenger) instead of the default
 * runPartial in every frame and finishRun in a new blank tab: the same results on every page here, in about half
 * the time (a new renderer and a second copy of axe per call cost about 1 s on this machine). It cannot see into a
 * cross-origin frame; the only frame on our pages is the host's same-origin donation form.
 */
export async function expectNoAxeViolations(page: Page, within?: string): Promise<void> {
  // The page as a visitor gets it, not half-loaded: every Suspense fallback carries data-loading-code
  // (screens/shared/CodeLoading.tsx), so none left means the lazy page and its parts have rendered. Without
  // this a check could run while the route's chunk still loads (no h1 yet: page-has-heading-one, as in CI once).
  await expect(page.locator('[data-loading-code]')).toHaveCount(0);
  const builder = new AxeBuilder({ page }).setLegacyMode();
  const results = await (within ? builder.include(within) : builder).analyze();
  const violations = results.violations.map(
    (violation) =>
      `${violation.impact} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(violations).toEqual([]);
}
