import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../tests/setup/axe';
import { pngFile } from '../../../tests/setup/imageFiles';
import { wpError } from '../testing/adminFetch';
import { adminFixture } from '../testing/fixtures';
import { wireFundraiser, wireTeamNames } from '../testing/wireRows';
import { renderAdmin } from '../testing/renderAdmin';
import FundraiserEdit from './FundraiserEdit';
import FundraiserWizardCreateUser from './FundraiserWizardCreateUser';
import FundraiserWizardDone from './FundraiserWizardDone';
import FundraiserWizardProfile from './FundraiserWizardProfile';

const admin = adminFixture('fundraisers');
const teams = [
  { id: 3, name: 'Blue Dolphins' },
  { id: 4, name: '<b>Bold</b> Runners' },
];
const teamList = { body: { status: true, data: [], total: 0, pages: 0, statuses: {}, teams: wireTeamNames(teams) } };
const png = () => pngFile('avatar.png');
const fileInput = (container: HTMLElement) => {
  const input = container.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
};

describe('fundraiser wizard, step 1: the WordPress user', () => {
  it('sends the names and email, then goes to the profile step', async () => {
    const user = userEvent.setup();
    const { calls, location, container } = renderAdmin(<FundraiserWizardCreateUser />, {
      admin,
      path: '/create-wp-user',
      answers: { 'admin-add-wp-user': { body: { userId: 31, existing: false } } },
    });
    expect(screen.getByRole('navigation', { name: 'Create a fundraiser: progress' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/First name/), ' Ann ');
    await user.type(screen.getByLabelText(/Last name/), 'Lee');
    await user.type(screen.getByLabelText(/Email/), 'ann@example.org');
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/create-fundraiser-31'));
    expect(calls('admin-add-wp-user')[0]?.body).toEqual({
      campaignId: 7,
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'ann@example.org',
    });
  }, 20_000);

  it('asks for both names and a valid email before sending (the person fields the captain step shares)', async () => {
    const user = userEvent.setup();
    const { calls } = renderAdmin(<FundraiserWizardCreateUser />, { admin, path: '/create-wp-user' });
    await user.type(screen.getByLabelText(/Email/), 'ann@');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByLabelText(/First name/)).toHaveAccessibleDescription(/Enter your first name/);
    expect(screen.getByLabelText(/Last name/)).toHaveAccessibleDescription(/Enter your last name/);
    expect(screen.getByLabelText(/Email/)).toHaveAccessibleDescription(/Enter an email address like/);
    expect(calls('admin-add-wp-user')).toHaveLength(0);
  });

  it('carries "existing user" to the next step', async () => {
    const user = userEvent.setup();
    const { location } = renderAdmin(<FundraiserWizardCreateUser />, {
      admin,
      path: '/create-wp-user',
      answers: { 'admin-add-wp-user': { body: { userId: 12, existing: true } } },
    });
    await user.type(screen.getByLabelText(/First name/), 'Ann');
    await user.type(screen.getByLabelText(/Last name/), 'Lee');
    await user.type(screen.getByLabelText(/Email/), 'ann@example.org');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/create-fundraiser-12?existing=1'));
  });

  it('shows a 409 on the email field and keeps every value', async () => {
    const user = userEvent.setup();
    const { calls } = renderAdmin(<FundraiserWizardCreateUser />, {
      admin,
      path: '/create-wp-user',
      answers: {
        'admin-add-wp-user': wpError(
          409,
          'already_fundraiser',
          'ann@example.org already fundraises for this campaign.',
        ),
      },
    });
    await user.type(screen.getByLabelText(/First name/), 'Ann');
    await user.type(screen.getByLabelText(/Last name/), 'Lee');
    await user.type(screen.getByLabelText(/Email/), 'ann@example.org');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const email = screen.getByLabelText(/Email/);
    await waitFor(() => expect(email).toHaveAccessibleDescription(/already fundraises for this campaign/));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveValue('ann@example.org');
    expect(email).toHaveFocus();
    expect(screen.getByLabelText(/First name/)).toHaveValue('Ann');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
    expect(calls('admin-add-wp-user')).toHaveLength(1);
  });

  it('shows another failure above the form with the server message', async () => {
    const user = userEvent.setup();
    renderAdmin(<FundraiserWizardCreateUser />, {
      admin,
      path: '/create-wp-user',
      answers: { 'admin-add-wp-user': wpError(500, 'db_error', 'The database is away.') },
    });
    await user.type(screen.getByLabelText(/First name/), 'Ann');
    await user.type(screen.getByLabelText(/Last name/), 'Lee');
    await user.type(screen.getByLabelText(/Email/), 'ann@example.org');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The database is away.');
    expect(screen.getByLabelText(/Last name/)).toHaveValue('Lee');
  });
});

describe('fundraiser wizard, step 2: the profile', () => {
  it('sends every multipart field: campaignId, userId, story, goal parsed from "1,250,000", teamId, file, notify', async () => {
    const user = userEvent.setup();
    const { calls, location, container } = renderAdmin(<FundraiserWizardProfile userId={31} />, {
      admin,
      path: '/create-fundraiser-31',
      answers: { 'get-team-fundraisers': teamList, 'admin-create-fundraiser': { body: { fundraiserId: 55 } } },
    });
    const story = screen.getByLabelText(/Story/);
    expect(story).toHaveValue('Tell people why you are raising money.');
    const goal = screen.getByLabelText(/Fundraising goal/);
    expect(goal).toHaveValue('500');
    await user.clear(story);
    await user.type(story, 'Running for water.');
    await user.clear(goal);
    await user.type(goal, '1,250,000');
    await screen.findByRole('option', { name: '<b>Bold</b> Runners' });
    await user.selectOptions(screen.getByLabelText(/Team/), '4');
    await user.upload(fileInput(container), png());
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'Create fundraiser' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/fundraiser-created-55'));
    expect(calls('admin-create-fundraiser')[0]?.body).toEqual({
      campaignId: '7',
      userId: '31',
      story: 'Running for water.',
      goal: '1250000',
      teamId: '4',
      file: '[file avatar.png]',
      notify_of_donations: 'true',
    });
    expect(calls('get-team-fundraisers')[0]?.query).toMatchObject({ campaign_id: '7', per_page: '1' });
  }, 20_000);

  it('leaves teamId and file out when not chosen, and sends notify as false', async () => {
    const user = userEvent.setup();
    const { calls } = renderAdmin(<FundraiserWizardProfile userId={31} />, {
      admin,
      path: '/create-fundraiser-31',
      answers: { 'get-team-fundraisers': teamList, 'admin-create-fundraiser': { body: { fundraiserId: 56 } } },
    });
    await user.click(screen.getByLabelText('Email the fundraiser about each donation'));
    await user.click(screen.getByRole('button', { name: 'Create fundraiser' }));
    await waitFor(() => expect(calls('admin-create-fundraiser')).toHaveLength(1));
    expect(calls('admin-create-fundraiser')[0]?.body).toEqual({
      campaignId: '7',
      userId: '31',
      story: 'Tell people why you are raising money.',
      goal: '500',
      notify_of_donations: 'false',
    });
  });

  it('refuses a goal that is not a whole amount, without a request', async () => {
    const user = userEvent.setup();
    const { calls } = renderAdmin(<FundraiserWizardProfile userId={31} />, {
      admin,
      path: '/create-fundraiser-31',
      answers: { 'get-team-fundraisers': teamList },
    });
    const goal = screen.getByLabelText(/Fundraising goal/);
    await user.clear(goal);
    await user.type(goal, '12,5');
    await user.click(screen.getByRole('button', { name: 'Create fundraiser' }));
    await waitFor(() => expect(goal).toHaveAccessibleDescription(/whole number greater than 0/));
    expect(calls('admin-create-fundraiser')).toHaveLength(0);
  });

  it('reads the goal with the site separators ("1.250.000" where "." groups thousands)', async () => {
    const user = userEvent.setup();
    const { calls } = renderAdmin(<FundraiserWizardProfile userId={31} />, {
      admin: adminFixture('fundraisers', { config: { thousandsSeparator: '.', decimalSeparator: ',' } }),
      path: '/create-fundraiser-31',
      answers: { 'get-team-fundraisers': teamList, 'admin-create-fundraiser': { body: { fundraiserId: 57 } } },
    });
    const goal = screen.getByLabelText(/Fundraising goal/);
    await user.clear(goal);
    await user.type(goal, '1.250.000,00');
    await user.click(screen.getByRole('button', { name: 'Create fundraiser' }));
    await waitFor(() => expect(calls('admin-create-fundraiser')[0]?.body?.goal).toBe('1250000'));
  });

  it('keeps every typed value and shows the server message when the create fails', async () => {
    const user = userEvent.setup();
    const { container } = renderAdmin(<FundraiserWizardProfile userId={31} />, {
      admin,
      path: '/create-fundraiser-31',
      answers: {
        'get-team-fundraisers': teamList,
        'admin-create-fundraiser': wpError(422, 'team_not_in_campaign', 'That team belongs to another campaign.'),
      },
    });
    const story = screen.getByLabelText(/Story/);
    await user.clear(story);
    await user.type(story, 'My story');
    const goal = screen.getByLabelText(/Fundraising goal/);
    await user.clear(goal);
    await user.type(goal, '2,000,000');
    await screen.findByRole('option', { name: 'Blue Dolphins' });
    await user.selectOptions(screen.getByLabelText(/Team/), 'Blue Dolphins');
    await user.upload(fileInput(container), png());
    await user.click(screen.getByRole('button', { name: 'Create fundraiser' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('That team belongs to another campaign.');
    expect(alert).toHaveFocus();
    expect(story).toHaveValue('My story');
    expect(goal).toHaveValue('2,000,000');
    expect(screen.getByLabelText(/Team/)).toHaveValue('3');
    expect(screen.getByText('avatar.png')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create fundraiser' })).toBeEnabled();
  }, 20_000);

  it('says so when the user already existed', () => {
    renderAdmin(<FundraiserWizardProfile userId={12} />, {
      admin,
      path: '/create-fundraiser-12?existing=1',
      answers: { 'get-team-fundraisers': teamList },
    });
    expect(screen.getByText(/already existed, so the fundraiser is created for that account/)).toBeInTheDocument();
  });
});

describe('fundraiser wizard, done', () => {
  it('links to the fundraiser page (new tab), the list and a new wizard', async () => {
    const { container } = renderAdmin(<FundraiserWizardDone fundraiserId={55} />, {
      admin,
      path: '/fundraiser-created-55',
      answers: { 'get-fundraiser': { body: { data: fundraiserData({ id: 55, name: 'Ann <i>Lee</i>' }) } } },
    });
    expect(
      await screen.findByText('Ann <i>Lee</i> can start fundraising now: their page is live.'),
    ).toBeInTheDocument();
    const view = screen.getByRole('link', { name: /^View fundraiser\s?\(opens in a new tab\)$/ });
    expect(view).toHaveAttribute('href', 'https://site.test/campaigns/run-for-water/fundraiser/55/');
    expect(view).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Back to fundraisers' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Create another' })).toHaveAttribute('href', '/create-wp-user');
    await expectNoAxeViolations(container);
  }, 20_000);
});

/** get-fundraiser's `data` as the reference host sends it (section 7.4 plus email), from the edit form's terms. */
function fundraiserData(overrides: Record<string, unknown> = {}) {
  return wireFundraiser({
    id: 21,
    user_id: 8,
    name: 'Cara Diaz',
    email: 'cara@example.org',
    campaign_id: 7,
    story: 'First paragraph.\n\nSecond one.',
    goal: 1500000,
    team_id: 3,
    is_captain: false,
    profile_image: '',
    notify_of_donations: true,
    status: 'active',
    ...overrides,
  });
}

describe('edit fundraiser', () => {
  it('prefills from get-fundraiser (goal with separators), saves through admin-update-fundraiser and flashes', async () => {
    const user = userEvent.setup();
    const { calls, location } = renderAdmin(<FundraiserEdit fundraiserId={21} />, {
      admin,
      path: '/edit-fundraiser-21',
      answers: {
        'get-fundraiser': { body: { data: fundraiserData() } },
        'get-team-fundraisers': teamList,
        'admin-update-fundraiser': { body: { fundraiserId: 21 } },
      },
    });
    const goal = await screen.findByLabelText(/Fundraising goal/);
    expect(goal).toHaveValue('1,500,000');
    expect(screen.getByLabelText(/Story/)).toHaveValue('First paragraph.\n\nSecond one.');
    expect(screen.getByLabelText(/Team/)).toHaveValue('3');
    expect(screen.getByLabelText(/Team/)).toBeEnabled();
    expect(screen.getByLabelText('Email the fundraiser about each donation')).toBeChecked();
    await user.selectOptions(screen.getByLabelText(/Team/), 'No team');
    await user.click(screen.getByRole('button', { name: 'Save fundraiser' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/'));
    expect(calls('admin-update-fundraiser')[0]?.body).toEqual({
      fundraiserId: '21',
      story: 'First paragraph.\n\nSecond one.',
      goal: '1500000',
      // No team: teamId is left out (the plugin removes the team then).
      notify_of_donations: 'true',
    });
    expect(calls('get-fundraiser')[0]?.query).toMatchObject({ fundraiserId: '21' });
  });

  it('locks the team of a captain, says why, and sends the team it has (no teamId would remove it)', async () => {
    const user = userEvent.setup();
    const { calls, container } = renderAdmin(<FundraiserEdit fundraiserId={21} />, {
      admin,
      path: '/edit-fundraiser-21',
      answers: {
        'get-fundraiser': { body: { data: fundraiserData({ is_captain: true, notify_of_donations: false }) } },
        'get-team-fundraisers': teamList,
        'admin-update-fundraiser': { body: { fundraiserId: 21 } },
      },
    });
    const team = await screen.findByLabelText(/Team/);
    expect(team).toBeDisabled();
    expect(team).toHaveAccessibleDescription(/captain, so their team cannot change/);
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'Save fundraiser' }));
    await waitFor(() => expect(calls('admin-update-fundraiser')).toHaveLength(1));
    const body = calls('admin-update-fundraiser')[0]?.body ?? {};
    expect(body.teamId).toBe('3');
    expect(body.notify_of_donations).toBe('false');
  }, 20_000);

  it('shows a failed save and keeps the typed values', async () => {
    const user = userEvent.setup();
    renderAdmin(<FundraiserEdit fundraiserId={21} />, {
      admin,
      path: '/edit-fundraiser-21',
      answers: {
        'get-fundraiser': { body: { data: fundraiserData() } },
        'get-team-fundraisers': teamList,
        'admin-update-fundraiser': wpError(409, 'captain_team_locked', 'A captain’s team cannot change.'),
      },
    });
    const goal = await screen.findByLabelText(/Fundraising goal/);
    await user.clear(goal);
    await user.type(goal, '3,000,000');
    await user.click(screen.getByRole('button', { name: 'Save fundraiser' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A captain’s team cannot change.');
    expect(goal).toHaveValue('3,000,000');
  });

  it('shows a failed read with Try again', async () => {
    renderAdmin(<FundraiserEdit fundraiserId={99} />, {
      admin,
      path: '/edit-fundraiser-99',
      answers: {
        'get-fundraiser': wpError(404, 'not_found', 'No fundraiser with that id.'),
        'get-team-fundraisers': teamList,
      },
    });
    expect(await screen.findByText('No fundraiser with that id.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('a bad address', () => {
  it('says the address names no one instead of calling the server', () => {
    const { requests } = renderAdmin(<FundraiserEdit fundraiserId={0} />, { admin, path: '/edit-fundraiser-abc' });
    expect(screen.getByText('This address does not name a fundraiser or user.')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });
});
