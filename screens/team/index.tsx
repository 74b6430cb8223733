import { lazy } from 'react';
import { useSearchParams } from 'react-router-dom';
import { __, Text } from '../../design-system';
import type { Team } from '../api/entities';
import { useHostData } from '../app/HostDataContext';
import { paths } from '../app/paths';
import { RouterButton, RouterTextLink } from '../shared/links';
import { NotFoundState } from '../shared/NotFoundState';
import { ProfilePage } from '../shared/ProfilePage';
import { SignInPrompt } from '../shared/SignInPrompt';
import { isTeamCaptain, isTeamPending, joinOffer, type JoinOffer } from './permissions';

const TeamActivity = lazy(() => import('./TeamActivity'));

/** The support card's word on joining (see joinOffer). */
function JoinAction({ offer, teamId, invite }: { offer: JoinOffer; teamId: number; invite?: string }) {
  switch (offer) {
    case 'join':
      return (
        <RouterButton to={paths.teamJoin(teamId)} color="outline" fullWidth>
          {__('Join Team')}
        </RouterButton>
      );
    case 'closed':
      // An invitee arrives from the mailed link (?invite=…) and gets the way in; everyone else is told why not.
      return invite ? (
        <RouterButton to={`${paths.teamJoin(teamId)}?invite=${encodeURIComponent(invite)}`} color="outline" fullWidth>
          {__('Join with your invitation')}
        </RouterButton>
      ) : (
        <Text size="sm" tone="muted">
          {__('This team is closed: members join by invitation only.')}
        </Text>
      );
    case 'captain':
      return (
        <Text size="sm" tone="muted">
          {__('You are the captain of this team.')}
        </Text>
      );
    case 'member':
      return (
        <Text size="sm" tone="muted">
          {__('You are a member of this team.')}
        </Text>
      );
  }
}

function TeamView({ team }: { team: Team }) {
  const { auth, teamStats, donations } = useHostData();
  const captain = isTeamCaptain(auth, team);
  const invite = useSearchParams()[0].get('invite')?.trim() || undefined;
  return (
    <ProfilePage
      kind="team"
      page={team}
      name={team.name}
      pending={isTeamPending(team)}
      closed={team.access === 'private'}
      details={
        team.captain.trim() ? (
          <Text tone="muted">
            {__('Team Captain:')} {team.captain}
          </Text>
        ) : null
      }
      actions={captain ? <RouterTextLink to={paths.teamUpdate(team.id)}>{__('Edit team')}</RouterTextLink> : null}
      activity={
        <TeamActivity
          teamId={team.id}
          teamName={team.name}
          donations={donations ?? []}
          donationsCount={teamStats?.donationsCount}
          teamTotal={teamStats?.raisedAmount}
        />
      }
      goal={team.goal}
      stats={teamStats}
      supportActions={
        <>
          <JoinAction offer={joinOffer(auth, team)} teamId={team.id} invite={invite} />
          <SignInPrompt question={__('Team Captain?')} loggedIn={auth.is_logged_in} />
        </>
      }
    />
  );
}

/**
 * Team page (SPEC 2): everything but the member list and top donors comes from the host data. The first screen
 * (header, stats, story, support card) needs no request; donations and members load when needed.
 */
export default function TeamPage() {
  const { team } = useHostData();
  if (!team) {
    return (
      <NotFoundState title={__('Team not found')} message={__('This team does not exist, or it is not visible yet.')} />
    );
  }
  return <TeamView team={team} />;
}
