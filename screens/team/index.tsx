import { lazy, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { __, Badge, Notice, Text } from '../../design-system';
import type { Team } from '../api/entities';
import { useCampaignUrl, useHostData } from '../app/HostDataContext';
import { paths } from '../app/paths';
import { RouterButton, RouterTextLink } from '../shared/links';
import { NotFoundState } from '../shared/NotFoundState';
import { ProfileHeader, ProfileLayout } from '../shared/ProfileLayout';
import { SignInPrompt } from '../shared/SignInPrompt';
import { SponsorsSection } from '../shared/SponsorsSection';
import { StickyDonate } from '../shared/StickyDonate';
import { StorySection } from '../shared/StorySection';
import { SupportCard } from '../shared/SupportCard';
import { WhenNeeded } from '../shared/WhenNeeded';
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
  const { campaign, auth, teamStats, donations, sponsors, config } = useHostData();
  const toUrl = useCampaignUrl();
  const donate = useRef<HTMLDivElement>(null);
  const captain = isTeamCaptain(auth, team);
  const pending = isTeamPending(team);
  const closed = team.access === 'private';
  const invite = useSearchParams()[0].get('invite')?.trim() || undefined;
  return (
    <ProfileLayout
      header={
        <ProfileHeader
          name={team.name}
          image={team.profile_image}
          badges={
            closed || pending ? (
              <>
                {closed ? <Badge>{__('Closed')}</Badge> : null}
                {pending ? <Badge tone="warning">{__('Pending Approval')}</Badge> : null}
              </>
            ) : undefined
          }
          details={
            team.captain.trim() ? (
              <Text tone="muted">
                {__('Team Captain:')} {team.captain}
              </Text>
            ) : null
          }
          actions={captain ? <RouterTextLink to={paths.teamUpdate(team.id)}>{__('Edit team')}</RouterTextLink> : null}
        />
      }
      notices={
        pending ? (
          <Notice type="warning" title={__('Pending Approval')}>
            {__('This team is waiting for approval. Only you can see this page until an administrator approves it.')}
          </Notice>
        ) : null
      }
      main={
        <>
          <StorySection title={__("Why we're fundraising")} story={team.story} />
          <WhenNeeded>
            <TeamActivity
              teamId={team.id}
              teamName={team.name}
              donations={donations ?? []}
              teamTotal={teamStats?.raisedAmount}
            />
            {/* In the same boundary: shown with the lists, never moved up into view when they arrive. */}
            <SponsorsSection campaign={campaign} sponsors={sponsors} />
          </WhenNeeded>
        </>
      }
      support={
        <SupportCard
          ref={donate}
          title={__('Support this team')}
          name={team.name}
          donateTo={paths.teamDonate(team.id)}
          shareUrl={toUrl(paths.team(team.id))}
          kind="team"
          goal={team.goal}
          stats={teamStats}
          statsLabel={__('Team statistics')}
          locale={config.intlLocale}
        >
          <JoinAction offer={joinOffer(auth, team)} teamId={team.id} invite={invite} />
          <SignInPrompt question={__('Team Captain?')} loggedIn={auth.is_logged_in} />
        </SupportCard>
      }
      sticky={<StickyDonate watch={donate} name={team.name} donateTo={paths.teamDonate(team.id)} />}
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
