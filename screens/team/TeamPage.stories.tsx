import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PageStory } from '../app/testing/PageStory';
import { demoAuth, demoDonations, demoHostData, demoListItems, demoTeam, demoTopDonors } from '../app/testing/demoData';
import { expectShekelAmounts, rightToLeft } from '../../.storybook/rtl';
import { __ } from '../../design-system';
import { pageStoryParameters, waitForPage } from '../app/testing/storyHelpers';

const teamStats = { raisedAmount: 4820, raisedPercentage: 48, averageAmount: 62, donationsCount: 78, donorsCount: 65 };
const teamData = (team = demoTeam, auth: (typeof demoAuth)[keyof typeof demoAuth] = demoAuth.visitor) =>
  demoHostData({ team, auth, teamStats, donations: demoDonations });

// Member totals that fit the team total as the host counts it (host/README.md, "Rules"): $4,320 on the members'
// pages plus $500 given on the team page make the $4,820 above.
const members = demoListItems('fundraiser', 4).map((member, index) => ({
  ...member,
  amount: [1800, 1200, 900, 420][index] ?? 0,
}));

const answers = {
  'get-team-fundraisers-all': { body: { data: members } },
  'get-team-top-donors': { body: { data: demoTopDonors } },
};

const meta = {
  title: 'Pages/TeamPage',
  component: PageStory,
  parameters: pageStoryParameters(
    "A team's page at `/team/{id}/`: cover and stats, share buttons, the 'Why we're fundraising' story, recent donations and top donors, team members, sponsors and the support card; 'Edit team' for the captain, 'Join Team' when the team is public.",
  ),
  play: waitForPage,
  args: { path: '/team/1/', hostData: teamData(), answers },
} satisfies Meta<typeof PageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visitor: Story = {
  play: async ({ canvas }) => {
    // Names through __(): the right-to-left story runs this play in Hebrew.
    await expect(await canvas.findByRole('link', { name: __('Join Team') }, { timeout: 5000 })).toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: __('Edit team') })).toBeNull();
  },
};

export const Captain: Story = {
  args: { hostData: teamData(demoTeam, demoAuth.captain) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Edit team' }, { timeout: 5000 })).toBeInTheDocument();
    await expect(canvas.getByText('You are the captain of this team.')).toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Join Team' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Start Fundraising' })).toBeNull();
  },
};

/** A member: told they belong, offered their own page; no Join Team, no Start Fundraising. */
export const Member: Story = {
  args: { hostData: teamData(demoTeam, demoAuth.fundraiser) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('You are a member of this team.', {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Join Team' })).toBeNull();
  },
};

export const PrivateTeam: Story = {
  args: { hostData: teamData({ ...demoTeam, access: 'private' }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Closed', {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Join Team' })).toBeNull();
  },
};

export const PendingApproval: Story = {
  args: { hostData: teamData({ ...demoTeam, is_approved: false }, demoAuth.captain) },
};

export const MembersLoading: Story = {
  args: { answers: { ...answers, 'get-team-fundraisers-all': { pending: true } } },
};

/** Top Donors opened: the ranked list with initials, anonymous donors with a neutral avatar. */
export const TopDonorsOpen: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Top Donors' }, { timeout: 5000 }));
    const panel = await canvas.findByRole('tabpanel', { name: 'Top Donors' });
    await expect(await within(panel).findByText('Tom K.')).toBeVisible();
    await expect(within(panel).getAllByRole('listitem')).toHaveLength(3);
  },
};

export const TopDonorsError: Story = {
  args: {
    answers: {
      ...answers,
      'get-team-top-donors': { body: { code: 'x', message: 'x', data: { status: 500 } }, status: 500 },
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Top Donors' }, { timeout: 5000 }));
    await expect(await canvas.findByText('Something went wrong')).toBeInTheDocument();
  },
};

export const NoStory: Story = {
  args: { hostData: teamData({ ...demoTeam, story: '' }) },
};

/** The host answers 404 without data-team for an unknown or hidden team. */
export const UnknownId: Story = {
  args: { path: '/team/999/', hostData: demoHostData({ donations: [] }) },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Team not found' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};

/** The team page right to left (Hebrew host page), its money in shekels ('4,820 ₪'). */
export const RightToLeft: Story = {
  ...rightToLeft,
  play: async (context) => {
    await Visitor.play?.(context);
    await expectShekelAmounts(context.canvasElement);
  },
};
