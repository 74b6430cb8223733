import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../tests/setup/axe';
import { type FundraiserDashboard, useFundraiserDashboard } from '../../api/getFundraiserDashboard';
import { fakeFetch, jsonResponse } from '../../api/testing/fakeFetch';
import { AskKit } from './AskKit';
import { dashboardWith } from './testing/dashboard';
import { ToolsHarness } from './testing/ToolsHarness';

const PAGE = 'https://site.test/campaigns/run-for-water/fundraiser/2/';

/** The dashboard as the page reads it, so a share's revalidation shows up as a second read. */
function ReadDashboard() {
  const { data } = useFundraiserDashboard(7, true);
  return data ? <AskKit dashboard={data} /> : null;
}

function renderKit(
  dashboard: FundraiserDashboard,
  share: () => Response = () => jsonResponse({ data: { shares_count: 3 } }),
) {
  const fetch = fakeFetch({
    'get-fundraiser-dashboard': () => jsonResponse({ data: dashboard }),
    'record-fundraiser-share': share,
  });
  const view = render(
    <ToolsHarness fetch={fetch as unknown as typeof globalThis.fetch} swr={{ dedupingInterval: 0 }}>
      <ReadDashboard />
    </ToolsHarness>,
  );
  const calls = (name: string) =>
    fetch.mock.calls.filter(([input]) => String(input).includes(name)).map(([, init]) => init);
  return { ...view, calls };
}

const textOf = (field: HTMLElement) => (field as HTMLTextAreaElement).value;

// jsdom cannot follow mailto:, sms: or another site's address: the links' own click handlers still run first.
const stopNavigation = (event: MouseEvent) => event.preventDefault();
beforeEach(() => document.addEventListener('click', stopNavigation));
afterEach(() => {
  document.removeEventListener('click', stopNavigation);
  sessionStorage.clear();
});

describe('AskKit', () => {
  it('fills every template with the page link and the goal, ready to send by mail', async () => {
    const user = userEvent.setup();
    const { container } = renderKit(dashboardWith());
    const body = await screen.findByRole('textbox', { name: 'Email message' });
    expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveValue('Will you support me in Run for Water?');
    expect(textOf(body)).toContain(PAGE);
    expect(textOf(body)).toContain("I'm raising $1,000 for Run for Water");
    expect(textOf(body)).toContain('Frank Fundraiser');
    const mail = new URL(screen.getByRole('link', { name: 'Open in my mail app' }).getAttribute('href') ?? '');
    expect(mail.protocol).toBe('mailto:');
    expect(new URLSearchParams(mail.search).get('body')).toBe(textOf(body));
    await expectNoAxeViolations(container);

    await user.click(screen.getByRole('tab', { name: 'Text' }));
    const text = screen.getByRole('textbox', { name: 'Text message' });
    expect(text).toHaveValue(`I'm raising $1,000 for Run for Water. Would you chip in? ${PAGE}`);
    expect(screen.getByRole('link', { name: 'Send as a text message' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^sms:\?&body=.*fundraiser%2F2%2F$/),
    );
    expect(screen.getByRole('link', { name: /Send on WhatsApp/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/wa\.me\/\?text=/),
    );

    await user.click(screen.getByRole('tab', { name: 'Social' }));
    expect(screen.getByRole('textbox', { name: 'Social post' })).toHaveValue(
      `I'm fundraising for Run for Water! Help me reach my goal of $1,000: ${PAGE}`,
    );
    expect(screen.getByRole('link', { name: /Share on Facebook/ })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(PAGE)}`,
    );
    await expectNoAxeViolations(container);
  });

  it('writes sentences without a goal for a page that has none', async () => {
    const user = userEvent.setup();
    renderKit(dashboardWith({ fundraiser: { goal: 0 } }));
    await user.click(await screen.findByRole('tab', { name: 'Text' }));
    expect(screen.getByRole('textbox', { name: 'Text message' })).toHaveValue(
      `I'm fundraising for Run for Water. Would you chip in? ${PAGE}`,
    );
  });

  it('keeps an edit across tabs and in the session draft, sends it as edited, and can go back to the suggestion', async () => {
    const user = userEvent.setup();
    const { unmount } = renderKit(dashboardWith());
    await user.click(await screen.findByRole('tab', { name: 'Text' }));
    const text = screen.getByRole('textbox', { name: 'Text message' });
    await user.clear(text);
    await user.type(text, 'Hi Mum, help me? link');
    await user.click(screen.getByRole('tab', { name: 'Email' }));
    await user.click(screen.getByRole('tab', { name: 'Text' }));
    expect(screen.getByRole('textbox', { name: 'Text message' })).toHaveValue('Hi Mum, help me? link');
    expect(screen.getByRole('link', { name: 'Send as a text message' })).toHaveAttribute(
      'href',
      'sms:?&body=Hi%20Mum%2C%20help%20me%3F%20link',
    );

    unmount();
    renderKit(dashboardWith());
    await user.click(await screen.findByRole('tab', { name: 'Text' }));
    expect(screen.getByRole('textbox', { name: 'Text message' })).toHaveValue('Hi Mum, help me? link');

    await user.click(screen.getByRole('button', { name: 'Use the suggested text' }));
    expect(textOf(screen.getByRole('textbox', { name: 'Text message' }))).toContain('Would you chip in?');
    expect(screen.getByRole('textbox', { name: 'Text message' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Use the suggested text' })).toBeNull();
  });

  it('copies the text as edited and says so; a refused copy selects it instead', async () => {
    const user = userEvent.setup();
    renderKit(dashboardWith());
    await user.click(await screen.findByRole('tab', { name: 'Social' }));
    await user.click(screen.getByRole('button', { name: 'Copy post' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Copied');
    expect(await navigator.clipboard.readText()).toContain(PAGE);

    // Editing clears the old status, so "Copied" never describes text that has changed since.
    await user.type(screen.getByRole('textbox', { name: 'Social post' }), '!');
    expect(screen.getByRole('status')).toHaveTextContent('');

    // Facebook takes no prepared text: its button copies the post for pasting there.
    await user.click(screen.getByRole('link', { name: /Share on Facebook/ }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your post is copied: paste it into Facebook.');
    expect(await navigator.clipboard.readText()).toMatch(/!$/);

    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    await user.click(screen.getByRole('button', { name: 'Copy post' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your browser did not let us copy.');
    expect(screen.getByRole('textbox', { name: 'Social post' })).toHaveFocus();
  });

  it('records each send and re-reads the dashboard when the host records shares', async () => {
    const user = userEvent.setup();
    const { calls } = renderKit(dashboardWith({ shares_count: 2 }));
    await user.click(await screen.findByRole('link', { name: 'Open in my mail app' }));
    await waitFor(() => expect(calls('record-fundraiser-share')).toHaveLength(1));
    expect(JSON.parse(String(calls('record-fundraiser-share')[0]?.body))).toEqual({ campaignId: 7, channel: 'email' });
    await waitFor(() => expect(calls('get-fundraiser-dashboard')).toHaveLength(2));

    await user.click(screen.getByRole('tab', { name: 'Social' }));
    await user.click(screen.getByRole('link', { name: /Post on X/ }));
    await user.click(screen.getByRole('button', { name: 'Copy post' }));
    await waitFor(() => expect(calls('record-fundraiser-share')).toHaveLength(3));
    const channels = calls('record-fundraiser-share').map((init) => JSON.parse(String(init?.body)).channel);
    expect(channels).toEqual(['email', 'x', 'copy']);
  });

  it('records nothing when the host does not record shares (shares_count null)', async () => {
    const user = userEvent.setup();
    const { calls } = renderKit(dashboardWith({ shares_count: null }));
    await user.click(await screen.findByRole('link', { name: 'Open in my mail app' }));
    await user.click(screen.getByRole('button', { name: 'Copy email' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Copied');
    expect(calls('record-fundraiser-share')).toHaveLength(0);
    expect(calls('get-fundraiser-dashboard')).toHaveLength(1);
  });

  it('shows nothing when recording a share fails', async () => {
    const user = userEvent.setup();
    const { calls } = renderKit(dashboardWith(), () =>
      jsonResponse({ code: 'too_many', message: 'Too many shares.', data: { status: 429 } }, 429),
    );
    await user.click(await screen.findByRole('tab', { name: 'Text' }));
    await user.click(screen.getByRole('link', { name: 'Send as a text message' }));
    await waitFor(() => expect(calls('record-fundraiser-share')).toHaveLength(1));
    expect(screen.queryByText('Too many shares.')).toBeNull();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('lets a right-to-left template set its own direction (dir auto on every field)', async () => {
    renderKit(dashboardWith());
    expect(await screen.findByRole('textbox', { name: 'Email message' })).toHaveAttribute('dir', 'auto');
    expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveAttribute('dir', 'auto');
  });
});
