import { useLocation } from 'react-router-dom';
import { __, Notice, Stack, Text, TextLink } from '../../design-system';
import { useApi } from '../api/ApiContext';
import { createFundraiserJoinTeam } from '../api/createFundraiserJoinTeam';
import type { Team, UserInfo } from '../api/entities';
import { useUserInfo } from '../api/getUserInfo';
import { registerJoinTeam } from '../api/registerJoinTeam';
import { useHostData } from '../app/HostDataContext';
import { paths } from '../app/paths';
import { AccountFields, type AccountValues, DraftNotice, FormFrame, useAccountForm, useDraftKey } from '../forms';
import { RouterTextLink } from '../shared/links';
import { TeamSummary } from './TeamSummary';
import { LoadingSpinner } from '../shared/LoadingSpinner';

export type JoinRegistrationValues = AccountValues;

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
  const account = useAccountForm({
    existing: existingUser,
    defaults: user ?? {},
    storageKey: useDraftKey('team-join', team.id),
    send: ({ account, ...names }) => {
      const joining = { ...names, teamId: team.id, ...(invite ? { invite } : {}) };
      return account
        ? registerJoinTeam(api, { ...joining, ...account })
        : createFundraiserJoinTeam(api, { ...joining, email: user?.email ?? '' });
    },
  });

  return (
    <FormFrame
      submit={account}
      submitLabel={__('Join Team')}
      aria-labelledby="join-team-form-title"
      head={
        <>
          <TeamSummary team={team} />
          <Text id="join-team-form-title" weight="bold">
            {existingUser
              ? __('Create your fundraiser profile to join this team.')
              : __('Create an account to join this team.')}
          </Text>
          <DraftNotice draft={account.draft} />
        </>
      }
      foot={
        existingUser ? null : (
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
        )
      }
    >
      <AccountFields
        form={account.form}
        existingEmail={existingUser ? (user?.email ?? '') : undefined}
        existingEmailHelp={__('You are signed in with this address.')}
        confirmationToggle
      />
    </FormFrame>
  );
}

/** WordPress's login page on the campaign's site, returning to this page (its invitation token included). */
function signInAndReturnHref(campaignUrl: string, here: string): string {
  const login = new URL('/wp-login.php', campaignUrl);
  login.searchParams.set('redirect_to', `${campaignUrl}${here}`);
  return login.href;
}
