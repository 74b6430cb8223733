import { describe, expect, it } from 'vitest';
import {
  checkInviteEmails,
  createTeamDefaults,
  teamFormState,
  toTeamFields,
  updateTeamDefaults,
  type TeamFormState,
  type TeamFormValues,
} from './model';

const campaign = { team_goal: 2000, team_story_placeholder: 'Tell us about your team.' };

describe('createTeamDefaults', () => {
  it('takes the goal and story from the campaign and starts public with no invitations', () => {
    expect(createTeamDefaults(campaign)).toEqual({
      name: '',
      story: 'Tell us about your team.',
      goal: '2000',
      access: 'public',
      emails: [],
      image: [],
    });
  });

  it('leaves the goal empty when the campaign has none', () => {
    expect(createTeamDefaults({ ...campaign, team_goal: 0 }).goal).toBe('');
  });
});

describe('updateTeamDefaults', () => {
  it.each([
    [
      'keeps the team values',
      { name: 'Crew', story: 'Our story', goal: 5000, access: 'private' as const },
      { story: 'Our story', goal: '5000', access: 'private' },
    ],
    [
      'edits an HTML story as paragraphs',
      { name: 'Crew', story: '<p>We run.</p><p>Every &amp; each step.</p>', goal: 5000, access: 'public' as const },
      { story: 'We run.\n\nEvery & each step.', goal: '5000', access: 'public' },
    ],
    [
      'falls back to the campaign story and goal',
      { name: 'Crew', story: '  ', goal: 0, access: 'public' as const },
      { story: 'Tell us about your team.', goal: '2000', access: 'public' },
    ],
  ])('%s', (_name, team, expected) => {
    expect(updateTeamDefaults(team, campaign)).toMatchObject({ name: 'Crew', ...expected, emails: [], image: [] });
  });
});

describe('toTeamFields', () => {
  const file = new File(['x'], 'team.png', { type: 'image/png' });
  const values: TeamFormValues = {
    name: '  Crew ',
    story: 'Story\n\nMore',
    goal: ' 1500 ',
    access: 'private',
    emails: ['a@example.org'],
    image: [file],
  };

  it('trims the name and goal, keeps the story as typed, sends the first image', () => {
    expect(toTeamFields(values)).toEqual({
      name: 'Crew',
      story: 'Story\n\nMore',
      goal: '1500',
      access: 'private',
      emails: ['a@example.org'],
      file,
    });
  });

  it('sends no file when none was chosen', () => {
    expect(toTeamFields({ ...values, image: [] }).file).toBeNull();
  });
});

describe('checkInviteEmails', () => {
  it.each<[string[], boolean]>([
    [[], true],
    [['ana@example.org', 'ben@example.co.uk'], true],
    [['ana@example.org', 'not-an-email'], false],
    [['ana@localhost'], false],
    [[`${'a'.repeat(65)}@example.org`], false],
  ])('%o passes: %s', (emails, passes) => {
    expect(checkInviteEmails(emails) === null).toBe(passes);
  });
});

describe('teamFormState', () => {
  it.each<[boolean, string | null, TeamFormState]>([
    [false, null, 'idle'],
    [true, null, 'saving'],
    [true, 'old error', 'saving'],
    [false, 'The server said no.', 'error'],
  ])('submitting %s, error %s → %s', (submitting, error, expected) => {
    expect(teamFormState(submitting, error)).toBe(expected);
  });
});
