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

/** The fundraiser's own profile: 'View Profile' (a full page load: the page needs host data) once approved. */
export function ProfileCard({ fundraiser, state }: { fundraiser: FundraiserInfo['fundraiser']; state: ApprovalState }) {
  const toUrl = useCampaignUrl();
  return (
    <Card as="section" span={6} aria-labelledby="start-fundraising-profile">
      <Stack gap="md" align="start">
        <Heading level={2} size="lg" id="start-fundraising-profile">
          {__('Your profile')}
        </Heading>
        <Avatar src={fundraiser.profile_image} name={fundraiser.fundraiser_name} size="large" decorative />
        <Text weight="bold">{fundraiser.fundraiser_name}</Text>
        <Text tone="muted">
          <Money value={fundraiser.amount_raised} /> {__('raised of')} <Money value={fundraiser.fundraiser_goal} />
        </Text>
        {state === 'approved' ? (
          <Button href={toUrl(paths.fundraiser(fundraiser.id))}>{__('View Profile')}</Button>
        ) : (
          <PendingApproval />
        )}
      </Stack>
    </Card>
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
    <Card as="section" span={6} aria-labelledby="start-fundraising-team">
      <Stack gap="md" align="start">
        <Heading level={2} size="lg" id="start-fundraising-team">
          {__('Your team')}
        </Heading>
        <Avatar src={team.profile_image} name={team.name} size="large" decorative />
        <Text weight="bold">{team.name}</Text>
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
      </Stack>
    </Card>
  );
}

/** Without a team: a move inside the flow, so a router link. */
export function JoinTeamCard() {
  return (
    <Card as="section" span={6} aria-labelledby="start-fundraising-join">
      <Stack gap="md" align="start">
        <Heading level={2} size="lg" id="start-fundraising-join">
          {__('Join a team')}
        </Heading>
        <Text>{__('Fundraise together: find a team and raise more as a group.')}</Text>
        <RouterButton to={paths.selectTeam()} color="primary">
          {__('Find a team')}
        </RouterButton>
      </Stack>
    </Card>
  );
}
