import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { __, ConfirmModal, Select, Spinner, sprintf, Stack, Text } from '../../../design-system';
import { useApi } from '../../api/ApiContext';
import { isApiError } from '../../api/errors';
import { useAdminFlash, useFocusFlashOnSuccess } from '../app/flash';
import { deleteFundraiser } from '../api/deleteFundraiser';
import { useDeleteFundraiserStrategy, type DeleteFundraiserStrategy } from '../api/getDeleteFundraiserStrategy';
import type { AdminFundraiserRow } from '../api/getTeamFundraisers';
import { isFundraisersKey } from './fundraiserApproval';

export interface DeleteFundraiserModalProps {
  /** The fundraiser to delete; null closes the modal. */
  fundraiser: AdminFundraiserRow | null;
  onClose: () => void;
  onDeleted: (fundraiser: AdminFundraiserRow) => void;
}

/** What deleting does, in the server's words (its strategy), for the modal's text. */
export function strategyText(strategy: DeleteFundraiserStrategy): string {
  const team = strategy.team?.name ?? '';
  switch (strategy.strategy) {
    case 'campaignFundraiser':
      return sprintf(
        /* translators: %s: fundraiser name */ __(
          '%s fundraises for the campaign without a team. Their page goes away; their donations stay with the campaign.',
        ),
        strategy.name,
      );
    case 'teamOnlyFundraiser':
      return sprintf(
        /* translators: 1: fundraiser name, 2: team name */ __(
          '%1$s is the captain and only member of their team, so the team %2$s is deleted too. Donations stay with the campaign.',
        ),
        strategy.name,
        team,
      );
    case 'teamMember':
      return sprintf(
        /* translators: 1: fundraiser name, 2: team name */ __(
          '%1$s is a member of the team %2$s. Their page goes away; the team stays. Donations stay with the campaign.',
        ),
        strategy.name,
        team,
      );
    case 'teamOwner':
      return sprintf(
        /* translators: 1: fundraiser name, 2: team name */ __(
          '%1$s is the captain of the team %2$s, which has other members. Choose who becomes its captain.',
        ),
        strategy.name,
        team,
      );
  }
}

function deletedMessage(name: string, strategy: DeleteFundraiserStrategy, deletedTeam: boolean, owner?: string) {
  const team = strategy.team?.name ?? '';
  if (deletedTeam)
    return sprintf(
      /* translators: 1: fundraiser name, 2: team name */ __('Fundraiser “%1$s” and the team “%2$s” deleted.'),
      name,
      team,
    );
  if (owner)
    return sprintf(
      /* translators: 1: deleted fundraiser name, 2: new captain name, 3: team name */ __(
        'Fundraiser “%1$s” deleted. %2$s is now the captain of “%3$s”.',
      ),
      name,
      owner,
      team,
    );
  return sprintf(/* translators: %s: fundraiser name */ __('Fundraiser “%s” deleted.'), name);
}

/**
 * Deleting a fundraiser: type their name to confirm. The text and the one choice come from the strategy the
 * server derives (get-delete-fundraiser-strategy); the delete sends that strategy back, with the new captain
 * when the server asks for one (teamOwner). A failure shows inside the modal and keeps the typed name and choice.
 */
export function DeleteFundraiserModal({ fundraiser, onClose, onDeleted }: DeleteFundraiserModalProps) {
  const api = useApi();
  const { mutate } = useSWRConfig();
  const { showFlash } = useAdminFlash();
  const read = useDeleteFundraiserStrategy(fundraiser);
  // After a delete the row that opened the dialog is gone: focus goes to the flash that reports it.
  const focus = useFocusFlashOnSuccess();
  const [owner, setOwner] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [openFor, setOpenFor] = useState<number | null>(null);

  // Another fundraiser starts from a blank choice (reset while rendering, no effect).
  const fundraiserId = fundraiser?.id ?? null;
  if (openFor !== fundraiserId) {
    setOpenFor(fundraiserId);
    setOwner('');
    setError(null);
    setBusy(false);
  }

  const strategy = read.data;
  const needsOwner = strategy?.strategy === 'teamOwner';
  const onConfirm = async () => {
    if (!fundraiser || !strategy) return;
    const newOwner = needsOwner ? strategy.members.find((member) => String(member.id) === owner) : undefined;
    if (needsOwner && !newOwner) {
      setError(__('Choose the member who becomes the team’s captain.'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const result = await deleteFundraiser(api, fundraiser.id, strategy.strategy, newOwner?.id);
      showFlash('success', deletedMessage(fundraiser.name, strategy, result.deleted_team, newOwner?.name));
      focus.succeeded();
      onDeleted(fundraiser);
      void mutate(isFundraisersKey);
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : __('The fundraiser could not be deleted. Please try again.'));
      // The team may have changed meanwhile (a 422 says the choice no longer fits): ask the server again.
      void read.mutate();
    } finally {
      setBusy(false);
    }
  };

  const loadError = read.error?.message ?? null;
  let body = null;
  if (strategy) {
    body = (
      <Stack gap="md">
        <Text>{strategyText(strategy)}</Text>
        {needsOwner ? (
          <Select
            label={__('New team captain')}
            placeholder={__('Choose a member')}
            options={strategy.members.map((member) => ({ value: String(member.id), label: member.name }))}
            value={owner}
            onChange={(event) => setOwner(event.currentTarget.value)}
            disabled={busy}
            required
          />
        ) : null}
      </Stack>
    );
  } else if (!loadError) {
    body = <Spinner label={__('Checking what deleting this fundraiser affects…')} />;
  }

  return (
    <ConfirmModal
      open={fundraiser !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={
        fundraiser
          ? sprintf(/* translators: %s: fundraiser name */ __('Delete fundraiser “%s”?'), fundraiser.name)
          : __('Delete fundraiser')
      }
      description={__('This cannot be undone.')}
      confirmLabel={__('Delete fundraiser')}
      tone="danger"
      confirmPhrase={fundraiser?.name}
      busy={busy}
      error={error ?? loadError}
      onConfirm={onConfirm}
      returnFocus={focus.returnFocus}
    >
      {body}
    </ConfirmModal>
  );
}
