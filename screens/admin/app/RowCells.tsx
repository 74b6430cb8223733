import type { ReactNode } from 'react';
import {
  __,
  _x,
  Avatar,
  Button,
  Inline,
  RowAction,
  RowActions,
  Stack,
  StatusBadge,
  Text,
} from '../../../design-system';
import type { ApprovalStatus } from '../api/adminList';
import type { ApprovalState } from './statusOptions';

/** The row's names for its actions ("Edit Ann Lee"…): written by each list, where the notes name the row. */
export interface RowActionLabels {
  actions: string;
  view: string;
  delete: string;
}

interface NameCellProps {
  name: string;
  image: string;
  /** Shown under the name when there is one. */
  email?: string;
  labels: RowActionLabels;
  /** The Edit action (a move to the row's hash page). */
  edit: ReactNode;
  /** The public page; no View action without one. */
  viewUrl: string;
  onDelete: () => void;
}

/**
 * The name column of the teams and fundraisers lists: avatar, name, email (bdi: typed text keeps its direction in
 * RTL) and the row's actions (Edit, View in a new tab, Delete).
 */
export function NameCell({ name, image, email, labels, edit, viewUrl, onDelete }: NameCellProps) {
  return (
    <Inline gap="sm" align="start" wrap={false}>
      <Avatar src={image || null} name={name} size="small" decorative />
      <Stack gap="xs">
        <Text as="span" weight="bold">
          <bdi>{name}</bdi>
        </Text>
        {email ? (
          <Text as="span" size="sm" tone="muted">
            <bdi>{email}</bdi>
          </Text>
        ) : null}
        <RowActions label={labels.actions}>
          {edit}
          {viewUrl ? (
            <RowAction href={viewUrl} external aria-label={labels.view}>
              {/* translators: a link: open the public page (a verb, not a noun) */ _x('View', 'action')}
            </RowAction>
          ) : null}
          <RowAction tone="danger" onClick={onDelete} aria-label={labels.delete}>
            {__('Delete')}
          </RowAction>
        </RowActions>
      </Stack>
    </Inline>
  );
}

interface ApprovalCellProps {
  status: ApprovalState;
  label: string;
  busy: boolean;
  /** The buttons' names ("Approve Ann Lee", "Deny Ann Lee"). */
  approveLabel: string;
  denyLabel: string;
  onApproval: (status: ApprovalStatus) => void;
}

/** The status column: the badge; Approve and Deny on a pending row, Approve on a denied one. */
export function ApprovalCell({ status, label, busy, approveLabel, denyLabel, onApproval }: ApprovalCellProps) {
  return (
    <Stack gap="xs" align="start">
      <StatusBadge status={status} label={label} />
      {status !== 'active' ? (
        <Inline gap="xs">
          <Button size="small" busy={busy} aria-label={approveLabel} onClick={() => onApproval('active')}>
            {/* translators: a button: approve the team or fundraiser (not its status) */ _x('Approve', 'action')}
          </Button>
          {status === 'pending' ? (
            <Button
              size="small"
              color="outline"
              busy={busy}
              aria-label={denyLabel}
              onClick={() => onApproval('denied')}
            >
              {/* translators: a button: deny the team or fundraiser (not its status) */ _x('Deny', 'action')}
            </Button>
          ) : null}
        </Inline>
      ) : null}
    </Stack>
  );
}
