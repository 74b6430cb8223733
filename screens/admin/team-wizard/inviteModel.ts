import { __, _n, isValidEmail, sprintf, formatNumber, ltr } from '../../../design-system';
import { MAX_INVITATIONS_PER_CALL, type InvitationResult } from '../api/adminSendTeamInvitationEmails';

/** The addresses a 400 message names ("Invalid email addresses: a@x, b@y."), among those that were sent. */
export function namedInMessage(message: string, emails: readonly string[]): string[] {
  const words = new Set(
    message
      .split(/[\s,;:"'()<>[\]]+/)
      .map((word) => word.replace(/\.$/, '').toLowerCase())
      .filter(Boolean),
  );
  return emails.filter((email) => words.has(email.toLowerCase()));
}

/** The invite field's rule: at least one address, every one well formed, no more than one call takes. */
export function checkInvitations(emails: readonly string[]): string | null {
  if (emails.length === 0) return __('Enter at least one email address, or skip this step.');
  if (!emails.every(isValidEmail)) return __('Correct or remove the invalid email addresses before sending.');
  if (emails.length > MAX_INVITATIONS_PER_CALL) {
    return sprintf(
      /* translators: %s: maximum number of invitations per request */ __('Send at most %s invitations at a time.'),
      ltr(formatNumber(MAX_INVITATIONS_PER_CALL)),
    );
  }
  return null;
}

/** "3 invitations sent", "2 invitations held until the team is approved", or both in one line. */
export function invitationResultText({ sent, held }: InvitationResult): string {
  const parts: string[] = [];
  if (sent > 0 || held === 0)
    parts.push(
      sprintf(
        /* translators: %s: number of invitations sent */ _n('%s invitation sent.', '%s invitations sent.', sent),
        ltr(formatNumber(sent)),
      ),
    );
  if (held > 0) {
    parts.push(
      sprintf(
        /* translators: %s: number of invitations held */ _n(
          '%s invitation held until the team is approved.',
          '%s invitations held until the team is approved.',
          held,
        ),
        ltr(formatNumber(held)),
      ),
    );
  }
  return parts.join(' ');
}
