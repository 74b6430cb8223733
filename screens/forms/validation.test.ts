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
