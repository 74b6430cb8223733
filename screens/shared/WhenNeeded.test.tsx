import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WhenNeeded } from './WhenNeeded';

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;

/** A stand-in IntersectionObserver the test drives by hand (jsdom has none). */
class FakeObserver {
  static last: FakeObserver | undefined;
  options: IntersectionObserverInit | undefined;
  disconnected = false;
  constructor(
    readonly callback: Callback,
    options?: IntersectionObserverInit,
  ) {
    this.options = options;
    FakeObserver.last = this;
  }
  observe() {}
  disconnect() {
    this.disconnected = true;
  }
  show(isIntersecting: boolean) {
    act(() => this.callback([{ isIntersecting }]));
  }
}

describe('WhenNeeded', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    vi.stubGlobal('requestIdleCallback', (run: () => void) => setTimeout(run, 0));
    vi.stubGlobal('cancelIdleCallback', (id: number) => clearTimeout(id));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('holds a placeholder until the content comes on screen', () => {
    render(
      <WhenNeeded>
        <h2>Top Teams</h2>
      </WhenNeeded>,
    );
    expect(screen.queryByRole('heading')).toBeNull();
    FakeObserver.last?.show(false);
    expect(screen.queryByRole('heading')).toBeNull();
    FakeObserver.last?.show(true);
    expect(screen.getByRole('heading', { name: 'Top Teams' })).toBeInTheDocument();
    expect(FakeObserver.last?.disconnected).toBe(true);
    expect(FakeObserver.last?.options?.rootMargin).toBe('0px 0px -96px 0px');
  });

  it.each(['scroll', 'keydown', 'pointerdown'])('renders the content on the first %s', (type) => {
    render(
      <WhenNeeded>
        <h2>Top Teams</h2>
      </WhenNeeded>,
    );
    act(() => void window.dispatchEvent(new Event(type)));
    expect(screen.getByRole('heading', { name: 'Top Teams' })).toBeInTheDocument();
  });

  it('renders the content when the browser is idle a while after the page has loaded', () => {
    render(
      <WhenNeeded>
        <h2>Top Teams</h2>
      </WhenNeeded>,
    );
    act(() => void vi.advanceTimersByTime(1900));
    expect(screen.queryByRole('heading')).toBeNull();
    act(() => void vi.advanceTimersByTime(200));
    expect(screen.getByRole('heading', { name: 'Top Teams' })).toBeInTheDocument();
  });

  it('renders at once where IntersectionObserver is missing', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <WhenNeeded>
        <h2>Top Teams</h2>
      </WhenNeeded>,
    );
    expect(screen.getByRole('heading', { name: 'Top Teams' })).toBeInTheDocument();
  });
});
