import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PageStory } from '../app/testing/PageStory';
import { pageStoryParameters } from '../app/testing/storyHelpers';
import { demoAuth, demoHostData, demoTeam } from '../app/testing/demoData';

const meta = {
  title: 'Pages/TeamUpdate',
  component: PageStory,
  args: { path: '/team/1/update', hostData: demoHostData({ auth: demoAuth.captain, team: demoTeam }) },
  parameters: pageStoryParameters(
    "The edit-team page at `/team/{id}/update`: only the team's captain gets the prefilled team form; anyone else is told they may not edit it.",
  ),
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The captain edits: every field from the team the page carries. */
export const Prefilled: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText(/^Team name/)).toHaveValue('Clean Water Crew');
  },
};

/**
 * A team waiting for approval: the captain is told the invitations are held until then, and sees who they invited
 * (the host gives its captain the invitations nobody has joined with yet).
 */
export const PendingWithInvitations: Story = {
  args: {
    hostData: demoHostData({
      auth: demoAuth.captain,
      team: {
        ...demoTeam,
        is_approved: false,
        invitations: [
          { email: 'ana.lima@example.org', sent: false },
          { email: 'ben.okafor@example.org', sent: false },
        ],
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('This team is waiting for approval: invitations are held and sent once it is approved.'),
    ).toBeVisible();
    const list = within(canvas.getByRole('region', { name: 'Invited, not joined yet' }));
    await expect(list.getAllByText('(held until the team is approved)')).toHaveLength(2);
  },
};

/** An approved team: the invitations went out; those nobody has joined with yet are listed as sent. */
export const InvitationsSent: Story = {
  args: {
    hostData: demoHostData({
      auth: demoAuth.captain,
      team: { ...demoTeam, is_approved: true, invitations: [{ email: 'ana.lima@example.org', sent: true }] },
    }),
  },
  play: async ({ canvasElement }) => {
    const list = within(await within(canvasElement).findByRole('region', { name: 'Invited, not joined yet' }));
    await expect(list.getByText('(sent)')).toBeVisible();
  },
};

/** Another fundraiser opened the edit URL. */
export const NotAllowed: Story = {
  args: { hostData: demoHostData({ auth: demoAuth.fundraiser, team: demoTeam }) },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'You cannot edit this team' }),
    ).toBeVisible();
  },
};
