import type { UseFormRegisterReturn } from 'react-hook-form';
import { __, Inline, TextField } from '../../../design-system';
import { type FieldRule, rules, SubmitButton } from '../../forms';
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

type PersonField = 'firstName' | 'lastName' | 'email';

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
  return (
    <>
      <TextField
        label={__('First name')}
        autoComplete="off"
        required
        error={errors.firstName?.message}
        {...register('firstName', rules.name('firstNameRequired'))}
      />
      <TextField
        label={__('Last name')}
        autoComplete="off"
        required
        error={errors.lastName?.message}
        {...register('lastName', rules.name('lastNameRequired'))}
      />
      <TextField
        label={__('Email')}
        type="email"
        autoComplete="off"
        required
        helpText={emailHelp}
        error={errors.email?.message}
        {...register('email', rules.email())}
      />
    </>
  );
}
