import { useForm } from 'react-hook-form';
import { useHref, useLinkClickHandler, useLocation } from 'react-router-dom';
import type { ReactNode } from 'react';
import { __, Notice, Stack, Text, TextField, TextLink } from '../../design-system';
import { useApi } from '../api/ApiContext';
import { createFundraiserJoinTeam } from '../api/createFundraiserJoinTeam';
import type { Team, UserInfo } from '../api/entities';
import { useUserInfo } from '../api/getUserInfo';
import { registerJoinTeam } from '../api/registerJoinTeam';
import { useHostData } from '../app/HostDataContext';
import { paths } from '../app/paths';
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
import { TeamSummary } from './TeamSummary';
import { LoadingSpinner } from '../shared/LoadingSpinner';

export interface JoinRegistrationValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  password2: string;
}

const EMPTY: JoinRegistrationValues = { firstName: '', lastName: '', email: '', password: '', password2: '' };

/**
 * Everyone without a fundraiser profile joins by registering one (SPEC 2, 5, 6). A visitor creates an account
 * (register-join-team); a logged-in user keeps theirs: names prefilled from get-user-info (seeded from the
 * page's data-user), the email shown but disabled, no password fields (create-fundraiser-join-team).
 */
export function JoinRegistrationForm({
  team,
  existingUser,
  invite,
}: {
  team: Team;
  existingUser: boolean;
  /** The invitation token of a closed team, sent with the registration. */
  invite?: string;
}) {
  const { data: user, error } = useUserInfo(existingUser);
  if (existingUser && !user && !error) return <LoadingSpinner size="large" label={__('Loading your details')} />;
  return (
    <Stack gap="lg">
      {/* Only when nothing was loaded: a failed background revalidation keeps the seeded details. */}
      {existingUser && error && !user ? (
        <Notice type="warning">{__('Your details could not be loaded. Enter your name to continue.')}</Notice>
      ) : null}
      <RegistrationFields team={team} user={existingUser ? (user ?? null) : undefined} invite={invite} />
    </Stack>
  );
}

/** `user`: undefined for a visitor (new account), the loaded info (or null when it failed) for a logged-in user. */
function RegistrationFields({
  team,
  user,
  invite,
}: {
  team: Team;
  user: UserInfo | null | undefined;
  invite?: string;
}) {
  const api = useApi();
  const { campaign } = useHostData();
  const existingUser = user !== undefined;
  const location = useLocation();
  const form = useForm<JoinRegistrationValues>({
    defaultValues: user ? { ...EMPTY, firstName: user.firstName, lastName: user.lastName, email: user.email } : EMPTY,
  });
  // Names and e-mail only: the passwords are never kept.
  const draft = useFormDraft(form, {
    storageKey: useDraftKey('team-join', team.id),
    fields: existingUser ? ['firstName', 'lastName'] : ['firstName', 'lastName', 'email'],
  });
  useLiveLimits(form, PERSON_NAME_LIMITS);
  const { onSubmit, submitting, formError, formErrorRef } = useFormSubmit(form, async (values) => {
    const names = {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      teamId: team.id,
      ...(invite ? { invite } : {}),
    };
    const { redirect } = existingUser
      ? await createFundraiserJoinTeam(api, { ...names, email: user?.email ?? '' })
      : await registerJoinTeam(api, {
          ...names,
          email: values.email.trim(),
          password: values.password,
          password2: values.password2,
        });
    draft.clear();
    followServerRedirect(redirect, campaign.campaign_url);
  });
  const { errors } = form.formState;

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="join-team-form-title">
      <Stack gap="lg">
        <TeamSummary team={team} />
        <Text id="join-team-form-title" weight="bold">
          {existingUser
            ? __('Create your fundraiser profile to join this team.')
            : __('Create an account to join this team.')}
        </Text>
        <DraftNotice draft={draft} />
        <FormError ref={formErrorRef} message={formError} />
        <TextField
          label={__('First name')}
          autoComplete="given-name"
          required
          error={errors.firstName?.message}
          {...form.register('firstName', rules.name('firstNameRequired'))}
        />
        <TextField
          label={__('Last name')}
          autoComplete="family-name"
          required
          error={errors.lastName?.message}
          {...form.register('lastName', rules.name('lastNameRequired'))}
        />
        {existingUser ? (
          <TextField
            label={__('Email')}
            type="email"
            name="email"
            value={user?.email ?? ''}
            disabled
            readOnly
            helpText={__('You are signed in with this address.')}
          />
        ) : (
          <>
            <TextField
              label={__('Email')}
              type="email"
              autoComplete="email"
              required
              error={errors.email?.message}
              {...form.register('email', rules.email())}
            />
            <TextField
              label={__('Password')}
              type="password"
              autoComplete="new-password"
              passwordToggle
              required
              error={errors.password?.message}
              {...form.register('password', rules.password())}
            />
            <TextField
              label={__('Confirm password')}
              type="password"
              autoComplete="new-password"
              passwordToggle
              required
              error={errors.password2?.message}
              {...form.register('password2', rules.passwordConfirmation('password'))}
            />
          </>
        )}
        <div>
          <SubmitButton submitting={submitting}>{__('Join Team')}</SubmitButton>
        </div>
        {existingUser ? null : (
          <Text tone="muted">
            {__('Already have an account?')}{' '}
            {invite ? (
              // The app's login lands on /start-fundraising/; WordPress's comes back here with the invitation.
              <TextLink href={signInAndReturnHref(campaign.campaign_url, `${location.pathname}${location.search}`)}>
                {__('Log in')}
              </TextLink>
            ) : (
              <RouterTextLink to={paths.login()}>{__('Log in')}</RouterTextLink>
            )}
          </Text>
        )}
      </Stack>
    </form>
  );
}

/** WordPress's login page on the campaign's site, returning to this page (its invitation token included). */
function signInAndReturnHref(campaignUrl: string, here: string): string {
  const login = new URL('/wp-login.php', campaignUrl);
  login.searchParams.set('redirect_to', `${campaignUrl}${here}`);
  return login.href;
}

/** A text-styled link that moves inside the app without a page load. */
function RouterTextLink({ to, children }: { to: string; children: ReactNode }) {
  const href = useHref(to);
  const onClick = useLinkClickHandler(to);
  return (
    <TextLink href={href} onClick={onClick}>
      {children}
    </TextLink>
  );
}
