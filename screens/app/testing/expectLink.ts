import type { BoundFunctions, queries } from '@testing-library/react';
import { expect } from 'vitest';

/** The link named `name` in `scope` (the screen or a within()) goes to `href`, to the letter. */
export function expectLinkTo(
  scope: Pick<BoundFunctions<typeof queries>, 'getByRole'>,
  name: string | RegExp,
  href: string,
): void {
  expect(scope.getByRole('link', { name })).toHaveAttribute('href', href);
}
