import { __ } from '../../../design-system';

export interface StatusOption {
  value: string;
  label: string;
}

/**
 * The status filter's options: the server's labels once a list has loaded, the wire contract's statuses before
 * that or after a failed read, so a filter taken from the address (`#/?status=pending`) never shows as "All".
 */
export function approvalStatusOptions(fromServer: readonly StatusOption[]): readonly StatusOption[] {
  if (fromServer.length > 0) return fromServer;
  return [
    { value: 'active', label: __('Approved') },
    { value: 'pending', label: __('Pending Approval') },
    { value: 'denied', label: __('Denied') },
  ];
}
