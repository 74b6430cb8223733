import { expect, test } from '@playwright/test';

/** Every test of the spec starts from the demo seed, and the spec leaves the seed behind for the next one. */
export function startEachTestFromTheSeed(): void {
  test.beforeEach(async ({ request }) => {
    expect((await request.post('/__test__/reset')).ok()).toBe(true);
  });
  test.afterAll(async ({ request }) => {
    await request.post('/__test__/reset');
  });
}
