import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../tests/setup/axe';
import type { Auth, Fundraiser } from '../api/entities';
import { fakeFetch, jsonResponse } from '../api/testing/fakeFetch';
import {
  demoAuth,
  demoDonations,
  demoFundraiser,
  demoFundraiserStats,
  demoHostData,
  demoTopDonors,
} from '../app/testing/demoData';
import { preloadPage, renderApp } from '../app/testing/renderApp';

preloadPage(() => import('./index'));

const PAGE_LOAD = { timeout: 5000 };
const fundraiserStats = demoFundraiserStats;

function renderFundraiser({
  fundraiser = demoFundraiser,
  auth = demoAuth.visitor as Auth,
  topDonors = () => jsonResponse({ data: demoTopDonors }),
}: {
  fundraiser?: Fundraiser | null;
  auth?: Auth;
  topDonors?: () => Response;
} = {}) {
  const fetch = fakeFetch({ 'get-fundraiser-top-donors': topDonors });
  return renderApp(
    `/fundraiser/${fundraiser?.id ?? 404}/`,
    demoHostData({
      fundraiser: fundraiser ?? undefined,
      auth,
      fundraiserStats: fundraiser ? fundraiserStats : undefined,
      donations: fundraiser ? demoDonations : [],
    }),
    fetch as unknown as typeof globalThis.fetch,
  );
}

describe('Fundraiser page', () => {
  it('shows a visitor the fundraiser, the team link and the sign-in prompt, but no Edit profile', async () => {
    const { container } = renderFundraiser();
    expect(await screen.findByRole('heading', { level: 1, name: 'Frank Fundraiser' }, PAGE_LOAD)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Fundraiser statistics' })).toHaveTextContent('$1,320');
    // The header's team link comes first (a donation row may link the same team further down).
    expect(screen.getAllByRole('link', { name: 'Clean Water Crew' })[0]).toHaveAttribute(
      'href',
      'https://site.test/campaigns/run-for-water/team/1/',
    );
    expect(screen.getByRole('heading', { name: "Why I'm fundraising" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Donate Now' })).toHaveAttribute(
      'href',
      '/campaigns/run-for-water/fundraiser/2/donate/',
    );
    expect(screen.getByText('Is this you?')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit profile' })).not.toBeInTheDocument();
    expect(screen.queryByText('Pending Approval')).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  }, 20_000);

  it('shows the owner Edit profile', async () => {
    renderFundraiser({ auth: demoAuth.fundraiser });
    expect(await screen.findByRole('link', { name: 'Edit profile' }, PAGE_LOAD)).toHaveAttribute(
      'href',
      '/campaigns/run-for-water/fundraiser/2/update/',
    );
    expect(screen.queryByText('Is this you?')).not.toBeInTheDocument();
  });

  it('shows another logged-in user no Edit profile', async () => {
    renderFundraiser({ auth: demoAuth.captain });
    await screen.findByRole('heading', { level: 1 }, PAGE_LOAD);
    expect(screen.queryByRole('link', { name: 'Edit profile' })).not.toBeInTheDocument();
  });

  it('offers a fundraiser My page rather than Start Fundraising, except on their own page', async () => {
    const other = renderFundraiser({ auth: demoAuth.captain });
    await screen.findByRole('heading', { level: 1 }, PAGE_LOAD);
    let support = screen.getByRole('region', { name: 'Support this fundraiser' });
    expect(within(support).queryByRole('link', { name: 'Start Fundraising' })).not.toBeInTheDocument();
    expect(within(support).getByRole('link', { name: 'My page' })).toHaveAttribute(
      'href',
      'https://site.test/campaigns/run-for-water/fundraiser/1/',
    );
    other.unmount();

    renderFundraiser({ auth: demoAuth.fundraiser });
    await screen.findByRole('heading', { level: 1 }, PAGE_LOAD);
    support = screen.getByRole('region', { name: 'Support this fundraiser' });
    expect(within(support).queryByRole('link', { name: 'Start Fundraising' })).not.toBeInTheDocument();
    expect(within(support).queryByRole('link', { name: 'My page' })).not.toBeInTheDocument();
    expect(within(support).getByRole('link', { name: 'Donate Now' })).toBeInTheDocument();
  });

  it('marks a fundraiser awaiting approval', async () => {
    renderFundraiser({ fundraiser: { ...demoFundraiser, is_approved: false }, auth: demoAuth.fundraiser });
    await screen.findByRole('heading', { level: 1 }, PAGE_LOAD);
    expect(screen.getAllByText('Pending Approval').length).toBeGreaterThan(0);
  });

  it('says Unable to load top donors. when they fail', async () => {
    const user = userEvent.setup();
    renderFundraiser({ topDonors: () => jsonResponse({ code: 'x', message: 'x', data: { status: 404 } }, 404) });
    await user.click(await screen.findByRole('tab', { name: 'Top Donors' }, PAGE_LOAD));
    expect(await screen.findByText('Unable to load top donors.')).toBeInTheDocument();
  });

  it('loads top donors again with Try again (a 403 is never retried on its own)', async () => {
    const user = userEvent.setup();
    let failing = true;
    renderFundraiser({
      topDonors: () =>
        failing
          ? jsonResponse(
              { code: 'rest_cookie_invalid_nonce', message: 'Cookie check failed', data: { status: 403 } },
              403,
            )
          : jsonResponse({ data: demoTopDonors }),
    });
    await user.click(await screen.findByRole('tab', { name: 'Top Donors' }, PAGE_LOAD));
    expect(await screen.findByText('Unable to load top donors.')).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(demoTopDonors[0]!.name)).toBeInTheDocument();
    expect(screen.queryByText('Unable to load top donors.')).toBeNull();
  });

  it('shows a not-found state for an unknown fundraiser', async () => {
    renderFundraiser({ fundraiser: null });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Fundraiser not found' }, PAGE_LOAD),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the campaign home' })).toBeInTheDocument();
  });
});
