import { type UseFormReturn, useForm } from 'react-hook-form';
import { __, TextField } from '../../design-system';
import { useHostData } from '../app/HostDataContext';
import { type FormDraft, useFormDraft } from './drafts/useFormDraft';
import { PERSON_NAME_LIMITS, useLiveLimits } from './liveLimits';
import { followServerRedirect } from './redirect';
import { type FormSubmitState, useFormSubmit } from './useFormSubmit';
import { MAX_NAME_LENGTH, rules } from './validation';

/** The fields of a form that registers a fundraiser profile, with a new account or for the signed-in user. */
export interface AccountValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  password2: string;
}

/** What the form sends: the trimmed names, and the new account (null for a signed-in user: it keeps theirs). */
export interface AccountSubmission {
  firstName: string;
  lastName: string;
  account: { email: string; password: string; password2: string } | null;
}

export interface AccountFormOptions {
  /** The signed-in user registers a profile: the email is theirs and fixed, no password fields. */
  existing: boolean;
  /** Prefill (the signed-in user's details). */
  defaults: Partial<Pick<AccountValues, 'firstName' | 'lastName' | 'email'>>;
  /** The draft's key (useDraftKey). */
  storageKey: string;
  /** Sends the registration; its redirect is followed with a full page load. */
  send: (submission: AccountSubmission) => Promise<{ redirect?: unknown }>;
}

export interface AccountForm extends FormSubmitState {
  form: UseFormReturn<AccountValues>;
  draft: FormDraft;
}

/**
 * The register-a-profile form's state: names (live length limits: a value longer than the fields' maxLength can
 * still arrive from a draft or a prefill) and, for a visitor, email and passwords; a draft
 * of the names and email (the passwords are never kept), cleared on success before the redirect.
 */
export function useAccountForm({ existing, defaults, storageKey, send }: AccountFormOptions): AccountForm {
  const { campaign } = useHostData();
  const form = useForm<AccountValues>({
    defaultValues: {
      firstName: defaults.firstName ?? '',
      lastName: defaults.lastName ?? '',
      email: defaults.email ?? '',
      password: '',
      password2: '',
    },
  });
  const draft = useFormDraft(form, {
    storageKey,
    fields: existing ? ['firstName', 'lastName'] : ['firstName', 'lastName', 'email'],
  });
  useLiveLimits(form, PERSON_NAME_LIMITS);
  const submitState = useFormSubmit(form, async (values) => {
    const { redirect } = await send({
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      account: existing ? null : { email: values.email.trim(), password: values.password, password2: values.password2 },
    });
    draft.clear();
    followServerRedirect(redirect, campaign.campaign_url);
  });
  return { form, draft, ...submitState };
}

export interface AccountFieldsProps {
  form: UseFormReturn<AccountValues>;
  /** The signed-in user's email, shown fixed (no password fields); undefined for a visitor creating an account. */
  existingEmail: string | undefined;
  /** Under the fixed email. */
  existingEmailHelp: string;
  /** Under the password. */
  passwordHelp?: string;
  /** A show/hide button on the confirmation too. */
  confirmationToggle?: boolean;
}

/** First and last name, then the fixed email of a signed-in user or a visitor's email, password and confirmation. */
export function AccountFields({
  form,
  existingEmail,
  existingEmailHelp,
  passwordHelp,
  confirmationToggle = false,
}: AccountFieldsProps) {
  const { register, formState } = form;
  const { errors } = formState;
  return (
    <>
      <TextField
        label={__('First name')}
        autoComplete="given-name"
        required
        maxLength={MAX_NAME_LENGTH}
        error={errors.firstName?.message}
        {...register('firstName', rules.name('firstNameRequired'))}
      />
      <TextField
        label={__('Last name')}
        autoComplete="family-name"
        required
        maxLength={MAX_NAME_LENGTH}
        error={errors.lastName?.message}
        {...register('lastName', rules.name('lastNameRequired'))}
      />
      {existingEmail !== undefined ? (
        // Not registered with the form: the account's email cannot change here.
        <TextField
          label={__('Email')}
          type="email"
          name="email"
          value={existingEmail}
          disabled
          readOnly
          helpText={existingEmailHelp}
        />
      ) : (
        <>
          <TextField
            label={__('Email')}
            type="email"
            autoComplete="email"
            required
            error={errors.email?.message}
            {...register('email', rules.email())}
          />
          <TextField
            label={__('Password')}
            type="password"
            autoComplete="new-password"
            passwordToggle
            required
            helpText={passwordHelp}
            error={errors.password?.message}
            {...register('password', rules.password())}
          />
          <TextField
            label={__('Confirm password')}
            type="password"
            autoComplete="new-password"
            passwordToggle={confirmationToggle}
            required
            error={errors.password2?.message}
            {...register('password2', rules.passwordConfirmation('password'))}
          />
        </>
      )}
    </>
  );
}
