import { __, Notice } from '../../design-system';
import type { Team } from '../api/entities';
import { InvitationList } from '../shared/InvitationList';

/** While the team waits for approval its invitations are held: the host mails them when it is approved. */
export function HeldInvitationsNotice({ team }: { team: Team }) {
  return team.is_approved === false ? (
    <Notice type="info">
      {__('This team is waiting for approval: invitations are held and sent once it is approved.')}
    </Notice>
  ) : null;
}

/**
 * Whoever was invited and has not joined yet, as the admin team wizard lists them; shown just above the invite
 * field, so the captain sees who is already asked before adding anyone. The list comes from the host's optional
 * `invitations` (only its captain gets it); without it, nothing.
 */
export function OpenInvitations({ team }: { team: Team }) {
  const invitations = team.invitations ?? [];
  return invitations.length > 0 ? (
    <InvitationList invitations={invitations} heading={__('Invited, not joined yet')} level={2} />
  ) : null;
}
