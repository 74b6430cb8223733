import { useParams, useSearchParams } from 'react-router-dom';
import { __, Button, Heading, Notice, sprintf, Stack, StepIndicator, Text } from '../../design-system';
import type { Team } from '../api/entities';
import { useTeam } from '../api/getTeam';
import { useCampaignUrl, useHostData } from '../app/HostDataContext';
import { paths } from '../app/paths';
import { useWizardStep } from '../app/wizard';
import { JoinRegistrationForm } from './JoinRegistrationForm';
import { OneClickJoin } from './OneClickJoin';
import { LoadingPage } from '../shared/LoadingSpinner';
import { RouterButton } from '../shared/links';

function parseTeamId(raw: string | undefined): number | undefined {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/**
 * /team/{id}/join/ (SPEC 2): a fundraiser joins with one click; everyone else registers a profile and joins.
 * The team comes from the page's host data (team routes carry it, and it seeds the cache); a client-side
 * arrival fetches it. Private teams are invite only: only with the token of a mailed invitation (the server
 * checks it against the joiner's address and spends it).
 */
export default function TeamJoinPage() {
  const teamId = parseTeamId(useParams().teamId);
  // The single-use token of a mailed invitation (?invite=…): the only way into a closed team.
  const invite = useSearchParams()[0].get('invite')?.trim() || undefined;
  const { auth } = useHostData();
  const { data: team, error, mutate } = useTeam(teamId);

  if (teamId === undefined || error?.status === 404) return <TeamNotFound />;
  if (error && !team) {
    return (
      <Stack gap="lg">
        <Heading level={1} tabIndex={-1}>
          {__('Join a team')}
        </Heading>
        <Notice type="error">{error.message}</Notice>
        <div>
          <Button color="outline" onClick={() => void mutate()}>
            {__('Try again')}
          </Button>
        </div>
      </Stack>
    );
  }
  // Not `isLoading`: SWR sets it while revalidating a host-seeded team (focus, reconnect), and swapping the
  // form for a spinner then would throw away what the visitor typed.
  if (!team) {
    return <LoadingPage title={__('Join a team')} size="large" label={__('Loading the team')} />;
  }
  if (team.access === 'private' && !invite) return <InviteOnly team={team} />;
  const loggedIn = auth.user_id > 0 || auth.is_logged_in;
  return (
    <>
      {auth.fundraiser_id > 0 ? (
        <OneClickJoin team={team} invite={invite} />
      ) : (
        <RegisterAndJoin team={team} loggedIn={loggedIn} invite={invite} />
      )}
    </>
  );
}

/** Step 2 'Register' of the joinTeam set: the form creates the account (or the profile) and picks the team. */
function RegisterAndJoin({ team, loggedIn, invite }: { team: Team; loggedIn: boolean; invite?: string }) {
  const wizard = useWizardStep('joinTeam', 'register');
  return (
    <Stack gap="xl">
      <StepIndicator steps={wizard.steps} current={wizard.current} />
      <Heading level={1} tabIndex={-1}>
        {sprintf(/* translators: %s: team name */ __('Join %s'), team.name)}
      </Heading>
      <JoinRegistrationForm team={team} existingUser={loggedIn} invite={invite} />
    </Stack>
  );
}

function InviteOnly({ team }: { team: Team }) {
  const toUrl = useCampaignUrl();
  return (
    <Stack gap="lg" align="start">
      <Heading level={1} tabIndex={-1}>
        {__('This team is invite only')}
      </Heading>
      <Text>
        {sprintf(
          /* translators: %s: team name */ __(
            '%s is a closed team. Ask the team captain for an invitation, or find another team to join.',
          ),
          team.name,
        )}
      </Text>
      <Stack gap="sm" align="start">
        <RouterButton to={paths.registerTeams()} color="primary">
          {__('Find another team')}
        </RouterButton>
        <Button color="outline" href={toUrl(paths.team(team.id))}>
          {__('Back to the team page')}
        </Button>
      </Stack>
    </Stack>
  );
}

function TeamNotFound() {
  return (
    <Stack gap="lg" align="start">
      <Heading level={1} tabIndex={-1}>
        {__('Team not found')}
      </Heading>
      <Text>{__('This team does not exist, or it is not open yet.')}</Text>
      <RouterButton to={paths.registerTeams()} color="primary">
        {__('Find a team to join')}
      </RouterButton>
    </Stack>
  );
}
