import { __, ConfirmModal, Select, Spinner, sprintf, Stack, Text } from '../../../design-system';
import { useApi } from '../../api/ApiContext';
import { useFocusFlashOnSuccess } from '../app/flash';
import { useDeleteRow } from '../app/useDeleteRow';
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
  // After a delete the row that opened the dialog is gone: focus goes to the flash that reports it.
  const focus = useFocusFlashOnSuccess();
  const {
    strategy,
    choice: owner,
    setChoice: setOwner,
    busy,
    loadError,
    error,
    onConfirm,
  } = useDeleteRow({
    row: fundraiser,
    id: (row) => row.id,
    read: useDeleteFundraiserStrategy(fundraiser),
    blank: '',
    prepare: (row, strategy, owner) => {
      const needsOwner = strategy.strategy === 'teamOwner';
      const newOwner = needsOwner ? strategy.members.find((member) => String(member.id) === owner) : undefined;
      if (needsOwner && !newOwner) return __('Choose the member who becomes the team’s captain.');
      return async () => {
        const result = await deleteFundraiser(api, row.id, strategy.strategy, newOwner?.id);
        return deletedMessage(row.name, strategy, result.deleted_team, newOwner?.name);
      };
    },
    failure: () => __('The fundraiser could not be deleted. Please try again.'),
    isListKey: isFundraisersKey,
    onDeleted,
    succeeded: focus.succeeded,
  });
  const needsOwner = strategy?.strategy === 'teamOwner';

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
      error={error}
      onConfirm={onConfirm}
      returnFocus={focus.returnFocus}
    >
      {body}
    </ConfirmModal>
  );
}
