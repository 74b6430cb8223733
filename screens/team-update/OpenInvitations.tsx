import { __, Notice } from '../../design-system';
import type { Team } from '../api/entities';
import { InvitationList } from '../shared/InvitationList';

/**
 * What the captain's invitations are doing: while the team waits for approval they are held (the host mails them
 * when it is approved), and whoever was invited and has not joined yet is listed, as the admin team wizard lists
 * them. The list comes from the host's optional `invitations` (only its captain gets it); without it, only the
 * notice.
 */
export function OpenInvitations({ team }: { team: Team }) {
  const invitations = team.invitations ?? [];
  return (
    <>
      {team.is_approved === false ? (
        <Notice type="info">
          {__('This team is waiting for approval: invitations are held and sent once it is approved.')}
        </Notice>
      ) : null}
      {invitations.length > 0 ? (
        <InvitationList invitations={invitations} heading={__('Invited, not joined yet')} level={2} />
      ) : null}
    </>
  );
}
