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

/** Only the captain sees a pending team's page: the figures, but no Donate and nothing to share (issue 26 §2). */
export const PendingApproval: Story = {
  args: { hostData: teamData({ ...demoTeam, is_approved: false }, demoAuth.captain) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Only you can see this page/, {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(canvas.getByRole('group', { name: 'Team statistics' })).toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Donate Now' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Copy link|QR code/ })).toBeNull();
  },
};

// Pictures far from the shapes they are shown in: a cover ten times wider than tall, a face ten times taller
// than wide (its head at the top, as in a portrait photo).
const svgPicture = (width: number, height: number, body: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">${body}</svg>`,
  )}`;
const veryWideCover = svgPicture(
  2000,
  200,
  '<rect width="2000" height="200" fill="#7fb3d5"/><rect y="120" width="2000" height="80" fill="#1f618d"/><circle cx="1000" cy="70" r="40" fill="#f7dc6f"/>',
);
const veryTallFace = svgPicture(
  100,
  1000,
  '<rect width="100" height="1000" fill="#d5dbdb"/><circle cx="50" cy="260" r="34" fill="#f2c9a0"/><rect x="14" y="300" width="72" height="700" rx="30" fill="#2e86c1"/>',
);

/** A very wide cover and a very tall face: both fill their fixed boxes, cropped, never stretched. */
export const OddPhotoShapes: Story = {
  args: {
    hostData: {
      ...teamData({ ...demoTeam, profile_image: veryTallFace }),
      campaign: { ...teamData().campaign, campaign_image: veryWideCover },
    },
  },
  play: async ({ canvasElement }) => {
    const header = await within(canvasElement).findByRole('banner', {}, { timeout: 5000 });
    const [cover, face] = [...header.querySelectorAll('img')];
    for (const picture of [cover, face]) {
      await expect(picture && getComputedStyle(picture).objectFit).toBe('cover');
    }
    // The boxes keep their own shapes, whatever the pictures' shapes: a round face, a band at most 5:1.
    const faceBox = face?.getBoundingClientRect();
    await expect(Math.round(faceBox?.width ?? 0)).toBe(Math.round(faceBox?.height ?? -1));
    const coverBox = cover?.getBoundingClientRect();
    const ratio = (coverBox?.width ?? 0) / (coverBox?.height ?? 1);
    await expect(ratio).toBeGreaterThan(2.9);
    await expect(ratio).toBeLessThan(5.1);
    await expect(face && getComputedStyle(face).objectPosition).toBe('50% 30%');
  },
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
