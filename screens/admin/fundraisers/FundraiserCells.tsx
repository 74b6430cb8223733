import {
  __,
  _x,
  Avatar,
  Badge,
  Button,
  Inline,
  Money,
  RowAction,
  RowActions,
  sprintf,
  Stack,
  StatusBadge,
  Text,
} from '../../../design-system';
import { useHref, useLinkClickHandler } from 'react-router-dom';
import type { AdminFundraiserRow } from '../api/getTeamFundraisers';
import { useAdminCampaign } from '../app/AdminContext';
import { publicPageUrl } from '../app/publicPageUrl';
import { fundraiserPaths } from '../fundraiser-wizard/wizardSteps';
import type { ApprovalStatus } from './useFundraiserApproval';

/** Edit: a move to the hash page `#/edit-fundraiser-{id}` (the router's href and click handler). */
function EditAction({ fundraiser }: { fundraiser: AdminFundraiserRow }) {
  const to = fundraiserPaths.edit(fundraiser.id);
  const href = useHref(to);
  const onClick = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <RowAction
      href={href}
      onClick={onClick}
      aria-label={sprintf(/* translators: %s: fundraiser name */ __('Edit %s'), fundraiser.name)}
    >
      {__('Edit')}
    </RowAction>
  );
}

/** Name: avatar, name, email (bdi: typed text keeps its direction in RTL) and the actions (Edit, View, Delete). */
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
  const pageUrl = fundraiser.fundraiser_url || publicPageUrl(campaign_url, 'fundraiser', fundraiser.id);
  return (
    <Inline gap="sm" align="start" wrap={false}>
      <Avatar src={fundraiser.profile_image || null} name={name} size="small" decorative />
      <Stack gap="xs">
        <Text as="span" weight="bold">
          <bdi>{name}</bdi>
        </Text>
        {fundraiser.email ? (
          <Text as="span" size="sm" tone="muted">
            <bdi>{fundraiser.email}</bdi>
          </Text>
        ) : null}
        <RowActions label={sprintf(/* translators: %s: fundraiser name */ __('Actions for %s'), name)}>
          <EditAction fundraiser={fundraiser} />
          {pageUrl ? (
            <RowAction
              href={pageUrl}
              external
              aria-label={sprintf(/* translators: %s: fundraiser name */ __('View %s (opens in a new tab)'), name)}
            >
              {/* translators: a link: open the public page (a verb, not a noun) */ _x('View', 'action')}
            </RowAction>
          ) : null}
          <RowAction
            tone="danger"
            onClick={() => onDelete(fundraiser)}
            aria-label={sprintf(/* translators: %s: fundraiser name */ __('Delete %s'), name)}
          >
            {__('Delete')}
          </RowAction>
        </RowActions>
      </Stack>
    </Inline>
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
  const { status, name } = fundraiser;
  return (
    <Stack gap="xs" align="start">
      <StatusBadge status={status} label={label} />
      {status !== 'active' ? (
        <Inline gap="xs">
          <Button
            type="button"
            size="small"
            disabled={busy}
            aria-label={sprintf(/* translators: %s: fundraiser name */ __('Approve %s'), name)}
            onClick={() => onApproval(fundraiser, 'active')}
          >
            {/* translators: a button: approve the team or fundraiser (not its status) */ _x('Approve', 'action')}
          </Button>
          {status === 'pending' ? (
            <Button
              type="button"
              size="small"
              color="outline"
              disabled={busy}
              aria-label={sprintf(/* translators: %s: fundraiser name */ __('Deny %s'), name)}
              onClick={() => onApproval(fundraiser, 'denied')}
            >
              {/* translators: a button: deny the team or fundraiser (not its status) */ _x('Deny', 'action')}
            </Button>
          ) : null}
        </Inline>
      ) : null}
    </Stack>
  );
}
