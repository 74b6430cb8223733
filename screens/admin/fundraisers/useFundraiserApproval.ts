import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import { _n, __, sprintf } from '../../../design-system';
import { useApi } from '../../api/ApiContext';
import { isApiError } from '../../api/errors';
import { useAdminFlash } from '../app/flash';
import { GET_TEAM_FUNDRAISERS } from '../api/getTeamFundraisers';
import { updateFundraiserApproval } from '../api/updateFundraiserApproval';

export type ApprovalStatus = 'active' | 'denied';

/** Every cached page of get-team-fundraisers: a status or a deletion moves fundraisers between filters and pages. */
export function isFundraisersKey(key: unknown): boolean {
  return Array.isArray(key) && key[0] === GET_TEAM_FUNDRAISERS;
}

function resultMessage(status: ApprovalStatus, names: readonly string[], updated: number): string {
  if (updated === 0) return __('No fundraiser changed: they already had that status.');
  const [only] = names;
  if (names.length === 1 && updated === 1 && only !== undefined) {
    return status === 'active'
      ? sprintf(__('Fundraiser “%s” approved.'), only)
      : sprintf(__('Fundraiser “%s” denied.'), only);
  }
  return status === 'active'
    ? sprintf(_n('%d fundraiser approved.', '%d fundraisers approved.', updated), updated)
    : sprintf(_n('%d fundraiser denied.', '%d fundraisers denied.', updated), updated);
}

/**
 * Approves or denies fundraisers (one row or the selected ones) and says how it went in the flash Notice: the
 * server's message on failure. Every cached list page is read again afterwards, after a failure too (another
 * administrator may have changed them). `busy` holds the ids in flight.
 */
export function useFundraiserApproval() {
  const api = useApi();
  const { mutate } = useSWRConfig();
  const { showFlash } = useAdminFlash();
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());

  const setApproval = useCallback(
    async (fundraisers: ReadonlyArray<{ id: number; name: string }>, status: ApprovalStatus): Promise<boolean> => {
      const ids = fundraisers.map((fundraiser) => fundraiser.id);
      setBusy(new Set(ids));
      try {
        const updated = await updateFundraiserApproval(api, ids, status);
        showFlash(
          'success',
          resultMessage(
            status,
            fundraisers.map((fundraiser) => fundraiser.name),
            updated.length,
          ),
        );
        return true;
      } catch (error) {
        showFlash(
          'error',
          isApiError(error) ? error.message : __('The fundraisers could not be updated. Please try again.'),
        );
        return false;
      } finally {
        setBusy(new Set());
        await mutate(isFundraisersKey);
      }
    },
    [api, mutate, showFlash],
  );
  return { setApproval, busy };
}
