import {
  _n,
  __,
  _x,
  Avatar,
  Button,
  goalPercent,
  Inline,
  formatMoney,
  Progress,
  RowAction,
  RowActions,
  ltr,
  sprintf,
  Stack,
  StatusBadge,
  Text,
  TextLink,
  useMoneyFormat,
} from '../../../design-system';
import { useAdminCount } from '../app/useAdminCount';
import { HashLink, HashRowAction } from './HashLink';
import { adminUrl, useAdmin, useAdminCampaign } from '../app/AdminContext';
import type { AdminTeamRow } from '../api/getTeams';
import type { TeamApprovalStatus } from '../api/updateTeamApproval';
import { teamPaths } from './paths';
import { publicPageUrl } from '../app/publicPageUrl';

/** Team Name: avatar, name (bdi: typed text keeps its direction in RTL) and the row's actions (Edit, View, Delete). */
export function TeamNameCell({ team, onDelete }: { team: AdminTeamRow; onDelete: (team: AdminTeamRow) => void }) {
  // The plugin sends no team URL: the public page sits under the campaign's address.
  const { campaign_url } = useAdminCampaign();
  const teamUrl = team.team_url || publicPageUrl(campaign_url, 'team', team.team_id);
  return (
    <Inline gap="sm" align="start" wrap={false}>
      <Avatar src={team.profile_image || null} name={team.team_name} size="small" decorative />
      <Stack gap="xs">
        <Text as="span" weight="bold">
          <bdi>{team.team_name}</bdi>
        </Text>
        <RowActions label={sprintf(/* translators: %s: team name */ __('Actions for %s'), team.team_name)}>
          <HashRowAction
            to={teamPaths.edit(team.team_id)}
            aria-label={sprintf(/* translators: %s: team name */ __('Edit %s'), team.team_name)}
          >
            {__('Edit')}
          </HashRowAction>
          {teamUrl ? (
            <RowAction
              href={teamUrl}
              external
              aria-label={sprintf(/* translators: %s: team name */ __('View %s'), team.team_name)}
            >
              {/* translators: a link: open the public page (a verb, not a noun) */ _x('View', 'action')}
            </RowAction>
          ) : null}
          <RowAction
            tone="danger"
            onClick={() => onDelete(team)}
            aria-label={sprintf(/* translators: %s: team name */ __('Delete %s'), team.team_name)}
          >
            {__('Delete')}
          </RowAction>
        </RowActions>
      </Stack>
    </Inline>
  );
}

/** Goal: raised of goal in the site's currency, with a progress bar. */
export function TeamGoalCell({ team }: { team: AdminTeamRow }) {
  const money = useMoneyFormat();
  return (
    <Stack gap="xs">
      <Text as="span" size="sm">
        {sprintf(
          /* translators: 1: amount raised, 2: the goal, both with the site's currency ($1,234 of $5,000) */ __(
            '%1$s of %2$s',
          ),
          ltr(formatMoney(team.amount_raised, money)),
          ltr(formatMoney(team.team_goal, money)),
        )}
      </Text>
      <Progress
        value={goalPercent(team.amount_raised, team.team_goal)}
        label={sprintf(/* translators: %s: team name */ __('Progress of %s toward its goal'), team.team_name)}
      />
    </Stack>
  );
}

/** Members: the count, linking to the fundraisers tab filtered by this team, and the pending count when approvals are on. */
export function TeamMembersCell({ team }: { team: AdminTeamRow }) {
  const { config } = useAdmin();
  const campaign = useAdminCampaign();
  const formatCount = useAdminCount();
  const query = { id: campaign.campaign_id, tab: 'fundraisers', team: team.team_id };
  return (
    <Stack gap="xs">
      <TextLink href={adminUrl(config, config.editCampaignPage, query)}>
        {sprintf(
          /* translators: %s: number of team members, in the site's locale (1,234) */ _n(
            '%s Member',
            '%s Members',
            team.fundraisers_total,
          ),
          ltr(formatCount(team.fundraisers_total)),
        )}
      </TextLink>
      {campaign.fundraiser_approvals && team.fundraisers_pending > 0 ? (
        <TextLink href={adminUrl(config, config.editCampaignPage, { ...query, show: 'pending' })}>
          {sprintf(
            /* translators: %s: number of items waiting for approval, in the site's locale (1,234) */ _n(
              '%s Pending approval',
              '%s Pending approval',
              team.fundraisers_pending,
            ),
            ltr(formatCount(team.fundraisers_pending)),
          )}
        </TextLink>
      ) : null}
    </Stack>
  );
}

/** Captain: the captain's name, or a link to add one. */
export function TeamCaptainCell({ team }: { team: AdminTeamRow }) {
  if (team.captain)
    return (
      <Text as="span">
        <bdi>{team.captain.name}</bdi>
      </Text>
    );
  return <HashLink to={teamPaths.addCaptain(team.team_id)}>{__('Add Team Captain')}</HashLink>;
}

export interface TeamStatusCellProps {
  team: AdminTeamRow;
  label: string;
  busy: boolean;
  onApproval: (team: AdminTeamRow, status: TeamApprovalStatus) => void;
}

/** Status: the badge, and Approve / Deny on a pending team (Approve on a denied one). */
export function TeamStatusCell({ team, label, busy, onApproval }: TeamStatusCellProps) {
  const status = team.team_status;
  return (
    <Stack gap="xs" align="start">
      <StatusBadge status={status} label={label} />
      {status !== 'active' ? (
        <Inline gap="xs">
          <Button
            size="small"
            disabled={busy}
            aria-label={sprintf(/* translators: %s: team name */ __('Approve %s'), team.team_name)}
            onClick={() => onApproval(team, 'active')}
          >
            {/* translators: a button: approve the team or fundraiser (not its status) */ _x('Approve', 'action')}
          </Button>
          {status === 'pending' ? (
            <Button
              size="small"
              color="outline"
              disabled={busy}
              aria-label={sprintf(/* translators: %s: team name */ __('Deny %s'), team.team_name)}
              onClick={() => onApproval(team, 'denied')}
            >
              {/* translators: a button: deny the team or fundraiser (not its status) */ _x('Deny', 'action')}
            </Button>
          ) : null}
        </Inline>
      ) : null}
    </Stack>
  );
}

/** Action items: Edit Captain (when there is one) and Invite members. */
export function TeamActionItemsCell({ team }: { team: AdminTeamRow }) {
  return (
    <Stack gap="xs">
      {team.captain ? <HashLink to={teamPaths.addCaptain(team.team_id)}>{__('Edit Captain')}</HashLink> : null}
      <HashLink to={teamPaths.invite(team.team_id)}>{__('Invite members')}</HashLink>
    </Stack>
  );
}
