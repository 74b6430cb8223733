import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../tests/setup/axe';
import { fundraiserSchema, type Fundraiser } from '../api/entities';
import { fakeFetch, jsonResponse } from '../api/testing/fakeFetch';
import { demoAuth, demoDonations, demoFundraiser, demoFundraiserStats, demoHostData } from '../app/testing/demoData';
import { preloadPage, renderApp } from '../app/testing/renderApp';
import * as v from 'valibot';

preloadPage(() => import('./index'));

const PAGE_LOAD = { timeout: 5000 };

function renderFundraiser(fundraiser: Fundraiser) {
  const fetch = fakeFetch({ 'get-fundraiser-top-donors': () => jsonResponse({ data: [] }) });
  return renderApp(
    `/fundraiser/${fundraiser.id}/`,
    demoHostData({
      fundraiser,
      auth: demoAuth.visitor,
      fundraiserStats: demoFundraiserStats,
      donations: demoDonations,
    }),
    fetch as unknown as typeof globalThis.fetch,
  );
}

describe('Fundraiser page milestones', () => {
  it("shows the earned milestones the page data carries, under the fundraiser's name", async () => {
    const { container } = renderFundraiser({ ...demoFundraiser, milestones: ['first-gift', '25', 'ten-donors'] });
    const header = (await screen.findByRole('heading', { level: 1 }, PAGE_LOAD)).closest('header');
    const badges = within(header as HTMLElement).getByRole('list', { name: 'Milestones reached' });
    expect(
      within(badges)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['First gift', '25% of the goal', 'Ten donors']);
    await expectNoAxeViolations(container);
  }, 20_000);

  it('shows no badges when the page data has no milestones (the plain plugin, or the fundraiser hides them)', async () => {
    renderFundraiser(demoFundraiser);
    await screen.findByRole('heading', { level: 1 }, PAGE_LOAD);
    expect(screen.queryByRole('list', { name: 'Milestones reached' })).toBeNull();
  });

  it('shows none for an empty list either', async () => {
    renderFundraiser({ ...demoFundraiser, milestones: [] });
    await screen.findByRole('heading', { level: 1 }, PAGE_LOAD);
    expect(screen.queryByRole('list', { name: 'Milestones reached' })).toBeNull();
  });
});

describe('fundraiserSchema milestones', () => {
  const page = { id: 2, fundraiser_name: 'Ann', fundraiser_goal: 100, team: '', amount_raised: 0 };

  it('is absent when the host sends none, and keeps only the keys this client knows', () => {
    expect(v.parse(fundraiserSchema, page).milestones).toBeUndefined();
    expect(v.parse(fundraiserSchema, { ...page, milestones: ['50', 'gold-star', 'first-gift'] }).milestones).toEqual([
      '50',
      'first-gift',
    ]);
  });
});
