import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectShekelAmounts, expectTypedOrder, laysOut, rightToLeft } from '../../../.storybook/rtl';
import { __, _x } from '../../../design-system';
import { AdminStory } from '../testing/AdminStory';
import {
  adminStoryParameters,
  approvalLabels,
  expectNextLeftOfPrevious,
  WAIT,
  withStatusLabels,
} from '../testing/storyHelpers';
import { wpError } from '../testing/adminFetch';
import { adminFixture } from '../testing/fixtures';
import { deleteStrategies, fundraisersAnswer, storyFundraisers } from './testing/fundraiserRows';

const meta = {
  title: 'Admin/Fundraisers',
  component: AdminStory,
  parameters: adminStoryParameters(
    'The fundraisers tab of a campaign (`p2p-edit-campaign&tab=fundraisers`, hash route `/`): team and status filters, search, sort by goal, raised, team and status, Approve / Deny and bulk approve, Edit / View / Delete with the server-derived delete strategy, pagination.',
  ),
  args: {
    admin: adminFixture('fundraisers'),
    path: '/',
    answers: { 'get-team-fundraisers': fundraisersAnswer(storyFundraisers, { total: 25, pages: 3 }) },
  },
} satisfies Meta<typeof AdminStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Ann Lee', {}, WAIT)).toBeVisible();
    await expect(canvas.getByText('<img src=x onerror=alert(1)> Eve')).toBeVisible();
    await expect(canvas.getAllByRole('navigation', { name: /Fundraiser pages/ })[0]).toBeVisible();
  },
};

/**
 * The plugin's own admin page: window.GiveP2P advertises no 'list-extras', so no search box, no "No team" filter,
 * and Raised is a plain column (the plugin refuses both with a 400).
 */
export const WithoutListExtras: Story = {
  args: { admin: adminFixture('fundraisers', { config: { features: [] } }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Ann Lee', {}, WAIT)).toBeVisible();
    await expect(canvas.queryByRole('searchbox')).toBeNull();
    await expect(canvas.queryByRole('option', { name: 'No team' })).toBeNull();
    await expect(within(canvas.getByRole('columnheader', { name: /Raised/ })).queryByRole('button')).toBeNull();
  },
};

export const Loading: Story = {
  args: { answers: { 'get-team-fundraisers': { pending: true } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Fundraisers' }, WAIT)).toBeVisible();
  },
};

/** Sorted by goal while the next page is on its way: the previous rows stay, with the sort spinner. */
export const Sorting: Story = {
  args: {
    answers: {
      'get-team-fundraisers': (request) =>
        request.query.sort ? { pending: true } : fundraisersAnswer(storyFundraisers, { total: 25, pages: 3 }),
    },
  },
  play: async ({ canvas }) => {
    await canvas.findByText('Ann Lee', {}, WAIT);
    await userEvent.click(canvas.getByRole('button', { name: /^Goal/ }));
    await expect(canvas.getByRole('columnheader', { name: /Goal/ })).toHaveAttribute('aria-sort', 'descending');
  },
};

export const Empty: Story = {
  args: { answers: { 'get-team-fundraisers': fundraisersAnswer([]) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No fundraisers found', {}, WAIT)).toBeVisible();
  },
};

/** Opened from a team's "Pending approval" link: `&team=3&show=pending` on the page URL. */
export const PendingOfATeam: Story = {
  args: {
    pageQuery: 'page=p2p-edit-campaign&id=7&tab=fundraisers&team=3&show=pending',
    answers: {
      'get-team-fundraisers': fundraisersAnswer(storyFundraisers.filter((row) => row.approval_status === 'pending')),
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Ben Ode', {}, WAIT)).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveValue('pending');
  },
};

export const BulkSelection: Story = {
  play: async ({ canvas }) => {
    await canvas.findByText('Ann Lee', {}, WAIT);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Ben Ode' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Cara Diaz' }));
    await expect(canvas.getByText('2 selected')).toBeVisible();
  },
};

/** A search that matches nothing: the list's empty text names the search and offers to show every fundraiser. */
export const NoSearchResults: Story = {
  args: {
    path: '/?search=zebra',
    answers: {
      'get-team-fundraisers': (request) =>
        request.query.search ? fundraisersAnswer([]) : fundraisersAnswer(storyFundraisers, { total: 25, pages: 3 }),
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No fundraisers found for “zebra”', {}, WAIT)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Show all fundraisers' })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search fundraisers' })).toHaveValue('zebra');
  },
};

export const LoadError: Story = {
  args: { answers: { 'get-team-fundraisers': wpError(500, 'db_error', 'The database is not answering.') } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The database is not answering.', {}, WAIT)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

function deleteStory(name: string, strategy: unknown, expected: RegExp): Story {
  return {
    args: {
      answers: {
        'get-team-fundraisers': fundraisersAnswer(storyFundraisers),
        'get-delete-fundraiser-strategy': { body: strategy },
      },
    },
    play: async ({ canvas, canvasElement }) => {
      const cell = await canvas.findByText(name, {}, WAIT);
      const row = cell.closest('tr');
      if (!row) throw new Error('no row');
      await userEvent.click(within(row).getByRole('button', { name: new RegExp(`^Delete ${name}`) }));
      const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {}, WAIT);
      await expect(await within(dialog).findByText(expected, {}, WAIT)).toBeVisible();
    },
  };
}

export const DeleteCampaignFundraiser = deleteStory('Cara Diaz', deleteStrategies.campaignFundraiser, /without a team/);
export const DeleteTeamOnlyFundraiser = deleteStory('Dev Patel', deleteStrategies.teamOnlyFundraiser, /is deleted too/);
export const DeleteTeamMember = deleteStory('Ben Ode', deleteStrategies.teamMember, /the team stays/);
export const DeleteTeamOwner = deleteStory('Ann Lee', deleteStrategies.teamOwner, /Choose who becomes its captain/);

/** The server refused the delete: its message in an alert inside the dialog, which stays open with the typed name. */
export const DeleteRefused: Story = {
  args: {
    answers: {
      'get-team-fundraisers': fundraisersAnswer(storyFundraisers),
      'get-delete-fundraiser-strategy': { body: deleteStrategies.campaignFundraiser },
      'delete-fundraiser-strategy': wpError(
        403,
        'rest_forbidden',
        'Sorry, you are not allowed to delete this fundraiser.',
      ),
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const row = (await canvas.findByText('Cara Diaz', {}, WAIT)).closest('tr');
    if (!row) throw new Error('no row');
    await userEvent.click(within(row).getByRole('button', { name: /^Delete Cara Diaz/ }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {}, WAIT);
    await within(dialog).findByText(/without a team/, {}, WAIT);
    const phrase = within(dialog).getByRole('textbox', { name: /Cara Diaz/ });
    await userEvent.type(phrase, 'Cara Diaz');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete fundraiser' }));
    await expect(await within(dialog).findByRole('alert', {}, WAIT)).toHaveTextContent(
      'Sorry, you are not allowed to delete this fundraiser.',
    );
    await expect(dialog).toBeVisible();
    await expect(phrase).toHaveValue('Cara Diaz');
    await expect(within(dialog).getByRole('button', { name: 'Delete fundraiser' })).toBeEnabled();
  },
};

/** An approval the server refused: the failure flash at the top with its message; the row still pending. */
export const ApprovalFailed: Story = {
  args: {
    answers: {
      'get-team-fundraisers': fundraisersAnswer(storyFundraisers),
      'update-fundraiser-approval': wpError(409, 'team_full', 'The team Blue Dolphins has no room for another member.'),
    },
  },
  play: async ({ canvas }) => {
    const row = (await canvas.findByText('Ben Ode', {}, WAIT)).closest('tr');
    if (!row) throw new Error('no row');
    await userEvent.click(within(row).getByRole('button', { name: 'Approve Ben Ode' }));
    const flash = await canvas.findByRole('alert', {}, WAIT);
    await expect(flash).toHaveTextContent('The team Blue Dolphins has no room for another member.');
    await expect(within(flash).getByRole('button', { name: 'Dismiss' })).toBeVisible();
    await waitFor(() => expect(within(row).getByRole('button', { name: 'Approve Ben Ode' })).toBeEnabled(), WAIT);
    await expect(within(row).getByText('Pending Approval')).toBeVisible();
    await expect(within(row).getByRole('button', { name: 'Deny Ben Ode' })).toBeEnabled();
  },
};

/**
 * Right to left (a Hebrew admin): the selection column at the right edge and the columns in reading order
 * towards the left, each sort arrow left of its label; goals and amounts raised in shekels; the pages' Next
 * button left of Previous. Statuses as the Hebrew host words them; the hostile name and email keep their typed order.
 */
export const RightToLeft: Story = {
  ...rightToLeft,
  args: {
    answers: {
      'get-team-fundraisers': withStatusLabels(
        fundraisersAnswer(storyFundraisers, { total: 25, pages: 3 }),
        approvalLabels,
      ),
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('Ann Lee', {}, WAIT)).toBeVisible();
    await expectShekelAmounts(canvasElement);
    await expectTypedOrder(canvas.getByText('<img src=x onerror=alert(1)> Eve'));
    await expectTypedOrder(canvas.getByText('"><script>x</script>@example.org'));
    const [pages] = canvas.getAllByRole('navigation', { name: new RegExp(__('Fundraiser pages')) });
    if (!pages) throw new Error('no pagination');
    if (!laysOut()) return;
    const table = canvas.getByRole('table').getBoundingClientRect();
    const headers = canvas.getAllByRole('columnheader').map((header) => header.getBoundingClientRect());
    await expect(Math.abs(headers[0]!.right - table.right)).toBeLessThanOrEqual(1);
    for (let index = 1; index < headers.length; index += 1) {
      await expect(headers[index]!.right).toBeLessThanOrEqual(headers[index - 1]!.left + 1);
    }
    const goal = within(canvas.getByRole('columnheader', { name: new RegExp(_x('Goal', 'amount')) })).getByRole(
      'button',
    );
    const range = document.createRange();
    range.selectNodeContents(goal.firstChild!);
    await expect(goal.querySelector('[aria-hidden="true"]')!.getBoundingClientRect().right).toBeLessThanOrEqual(
      range.getBoundingClientRect().left,
    );
    await expectNextLeftOfPrevious(pages);
  },
};
