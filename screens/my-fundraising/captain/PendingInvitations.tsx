import { useId, useState } from 'react';
import { __, Button, Heading, Notice, Spinner, Stack, sprintf, Text, VisuallyHidden } from '../../../design-system';
import { useApi } from '../../api/ApiContext';
import { isApiError, messages } from '../../api/errors';
import type { TeamInvitation } from '../../api/getTeamDashboard';
import { resendTeamInvitation } from '../../api/resendTeamInvitation';
import * as styles from './CaptainView.css';
import { calendarDate, parseTime } from './dates';

export interface PendingInvitationsProps {
  teamId: number;
  invitations: readonly TeamInvitation[];
  locale: string;
  onResent: (invitationId: number, sentAt: string) => void;
}

type RowState = { kind: 'idle' } | { kind: 'busy' } | { kind: 'sent' } | { kind: 'failed'; message: string };

function sentLine(invitation: TeamInvitation, locale: string): string {
  if (invitation.status === 'held') return __('Held until the team is approved');
  const sent = parseTime(invitation.sent_at);
  return sent ? sprintf(/* translators: %s: a date */ __('Sent %s'), calendarDate(sent, locale)) : __('Sent');
}

function InvitationRow({
  teamId,
  invitation,
  locale,
  onResent,
}: { invitation: TeamInvitation } & Omit<PendingInvitationsProps, 'invitations'>) {
  const api = useApi();
  const [state, setState] = useState<RowState>({ kind: 'idle' });
  const held = invitation.status === 'held';
  const resend = async () => {
    setState({ kind: 'busy' });
    try {
      const { sent_at } = await resendTeamInvitation(api, teamId, invitation.id);
      onResent(invitation.id, sent_at);
      setState({ kind: 'sent' });
    } catch (failure) {
      setState({ kind: 'failed', message: isApiError(failure) ? failure.message : messages.network() });
    }
  };
  const busy = state.kind === 'busy';
  return (
    <li className={styles.invitationRow}>
      <span className={styles.invitationText}>
        <bdi className={styles.email}>{invitation.email}</bdi>
        <Text as="span" size="sm" tone="muted">
          {sentLine(invitation, locale)}
        </Text>
      </span>
      <Button size="small" color="outline" disabled={held} busy={busy} onClick={() => void resend()}>
        {busy ? <Spinner size="tiny" tone="inherit" label={__('Sending')} /> : null}
        {__('Resend')} <VisuallyHidden>{invitation.email}</VisuallyHidden>
      </Button>
      {/* The outcome stays beside its row, where the captain pressed the button: a refusal as an alert, success
          in a status region that is there from the start, so it is announced. */}
      {state.kind === 'failed' ? (
        <Notice type="error" className={styles.invitationOutcome}>
          {state.message}
        </Notice>
      ) : null}
      <Text as="span" size="sm" role="status" className={styles.invitationOutcome}>
        {state.kind === 'sent' ? __('Invitation sent again.') : null}
      </Text>
    </li>
  );
}

/**
 * Invitations not yet used: each address, when it went out (or that it is held until the team is approved, when
 * the host mails it itself) and Resend, with the host's refusal shown in place.
 */
export function PendingInvitations({ teamId, invitations, locale, onResent }: PendingInvitationsProps) {
  const headingId = useId();
  if (invitations.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <Stack gap="md">
        <Heading id={headingId} level={3} size="md">
          {__('Pending invitations')}
        </Heading>
        <ul className={styles.invitationList}>
          {invitations.map((invitation) => (
            <InvitationRow
              key={invitation.id}
              teamId={teamId}
              invitation={invitation}
              locale={locale}
              onResent={onResent}
            />
          ))}
        </ul>
      </Stack>
    </section>
  );
}
