import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectReadAfter, expectShekelAmounts, expectTypedOrder, laysOut, rightToLeft } from '../../../.storybook/rtl';
import { __, sprintf } from '../../../design-system';
import { AdminStory } from '../testing/AdminStory';
import { adminStoryParameters, approvalLabels, WAIT, withStatusLabels } from '../testing/storyHelpers';
import { type AdminAnswers, wpError } from '../testing/adminFetch';
import { adminFixture } from '../testing/fixtures';
import { fakeTeam, fakeTeamsAnswers, sampleTeams } from './testing/fakeTeams';

/** Twelve teams (two pages), a third of them pending, one with a hostile name. */
function manyTeams() {
  return [
    ...sampleTeams(),
    ...Array.from({ length: 8 }, (_, index) =>
      fakeTeam(index + 5, {
        team_status: index % 3 === 0 ? 'pending' : 'active',
        captain: index % 2 ? null : undefined,
      }),
    ),
  ].map((team) => (team.team_id === 9 ? { ...team, team_name: '<b>Bold</b> "Quotes" & Ampersands' } : team));
}

const meta = {
  title: 'Admin/Teams',
  component: AdminStory,
  parameters: adminStoryParameters(
    'The teams tab of a campaign (`data-screen="teams"`): status filter, search, sort by name, goal and status, Approve and Deny, bulk approve of selected pending teams, and Delete with the member options the server offers. The list state lives in the hash query.',
  ),
  args: {
    admin: adminFixture('teams'),
    path: '/',
    answers: fakeTeamsAnswers({ teams: sampleTeams() }),
  },
} satisfies Meta<typeof AdminStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Approved, pending (with Approve and Deny) and denied teams; a team without a captain offers to add one. */
export const WithPendingTeams: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Pending Paddlers', {}, WAIT)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Approve Pending Paddlers' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Add Team Captain' })).toBeVisible();
  },
};

/** Two pages: pagination above and below the table. */
/** The plugin's own admin page: window.GiveP2P advertises no 'list-extras', so there is no search box (the plugin would ignore it). */
export const WithoutListExtras: Story = {
  args: { admin: adminFixture('teams', { config: { features: [] } }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Clean Water Crew', {}, WAIT)).toBeVisible();
    await expect(canvas.queryByRole('searchbox')).toBeNull();
  },
};

export const TwoPages: Story = {
  args: { answers: fakeTeamsAnswers({ teams: manyTeams() }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('navigation', { name: 'Team pages' }, WAIT)).toBeVisible();
    await expect(canvas.getByText('<b>Bold</b> "Quotes" & Ampersands')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { answers: { 'get-teams': { pending: true } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status', { name: 'Loading teams…' }, WAIT)).toBeInTheDocument();
  },
};

/** The campaign has no team yet. */
export const Empty: Story = {
  args: { answers: fakeTeamsAnswers({ teams: [] }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No teams found', {}, WAIT)).toBeVisible();
  },
};

/** A search that matches nothing. */
export const NoSearchResults: Story = {
  args: { path: '/?search=zebra' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No teams found for “zebra”', {}, WAIT)).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { answers: { 'get-teams': wpError(500, 'db_error', 'The teams table could not be read.') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The teams table could not be read.', {}, WAIT)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Both pending teams selected: the bulk bar offers Approve selected and Deny selected. */
export const BulkSelection: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Select all pending teams' }, WAIT));
    await expect(canvas.getByText('2 selected')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Approve selected' })).toBeEnabled();
  },
};

/** The delete modal with the server's three member options, moving the members to another team. */
export const DeleteModalOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete Clean Water Crew' }, WAIT));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', {}, WAIT);
    await userEvent.click(await within(dialog).findByRole('radio', { name: 'Move them to another team' }, WAIT));
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: /Move them to/ })).toBeVisible());
  },
};

/** The server refused the delete: its message inside the modal, the choice and typed name kept. */
export const DeleteRefused: Story = {
  args: {
    answers: {
      ...fakeTeamsAnswers({ teams: sampleTeams() }),
      'delete-team-strategy': wpError(422, 'invalid_member_strategy', 'That choice is not available for this team.'),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete Hill Runners' }, WAIT));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {}, WAIT);
    await userEvent.click(await within(dialog).findByRole('radio', { name: /Keep them/ }, WAIT));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /to confirm/ }), 'Hill Runners');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete team' }));
    await expect(
      await within(dialog).findByText('That choice is not available for this team.', {}, WAIT),
    ).toBeVisible();
  },
};

/** After an approval: the flash Notice at the top with the outcome. */
export const Approved: Story = {
  args: { flash: { tone: 'success', message: 'Team “Pending Paddlers” approved.', id: 1 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Team “Pending Paddlers” approved.', {}, WAIT)).toBeVisible();
  },
};

/** An approval the server refused: the failure flash at the top with its message; the team still pending. */
export const ApprovalFailed: Story = {
  args: {
    answers: {
      ...fakeTeamsAnswers({ teams: sampleTeams() }),
      'update-team-approval': wpError(403, 'rest_forbidden', 'Sorry, you are not allowed to approve teams.'),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = (await canvas.findByText('Pending Paddlers', {}, WAIT)).closest('tr');
    if (!row) throw new Error('no row for Pending Paddlers');
    await userEvent.click(within(row).getByRole('button', { name: 'Approve Pending Paddlers' }));
    const flash = await canvas.findByRole('alert', {}, WAIT);
    await expect(flash).toHaveTextContent('Sorry, you are not allowed to approve teams.');
    await expect(within(flash).getByRole('button', { name: 'Dismiss' })).toBeVisible();
    await waitFor(
      () => expect(within(row).getByRole('button', { name: 'Approve Pending Paddlers' })).toBeEnabled(),
      WAIT,
    );
    await expect(within(row).getByText('Pending Approval')).toBeVisible();
    await expect(within(row).getByRole('button', { name: 'Deny Pending Paddlers' })).toBeEnabled();
  },
};

/** The sample teams, except that a list sorted by `sort` never comes (the request stays pending). */
function sortNeverAnswered(sort: string): AdminAnswers {
  const answers = fakeTeamsAnswers({ teams: sampleTeams() });
  const list = answers['get-teams'];
  return {
    ...answers,
    'get-teams': (request) =>
      request.query.sort === sort
        ? { pending: true }
        : typeof list === 'function'
          ? list(request)
          : (list ?? { pending: true }),
  };
}

/** Sorted by goal while the sorted page is on its way: the previous rows stay, the Sorting status in the Goal header. */
export const Sorting: Story = {
  args: { answers: sortNeverAnswered('goal') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Clean Water Crew', {}, WAIT);
    await userEvent.click(canvas.getByRole('button', { name: /^Goal/ }));
    const header = canvas.getByRole('columnheader', { name: /Goal/ });
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect(await within(header).findByRole('status', { name: 'Sorting' }, WAIT)).toBeInTheDocument();
    await expect(canvas.getByText('Clean Water Crew')).toBeVisible();
  },
};

/** The sample teams, the denied one with a name that starts and ends in punctuation, as a typed name may. */
const hebrewAdminTeams = () => {
  const answers = fakeTeamsAnswers({
    teams: sampleTeams().map((team) =>
      team.team_id === 4 ? { ...team, team_name: '<b>Bold</b> "Quotes" & Ampersands' } : team,
    ),
  });
  return {
    ...answers,
    'get-teams': withStatusLabels(answers['get-teams'], approvalLabels),
  };
};

/**
 * Right to left (a Hebrew admin): the selection column at the right edge, then Team Name and Goal towards the
 * left; a pending team's Approve right of its Deny; goals in shekels ('312,500 ₪ מתוך 1,250,000 ₪'); both
 * pending teams selected, so the bulk bar shows too. Statuses as the Hebrew host words them; a typed name keeps
 * its own order ('<b>Bold</b> "Quotes" & Ampersands', not its '<' moved to the end).
 */
export const RightToLeft: Story = {
  ...rightToLeft,
  args: { answers: hebrewAdminTeams() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Pending Paddlers', {}, WAIT)).toBeVisible();
    const approve = canvas.getByRole('button', { name: sprintf(__('Approve %s'), 'Pending Paddlers') });
    const deny = canvas.getByRole('button', { name: sprintf(__('Deny %s'), 'Pending Paddlers') });
    await expectShekelAmounts(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: __('Select all pending teams') }));
    await expect(canvas.getByRole('button', { name: __('Approve selected') })).toBeEnabled();
    await expectTypedOrder(canvas.getByText('<b>Bold</b> "Quotes" & Ampersands'));
    if (!laysOut()) return;
    await expectReadAfter(approve, deny, 'Deny after Approve');
    const table = canvas.getByRole('table').getBoundingClientRect();
    const row = canvas.getByText('Pending Paddlers').closest('tr');
    if (!row) throw new Error('no row for Pending Paddlers');
    const [select, name, goal] = [...row.cells].map((cell) => cell.getBoundingClientRect());
    await expect(Math.abs(select!.right - table.right), 'selection column at the right edge').toBeLessThanOrEqual(1);
    await expect(name!.right, 'Team Name left of the selection').toBeLessThanOrEqual(select!.left + 1);
    await expect(goal!.right, 'Goal left of Team Name').toBeLessThanOrEqual(name!.left + 1);
  },
};
