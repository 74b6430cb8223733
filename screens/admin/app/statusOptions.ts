import { __, _x } from '../../../design-system';

export interface StatusOption {
  value: string;
  label: string;
}

/** The approval states of teams and fundraisers on the wire. */
export type ApprovalState = 'active' | 'pending' | 'denied';

const APPROVAL_LABELS: Record<ApprovalState, () => string> = {
  active: () => /* translators: a team's or fundraiser's status (not the button) */ _x('Approved', 'status'),
  pending: () => __('Pending Approval'),
  denied: () => /* translators: a team's or fundraiser's status (not the button) */ _x('Denied', 'status'),
};

/** A row's status label: the server's wording when the list has loaded, the contract's otherwise. */
export function approvalStatusLabel(status: ApprovalState, fromServer: readonly StatusOption[] = []): string {
  return fromServer.find((entry) => entry.value === status)?.label ?? APPROVAL_LABELS[status]();
}

/**
 * The status filter's options: the server's labels once a list has loaded, the wire contract's statuses before
 * that or after a failed read, so a filter taken from the address (`#/?status=pending`) never shows as "All".
 * `denied` is ours ('list-extras'): the plugin's lists answer 400 to it (7.1, 7.2), so without `extras` it is
 * not offered.
 */
export function approvalStatusOptions(fromServer: readonly StatusOption[], extras: boolean): readonly StatusOption[] {
  if (fromServer.length > 0) return extras ? fromServer : fromServer.filter((option) => option.value !== 'denied');
  return (Object.keys(APPROVAL_LABELS) as ApprovalState[])
    .filter((value) => extras || value !== 'denied')
    .map((value) => ({ value, label: APPROVAL_LABELS[value]() }));
}
