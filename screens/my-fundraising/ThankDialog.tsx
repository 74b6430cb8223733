import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { __, Button, Inline, Modal, sprintf, Stack, TextArea } from '../../design-system';
import { useApi } from '../api/ApiContext';
import type { DashboardDonation } from '../api/getFundraiserDashboard';
import { thankDonor } from '../api/thankDonor';
import { DraftNotice, FormError, SubmitButton, useDraftKey, useFormDraft, useFormSubmit } from '../forms';
import { mailtoHref, thankSubject } from './thankMessage';

/** The host refuses longer messages (invalid_message). */
export const MAX_THANK_LENGTH = 2000;

export interface ThankDialogProps {
  donation: DashboardDonation;
  /** The donor as shown in the list ('Anonymous' for an anonymous gift). */
  donorLabel: string;
  /** The message the dialog starts from (translated template, donor's first name, amount, page link). */
  template: string;
  /** After the host recorded the thank-you: update the list. Focus then goes where the page puts it. */
  onThanked: (donation: DashboardDonation, emailed: boolean) => Promise<void> | void;
}

interface ThankValues {
  message: string;
}

/**
 * The message, prefilled and editable. When the host holds the donor's address it sends it (the address never
 * reaches the page); otherwise the fundraiser sends it from their own mail app (a mailto: without a recipient) and
 * marks the gift as thanked. A refusal (already thanked, too many today…) shows the host's message in the dialog
 * and keeps what was typed. What was typed is also kept as a draft for this gift (the session's storage), so a
 * reload or a closed dialog does not lose it; a thank-you sent removes it.
 */
function ThankForm({
  donation,
  template,
  onThanked,
  close,
}: Omit<ThankDialogProps, 'donorLabel'> & { close: () => void }) {
  const api = useApi();
  const form = useForm<ThankValues>({ defaultValues: { message: template } });
  const draft = useFormDraft(form, { storageKey: useDraftKey('thank-donor', donation.id), fields: ['message'] });
  const submit = useFormSubmit(form, async ({ message }) => {
    const answer = await thankDonor(
      api,
      donation.can_email
        ? { donationId: donation.id, message: message.trim() }
        : { donationId: donation.id, markOnly: true },
    );
    draft.clear();
    await onThanked(donation, answer.emailed);
    close();
    return 'unlock';
  });
  const message = form.watch('message');
  return (
    <form onSubmit={submit.onSubmit} noValidate>
      <Stack gap="lg">
        <DraftNotice draft={draft} message={__('Here is the message you started for this donor.')} />
        <FormError ref={submit.formErrorRef} message={submit.formError} />
        <TextArea
          label={__('Your message')}
          rows={9}
          maxLength={MAX_THANK_LENGTH}
          required={donation.can_email}
          error={form.formState.errors.message?.message}
          {...form.register('message', {
            validate: (value) =>
              !donation.can_email || value.trim() !== '' || __('Write a message to send, or close this dialog.'),
          })}
        />
        <Inline gap="sm" align="center">
          {donation.can_email ? (
            <SubmitButton submitting={submit.submitting}>{__('Send thank-you')}</SubmitButton>
          ) : (
            <>
              <Button href={mailtoHref(thankSubject(), message)} color="secondary">
                {__('Open my mail app')}
              </Button>
              <SubmitButton submitting={submit.submitting}>{__('Mark as thanked')}</SubmitButton>
            </>
          )}
          <Modal.Close asChild>
            <Button color="outline">{__('Cancel')}</Button>
          </Modal.Close>
        </Inline>
      </Stack>
    </form>
  );
}

/** The row's Thank button and its dialog. */
export function ThankDialog({ donation, donorLabel, template, onThanked }: ThankDialogProps) {
  const [open, setOpen] = useState(false);
  const title = sprintf(/* translators: %s: the donor's name, or 'Anonymous' */ __('Thank %s'), donorLabel);
  return (
    <Modal.Root open={open} onOpenChange={setOpen}>
      <Modal.Trigger asChild>
        {/* Named for its donor (the list has many); the name starts with the visible word. */}
        <Button size="small" color="outline" aria-label={title}>
          {__('Thank')}
        </Button>
      </Modal.Trigger>
      <Modal.Content
        title={title}
        description={
          donation.can_email
            ? __('We will email your message to the donor. Their address stays private.')
            : __(
                'There is no email address for this donor. Send your thanks from your own mail app, then mark the gift as thanked.',
              )
        }
        icon={false}
        // Straight to the message, the thing to read and change, rather than the dialog's close button.
        onOpenAutoFocus={(event) => {
          const message = event.currentTarget instanceof Element ? event.currentTarget.querySelector('textarea') : null;
          if (!message) return;
          event.preventDefault();
          message.focus();
        }}
      >
        {/* After a thank-you the row says Thanked instead of this button: the list moves focus to its status. */}
        <ThankForm donation={donation} template={template} onThanked={onThanked} close={() => setOpen(false)} />
      </Modal.Content>
    </Modal.Root>
  );
}
