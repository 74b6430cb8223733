import type { screen } from 'storybook/test';

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
