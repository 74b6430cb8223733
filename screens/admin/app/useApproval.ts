import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import { formatNumber, ltr } from '../../../design-system';
import { isApiError } from '../../api/errors';
import { type ApiContextValue, useApi } from '../../api/ApiContext';
import type { ApprovalStatus } from '../api/adminList';
import { useAdminFlash } from './flash';

/** A list's words for the outcome of an approval (its strings stay in its own file, with their notes). */
export interface ApprovalMessages {
  /** None of the rows changed: they already had that status. */
  unchanged(): string;
  /** One named row approved, or denied. */
  approvedOne(name: string): string;
  deniedOne(name: string): string;
  /** Several rows: `count` is `updated` formatted for the site, isolated for right-to-left text. */
  approvedMany(updated: number, count: string): string;
  deniedMany(updated: number, count: string): string;
  /** Shown when the failure carries no server message. */
  failure(): string;
  /** Added after the success message when `afterApprove` could not finish for `count` of the approved rows. */
  afterApproveFailed?(count: number): string;
}

export interface ApprovalConfig {
  /** The approval call; answers the ids whose status changed. */
  write(api: ApiContextValue, ids: number[], status: ApprovalStatus): Promise<number[]>;
  /** Every cached page of the list: a status change moves rows between filters, counts and pages. */
  isListKey(key: unknown): boolean;
  /**
   * What the plugin's admin does after approving (teams: mail the invitations held while pending, 7.9); answers how
   * many of the approved ids it could not finish. The approval stands either way.
   */
  afterApprove?(api: ApiContextValue, approvedIds: number[]): Promise<number>;
  messages: ApprovalMessages;
}

/** The success message for `updated` changed rows out of the named ones. */
export function describeApproval(
  messages: ApprovalMessages,
  status: ApprovalStatus,
  names: readonly string[],
  updated: number,
): string {
  if (updated === 0) return messages.unchanged();
  const [only] = names;
  if (names.length === 1 && updated === 1 && only !== undefined) {
    return status === 'active' ? messages.approvedOne(only) : messages.deniedOne(only);
  }
  const count = ltr(formatNumber(updated));
  return status === 'active' ? messages.approvedMany(updated, count) : messages.deniedMany(updated, count);
}

/**
 * Approves or denies rows (one or the selected ones), reports the outcome in the flash Notice (the server's
 * message on failure) and revalidates every cached page of the list, after a failure too (another
 * administrator may have changed them). `busy` holds the ids in flight.
 */
export function useApproval(config: ApprovalConfig) {
  const api = useApi();
  const { mutate } = useSWRConfig();
  const { showFlash } = useAdminFlash();
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());

  const setApproval = useCallback(
    async (rows: ReadonlyArray<{ id: number; name: string }>, status: ApprovalStatus): Promise<boolean> => {
      const ids = rows.map((row) => row.id);
      setBusy(new Set(ids));
      try {
        const updated = await config.write(api, ids, status);
        const unfinished =
          status === 'active' && updated.length > 0 && config.afterApprove
            ? await config.afterApprove(api, updated)
            : 0;
        const outcome = describeApproval(
          config.messages,
          status,
          rows.map((row) => row.name),
          updated.length,
        );
        const warning = unfinished > 0 ? config.messages.afterApproveFailed?.(unfinished) : undefined;
        showFlash(warning ? 'warning' : 'success', warning ? `${outcome} ${warning}` : outcome);
        return true;
      } catch (error) {
        showFlash('error', isApiError(error) ? error.message : config.messages.failure());
        return false;
      } finally {
        setBusy(new Set());
        await mutate(config.isListKey);
      }
    },
    [api, config, mutate, showFlash],
  );

  return { setApproval, busy };
}
