import { expect, within } from 'storybook/test';
import { __, _x } from '../../../design-system';
import type { AdminAnswer, AdminAnswers, AdminRequest } from './adminFetch';

/** How long a play waits for the fake server's answer and the screen's lazy chunk. */
export const WAIT = { timeout: 10_000 };

/**
 * What every admin story file's meta shares: the screen fills the canvas, and the docs page describes the
 * screen (not the AdminStory wrapper it is rendered through; adminStories.test.tsx checks there is a description).
 */
export function adminStoryParameters(description: string) {
  return { layout: 'fullscreen', docs: { description: { component: description } } };
}

/**
 * A list answer as a Hebrew host gives it: the server words the status labels (the app shows them as sent), so
 * a Hebrew site's come in Hebrew. Worded at request time, when the story's locale is loaded.
 */
export function withStatusLabels(answer: AdminAnswers[string] | undefined, labels: () => Record<string, string>) {
  return (request: AdminRequest): AdminAnswer => {
    const given = typeof answer === 'function' ? answer(request) : (answer ?? { pending: true });
    return 'body' in given ? { ...given, body: { ...(given.body as object), statuses: labels() } } : given;
  };
}

/** The teams' and fundraisers' status labels, as a host in the story's language words them. */
export const approvalLabels = () => ({
  active: _x('Approved', 'status'),
  pending: __('Pending Approval'),
  denied: _x('Denied', 'status'),
});

/** Right to left, the pagination's Next button stands left of Previous. */
export async function expectNextLeftOfPrevious(pages: HTMLElement): Promise<void> {
  const next = within(pages)
    .getByRole('button', { name: __('Next page') })
    .getBoundingClientRect();
  const previous = within(pages)
    .getByRole('button', { name: __('Previous page') })
    .getBoundingClientRect();
  await expect(next.right).toBeLessThanOrEqual(previous.left);
}
