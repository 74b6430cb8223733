import { afterEach, describe, expect, it, vi } from 'vitest';
import { focusHeadingWhenReady } from './focusHeading';

// A .tsx file although it renders no JSX: the mutation run gives jsdom to *.test.tsx only (scripts/mutation-folders.mjs).

function page(html: string): HTMLElement {
  const container = document.createElement('main');
  container.innerHTML = html;
  document.body.append(container);
  return container;
}

/** Lets the MutationObserver deliver its records (microtasks) before the test looks. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.body.replaceChildren();
  vi.useRealTimers();
});

describe('focusHeadingWhenReady', () => {
  it('moves focus to the page’s h1, made focusable but kept out of the tab order, without scrolling', () => {
    const container = page('<p>Intro</p><h1>Spring run</h1>');
    const heading = container.querySelector('h1') as HTMLHeadingElement;
    const focus = vi.spyOn(heading, 'focus');
    focusHeadingWhenReady(container);
    expect(document.activeElement).toBe(heading);
    expect(heading.getAttribute('tabindex')).toBe('-1');
    expect(focus).toHaveBeenCalledWith({ preventScroll: true });
  });

  it('keeps a tabindex the heading already has', () => {
    const container = page('<h1 tabindex="0">Spring run</h1>');
    focusHeadingWhenReady(container);
    expect(document.activeElement).toBe(container.querySelector('h1'));
    expect(container.querySelector('h1')?.getAttribute('tabindex')).toBe('0');
  });

  it('waits for a heading that a loading page renders later', async () => {
    const container = page('<p>Loading…</p>');
    focusHeadingWhenReady(container);
    container.innerHTML = '<h1>Spring run</h1>';
    await settle();
    expect(document.activeElement).toBe(container.querySelector('h1'));
  });

  it('once the heading has focus, later changes to the page do not pull focus back to it', async () => {
    const container = page('<h1>Spring run</h1><input aria-label="Amount">');
    focusHeadingWhenReady(container);
    const input = container.querySelector('input') as HTMLInputElement;
    input.focus();
    container.append(document.createElement('p'));
    await settle();
    expect(document.activeElement).toBe(input);
  });

  it('stops waiting when cancelled', async () => {
    const container = page('<p>Loading…</p>');
    const cancel = focusHeadingWhenReady(container);
    cancel();
    container.innerHTML = '<h1>Spring run</h1>';
    await settle();
    expect(document.activeElement).toBe(document.body);
  });

  it('gives up after five seconds without a heading', async () => {
    vi.useFakeTimers();
    const container = page('<p>Loading…</p>');
    focusHeadingWhenReady(container);
    vi.advanceTimersByTime(5000);
    container.innerHTML = '<h1>Spring run</h1>';
    await vi.runAllTimersAsync();
    expect(document.activeElement).toBe(document.body);
  });
});
