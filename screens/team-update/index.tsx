import { useMemo, useState, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { __, Button, Heading, Notice, Stack, Text } from '../../design-system';
import { useApi } from '../api/ApiContext';
import type { Team } from '../api/entities';
import { useTeam } from '../api/getTeam';
import { useCampaignUrl, useHostData } from '../app/HostDataContext';
import { paths } from '../app/paths';
import { navigateFullPage } from '../app/redirects';
import { toTeamFields, updateTeamDefaults, type TeamFormValues } from '../team-form/model';
import { InvitationsNotSent, type InvitationsNotSentProps } from '../team-form/InvitationsNotSent';
import { saveTeam } from '../team-form/saveTeam';
import { TeamForm } from '../team-form/TeamForm';
import { isTeamCaptain } from '../team/permissions';
import { LoadingPage } from '../shared/LoadingSpinner';
import { RouterButton } from '../shared/links';
import { HeldInvitationsNotice, OpenInvitations } from './OpenInvitations';

function parseTeamId(raw: string | undefined): number | undefined {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/**
 * /team/{id}/update (logged in): the captain's team form, prefilled from the team the page carries, with what
 * their invitations are doing (HeldInvitationsNotice above it, OpenInvitations beside the invite field). Saving returns to the team page with a full page load (it shows
 * host data).
 */
export default function TeamUpdatePage() {
  const teamId = parseTeamId(useParams().teamId);
  const { auth } = useHostData();
  const { data: team, error, mutate } = useTeam(teamId);

  let body: ReactNode;
  if (teamId === undefined || error?.status === 404) {
    body = <Message title={__('Team not found')} text={__('This team does not exist, or it is not open yet.')} />;
  } else if (error && !team) {
    body = (
      <Stack gap="lg" align="start">
        <Heading level={1} tabIndex={-1}>
          {__('Edit team')}
        </Heading>
        <Notice type="error">{error.message}</Notice>
        <Button color="outline" onClick={() => void mutate()}>
          {__('Try again')}
        </Button>
      </Stack>
    );
  } else if (!team) {
    body = <LoadingPage title={__('Edit team')} size="large" label={__('Loading the team')} />;
  } else if (!isTeamCaptain(auth, team)) {
    body = (
      <Message
        title={__('You cannot edit this team')}
        text={__('Only the team captain can edit this team.')}
        team={team}
      />
    );
  } else {
    body = <EditTeam team={team} />;
  }
  return <>{body}</>;
}

function EditTeam({ team }: { team: Team }) {
  const api = useApi();
  const { campaign } = useHostData();
  const toUrl = useCampaignUrl();
  const defaultValues = useMemo(() => updateTeamDefaults(team, campaign), [team, campaign]);
  const teamUrl = toUrl(paths.team(team.id));

  const [unsent, setUnsent] = useState<InvitationsNotSentProps | null>(null);

  const save = async (values: TeamFormValues) => {
    const fields = toTeamFields(values);
    const saved = await saveTeam(api, { mode: 'update', teamId: team.id }, fields);
    // SPEC 4: a team update returns to the team page, whatever the server suggests; failed invitations first say so.
    if (!saved.invitationsSent) {
      setUnsent({ teamId: team.id, emails: fields.emails, message: saved.invitationError ?? '', continueUrl: teamUrl });
      return;
    }
    navigateFullPage(teamUrl);
  };

  return (
    <Stack gap="xl">
      <Stack gap="sm">
        <Heading level={1} tabIndex={-1}>
          {__('Edit team')}
        </Heading>
        <Text tone="muted">{team.name}</Text>
      </Stack>
      <HeldInvitationsNotice team={team} />
      {unsent ? (
        <InvitationsNotSent {...unsent} />
      ) : (
        <TeamForm
          defaultValues={defaultValues}
          submitLabel={__('Save changes')}
          onSave={save}
          currentImage={{ src: team.profile_image, name: team.name }}
          cancelHref={teamUrl}
          draft={{ form: 'team-update', teamId: team.id }}
          beforeInvite={<OpenInvitations team={team} />}
        />
      )}
    </Stack>
  );
}

function Message({ title, text, team }: { title: string; text: string; team?: Team }) {
  const toUrl = useCampaignUrl();
  return (
    <Stack gap="lg" align="start">
      <Heading level={1} tabIndex={-1}>
        {title}
      </Heading>
      <Text>{text}</Text>
      {team ? (
        <Button href={toUrl(paths.team(team.id))}>{__('Back to the team page')}</Button>
      ) : (
        <RouterButton to={paths.teamLeaderboard()} color="primary">
          {__('See all teams')}
        </RouterButton>
      )}
    </Stack>
  );
}
