import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component, Suspense, type ReactNode } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../tests/setup/axe';
import { ErrorBoundary } from './ErrorBoundary';
import { retryableLazy, retryFailedImports } from './retryableLazy';

function Broken(): never {
  throw new Error('Page crashed');
}

const chunkError = () =>
  new TypeError('Failed to fetch dynamically imported module: https://site.test/p2p/chunks/index-d0.js');

/** A lazy page whose code fails to load `failures` times (as offline), then loads. */
function flakyPage(failures: number) {
  const load = vi.fn(async () => {
    if (load.mock.calls.length <= failures) throw chunkError();
    return { default: () => <h1>Donate to Clean Water Crew</h1> };
  });
  return { Page: retryableLazy(load), load };
}

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
}

function inBoundary(children: ReactNode, reload = vi.fn()) {
  const view = render(
    <ErrorBoundary reload={reload}>
      <Suspense fallback={<p>Loading</p>}>{children}</Suspense>
    </ErrorBoundary>,
  );
  return { ...view, reload };
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  retryFailedImports();
  vi.restoreAllMocks();
});

describe('ErrorBoundary', () => {
  it('shows the failure panel and leaves the error and where it happened in the console for the site owner', () => {
    inBoundary(<Broken />);
    expect(screen.getByText('Try to reload the browser')).toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Page crashed' }),
      expect.stringContaining('Broken'),
    );
  });

  it("says the connection seems down when a page's code did not load, and Try again loads it in place", async () => {
    const user = userEvent.setup();
    const { Page, load } = flakyPage(1);
    const { container, reload } = inBoundary(<Page />);
    expect(await screen.findByRole('heading', { level: 1, name: 'This page could not load' })).toBeInTheDocument();
    expect(screen.getByText('The connection seems to be down. Check it, then try again.')).toBeInTheDocument();
    expect(screen.queryByText('Try to reload the browser')).toBeNull();
    // The first page of a visit (no router, no page before it): nothing to go back to.
    expect(screen.queryByRole('button', { name: 'Go back' })).toBeNull();
    await expectNoAxeViolations(container);

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Donate to Clean Water Crew' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    expect(reload).not.toHaveBeenCalled();
  });

  it('says the browser is offline, and loads the page by itself once it is back online', async () => {
    setOnline(false);
    const { Page, load } = flakyPage(1);
    inBoundary(<Page />);
    expect(await screen.findByRole('heading', { level: 1, name: 'You seem to be offline' })).toBeInTheDocument();
    expect(
      screen.getByText('The page needs a connection to load. It opens by itself once you are back online.'),
    ).toBeInTheDocument();
    // A failed import is not tried again on its own while offline (no loop of requests).
    expect(load).toHaveBeenCalledTimes(1);

    setOnline(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByRole('heading', { level: 1, name: 'Donate to Clean Water Crew' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('after a retry that failed again, puts focus on the heading (the button that had it is gone)', async () => {
    const user = userEvent.setup();
    setOnline(false);
    const { Page, load } = flakyPage(2);
    inBoundary(<Page />);
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    const heading = await screen.findByRole('heading', { level: 1, name: 'You seem to be offline' });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('reloads the page when an online retry failed again (engines that keep a failed import)', async () => {
    const user = userEvent.setup();
    const { Page, load } = flakyPage(5);
    const { reload } = inBoundary(<Page />);
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    expect(reload).not.toHaveBeenCalled();
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('reloads when nothing can load again in place, but not while offline (the browser would show its error page)', async () => {
    const user = userEvent.setup();
    function NeedsNetwork(): never {
      throw new TypeError('Failed to fetch');
    }
    setOnline(false);
    const { reload } = inBoundary(<NeedsNetwork />);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).not.toHaveBeenCalled();
    expect(await screen.findByRole('heading', { level: 1, name: 'You seem to be offline' })).toBeInTheDocument();
    setOnline(true);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('offers to go back to the page the visitor came from, where the failed page loads afresh next time', async () => {
    const user = userEvent.setup();
    const { Page, load } = flakyPage(1);
    function Routed() {
      return (
        <Routes>
          <Route
            path="/team/1/"
            element={
              <>
                <h1>Clean Water Crew</h1>
                <Link to="/team/1/donate">Donate</Link>
              </>
            }
          />
          <Route
            path="/team/1/donate"
            element={
              // Keyed by path, as AppLayout's boundary is.
              <ErrorBoundary key="/team/1/donate">
                <Suspense fallback={<p>Loading</p>}>
                  <Page />
                </Suspense>
              </ErrorBoundary>
            }
          />
        </Routes>
      );
    }
    render(
      <MemoryRouter initialEntries={['/team/1/', '/team/1/donate']} initialIndex={1}>
        <Routed />
      </MemoryRouter>,
    );
    await user.click(await screen.findByRole('button', { name: 'Go back' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Clean Water Crew' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('link', { name: 'Donate' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Donate to Clean Water Crew' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

/** Shows 'Failed' for any error; a new key starts it over (no retry of its own, unlike ErrorBoundary). */
class PlainBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>Failed</p> : this.props.children;
  }
}

describe('retryableLazy', () => {
  it('keeps a failure until asked to try again, then loads afresh', async () => {
    const { Page, load } = flakyPage(1);
    const tree = (attempt: number) => (
      <PlainBoundary key={attempt}>
        <Suspense fallback={<p>Loading</p>}>
          <Page />
        </Suspense>
      </PlainBoundary>
    );
    const { rerender } = render(tree(1));
    await screen.findByText('Failed');
    // Rendered again (a new boundary): the failure stands, and no new request starts.
    rerender(tree(2));
    await screen.findByText('Failed');
    expect(load).toHaveBeenCalledTimes(1);

    expect(retryFailedImports()).toBe(1);
    expect(retryFailedImports()).toBe(0);
    rerender(tree(3));
    expect(await screen.findByRole('heading', { level: 1, name: 'Donate to Clean Water Crew' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
