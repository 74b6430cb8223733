import { act, configure, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../tests/setup/axe';
import { fakeFetch, jsonResponse } from '../api/testing/fakeFetch';
import { demoFundraiser, demoTeam } from '../app/testing/demoData';
import { hostDataFixture } from '../app/testing/fixtures';
import { preloadPage, renderApp } from '../app/testing/renderApp';

preloadPage(() => import('./index'));

// The first render loads the lazy page chunk, which takes seconds on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

const base = hostDataFixture();
const campaign = { ...base.campaign, iframe_url: '/give-form/?campaign=7' };
const ORIGIN = window.location.origin;

async function frame() {
  return (await screen.findByTitle('Donation form')) as HTMLIFrameElement;
}

/** A fake ResizeObserver that lets the test say when the observed document resized. */
class FakeResizeObserver {
  static last: FakeResizeObserver | null = null;
  observed: Element[] = [];
  constructor(readonly callback: ResizeObserverCallback) {
    FakeResizeObserver.last = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  unobserve() {}
  disconnect() {
    this.observed = [];
  }
  fire() {
    this.callback([], this as unknown as ResizeObserver);
  }
}

/** jsdom loads no frames: give the frame a same-origin document of the given content height. */
function sameOriginForm(iframe: HTMLIFrameElement): (height: number) => void {
  const doc = document.implementation.createHTMLDocument('Donation form');
  Object.defineProperty(iframe, 'contentDocument', { configurable: true, get: () => doc });
  return (height) => vi.spyOn(doc.documentElement, 'getBoundingClientRect').mockReturnValue({ height } as DOMRect);
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** What the donation form's page posts once a donation went through, as sent from `source`'s window. */
function reportDonation(source: Window | null) {
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { type: 'give-p2p:donation-completed', donationId: 9 },
        origin: ORIGIN,
        source,
      }),
    );
  });
}

describe('donate pages', () => {
  it('shows a spinner until the campaign form loads, then the frame', async () => {
    renderApp('/donate/', { campaign });
    expect(await screen.findByRole('heading', { level: 1, name: 'Donate to Run for Water' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Run for Water' })).toHaveAttribute(
      'href',
      'https://site.test/campaigns/run-for-water/',
    );
    const iframe = await frame();
    expect(iframe).toHaveAttribute('src', `${ORIGIN}/give-form/?campaign=7`);
    expect(screen.getByRole('status', { name: 'Loading the donation form' })).toBeInTheDocument();
    expect(iframe.closest('[data-state]')).toHaveAttribute('data-state', 'loading');
    fireEvent.load(iframe);
    expect(screen.queryByRole('status', { name: 'Loading the donation form' })).toBeNull();
    expect(iframe.closest('[data-state]')).toHaveAttribute('data-state', 'loaded');
  });

  it.each([
    [
      '/team/1/donate',
      { team: demoTeam },
      'Donate to Clean Water Crew',
      'Back to Clean Water Crew',
      '/team/1/',
      '/give-form/?campaign=7&team=1',
    ],
    [
      '/fundraiser/2/donate/',
      { fundraiser: demoFundraiser },
      'Donate to Frank Fundraiser',
      'Back to Frank Fundraiser',
      '/fundraiser/2/',
      '/give-form/?campaign=7&fundraiser=2',
    ],
  ])('%s loads the form of that team or fundraiser', async (path, overrides, heading, back, pagePath, src) => {
    renderApp(path, { campaign, ...overrides });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: back })).toHaveAttribute(
      'href',
      `https://site.test/campaigns/run-for-water${pagePath}`,
    );
    expect(await frame()).toHaveAttribute('src', `${ORIGIN}${src}`);
  });

  it.each([
    ['/team/5/donate', { team: demoTeam }],
    ['/team/1/donate', {}],
    ['/fundraiser/9/donate/', { fundraiser: demoFundraiser }],
  ])('%s with another or no team/fundraiser on the page is not found', async (path, overrides) => {
    renderApp(path, { campaign, ...overrides });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the campaign home' })).toBeInTheDocument();
    expect(screen.queryByTitle('Donation form')).toBeNull();
  });

  it("says 'Donate to …' once, in a summary of the campaign with its progress towards the goal", async () => {
    renderApp('/donate/', {
      campaign: { ...campaign, campaign_image: '/cover.jpg', campaign_goal: 150000 },
      campaignStats: {
        raisedAmount: 91695,
        raisedPercentage: 61.13,
        donationsCount: 600,
        averageAmount: 152,
        fundraisersCount: 150,
        teamsCount: 40,
      },
    });
    const summary = await screen.findByRole('region', { name: 'Donate to Run for Water' });
    expect(screen.getAllByText(/Donate to/)).toHaveLength(1);
    expect(within(summary).getByText('$91,695')).toBeVisible();
    expect(summary).toHaveTextContent('$91,695 raised of $150,000 goal');
    expect(within(summary).getByRole('progressbar', { name: 'Progress toward the goal' })).toHaveAttribute(
      'aria-valuenow',
      '61.13',
    );
    // The cover is decoration beside the heading that names the campaign.
    expect(summary.querySelector('img')).toHaveAttribute('src', '/cover.jpg');
    expect(summary.querySelector('img')).toHaveAttribute('alt', '');
    // The summary comes first: above the form on a phone, beside it (at the start) on a wide page.
    expect(summary.compareDocumentPosition(await frame()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // axe cannot run over the frame in jsdom: the summary alone here, the whole page in the browser.
    await expectNoAxeViolations(summary);
  });

  it("shows the team's picture and figures beside its form, and no bar when the page has no figures", async () => {
    const teamStats = {
      raisedAmount: 1385,
      raisedPercentage: 55.4,
      averageAmount: 154,
      donationsCount: 9,
      donorsCount: 8,
    };
    const { unmount } = renderApp('/team/1/donate', { campaign, team: demoTeam, teamStats });
    const summary = await screen.findByRole('region', { name: 'Donate to Clean Water Crew' });
    expect(summary.querySelector('img')).toHaveAttribute('src', demoTeam.profile_image);
    expect(summary).toHaveTextContent(`$1,385 raised of $${demoTeam.goal.toLocaleString('en-US')} goal`);
    expect(within(summary).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '55.4');
    unmount();

    renderApp('/team/1/donate', { campaign, team: demoTeam });
    const bare = await screen.findByRole('region', { name: 'Donate to Clean Water Crew' });
    expect(within(bare).queryByRole('progressbar')).toBeNull();
    expect(bare).not.toHaveTextContent('raised of');
  });

  it('refuses a javascript: form URL', async () => {
    const { container } = renderApp('/donate/', { campaign: { ...campaign, iframe_url: 'javascript:alert(1)' } });
    expect(
      await screen.findByText('The donation form is not available right now. Please try again later.'),
    ).toBeInTheDocument();
    expect(screen.queryByTitle('Donation form')).toBeNull();
    // axe cannot reach into a frame in jsdom; the page around it is checked here, the frame in the browser.
    await expectNoAxeViolations(container);
  });
});

describe('the summary after a donation (issue 26)', () => {
  const teamStats = {
    raisedAmount: 1130,
    raisedPercentage: 45.2,
    averageAmount: 113,
    donationsCount: 10,
    donorsCount: 9,
  };
  const fresh = { ...teamStats, raisedAmount: 1205, raisedPercentage: 48.2, donationsCount: 11 };
  it("reads the team's figures again when its form reports the donation, and shows the new total", async () => {
    const fetch = fakeFetch({ 'get-stats': () => jsonResponse({ data: fresh }) });
    renderApp(
      '/team/1/donate',
      { campaign, team: demoTeam, teamStats, config: { ...base.config, statsRead: true } },
      fetch,
    );
    const summary = await screen.findByRole('region', { name: 'Donate to Clean Water Crew' });
    const iframe = await frame();
    fireEvent.load(iframe);
    expect(summary).toHaveTextContent('$1,130 raised of');
    // The host data is fresh on arrival: nothing is read before the donation.
    expect(fetch).not.toHaveBeenCalled();

    reportDonation(iframe.contentWindow);
    await within(summary).findByText('$1,205');
    expect(within(summary).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '48.2');
    expect(fetch).toHaveBeenCalledTimes(1);
    const url = new URL(String(fetch.mock.calls[0]?.[0]));
    expect(Object.fromEntries(url.searchParams)).toEqual({ campaign_id: String(campaign.campaign_id), team_id: '1' });
  });

  it('keeps the host figures where the host has no stats read', async () => {
    const fetch = fakeFetch({});
    renderApp('/team/1/donate', { campaign, team: demoTeam, teamStats }, fetch);
    const summary = await screen.findByRole('region', { name: 'Donate to Clean Water Crew' });
    const iframe = await frame();
    fireEvent.load(iframe);
    reportDonation(iframe.contentWindow);
    expect(summary).toHaveTextContent('$1,130 raised of');
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('the share moment after a donation (issue 26)', () => {
  it('offers the page given to, to share, once the form reports the donation (not before)', async () => {
    renderApp('/team/1/donate', { campaign, team: demoTeam }, fakeFetch({}));
    const iframe = await frame();
    fireEvent.load(iframe);
    expect(screen.queryByRole('region', { name: 'Thank you! Now share this page' })).toBeNull();

    // A message from another window is no donation of this form's.
    reportDonation(window);
    expect(screen.queryByRole('region', { name: 'Thank you! Now share this page' })).toBeNull();

    reportDonation(iframe.contentWindow);
    const share = await screen.findByRole('region', { name: 'Thank you! Now share this page' });
    const teamPage = screen.getByRole('link', { name: 'Back to Clean Water Crew' }).getAttribute('href') ?? '';
    expect(teamPage).toMatch(/^https?:\/\/.*\/team\/1\/$/);
    const facebook = within(share).getByRole('link', { name: 'Share on Facebook' });
    expect(new URL(facebook.getAttribute('href') ?? '').searchParams.get('u')).toBe(teamPage);
    expect(within(share).getByRole('link', { name: 'Share on X' })).toBeInTheDocument();
    expect(within(share).getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    // axe cannot reach into a frame in jsdom: the card is checked here.
    await expectNoAxeViolations(share);
  });
});

describe('donation frame height', () => {
  it('measures a same-origin form on load, then follows its size, debounced 100 ms', async () => {
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    renderApp('/donate/', { campaign });
    const iframe = await frame();
    const setContentHeight = sameOriginForm(iframe);
    setContentHeight(700);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.load(iframe);
    expect(iframe.style.height).toBe('750px');
    const observer = FakeResizeObserver.last!;
    expect(observer.observed).toEqual([iframe.contentDocument!.documentElement]);

    setContentHeight(880);
    act(() => observer.fire());
    setContentHeight(900);
    act(() => observer.fire());
    act(() => vi.advanceTimersByTime(99));
    expect(iframe.style.height).toBe('750px');
    act(() => vi.advanceTimersByTime(1));
    expect(iframe.style.height).toBe('950px');
  });

  it('takes a height message only from the frame and its origin', async () => {
    renderApp('/donate/', { campaign });
    const iframe = await frame();
    fireEvent.load(iframe);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const post = (origin: string, source: Window | null, height: number) =>
      act(() => {
        window.dispatchEvent(
          new MessageEvent('message', { data: { type: 'p2p-donation-form-height', height }, origin, source }),
        );
        vi.advanceTimersByTime(100);
      });

    post('https://evil.example', iframe.contentWindow, 1200);
    post(ORIGIN, window, 1300);
    expect(iframe.style.height).toBe('');
    post(ORIGIN, iframe.contentWindow, 640);
    expect(iframe.style.height).toBe('690px');
  });
});
