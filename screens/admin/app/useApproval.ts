import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import { isApiError } from '../../api/errors';
import { type ApiContextValue, useApi } from '../../api/ApiContext';
import type { ApprovalStatus } from '../api/adminList';
import { useAdminFlash } from './flash';

export interface ApprovalConfig {
  /** The approval call; answers the ids whose status changed. */
  write(api: ApiContextValue, ids: number[], status: ApprovalStatus): Promise<number[]>;
  /** Every cached page of the list: a status change moves rows between filters, counts and pages. */
  isListKey(key: unknown): boolean;
  /** The success message for `updated` changed rows out of the named ones. */
  describe(status: ApprovalStatus, names: readonly string[], updated: number): string;
  /** Shown when the failure carries no server message. */
  failure(): string;
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
        showFlash(
          'success',
          config.describe(
            status,
            rows.map((row) => row.name),
            updated.length,
          ),
        );
        return true;
      } catch (error) {
        showFlash('error', isApiError(error) ? error.message : config.failure());
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
