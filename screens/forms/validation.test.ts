import { describe, expect, it } from 'vitest';
import {
  checkEmail,
  checkGoal,
  checkGoalLimit,
  checkNameLength,
  checkPassword,
  checkPasswordConfirmation,
  checkRequired,
  MAX_GOAL,
  rules,
} from './validation';

describe('validation (SPEC 5)', () => {
  it.each([
    ['', 'Enter a password'],
    ['12345', 'Password must have at least 6 characters'],
    ['abc', 'Password must have at least 6 characters'],
    ['123456', null],
    ['a longer passphrase', null],
  ])('checkPassword(%j) → %j', (value, expected) => {
    expect(checkPassword(value)).toBe(expected);
  });

  it.each([
    ['', 'secret1', 'Confirm your password'],
    ['secret2', 'secret1', 'The passwords do not match'],
    ['Secret1', 'secret1', 'The passwords do not match'],
    ['secret1', 'secret1', null],
  ])('checkPasswordConfirmation(%j, %j) → %j', (value, password, expected) => {
    expect(checkPasswordConfirmation(value, password)).toBe(expected);
  });

  it.each([
    ['', 'Enter your email address'],
    ['   ', 'Enter your email address'],
    ['not-an-email', 'Enter an email address like name@example.com'],
    ['name@localhost', 'Enter an email address like name@example.com'],
    [`${'a'.repeat(65)}@example.org`, 'Enter an email address like name@example.com'],
    ['name@example.org', null],
    [' name@example.org ', null],
  ])('checkEmail(%j) → %j', (value, expected) => {
    expect(checkEmail(value)).toBe(expected);
  });

  it.each([
    ['', 'Enter a fundraising goal'],
    ['abc', 'Enter a goal as a whole number greater than 0'],
    ['0', 'Enter a goal as a whole number greater than 0'],
    ['-5', 'Enter a goal as a whole number greater than 0'],
    ['12.5', 'Enter a goal as a whole number greater than 0'],
    ['1000', null],
    [2500, null],
    ['100000000', null],
    ['100000001', 'Goal is too large: enter at most 100,000,000.'],
  ])('checkGoal(%j) → %j', (value, expected) => {
    expect(checkGoal(value)).toBe(expected);
  });

  it.each([
    ['', 'firstNameRequired', 'Enter your first name'],
    ['  ', 'lastNameRequired', 'Enter your last name'],
    ['', 'userHandleRequired', 'Enter your email or username'],
    ['', 'storyRequired', 'Tell people why you are fundraising'],
    ['', 'teamNameRequired', 'Enter a team name'],
    ['Ann', 'firstNameRequired', null],
  ] as const)('checkRequired(%j, %s) → %j', (value, message, expected) => {
    expect(checkRequired(value, message)).toBe(expected);
  });
});

describe('the server limits (issue 13: marked as typed)', () => {
  it('a name may have 100 characters, not 101 (trimmed, as the server counts)', () => {
    expect(checkNameLength('a'.repeat(100))).toBeNull();
    expect(checkNameLength(` ${'a'.repeat(100)} `)).toBeNull();
    expect(checkNameLength('a'.repeat(101))).toBe('Use at most 100 characters.');
  });

  it('rules.name asks for the name first, then for a shorter one', () => {
    const { validate } = rules.name('teamNameRequired');
    expect(validate('  ', {})).toBe('Enter a team name');
    expect(validate('a'.repeat(101), {})).toBe('Use at most 100 characters.');
    expect(validate('Clean Water Crew', {})).toBe(true);
  });

  it('checkGoalLimit marks only a whole goal over MAX_GOAL; half-typed or empty goals wait for the submit', () => {
    expect(checkGoalLimit(String(MAX_GOAL))).toBeNull();
    expect(checkGoalLimit(String(MAX_GOAL + 1))).toBe('Goal is too large: enter at most 100,000,000.');
    expect(checkGoalLimit('')).toBeNull();
    expect(checkGoalLimit('12a')).toBeNull();
  });
});

describe('checkRequired beyond text (a checkbox, a number, an unset field)', () => {
  it.each([
    [0, null],
    [false, null],
    [undefined, 'Enter a fundraising goal'],
    [null, 'Enter a fundraising goal'],
  ] as const)('checkRequired(%j) → %j', (value, expected) => {
    expect(checkRequired(value, 'goalRequired')).toBe(expected);
  });
});

describe('the goal as typed, with spaces around it', () => {
  it('checkGoal and checkGoalLimit trim what was typed', () => {
    expect(checkGoal(' 1000 ')).toBeNull();
    expect(checkGoal('   ')).toBe('Enter a fundraising goal');
    expect(checkGoalLimit(` ${MAX_GOAL + 1} `)).toBe('Goal is too large: enter at most 100,000,000.');
  });

  it.each(['1e9', '200000000.5', '0x10000000', 'x200000000', '200000000x'])(
    'checkGoalLimit(%j) waits for the submit: not a whole number, although it reads as more than MAX_GOAL',
    (value) => {
      expect(checkGoalLimit(value)).toBeNull();
      expect(checkGoal(value)).toBe('Enter a goal as a whole number greater than 0');
    },
  );
});

describe('rules (what register() is given)', () => {
  it('rules.required passes any value given, and names the missing one', () => {
    const { validate } = rules.required('storyRequired');
    expect(validate('We dig wells.', {})).toBe(true);
    expect(validate(' ', {})).toBe('Tell people why you are fundraising');
    expect(validate(undefined, {})).toBe('Tell people why you are fundraising');
  });

  it('rules.name counts a value that is not text (unset, or a number set by code) as no name', () => {
    const { validate } = rules.name('teamNameRequired');
    expect(validate(undefined, {})).toBe('Enter a team name');
    expect(validate(42, {})).toBe('Enter a team name');
  });

  it('rules.email and rules.password read an unset field as empty', () => {
    expect(rules.email().validate(undefined, {})).toBe('Enter your email address');
    expect(rules.email().validate('name@example.org', {})).toBe(true);
    expect(rules.password().validate(null, {})).toBe('Enter a password');
    expect(rules.password().validate('secret1', {})).toBe(true);
  });

  it('rules.goal takes the goal as text or as a number (valueAsNumber)', () => {
    const { validate } = rules.goal();
    expect(validate('2500', {})).toBe(true);
    expect(validate(2500, {})).toBe(true);
    expect(validate(0, {})).toBe('Enter a goal as a whole number greater than 0');
    expect(validate(MAX_GOAL + 1, {})).toBe('Goal is too large: enter at most 100,000,000.');
    expect(validate(undefined, {})).toBe('Enter a fundraising goal');
  });

  it('rules.passwordConfirmation compares with the password field of the same form', () => {
    const { validate } = rules.passwordConfirmation();
    expect(validate('secret1', { password: 'secret1' })).toBe(true);
    expect(validate('secret2', { password: 'secret1' })).toBe('The passwords do not match');
    expect(validate('', { password: 'secret1' })).toBe('Confirm your password');
    expect(validate(undefined, { password: 'secret1' })).toBe('Confirm your password');
    // The password field is unset: whatever is confirmed does not match it.
    expect(validate('secret1', {})).toBe('The passwords do not match');
  });

  it('rules.passwordConfirmation can compare with a field of another name', () => {
    const { validate } = rules.passwordConfirmation('newPassword');
    expect(validate('secret1', { newPassword: 'secret1', password: 'old-one' })).toBe(true);
    expect(validate('old-one', { newPassword: 'secret1', password: 'old-one' })).toBe('The passwords do not match');
  });
});
