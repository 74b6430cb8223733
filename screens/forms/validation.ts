import { __, formatNumber, isValidEmail, ltr, sprintf } from '../../design-system';

/** SPEC 9: the shortest password the server accepts. */
export const MIN_PASSWORD_LENGTH = 6;

/** Every validation message of SPEC 5 that the account and team forms show, in one place. */
export const validationMessages = {
  firstNameRequired: () => __('Enter your first name'),
  lastNameRequired: () => __('Enter your last name'),
  emailRequired: () => __('Enter your email address'),
  emailInvalid: () => __('Enter an email address like name@example.com'),
  passwordRequired: () => __('Enter a password'),
  passwordTooShort: () => __('Password must have at least 6 characters'),
  password2Required: () => __('Confirm your password'),
  passwordsDoNotMatch: () => __('The passwords do not match'),
  userHandleRequired: () => __('Enter your email or username'),
  storyRequired: () => __('Tell people why you are fundraising'),
  goalRequired: () => __('Enter a fundraising goal'),
  goalInvalid: () => __('Enter a goal as a whole number greater than 0'),
  /** `limit`: MAX_GOAL written as the field expects it (the site's thousands separator where the form knows it). */
  goalTooLarge: (limit = formatNumber(MAX_GOAL)) =>
    sprintf(
      /* translators: %s: the largest goal accepted, e.g. 100,000,000 */ __('Goal is too large: enter at most %s.'),
      ltr(limit),
    ),
  teamNameRequired: () => __('Enter a team name'),
  nameTooLong: () =>
    sprintf(
      /* translators: %s: the most characters a name may have (100) */ __('Use at most %s characters.'),
      ltr(formatNumber(MAX_NAME_LENGTH)),
    ),
} as const;

/** The longest name the server takes (first, last and team names: host/api requiredText(…, 100)). */
export const MAX_NAME_LENGTH = 100;

export type ValidationMessage = keyof typeof validationMessages;

/* Pure checks: each returns the message to show, or null when the value passes. */

export function checkRequired(value: unknown, message: ValidationMessage): string | null {
  const present = typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null;
  return present ? null : validationMessages[message]();
}

export function checkEmail(value: string): string | null {
  if (value.trim() === '') return validationMessages.emailRequired();
  return isValidEmail(value.trim()) ? null : validationMessages.emailInvalid();
}

export function checkPassword(value: string): string | null {
  if (value === '') return validationMessages.passwordRequired();
  return value.length >= MIN_PASSWORD_LENGTH ? null : validationMessages.passwordTooShort();
}

export function checkPasswordConfirmation(value: string, password: string): string | null {
  if (value === '') return validationMessages.password2Required();
  return value === password ? null : validationMessages.passwordsDoNotMatch();
}

/** The largest goal the server takes (the reference host's goal rule; a larger one is refused on submit). */
export const MAX_GOAL = 100_000_000;

/** Goals are whole amounts above zero (SPEC 5: money is whole numbers) and at most MAX_GOAL. */
export function checkGoal(value: string | number): string | null {
  const text = String(value).trim();
  if (text === '') return validationMessages.goalRequired();
  if (!(/^\d+$/.test(text) && Number(text) > 0)) return validationMessages.goalInvalid();
  return Number(text) > MAX_GOAL ? validationMessages.goalTooLarge() : null;
}

/** A name over MAX_NAME_LENGTH characters (after trimming, as the server counts); null otherwise. */
export function checkNameLength(value: string): string | null {
  return value.trim().length > MAX_NAME_LENGTH ? validationMessages.nameTooLong() : null;
}

/**
 * Only the goal's upper limit: a whole number over MAX_GOAL. Empty or malformed goals return null (they wait
 * for the submit, so a field is not marked while it is still being typed); checkGoal covers everything.
 */
export function checkGoalLimit(value: string | number): string | null {
  const text = String(value).trim();
  return /^\d+$/.test(text) && Number(text) > MAX_GOAL ? validationMessages.goalTooLarge() : null;
}

/* The same checks as react-hook-form rules: `register('email', rules.email())`. */

/** Assignable to any field's register() options (react-hook-form's Validate takes the value and all values). */
export interface FieldRule {
  validate: (value: unknown, values: object) => string | true;
}

const fromCheck =
  (check: (value: string) => string | null) =>
  (value: unknown): string | true =>
    check(typeof value === 'string' || typeof value === 'number' ? String(value) : '') ?? true;

export const rules = {
  required: (message: ValidationMessage): FieldRule => ({ validate: (value) => checkRequired(value, message) ?? true }),
  /** A required name of at most MAX_NAME_LENGTH characters (first, last or team name). */
  name: (message: ValidationMessage): FieldRule => ({
    validate: (value) => {
      const text = typeof value === 'string' ? value : '';
      return checkRequired(text, message) ?? checkNameLength(text) ?? true;
    },
  }),
  email: (): FieldRule => ({ validate: fromCheck(checkEmail) }),
  password: (): FieldRule => ({ validate: fromCheck(checkPassword) }),
  /** `passwordField` names the field to compare with (usually 'password'). */
  passwordConfirmation: (passwordField = 'password'): FieldRule => ({
    validate: (value, values) => {
      const password: unknown = Reflect.get(values, passwordField);
      return (
        checkPasswordConfirmation(
          typeof value === 'string' ? value : '',
          typeof password === 'string' ? password : '',
        ) ?? true
      );
    },
  }),
  goal: (): FieldRule => ({ validate: fromCheck(checkGoal) }),
};
