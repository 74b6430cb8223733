import { useRef, useState } from 'react';
import {
  __,
  Button,
  ConfirmModal,
  type ConfirmModalReturnFocus,
  sprintf,
  VisuallyHidden,
} from '../../../design-system';
import { useApi } from '../../api/ApiContext';
import { isApiError, messages } from '../../api/errors';
import type { TeamMember } from '../../api/getTeamDashboard';
import { removeTeamMember } from '../../api/removeTeamMember';

export interface RemoveActionProps {
  teamId: number;
  teamName: string;
  member: TeamMember;
  /** The host took the member off the team, the way it names ('individual'); the row goes. */
  onRemoved: (strategy: string) => void;
  /** Where focus lands after a removal (the row and its button are gone); after Cancel it returns to the button. */
  focusAfterRemoval: () => HTMLElement | null;
}

/**
 * The row's 'Remove from team' button and its confirmation. The dialog says what the host does (the client sends
 * no strategy): the member keeps their page and gifts, which stop counting for the team. A refusal shows the
 * host's message in the dialog.
 */
export function RemoveAction({ teamId, teamName, member, onRemoved, focusAfterRemoval }: RemoveActionProps) {
  const api = useApi();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A ref, not state: the row (and this component) is gone before the dialog asks where focus goes.
  const removed = useRef(false);

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      const { strategy } = await removeTeamMember(api, teamId, member.fundraiser_id);
      removed.current = true;
      setOpen(false);
      onRemoved(strategy);
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : messages.network());
    } finally {
      setBusy(false);
    }
  };

  const returnFocus: ConfirmModalReturnFocus = () => (removed.current ? focusAfterRemoval() : null);

  return (
    <ConfirmModal
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setError(null);
      }}
      title={sprintf(/* translators: %s: the team member's name */ __('Remove %s from the team?'), member.name)}
      description={sprintf(
        /* translators: 1: the team member's name, 2: the team's name */ __(
          '%1$s leaves %2$s and goes on fundraising on their own. They keep their page and every gift made to it, but those gifts stop counting toward the team’s total.',
        ),
        member.name,
        teamName,
      )}
      confirmLabel={__('Remove from team')}
      busy={busy}
      error={error}
      onConfirm={() => void confirm()}
      returnFocus={returnFocus}
      trigger={
        <Button size="small" color="outline">
          {__('Remove from team')} <VisuallyHidden>{member.name}</VisuallyHidden>
        </Button>
      }
    />
  );
}
