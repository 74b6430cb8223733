import { __, Badge, Money, sprintf, Stack, Text } from '../../../design-system';
import { HashRowAction } from '../app/HashLink';
import { ApprovalCell, NameCell } from '../app/RowCells';
import type { AdminFundraiserRow } from '../api/getTeamFundraisers';
import { useAdminCampaign } from '../app/AdminContext';
import { publicPageUrl } from '../app/publicPageUrl';
import { fundraiserPaths } from '../fundraiser-wizard/wizardSteps';
import type { ApprovalStatus } from '../api/adminList';

/** Name: avatar, name, email and the actions (Edit, View, Delete). */
export function FundraiserNameCell({
  fundraiser,
  onDelete,
}: {
  fundraiser: AdminFundraiserRow;
  onDelete: (fundraiser: AdminFundraiserRow) => void;
}) {
  const { name } = fundraiser;
  // The plugin sends no fundraiser URL: the public page sits under the campaign's address.
  const { campaign_url } = useAdminCampaign();
  return (
    <NameCell
      name={name}
      image={fundraiser.profile_image}
      email={fundraiser.email}
      labels={{
        actions: sprintf(/* translators: %s: fundraiser name */ __('Actions for %s'), name),
        view: sprintf(/* translators: %s: fundraiser name */ __('View %s (opens in a new tab)'), name),
        delete: sprintf(/* translators: %s: fundraiser name */ __('Delete %s'), name),
      }}
      edit={
        <HashRowAction
          to={fundraiserPaths.edit(fundraiser.id)}
          aria-label={sprintf(/* translators: %s: fundraiser name */ __('Edit %s'), name)}
        >
          {__('Edit')}
        </HashRowAction>
      }
      viewUrl={fundraiser.fundraiser_url || publicPageUrl(campaign_url, 'fundraiser', fundraiser.id)}
      onDelete={() => onDelete(fundraiser)}
    />
  );
}

/** Team: its name with a Captain badge, or a dash for a campaign fundraiser. */
export function FundraiserTeamCell({ fundraiser }: { fundraiser: AdminFundraiserRow }) {
  if (!fundraiser.team_id) {
    return (
      <Text as="span" tone="muted">
        {__('No team')}
      </Text>
    );
  }
  return (
    <Stack gap="xs" align="start">
      <Text as="span">
        {fundraiser.team_name ? (
          <bdi>{fundraiser.team_name}</bdi>
        ) : (
          sprintf(
            /* translators: %d: team ID (shown when the team name is unknown) */ __('Team %d'),
            fundraiser.team_id,
          )
        )}
      </Text>
      {fundraiser.is_captain ? <Badge tone="info">{__('Captain')}</Badge> : null}
    </Stack>
  );
}

export function MoneyCell({ value }: { value: number }) {
  return <Money value={value} />;
}

export interface FundraiserStatusCellProps {
  fundraiser: AdminFundraiserRow;
  label: string;
  busy: boolean;
  onApproval: (fundraiser: AdminFundraiserRow, status: ApprovalStatus) => void;
}

/** Status: the badge; Approve and Deny on a pending fundraiser, Approve on a denied one. */
export function FundraiserStatusCell({ fundraiser, label, busy, onApproval }: FundraiserStatusCellProps) {
  const { name } = fundraiser;
  return (
    <ApprovalCell
      status={fundraiser.status}
      label={label}
      busy={busy}
      approveLabel={sprintf(/* translators: %s: fundraiser name */ __('Approve %s'), name)}
      denyLabel={sprintf(/* translators: %s: fundraiser name */ __('Deny %s'), name)}
      onApproval={(status) => onApproval(fundraiser, status)}
    />
  );
}
