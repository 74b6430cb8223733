import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { PageStory } from '../app/testing/PageStory';
import { demoFundraiser, demoHostData, demoImages, demoTeam } from '../app/testing/demoData';
import { DonateView } from './DonateView';
import { DonationFrameView } from './DonationFrame';
import { pageStoryParameters, WAIT } from '../app/testing/storyHelpers';

/** A static same-origin stand-in for the donation form (served by Storybook's dev server). */
const DEMO_FORM = '/screens/donate/testing/demo-form.html';

const host = demoHostData();
const withForm = (overrides: Parameters<typeof demoHostData>[0] = {}) =>
  demoHostData({ ...overrides, campaign: { ...host.campaign, iframe_url: DEMO_FORM } });

const meta = {
  title: 'Pages/Donate',
  component: PageStory,
  parameters: pageStoryParameters(
    "The campaign's donation page at `/donate/` (and the team and fundraiser donate pages): the donation form of the campaign, team or fundraiser in a frame, hidden behind a spinner until it loads, as tall as its content plus 50 px.",
  ),
  args: { path: '/donate/', hostData: withForm() },
} satisfies Meta<typeof PageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The spinner while the form loads; the frame is laid out but hidden. */
export const Loading: Story = {
  render: () => (
    <DonateView
      kind="campaign"
      name="Run for Clean Water"
      image={demoImages.cover}
      progress={{ raised: 48250, goal: 100000, percent: 48 }}
      backHref="#campaign"
    >
      <DonationFrameView src="about:blank" state="loading" height={null} />
    </DonateView>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading the donation form' })).toBeVisible();
  },
};

/** On a phone the summary sits above the form, picture and heading side by side. */
export const Phone: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 375 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const heading = await canvas.findByRole('heading', { level: 1, name: 'Donate to Run for Clean Water' }, WAIT);
    const frame = canvas.getByTitle('Donation form');
    await expect(heading.getBoundingClientRect().bottom).toBeLessThan(frame.getBoundingClientRect().top);
  },
};

/** The form loaded: the spinner is gone and the frame is as tall as the form plus 50 px. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Donate to Run for Clean Water' }, WAIT),
    ).toBeVisible();
    const frame = canvas.getByTitle('Donation form') as HTMLIFrameElement;
    await waitFor(() => expect(canvas.queryByRole('status', { name: 'Loading the donation form' })).toBeNull(), WAIT);
    await waitFor(() => {
      const content = Math.ceil(frame.contentDocument!.documentElement.getBoundingClientRect().height);
      expect(Math.round(frame.getBoundingClientRect().height)).toBe(content + 50);
    }, WAIT);
  },
};

const teamStats = { raisedAmount: 1385, raisedPercentage: 55, averageAmount: 154, donationsCount: 9, donorsCount: 8 };

/** A team's form, with the team's picture and its progress towards its goal beside it. */
export const TeamForm: Story = {
  args: {
    path: `/team/${demoTeam.id}/donate`,
    hostData: withForm({ team: { ...demoTeam, iframe_url: DEMO_FORM }, teamStats }),
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Donate to Clean Water Crew' }, WAIT),
    ).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Progress toward the goal' })).toHaveAttribute(
      'aria-valuenow',
      '55',
    );
  },
};

/**
 * After a donation: the form said so (its thank-you page posts give-p2p:donation-completed), the page read the
 * team's figures again, and the summary shows the new total instead of the one the page arrived with (issue 26).
 */
export const AfterDonation: Story = {
  args: {
    path: `/team/${demoTeam.id}/donate`,
    hostData: withForm({
      team: { ...demoTeam, iframe_url: DEMO_FORM },
      teamStats: { ...teamStats, raisedAmount: 1130, raisedPercentage: 45 },
      config: { ...host.config, statsRead: true },
    }),
    answers: {
      'get-stats': { body: { data: { ...teamStats, raisedAmount: 1205, raisedPercentage: 48, donationsCount: 10 } } },
    },
  },
  play: async ({ canvas }) => {
    const summary = await canvas.findByRole('region', { name: 'Donate to Clean Water Crew' }, WAIT);
    await expect(summary).toHaveTextContent('$1,130 raised of');
    const frame = canvas.getByTitle('Donation form') as HTMLIFrameElement;
    await waitFor(() => expect(frame.contentDocument?.querySelector('h1')).toBeTruthy(), WAIT);
    // Posted from inside the frame (its own realm), as the form's thank-you page does.
    const inFrame = frame.contentWindow as (Window & typeof globalThis) | null;
    new inFrame!.Function(
      "parent.postMessage({ type: 'give-p2p:donation-completed', donationId: 1 }, location.origin)",
    )();
    await waitFor(() => expect(summary).toHaveTextContent('$1,205 raised of'), WAIT);
  },
};

/** A team page without figures: the summary keeps the picture and name, without a bar. */
export const TeamWithoutFigures: Story = {
  args: { path: `/team/${demoTeam.id}/donate`, hostData: withForm({ team: { ...demoTeam, iframe_url: DEMO_FORM } }) },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Donate to Clean Water Crew' }, WAIT),
    ).toBeVisible();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

export const FundraiserForm: Story = {
  args: {
    path: `/fundraiser/${demoFundraiser.id}/donate/`,
    hostData: withForm({ fundraiser: { ...demoFundraiser, iframe_url: DEMO_FORM } }),
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Donate to Frank Fundraiser' }, WAIT),
    ).toBeVisible();
  },
};

/** An id the host does not know: the not-found page with a link home. */
export const UnknownTeam: Story = {
  args: { path: '/team/99/donate', hostData: withForm() },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Page not found' }, WAIT)).toBeVisible();
  },
};

/** An unusable form URL (here javascript:) is refused. */
export const NoForm: Story = {
  args: { hostData: demoHostData({ campaign: { ...host.campaign, iframe_url: 'javascript:alert(1)' } }) },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('The donation form is not available right now. Please try again later.', {}, WAIT),
    ).toBeVisible();
  },
};
