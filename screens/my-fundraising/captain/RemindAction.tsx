import { useRef, useState, type FormEvent } from 'react';
import {
  __,
  Button,
  Inline,
  Modal,
  Notice,
  Spinner,
  Stack,
  sprintf,
  TextArea,
  VisuallyHidden,
} from '../../../design-system';
import { useApi } from '../../api/ApiContext';
import { useDraftEdits, useDraftKey } from '../../forms';
import { isApiError, messages } from '../../api/errors';
import type { TeamMember } from '../../api/getTeamDashboard';
import { REMINDER_MAX_LENGTH, remindTeamMember } from '../../api/remindTeamMember';

/** The one field of the dialog, kept as a draft when rewritten. */
const MESSAGE = ['message'] as const;

/** The message the dialog opens with; the captain may rewrite it (the host writes its own for a blank one). */
export function defaultReminder(memberName: string, teamName: string): string {
  return sprintf(
    /* translators: 1: the team member's name, 2: the team's name */ __(
      'Hi %1$s, a quick note from your team captain: a short message to a few friends is often all it takes to get the first gifts coming in. Every gift to your page counts for %2$s. Thank you for being on the team!',
    ),
    memberName,
    teamName,
  );
}

export interface RemindActionProps {
  teamId: number;
  teamName: string;
  member: TeamMember;
  /** The host mailed the reminder at this time. */
  onReminded: (remindedAt: string) => void;
}

/**
 * The row's Remind button and its dialog: the prefilled message, editable; the host's refusal (one reminder a day:
 * its sentence says when the next is possible) in the dialog with the text kept. The draft lives here, not in the
 * dialog, so closing and reopening after a failure keeps it too, and in the session's storage, so a reload does
 * not lose it either (a reminder sent removes it); focus returns to the button on close (Radix).
 */
export function RemindAction({ teamId, teamName, member, onReminded }: RemindActionProps) {
  const api = useApi();
  const [open, setOpen] = useState(false);
  const { edits, edit, reset } = useDraftEdits(useDraftKey('team-reminder', member.fundraiser_id), MESSAGE);
  const message = edits.message ?? defaultReminder(member.name, teamName);
  const [busy, setBusy] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const { reminded_at } = await remindTeamMember(api, teamId, member.fundraiser_id, message);
      onReminded(reminded_at);
      reset(MESSAGE);
      setOpen(false);
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : messages.network());
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal.Root
      open={open}
      onOpenChange={(next) => {
        if (busy) return;
        setOpen(next);
      }}
    >
      <Modal.Trigger asChild>
        <Button size="small" color="outline">
          {__('Remind')} <VisuallyHidden>{member.name}</VisuallyHidden>
        </Button>
      </Modal.Trigger>
      <Modal.Content
        icon={false}
        title={sprintf(/* translators: %s: the team member's name */ __('Remind %s'), member.name)}
        description={__('They get this message by email, with a link to their page and to their fundraising tools.')}
        onOpenAutoFocus={(event) => {
          // The message is what the captain came to read and change, not the × that comes first.
          event.preventDefault();
          field.current?.focus();
        }}
      >
        <form onSubmit={submit} noValidate>
          <Stack gap="lg">
            <TextArea
              ref={field}
              label={__('Message')}
              dir="auto"
              value={message}
              onChange={(event) => edit('message', event.currentTarget.value)}
              rows={6}
              maxLength={REMINDER_MAX_LENGTH}
              readOnly={busy}
            />
            {error ? <Notice type="error">{error}</Notice> : null}
            <Inline gap="sm">
              <Modal.Close asChild>
                <Button type="button" color="outline" disabled={busy}>
                  {__('Cancel')}
                </Button>
              </Modal.Close>
              <Button type="submit" busy={busy}>
                {busy ? <Spinner size="tiny" tone="inherit" label={__('Sending')} /> : null}
                {__('Send reminder')}
              </Button>
            </Inline>
          </Stack>
        </form>
      </Modal.Content>
    </Modal.Root>
  );
}
