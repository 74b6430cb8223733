import type { UseFormRegisterReturn } from 'react-hook-form';
import { __, Inline, TextField } from '../../../design-system';
import { type FieldRule, MAX_NAME_LENGTH, rules, SubmitButton } from '../../forms';
import { RouterButton } from '../../shared/links';

interface FormActionsProps {
  submitting: boolean;
  submitLabel: string;
  /** While an upload is refused. */
  disabled?: boolean;
  /** The hash route of the other button (Cancel, Skip for now…) and its label. */
  to: string;
  toLabel: string;
}

/** An admin form's buttons: the submit, then a way on or out that saves nothing. */
export function FormActions({ submitting, submitLabel, disabled, to, toLabel }: FormActionsProps) {
  return (
    <Inline gap="md" align="center">
      <SubmitButton submitting={submitting} disabled={disabled}>
        {submitLabel}
      </SubmitButton>
      <RouterButton to={to} color="outline">
        {toLabel}
      </RouterButton>
    </Inline>
  );
}

/** The three fields, in their order: label, rule, and the input type where it is not text. */
const PERSON_FIELDS = [
  { name: 'firstName', label: () => __('First name'), rule: () => rules.name('firstNameRequired') },
  { name: 'lastName', label: () => __('Last name'), rule: () => rules.name('lastNameRequired') },
  { name: 'email', label: () => __('Email'), rule: () => rules.email(), type: 'email' },
] as const;

type PersonField = (typeof PERSON_FIELDS)[number]['name'];

interface PersonFieldsProps {
  /** The form's `register` for the three fields (its values hold them). */
  register: (name: PersonField, rule: FieldRule) => UseFormRegisterReturn;
  errors: Partial<Record<PersonField, { message?: string | undefined }>>;
  /** Under the email. */
  emailHelp?: string;
}

/**
 * First name, last name and email of someone an admin makes an account for (a fundraiser, a captain): required,
 * never filled in from the admin's own browser data.
 */
export function PersonFields({ register, errors, emailHelp }: PersonFieldsProps) {
  return PERSON_FIELDS.map((field) => (
    <TextField
      key={field.name}
      label={field.label()}
      type={'type' in field ? field.type : undefined}
      // The names stop at the server's limit as typed, with a count near it; the email has no such limit here.
      maxLength={field.name === 'email' ? undefined : MAX_NAME_LENGTH}
      autoComplete="off"
      required
      helpText={field.name === 'email' ? emailHelp : undefined}
      error={errors[field.name]?.message}
      {...register(field.name, field.rule())}
    />
  ));
}
