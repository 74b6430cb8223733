import { expect, type screen, userEvent, waitFor, within } from 'storybook/test';
import type { StoryAnswer } from './PageStory';

/** How long a play waits for the fake server's answer and the page's lazy chunk. */
export const WAIT = { timeout: 10_000 };

/**
 * What the page story files' metas share: the page fills the canvas, and the docs page describes the page (not
 * the PageStory or view wrapper it is rendered through).
 */
export function pageStoryParameters(description: string) {
  return { layout: 'fullscreen', docs: { description: { component: description } } };
}

/**
 * A page story meta's play: stories without their own play wait for the lazily loaded page, so the a11y check sees
 * the page itself.
 */
export async function waitForPage({ canvas }: { canvas: { findByRole: typeof screen.findByRole } }) {
  await canvas.findByRole('heading', { level: 1 }, { timeout: 5000 });
}

/** The fake server's answer when WordPress fails a call: a 500 with its error body. */
export function serverError(message: string) {
  return { status: 500, body: { code: 'internal_server_error', message, data: { status: 500 } } };
}

/**
 * A form's Submitting story: the fake server holds `call`'s answer; after `fill`, the pressed submit button is busy
 * (aria-busy) and ignores presses (aria-disabled, not native disabled, so it keeps focus).
 */
export function submittingStory(call: string, fill: (canvasElement: HTMLElement) => Promise<void>, button: string) {
  const answers: Record<string, StoryAnswer> = { [call]: { pending: true } };
  return {
    args: { answers },
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      await fill(canvasElement);
      const pressed = within(canvasElement).getByRole('button', { name: button });
      await userEvent.click(pressed);
      await waitFor(() => expect(pressed).toHaveAttribute('aria-busy', 'true'));
      await expect(pressed).toHaveAttribute('aria-disabled', 'true');
    },
  };
}

/** A form story's ServerError play, after filling the form: the press shows the server's message in-page. */
export async function pressAndExpectAlert(canvasElement: HTMLElement, name: string, message: string) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name }));
  await expect(await canvas.findByRole('alert')).toHaveTextContent(message);
}
