import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../tests/setup/axe';
import type { Auth, Fundraiser } from '../api/entities';
import { fakeFetch, jsonResponse } from '../api/testing/fakeFetch';
import { demoAuth, demoFundraiser, demoFundraiserStats, demoHostData } from '../app/testing/demoData';
import { expectLinkTo } from '../app/testing/expectLink';
import { preloadPage, renderApp } from '../app/testing/renderApp';

preloadPage(() => Promise.all([import('./index'), import('./OwnerPrompts')]));
afterEach(() => localStorage.clear());

const SAMPLE = 'Tell your friends why you are running for clean water.';
const KICK_OFF = 'Kick off your page with the first gift';
const STORY = 'Your story is still the sample text';

function renderOwnPage({
  auth = demoAuth.fundraiser as Auth,
  features = ['fundraiser-tools'],
  raised = 0,
  fundraiser = {},
}: {
  auth?: Auth;
  features?: string[];
  raised?: number;
  fundraiser?: Partial<Fundraiser>;
} = {}) {
  const base = demoHostData();
  const fetch = fakeFetch({ 'get-fundraiser-top-donors': () => jsonResponse({ data: [] }) });
  return renderApp(
    `/fundraiser/${demoFundraiser.id}/`,
    demoHostData({
      auth,
      campaign: { ...base.campaign, fundraiser_story_placeholder: SAMPLE },
      config: { ...base.config, features },
      fundraiser: { ...demoFundraiser, amount_raised: raised, ...fundraiser },
      fundraiserStats: { ...demoFundraiserStats, raisedAmount: raised, raisedPercentage: 0, donationsCount: 0 },
      donations: [],
    }),
    fetch as unknown as typeof globalThis.fetch,
  );
}

const pageShown = () => screen.findByRole('heading', { level: 1, name: 'Frank Fundraiser' }, { timeout: 5000 });

describe("The owner's prompts on their own fundraiser page", () => {
  it('invite the owner of a page with nothing raised to give first, through the page’s own donation form', async () => {
    const { container } = renderOwnPage();
    expect(await screen.findByText(KICK_OFF)).toBeInTheDocument();
    expectLinkTo(screen, 'Give the first gift', '/campaigns/run-for-water/fundraiser/2/donate/');
    await expectNoAxeViolations(container);
  });

  it.each([
    ['once the page has raised something', { raised: 40 }],
    ['to a visitor', { auth: demoAuth.visitor as Auth }],
    ['to another fundraiser', { auth: demoAuth.captain as Auth }],
    ['when the host does not advertise the tools', { features: [] }],
    ['while the page waits for approval', { fundraiser: { is_approved: false } }],
  ])('are not shown %s', async (_case, options) => {
    renderOwnPage(options);
    await pageShown();
    // The prompts load in a chunk of their own: give it the time the first case needed.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(KICK_OFF)).not.toBeInTheDocument();
  });

  it('offer story prompts while the story is the campaign sample (even as editor HTML), dismissible', async () => {
    renderOwnPage({ raised: 40, fundraiser: { story: `<p>${SAMPLE}</p>` } });
    expect(await screen.findByText(STORY)).toBeInTheDocument();
    expectLinkTo(screen, 'Write my story', '/campaigns/run-for-water/fundraiser/2/update/');
    await userEvent.click(screen.getByRole('button', { name: 'Keep it for now' }));
    expect(screen.queryByText(STORY)).not.toBeInTheDocument();
  });

  it.each([
    ['their own story', { raised: 0, fundraiser: { story: 'My own words.' } }],
    ['a visitor, even on a sample story', { auth: demoAuth.visitor as Auth, fundraiser: { story: SAMPLE } }],
    ['without the tools', { features: [], fundraiser: { story: SAMPLE } }],
  ])('say nothing about the story for %s', async (_case, options) => {
    renderOwnPage(options);
    await pageShown();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(STORY)).not.toBeInTheDocument();
  });
});
