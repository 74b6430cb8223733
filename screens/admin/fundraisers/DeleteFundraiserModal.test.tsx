import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../tests/setup/axe';
import { fixture } from '../../../tests/contract/fixtures';
import { wpError, type AdminAnswers } from '../testing/adminFetch';
import { adminFixture } from '../testing/fixtures';
import { renderAdmin } from '../testing/renderAdmin';
import FundraisersScreen from './FundraisersScreen';
import { deleteStrategies, fundraisersAnswer, storyFundraisers } from './testing/fundraiserRows';

const admin = adminFixture('fundraisers');

function renderList(strategy: unknown, answers: AdminAnswers = {}) {
  return renderAdmin(<FundraisersScreen />, {
    admin,
    answers: {
      'get-team-fundraisers': fundraisersAnswer(storyFundraisers),
      'get-delete-fundraiser-strategy': { body: strategy },
      'delete-fundraiser-strategy': { body: { strategy: 'x', fundraiser: 0 } },
      ...answers,
    },
  });
}

async function openDelete(user: ReturnType<typeof userEvent.setup>, name: string) {
  const cell = await screen.findByText(name);
  const tr = cell.closest('tr');
  if (!tr) throw new Error('no row');
  await user.click(within(tr).getByRole('button', { name: new RegExp(`^Delete ${name}`) }));
  return screen.findByRole('dialog');
}

describe('delete fundraiser', () => {
  it('campaignFundraiser: says so, needs the typed name, sends the strategy and fundraiser_id', async () => {
    const user = userEvent.setup();
    const { calls } = renderList(deleteStrategies.campaignFundraiser);
    const dialog = await openDelete(user, 'Cara Diaz');
    expect(await within(dialog).findByText(/fundraises for the campaign without a team/)).toBeInTheDocument();
    expect(calls('get-delete-fundraiser-strategy')[0]?.query).toMatchObject({ fundraiser_id: '3' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete fundraiser' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: /Cara Diaz/ }), 'Cara Diaz');
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    expect(await screen.findByText('Fundraiser “Cara Diaz” deleted.')).toBeInTheDocument();
    expect(calls('delete-fundraiser-strategy')[0]?.body).toEqual({ strategy: 'campaignFundraiser', fundraiser_id: 3 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  }, 20_000);

  it('teamOnlyFundraiser: the team is deleted too', async () => {
    const user = userEvent.setup();
    const { calls } = renderList(deleteStrategies.teamOnlyFundraiser, {
      'delete-fundraiser-strategy': { body: { strategy: 'teamOnlyFundraiser', fundraiser: 4 } },
    });
    const dialog = await openDelete(user, 'Dev Patel');
    expect(await within(dialog).findByText(/the team Hill Striders is deleted too/)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Dev Patel/ }), 'Dev Patel');
    await user.click(within(dialog).getByRole('button', { name: 'Delete fundraiser' }));
    expect(await screen.findByText('Fundraiser “Dev Patel” and the team “Hill Striders” deleted.')).toBeInTheDocument();
    expect(calls('delete-fundraiser-strategy')[0]?.body).toEqual({ strategy: 'teamOnlyFundraiser', fundraiser_id: 4 });
  }, 20_000);

  it('teamMember: the team stays', async () => {
    const user = userEvent.setup();
    const { calls } = renderList(deleteStrategies.teamMember);
    const dialog = await openDelete(user, 'Ben Ode');
    expect(await within(dialog).findByText(/member of the team Blue Dolphins.*the team stays/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox')).toBeNull();
    await user.type(within(dialog).getByRole('textbox', { name: /Ben Ode/ }), 'Ben Ode');
    await user.click(within(dialog).getByRole('button', { name: 'Delete fundraiser' }));
    await waitFor(() =>
      expect(calls('delete-fundraiser-strategy')[0]?.body).toEqual({ strategy: 'teamMember', fundraiser_id: 2 }),
    );
  }, 20_000);

  it('teamOwner: a new captain must be chosen among the members, and is sent as new_team_owner_fundraiser_id', async () => {
    const user = userEvent.setup();
    const { calls, baseElement } = renderList(deleteStrategies.teamOwner);
    const dialog = await openDelete(user, 'Ann Lee');
    expect(await within(dialog).findByText(/captain of the team Blue Dolphins/)).toBeInTheDocument();
    const owner = within(dialog).getByRole('combobox', { name: /New team captain/ });
    expect(owner).toBeRequired();
    expect(
      within(owner)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a member', 'Ben Ode', 'Fay Quinn']);
    await expectNoAxeViolations(baseElement);
    await user.type(within(dialog).getByRole('textbox', { name: /Ann Lee/ }), 'Ann Lee');
    await user.click(within(dialog).getByRole('button', { name: 'Delete fundraiser' }));
    expect(await within(dialog).findByText('Choose the member who becomes the team’s captain.')).toBeInTheDocument();
    expect(calls('delete-fundraiser-strategy')).toHaveLength(0);
    await user.selectOptions(owner, '6');
    await user.click(within(dialog).getByRole('button', { name: 'Delete fundraiser' }));
    expect(
      await screen.findByText('Fundraiser “Ann Lee” deleted. Fay Quinn is now the captain of “Blue Dolphins”.'),
    ).toBeInTheDocument();
    expect(calls('delete-fundraiser-strategy')[0]?.body).toEqual({
      strategy: 'teamOwner',
      fundraiser_id: 1,
      new_team_owner_fundraiser_id: 6,
    });
  }, 30_000);

  it('opened again, the dialog starts afresh: no captain chosen, no message left from before', async () => {
    const user = userEvent.setup();
    renderList(deleteStrategies.teamOwner);
    let dialog = await openDelete(user, 'Ann Lee');
    await within(dialog).findByText(/captain of the team Blue Dolphins/);
    await user.type(within(dialog).getByRole('textbox', { name: /Ann Lee/ }), 'Ann Lee');
    await user.click(within(dialog).getByRole('button', { name: 'Delete fundraiser' }));
    await within(dialog).findByText('Choose the member who becomes the team’s captain.');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /New team captain/ }), '6');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    dialog = await openDelete(user, 'Ann Lee');
    await within(dialog).findByText(/captain of the team Blue Dolphins/);
    expect(within(dialog).getByRole('combobox', { name: /New team captain/ })).toHaveValue('');
    expect(within(dialog).queryByText('Choose the member who becomes the team’s captain.')).toBeNull();
  }, 20_000);

  it('sends back only the strategy the server gave, and shows a refusal inside the modal keeping the typed name', async () => {
    const user = userEvent.setup();
    const { calls } = renderList(deleteStrategies.teamMember, {
      'delete-fundraiser-strategy': wpError(422, 'strategy_changed', 'The team changed: choose again.'),
    });
    const dialog = await openDelete(user, 'Ben Ode');
    await within(dialog).findByText(/member of the team/);
    const phrase = within(dialog).getByRole('textbox', { name: /Ben Ode/ });
    await user.type(phrase, 'Ben Ode');
    await user.click(within(dialog).getByRole('button', { name: 'Delete fundraiser' }));
    expect(await within(dialog).findByText('The team changed: choose again.')).toBeInTheDocument();
    expect(phrase).toHaveValue('Ben Ode');
    for (const call of calls('delete-fundraiser-strategy')) expect(call.body).toMatchObject({ strategy: 'teamMember' });
    // The strategy is asked again, in case the team changed.
    await waitFor(() => expect(calls('get-delete-fundraiser-strategy').length).toBeGreaterThanOrEqual(2));
  }, 20_000);

  it("the plugin's plain answer ({strategy} only): the team comes from the row, the members from get-team-fundraisers-all", async () => {
    const user = userEvent.setup();
    const { calls } = renderList(fixture('get-delete-fundraiser-strategy'), {
      'get-team-fundraisers-all': {
        body: {
          data: [
            { id: '1', name: 'Ann Lee', profile_image: '', goal: 0, amount: 0 },
            { id: '2', name: 'Ben Ode', profile_image: '', goal: 0, amount: 0 },
          ],
        },
      },
    });
    const dialog = await openDelete(user, 'Ann Lee');
    expect(await within(dialog).findByText(/captain of the team Blue Dolphins/)).toBeInTheDocument();
    const owner = within(dialog).getByRole('combobox', { name: /New team captain/ });
    expect(
      within(owner)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a member', 'Ben Ode']);
    expect(calls('get-team-fundraisers-all')[0]?.query).toMatchObject({ team_id: '3' });
  }, 20_000);
});
