import { useEffect, useRef, useState } from 'react';
import { __, Button, Inline, Notice, sprintf, Stack } from '../../design-system';
import { useApi } from '../api/ApiContext';
import { sendTeamInvitationEmails } from '../api/sendTeamInvitationEmails';
import { navigateFullPage } from '../app/redirects';
import { submitErrorMessage } from '../forms';

export interface InvitationsNotSentProps {
  teamId: number;
  /** The addresses that were not mailed, named so the captain knows who is still waiting. */
  emails: readonly string[];
  /** Why the first try failed (saveTeam's invitationError). */
  message: string;
  /** Where the save would have gone (full page load): after a successful retry, or without sending. */
  continueUrl: string;
}

/**
 * Shown in place of the team form when the team was saved but send-team-invitation-emails failed. The form
 * cannot simply be submitted again (create-team would make a second team), so the captain gets the news, a
 * retry of the invitation call alone, and a way on without it.
 */
export function InvitationsNotSent({ teamId, emails, message, continueUrl }: InvitationsNotSentProps) {
  const api = useApi();
  const [sending, setSending] = useState(false);
  const [reason, setReason] = useState(message);
  const noticeRef = useRef<HTMLDivElement>(null);

  // The form the captain was looking at is gone: move focus to what replaced it.
  useEffect(() => {
    noticeRef.current?.focus();
  }, []);

  const retry = async () => {
    setSending(true);
    try {
      await sendTeamInvitationEmails(api, teamId);
      navigateFullPage(continueUrl);
    } catch (error) {
      setSending(false);
      setReason(submitErrorMessage(error));
    }
  };

  return (
    <Stack gap="md" align="start">
      <Notice
        ref={noticeRef}
        tabIndex={-1}
        type="warning"
        title={__('The team was saved, but the invitations were not sent.')}
      >
        <p>
          {sprintf(/* translators: %s: comma-separated email addresses */ __('Not sent to: %s'), emails.join(', '))}
        </p>
        <p>{reason}</p>
      </Notice>
      <Inline gap="md" align="center">
        <Button onClick={() => void retry()} busy={sending}>
          {__('Send invitations again')}
        </Button>
        <Button color="outline" href={continueUrl}>
          {__('Continue without sending')}
        </Button>
      </Inline>
    </Stack>
  );
}
