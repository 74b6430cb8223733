import {
  __,
  _n,
  ConfirmModal,
  RadioGroup,
  Select,
  Spinner,
  sprintf,
  Stack,
  Text,
  type RadioOption,
  formatNumber,
  ltr,
} from '../../../design-system';
import { useApi } from '../../api/ApiContext';
import { useFocusFlashOnSuccess } from '../app/flash';
import { useDeleteRow } from '../app/useDeleteRow';
import { deleteTeam } from '../api/deleteTeam';
import { useDeleteTeamStrategy, type DeleteTeamStrategy, type MemberOption } from '../api/getDeleteTeamStrategy';
import type { AdminTeamRow } from '../api/getTeams';
import { isTeamsKey } from './teamApproval';

const OPTION_LABELS: Record<MemberOption, () => string> = {
  deleteMembers: () => __('Delete the members too (their fundraiser pages go; donations stay)'),
  detachMembers: () => __('Keep them as campaign fundraisers without a team'),
  moveMembers: () => __('Move them to another team'),
};

interface Choice {
  members: MemberOption | '';
  target: string;
}

/** The member option to send: the one chosen, if the server offers it; with no members, the first one offered. */
export function chosenOption(strategy: DeleteTeamStrategy, choice: Choice): MemberOption | undefined {
  if (strategy.members === 0) return strategy.options[0];
  return strategy.options.find((option) => option === choice.members);
}

export interface DeleteTeamModalProps {
  /** The team to delete; null closes the modal. */
  team: AdminTeamRow | null;
  onClose: () => void;
  onDeleted: (team: AdminTeamRow) => void;
}

/**
 * Deleting a team: type its name to confirm and choose what happens to its members among the options the server
 * offers (get-delete-team-strategy). A failure shows inside the modal and keeps the choice and the typed name.
 */
export function DeleteTeamModal({ team, onClose, onDeleted }: DeleteTeamModalProps) {
  // After a delete the row that opened the dialog is gone: focus goes to the flash that reports it.
  const focus = useFocusFlashOnSuccess();
  const flow = useDeleteFlow(team, onDeleted, focus.succeeded);
  return (
    <ConfirmModal
      open={team !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={
        team ? sprintf(/* translators: %s: team name */ __('Delete team “%s”?'), team.team_name) : __('Delete team')
      }
      description={__('The team page goes away. Donations made to the team stay with the campaign.')}
      confirmLabel={__('Delete team')}
      tone="danger"
      confirmPhrase={team?.team_name}
      returnFocus={focus.returnFocus}
      {...flow}
    />
  );
}

const BLANK: Choice = { members: '', target: '' };

function useDeleteFlow(team: AdminTeamRow | null, onDeleted: (team: AdminTeamRow) => void, succeeded: () => void) {
  const api = useApi();
  const { strategy, choice, setChoice, busy, loadError, error, onConfirm } = useDeleteRow({
    row: team,
    id: (row) => row.team_id,
    read: useDeleteTeamStrategy(team),
    blank: BLANK,
    prepare: (row, strategy, choice) => {
      const members = chosenOption(strategy, choice);
      if (!members) return __('Choose what happens to the team’s members.');
      const target = Number(choice.target);
      if (members === 'moveMembers' && !strategy.teams.some((other) => other.id === target)) {
        return __('Choose the team the members move to.');
      }
      return async () => {
        const affected = await deleteTeam(api, {
          teamId: row.team_id,
          members,
          targetTeamId: members === 'moveMembers' ? target : undefined,
          memberCount: strategy.members,
        });
        return deletedMessage(row.team_name, members, affected);
      };
    },
    failure: () => __('The team could not be deleted. Please try again.'),
    isListKey: isTeamsKey,
    onDeleted,
    succeeded,
  });
  return {
    busy,
    error,
    onConfirm,
    children: strategy ? (
      <MemberChoice strategy={strategy} choice={choice} onChange={setChoice} disabled={busy} />
    ) : loadError ? null : (
      <Spinner label={__('Loading the team’s members…')} />
    ),
  };
}

function deletedMessage(name: string, members: MemberOption, affected: number): string {
  if (affected === 0) return sprintf(/* translators: %s: team name */ __('Team “%s” deleted.'), name);
  const template = {
    deleteMembers: /* translators: 1: team name, 2: number of members deleted */ _n(
      'Team “%1$s” and its %2$s member deleted.',
      'Team “%1$s” and its %2$s members deleted.',
      affected,
    ),
    detachMembers: /* translators: 1: team name, 2: number of members */ _n(
      'Team “%1$s” deleted; %2$s member is now a campaign fundraiser.',
      'Team “%1$s” deleted; %2$s members are now campaign fundraisers.',
      affected,
    ),
    moveMembers: /* translators: 1: team name, 2: number of members moved to another team */ _n(
      'Team “%1$s” deleted; %2$s member moved.',
      'Team “%1$s” deleted; %2$s members moved.',
      affected,
    ),
  }[members];
  return sprintf(template, name, ltr(formatNumber(affected)));
}

interface MemberChoiceProps {
  strategy: DeleteTeamStrategy;
  choice: Choice;
  onChange: (choice: Choice) => void;
  disabled: boolean;
}

/** The members' fate: only the options the server offers; a target team when moving them. */
function MemberChoice({ strategy, choice, onChange, disabled }: MemberChoiceProps) {
  if (strategy.members === 0) return <Text>{__('This team has no members.')}</Text>;
  const options: RadioOption[] = strategy.options.map((value) => ({ value, label: OPTION_LABELS[value]() }));
  return (
    <Stack gap="md">
      <RadioGroup
        label={sprintf(
          /* translators: %s: number of team members */ _n(
            'What happens to its %s member?',
            'What happens to its %s members?',
            strategy.members,
          ),
          ltr(formatNumber(strategy.members)),
        )}
        options={options}
        value={choice.members}
        onValueChange={(value) =>
          onChange({ ...choice, members: strategy.options.find((option) => option === value) ?? '' })
        }
        disabled={disabled}
        required
      />
      {choice.members === 'moveMembers' && strategy.options.includes('moveMembers') ? (
        <Select
          label={__('Move them to')}
          placeholder={__('Choose a team')}
          options={strategy.teams.map((other) => ({ value: String(other.id), label: other.name }))}
          value={choice.target}
          onChange={(event) => onChange({ ...choice, target: event.currentTarget.value })}
          disabled={disabled}
          required
        />
      ) : null}
    </Stack>
  );
}
