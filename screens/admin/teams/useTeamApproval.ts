import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import { _n, __, sprintf } from '../../../design-system';
import { useApi } from '../../api/ApiContext';
import { isApiError } from '../../api/errors';
import { useAdminFlash } from '../app/flash';
import { GET_TEAMS } from '../api/getTeams';
import { updateTeamApproval, type TeamApprovalStatus } from '../api/updateTeamApproval';

/** Every cached page of get-teams: a status change moves teams between filters, counts and pages. */
export function isTeamsKey(key: unknown): boolean {
  return Array.isArray(key) && key[0] === GET_TEAMS;
}

function resultMessage(status: TeamApprovalStatus, names: readonly string[], updated: number): string {
  if (updated === 0) return __('No team changed: the selected teams already had that status.');
  if (names.length === 1 && updated === 1) {
    const name = names[0] ?? '';
    return status === 'active' ? sprintf(__('Team “%s” approved.'), name) : sprintf(__('Team “%s” denied.'), name);
  }
  return status === 'active'
    ? sprintf(_n('%d team approved', '%d teams approved', updated), updated)
    : sprintf(_n('%d team denied', '%d teams denied', updated), updated);
}

/**
 * Approves or denies teams (one row or the selected rows), reports the outcome in the flash Notice (the server's
 * message on failure) and revalidates every cached teams page. `busy` holds the ids in flight.
 */
export function useTeamApproval() {
  const api = useApi();
  const { mutate } = useSWRConfig();
  const { showFlash } = useAdminFlash();
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());

  const setApproval = useCallback(
    async (teams: ReadonlyArray<{ id: number; name: string }>, status: TeamApprovalStatus): Promise<boolean> => {
      const ids = teams.map((team) => team.id);
      setBusy(new Set(ids));
      try {
        const updated = await updateTeamApproval(api, ids, status);
        showFlash(
          'success',
          resultMessage(
            status,
            teams.map((team) => team.name),
            updated.length,
          ),
        );
        return true;
      } catch (error) {
        showFlash('error', isApiError(error) ? error.message : __('The teams could not be updated. Please try again.'));
        return false;
      } finally {
        setBusy(new Set());
        // After a failure too: another admin may have changed the teams meanwhile.
        await mutate(isTeamsKey);
      }
    },
    [api, mutate, showFlash],
  );

  return { setApproval, busy };
}
