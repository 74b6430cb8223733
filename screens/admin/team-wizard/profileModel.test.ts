import { describe, expect, it } from 'vitest';
import { adminConfigSchema } from '../app/adminHostData';
import { checkAdminGoal, createTeamValues, goalText, parseGoal, toAdminTeamProfile } from './profileModel';
import * as v from 'valibot';

const us = v.parse(adminConfigSchema, {
  apiRoot: 'https://site.test/wp-json/x',
  apiNonce: 'n',
  adminURL: 'https://site.test/wp-admin/',
});
const de = {
  ...us,
  thousandsSeparator: '.',
  decimalSeparator: ',',
  currencySymbol: '€',
  currencyPosition: 'after' as const,
};

describe('team profile model', () => {
  it.each([
    [us, 1_250_000, '1,250,000'],
    [de, 1_250_000, '1.250.000'],
    [us, 0, ''],
  ])('goalText round-trips through parseGoal (%#)', (config, goal, text) => {
    expect(goalText(goal, config)).toBe(text);
    if (goal > 0) expect(parseGoal(text, config)).toBe(goal);
  });

  it('reads goals above a million with every separator', () => {
    expect(parseGoal('12,500,000', us)).toBe(12_500_000);
    expect(parseGoal('12.500.000 €', de)).toBe(12_500_000);
  });

  it.each([
    ['', 'Enter a fundraising goal'],
    ['0', 'Enter the goal as a whole amount, like 1,250,000'],
    ['12.50', 'Enter the goal as a whole amount, like 1,250,000'],
    ['1,25', 'Enter the goal as a whole amount, like 1,250,000'],
    ['1,250,000', null],
  ])('checkAdminGoal(%j) → %j', (text, expected) => {
    expect(checkAdminGoal(text, us)).toBe(expected);
  });

  it('starts a new team from the campaign and sends the parsed goal, trimmed name and chosen file', () => {
    const values = createTeamValues({ team_goal: 2500000, team_story_placeholder: 'Why?' }, us);
    expect(values).toEqual({
      name: '',
      story: 'Why?',
      goal: '2,500,000',
      access: 'public',
      image: [],
      notifyOfDonations: true,
    });
    const file = new File(['x'], 'a.png', { type: 'image/png' });
    expect(toAdminTeamProfile({ ...values, name: '  Crew ', image: [file] }, us)).toEqual({
      name: 'Crew',
      story: 'Why?',
      goal: 2_500_000,
      access: 'public',
      notifyOfDonations: true,
      file,
    });
  });
});
