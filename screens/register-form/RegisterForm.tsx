import { useForm } from 'react-hook-form';
import { __, Stack, TextField } from '../../design-system';
import { useApi } from '../api/ApiContext';
import { createFundraiserProfile } from '../api/createFundraiserProfile';
import { registerFundraiser } from '../api/registerFundraiser';
import { useHostData } from '../app/HostDataContext';
import {
  DraftNotice,
  FormError,
  followServerRedirect,
  PERSON_NAME_LIMITS,
  rules,
  SubmitButton,
  useDraftKey,
  useFormDraft,
  useFormSubmit,
  useLiveLimits,
} from '../forms';

export interface RegisterValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  password2: string;
}

export interface RegisterFormProps {
  /** Registers a team captain (team_captain true): the next step creates the team. */
  captain: boolean;
  /**
   * 'new': a visitor creates an account (register-fundraiser). 'existing': a logged-in user without a profile
   * (SPEC 4/5): the email is fixed, no password fields, and create-fundraiser-profile is called instead.
   */
  mode: 'new' | 'existing';
  /** Prefill (from get-user-info for an existing user). */
  defaults?: Partial<Pick<RegisterValues, 'firstName' | 'lastName' | 'email'>>;
}

/** The register step of the individual and captain wizards; success is a full page load to the next step. */
export function RegisterForm({ captain, mode, defaults = {} }: RegisterFormProps) {
  const api = useApi();
  const { campaign } = useHostData();
  const existing = mode === 'existing';
  const form = useForm<RegisterValues>({
    defaultValues: {
      firstName: defaults.firstName ?? '',
      lastName: defaults.lastName ?? '',
      email: defaults.email ?? '',
      password: '',
      password2: '',
    },
  });
  const { register, formState } = form;
  // Names and e-mail only: the passwords are never kept.
  const draft = useFormDraft(form, {
    storageKey: useDraftKey(`register-${captain ? 'captain' : 'individual'}-${mode}`),
    fields: existing ? ['firstName', 'lastName'] : ['firstName', 'lastName', 'email'],
  });
  const { errors } = formState;

  useLiveLimits(form, PERSON_NAME_LIMITS);
  const { onSubmit, submitting, formError, formErrorRef } = useFormSubmit(form, async (values) => {
    const names = { firstName: values.firstName.trim(), lastName: values.lastName.trim(), team_captain: captain };
    const { redirect } = existing
      ? await createFundraiserProfile(api, { ...names, email: defaults.email ?? '' })
      : await registerFundraiser(api, {
          ...names,
          email: values.email.trim(),
          password: values.password,
          password2: values.password2,
        });
    draft.clear();
    followServerRedirect(redirect, campaign.campaign_url);
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="lg">
        <DraftNotice draft={draft} />
        <FormError ref={formErrorRef} message={formError} />
        <TextField
          label={__('First name')}
          autoComplete="given-name"
          required
          error={errors.firstName?.message}
          {...register('firstName', rules.name('firstNameRequired'))}
        />
        <TextField
          label={__('Last name')}
          autoComplete="family-name"
          required
          error={errors.lastName?.message}
          {...register('lastName', rules.name('lastNameRequired'))}
        />
        {existing ? (
          // Not registered with the form: the account's email cannot change here.
          <TextField
            label={__('Email')}
            type="email"
            name="email"
            value={defaults.email ?? ''}
            disabled
            readOnly
            helpText={__('You are logged in with this email address.')}
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
              helpText={__('At least 6 characters.')}
              error={errors.password?.message}
              {...register('password', rules.password())}
            />
            <TextField
              label={__('Confirm password')}
              type="password"
              autoComplete="new-password"
              required
              error={errors.password2?.message}
              {...register('password2', rules.passwordConfirmation('password'))}
            />
          </>
        )}
        <div>
          <SubmitButton submitting={submitting}>
            {captain ? __('Register and create your team') : __('Register')}
          </SubmitButton>
        </div>
      </Stack>
    </form>
  );
}
