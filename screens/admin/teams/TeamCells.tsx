import {
  _n,
  __,
  goalPercent,
  formatMoney,
  Progress,
  ltr,
  sprintf,
  Stack,
  Text,
  TextLink,
  useMoneyFormat,
} from '../../../design-system';
import { useAdminCount } from '../app/useAdminCount';
import { HashLink, HashRowAction } from '../app/HashLink';
import { adminUrl, useAdmin, useAdminCampaign } from '../app/AdminContext';
import type { AdminTeamRow } from '../api/getTeams';
import type { TeamApprovalStatus } from '../api/updateTeamApproval';
import { teamWizardPaths } from '../team-wizard/paths';
import { publicPageUrl } from '../app/publicPageUrl';
import { ApprovalCell, NameCell } from '../app/RowCells';

/** Team Name: avatar, name and the row's actions (Edit, View, Delete). */
export function TeamNameCell({ team, onDelete }: { team: AdminTeamRow; onDelete: (team: AdminTeamRow) => void }) {
  const name = team.team_name;
  // The plugin sends no team URL: the public page sits under the campaign's address.
  const { campaign_url } = useAdminCampaign();
  return (
    <NameCell
      name={name}
      image={team.profile_image}
      labels={{
        actions: sprintf(/* translators: %s: team name */ __('Actions for %s'), name),
        view: sprintf(/* translators: %s: team name */ __('View %s'), name),
        delete: sprintf(/* translators: %s: team name */ __('Delete %s'), name),
      }}
      edit={
        <HashRowAction
          to={teamWizardPaths.edit(team.team_id)}
          aria-label={sprintf(/* translators: %s: team name */ __('Edit %s'), name)}
        >
          {__('Edit')}
        </HashRowAction>
      }
      viewUrl={team.team_url || publicPageUrl(campaign_url, 'team', team.team_id)}
      onDelete={() => onDelete(team)}
    />
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
  return <HashLink to={teamWizardPaths.captain(team.team_id)}>{__('Add Team Captain')}</HashLink>;
}

export interface TeamStatusCellProps {
  team: AdminTeamRow;
  label: string;
  busy: boolean;
  onApproval: (team: AdminTeamRow, status: TeamApprovalStatus) => void;
}

/** Status: the badge, and Approve / Deny on a pending team (Approve on a denied one). */
export function TeamStatusCell({ team, label, busy, onApproval }: TeamStatusCellProps) {
  const name = team.team_name;
  return (
    <ApprovalCell
      status={team.team_status}
      label={label}
      busy={busy}
      approveLabel={sprintf(/* translators: %s: team name */ __('Approve %s'), name)}
      denyLabel={sprintf(/* translators: %s: team name */ __('Deny %s'), name)}
      onApproval={(status) => onApproval(team, status)}
    />
  );
}

/** Action items: Edit Captain (when there is one) and Invite members. */
export function TeamActionItemsCell({ team }: { team: AdminTeamRow }) {
  return (
    <Stack gap="xs">
      {team.captain ? <HashLink to={teamWizardPaths.captain(team.team_id)}>{__('Edit Captain')}</HashLink> : null}
      <HashLink to={teamWizardPaths.invite(team.team_id)}>{__('Invite members')}</HashLink>
    </Stack>
  );
}
