import type userEvent from '@testing-library/user-event';

/**
 * Replaces a text field's value as one paste (a user's select-all and paste): typing long values key by key
 * costs a second or more per test on a loaded two-core machine, and what these tests check is the result.
 */
export async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string): Promise<void> {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}
