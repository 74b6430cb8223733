import type { ReactNode } from 'react';
import {
  __,
  _n,
  Avatar,
  Badge,
  Button,
  Card,
  Heading,
  Inline,
  Money,
  sprintf,
  Stack,
  Text,
  formatNumber,
  ltr,
} from '../../design-system';
import type { FundraiserInfo } from '../api/getFundraiserInfo';
import { useCampaignUrl } from '../app/HostDataContext';
import { paths } from '../app/paths';
import type { ApprovalState } from './model';
import { RouterButton } from '../shared/links';

function PendingApproval() {
  return <Badge tone="warning">{__('Pending Approval')}</Badge>;
}

/** A card of the status page: its heading, then the face and name of the profile or team it is about. */
function StatusCard({
  id,
  title,
  face,
  children,
}: {
  id: string;
  title: string;
  face?: { image: string; name: string };
  children: ReactNode;
}) {
  return (
    <Card as="section" span={6} aria-labelledby={id}>
      <Stack gap="md" align="start">
        <Heading level={2} size="lg" id={id}>
          {title}
        </Heading>
        {face ? (
          <>
            <Avatar src={face.image} name={face.name} size="large" decorative />
            <Text weight="bold">{face.name}</Text>
          </>
        ) : null}
        {children}
      </Stack>
    </Card>
  );
}

/** The fundraiser's own profile: 'View Profile' (a full page load: the page needs host data) once approved. */
export function ProfileCard({ fundraiser, state }: { fundraiser: FundraiserInfo['fundraiser']; state: ApprovalState }) {
  const toUrl = useCampaignUrl();
  return (
    <StatusCard
      id="start-fundraising-profile"
      title={__('Your profile')}
      face={{ image: fundraiser.profile_image, name: fundraiser.fundraiser_name }}
    >
      <Text tone="muted">
        <Money value={fundraiser.amount_raised} /> {__('raised of')} <Money value={fundraiser.fundraiser_goal} />
      </Text>
      {state === 'approved' ? (
        <Button href={toUrl(paths.fundraiser(fundraiser.id))}>{__('View Profile')}</Button>
      ) : (
        <PendingApproval />
      )}
    </StatusCard>
  );
}

/**
 * The fundraiser's team. Its captain also gets the team page while it waits for approval (only they may see it
 * then) and the edit page, the way on after creating a team.
 */
export function TeamCard({
  team,
  state,
  captain,
}: {
  team: NonNullable<FundraiserInfo['team']>;
  state: ApprovalState;
  captain: boolean;
}) {
  const toUrl = useCampaignUrl();
  const viewTeam = <Button href={toUrl(paths.team(team.id))}>{__('View Team')}</Button>;
  return (
    <StatusCard
      id="start-fundraising-team"
      title={__('Your team')}
      face={{ image: team.profile_image, name: team.name }}
    >
      <Text tone="muted">
        {sprintf(
          /* translators: %s: number of team members */ _n('%s member', '%s members', team.members),
          ltr(formatNumber(team.members)),
        )}
      </Text>
      {state === 'pending' ? <PendingApproval /> : null}
      {state === 'pending' && captain ? (
        <Text tone="muted" size="sm">
          {__('Only you can see the team page until it is approved.')}
        </Text>
      ) : null}
      {state === 'approved' || captain ? (
        <Inline gap="sm" align="center">
          {viewTeam}
          {captain ? (
            <RouterButton to={paths.teamUpdate(team.id)} color="outline">
              {__('Edit team')}
            </RouterButton>
          ) : null}
        </Inline>
      ) : null}
    </StatusCard>
  );
}

/** Without a team: a move inside the flow, so a router link. */
export function JoinTeamCard() {
  return (
    <StatusCard id="start-fundraising-join" title={__('Join a team')}>
      <Text>{__('Fundraise together: find a team and raise more as a group.')}</Text>
      <RouterButton to={paths.selectTeam()} color="primary">
        {__('Find a team')}
      </RouterButton>
    </StatusCard>
  );
}
