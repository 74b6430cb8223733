import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectShekelAmounts, rightToLeft } from '../../../.storybook/rtl';
import { WAIT } from '../../app/testing/storyHelpers';
import { CaptainView } from './CaptainView';
import { CaptainHarness } from './testing/CaptainHarness';
import { CAPTAIN_NOW, captainMember, dashboardAnswer, member } from './testing/captainFixtures';
import { captainServer, refusal } from './testing/captainServer';

type Answers = Parameters<typeof captainServer>[0];

/** The view over a fake host answering `answers` (the demo team unless a story says otherwise). */
function View({ answers }: { answers: Answers }) {
  const fetch = captainServer({ 'get-team-dashboard': { body: dashboardAnswer() }, ...answers });
  return (
    <CaptainHarness fetch={fetch}>
      <CaptainView teamId={1} teamName="Clean Water Crew" now={CAPTAIN_NOW} />
    </CaptainHarness>
  );
}

const meta = {
  title: 'Pages/MyFundraising/CaptainView',
  component: View,
  parameters: {
    docs: {
      description: {
        component:
          "The captain's view of their team on My fundraising (docs/fundraising-tools.md, 'Captain calls'): the team's total, each member's raised, goal, progress and last gift, reminders and removal per member, and invitations not used yet. Every state is one host answer away.",
      },
    },
  },
  args: { answers: {} },
} satisfies Meta<typeof View>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const findTable = (canvas: ReturnType<typeof within>) => canvas.findByRole('table', { name: 'Members' }, WAIT);

/** The demo team: the captain first, two members with gifts, two without (one pending), two invitations. */
export const Team: Story = {
  play: async ({ canvas }) => {
    await findTable(canvas);
    await expect(canvas.getByText('2 members have not received a gift yet.')).toBeVisible();
  },
};

/** The read is on its way. */
export const Loading: Story = {
  args: { answers: { 'get-team-dashboard': { pending: true } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading your team' })).toBeVisible();
  },
};

/** The read failed: the host's message, and a way to try again. */
export const Failed: Story = {
  args: { answers: { 'get-team-dashboard': refusal(500, 'internal_server_error', 'The database is busy.') } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The database is busy.', {}, WAIT)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** The host refuses (no longer captain): its sentence only; nothing it did not answer is drawn. */
export const NotCaptain: Story = {
  args: {
    answers: {
      'get-team-dashboard': refusal(403, 'not_captain', 'Only the team’s captain can see its members.'),
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Only the team’s captain can see its members.', {}, WAIT)).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Nobody but the captain yet: an invitation through the team's edit page. */
export const NoMembersYet: Story = {
  args: { answers: { 'get-team-dashboard': { body: dashboardAnswer({ members: [captainMember], invitations: [] }) } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Invite team members' }, WAIT)).toBeVisible();
  },
};

/** Everyone has had a gift: no sentence about members without one. */
export const EveryoneHasGifts: Story = {
  args: {
    answers: {
      'get-team-dashboard': {
        body: dashboardAnswer({
          members: [
            captainMember,
            member({ fundraiser_id: 5, name: 'Kenji Varga', raised: 610, last_gift_at: '2026-11-28T16:00:00Z' }),
            member({
              fundraiser_id: 6,
              name: 'Priya Nair',
              raised: 100,
              last_gift_at: '2026-11-20T09:00:00Z',
              last_reminded_at: '2026-11-28T17:30:00Z',
            }),
          ],
          invitations: [],
        }),
      },
    },
  },
  play: async ({ canvas }) => {
    await findTable(canvas);
    await expect(canvas.queryByText(/not received a gift/)).toBeNull();
    await expect(canvas.getByText('Reminded today')).toBeVisible();
  },
};

/** Sorted by raised, lowest first: who needs a hand comes to the top. */
export const SortedByRaised: Story = {
  play: async ({ canvas }) => {
    await findTable(canvas);
    const raised = canvas.getByRole('button', { name: /Raised/ });
    await userEvent.click(raised);
    await userEvent.click(raised);
    const rows = canvas.getAllByRole('row');
    await expect(rows[1]).toHaveTextContent('Lee Park');
  },
};

/** Remind, opened: the prefilled message, ready to edit. */
export const RemindDialog: Story = {
  play: async ({ canvas }) => {
    await findTable(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Remind Lee Park' }));
    const dialog = await body().findByRole('dialog', { name: 'Remind Lee Park' });
    await expect(within(dialog).getByRole('textbox', { name: 'Message' })).toHaveFocus();
  },
};

/**
 * A second reminder the same day: the host's sentence says when the next is possible; the text stays, and so does
 * focus, on the button the captain pressed.
 */
export const RemindRefused: Story = {
  args: {
    answers: {
      'remind-team-member': refusal(
        429,
        'recently_reminded',
        'Lee Park was reminded less than a day ago. You can remind them again after 18:00 tomorrow.',
      ),
    },
  },
  play: async ({ canvas }) => {
    await findTable(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Remind Lee Park' }));
    const dialog = await body().findByRole('dialog', { name: 'Remind Lee Park' });
    const send = within(dialog).getByRole('button', { name: 'Send reminder' });
    await userEvent.click(send);
    await expect(await within(dialog).findByText(/You can remind them again/, {}, WAIT)).toBeVisible();
    await expect(send).toHaveFocus();
  },
};

/** Reminded: the dialog closed, focus back on the row's button, and the row says so. */
export const Reminded: Story = {
  args: { answers: { 'remind-team-member': { body: { data: { reminded_at: CAPTAIN_NOW.toISOString() } } } } },
  play: async ({ canvas }) => {
    await findTable(canvas);
    const button = canvas.getByRole('button', { name: 'Remind Lee Park' });
    await userEvent.click(button);
    const dialog = await body().findByRole('dialog', { name: 'Remind Lee Park' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send reminder' }));
    await expect(await canvas.findByText('Reminded today', {}, WAIT)).toBeVisible();
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/** Remove from team, asked: what happens to the member's page and gifts. */
export const RemoveConfirm: Story = {
  play: async ({ canvas }) => {
    await findTable(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove from team Lee Park' }));
    const dialog = await body().findByRole('dialog', { name: 'Remove Lee Park from the team?' });
    await expect(dialog).toHaveTextContent(/They keep their page and every gift made to it/);
  },
};

/** The host refused the removal: its message in the dialog. */
export const RemoveRefused: Story = {
  args: {
    answers: { 'remove-team-member': refusal(404, 'unknown_member', 'Lee Park is not on this team any more.') },
  },
  play: async ({ canvas }) => {
    await findTable(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove from team Lee Park' }));
    const dialog = await body().findByRole('dialog', { name: 'Remove Lee Park from the team?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove from team' }));
    await expect(await within(dialog).findByText('Lee Park is not on this team any more.', {}, WAIT)).toBeVisible();
  },
};

/** Removed: the row is gone and the outcome, focused, says what became of the member. */
export const Removed: Story = {
  args: {
    answers: {
      'remove-team-member': { body: { data: { strategy: 'individual' } } },
    },
  },
  play: async ({ canvas }) => {
    await findTable(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove from team Lee Park' }));
    const dialog = await body().findByRole('dialog', { name: 'Remove Lee Park from the team?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove from team' }));
    await expect(await canvas.findByText(/is no longer on your team/, {}, WAIT)).toBeVisible();
  },
};

/** Resend refused (sent less than an hour ago): the host's sentence beside the invitation; focus stays on Resend. */
export const ResendRefused: Story = {
  args: {
    answers: {
      'resend-team-invitation': refusal(429, 'recently_sent', 'This invitation was sent less than an hour ago.'),
    },
  },
  play: async ({ canvas }) => {
    await findTable(canvas);
    const resend = canvas.getByRole('button', { name: 'Resend sam@example.org' });
    await userEvent.click(resend);
    await expect(await canvas.findByText('This invitation was sent less than an hour ago.', {}, WAIT)).toBeVisible();
    await expect(resend).toHaveFocus();
  },
};

/** Resent: said beside the invitation, with the new date. */
export const Resent: Story = {
  args: { answers: { 'resend-team-invitation': { body: { data: { sent_at: CAPTAIN_NOW.toISOString() } } } } },
  play: async ({ canvas }) => {
    await findTable(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Resend sam@example.org' }));
    await expect(await canvas.findByText('Invitation sent again.', {}, WAIT)).toBeVisible();
  },
};

/** Long names and addresses wrap in their cells; the table scrolls sideways on a phone instead of the page. */
export const LongNames: Story = {
  args: {
    answers: {
      'get-team-dashboard': {
        body: dashboardAnswer({
          team: {
            id: 1,
            name: 'The Extraordinarily Persistent Clean Water Crew of the Northern Valleys',
            goal: 150000,
            raised: 98765,
            status: 'active',
            url: 'https://site.test/campaigns/run-for-water/team/1/',
          },
          members: [
            captainMember,
            member({ fundraiser_id: 5, name: 'Maximiliana Wolkenstein-Oberhausen de la Fuente', raised: 12500 }),
            member({ fundraiser_id: 6, name: 'נועה בן-דוד', status: 'pending' }),
          ],
          invitations: [
            {
              id: 7,
              email: 'a.very.long.address.for.a.friend@subdomain.example-organisation.org',
              sent_at: '2026-11-01T10:00:00Z',
              status: 'sent',
            },
          ],
        }),
      },
    },
  },
  play: async ({ canvas }) => {
    await findTable(canvas);
  },
};

/** Hebrew, right to left: the table mirrors, amounts in shekels, the reminder takes its direction from its text. */
export const RightToLeft: Story = {
  ...rightToLeft,
  play: async ({ canvas, canvasElement }) => {
    // Only strings the template already held are asserted in Hebrew: the view's own reach the story's JSON once the
    // .pot is regenerated (scripts/i18n-json.mjs assigns strings to a script by the template's references).
    await canvas.findByRole('table', { name: 'חברי צוות' }, WAIT);
    await expect(await expectShekelAmounts(canvasElement)).toBeGreaterThan(0);
    const [remind] = within(canvas.getByRole('row', { name: /Lee Park/ })).getAllByRole('button');
    await userEvent.click(remind as HTMLElement);
    const dialog = await body().findByRole('dialog');
    await expect(within(dialog).getByRole('textbox')).toHaveAttribute('dir', 'auto');
  },
};
