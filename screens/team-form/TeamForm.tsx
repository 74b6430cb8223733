import { type ReactNode, useState } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { __, EmailTagInput } from '../../design-system';
import { useHostData } from '../app/HostDataContext';
import {
  DraftFormFrame,
  useDraftKey,
  useFormDraft,
  useFormSubmit,
  useMaxUploadSize,
  useUploadRejections,
} from '../forms';
import { checkInviteEmails, teamFormState, type TeamFormValues } from './model';
import { TeamProfileFields, UploadBlockedHint } from './TeamProfileFields';

export interface TeamFormProps {
  defaultValues: TeamFormValues;
  submitLabel: string;
  /** Saves and leaves the page (a full page load); throws to show the server's message as a form-level error. */
  onSave: (values: TeamFormValues) => Promise<void>;
  /** Update: the team's picture now, shown until a new one is chosen. */
  currentImage?: { src: string; name: string };
  /** Update: where 'Cancel' goes (the team page, a full page load). */
  cancelHref?: string;
  /** The draft kept as the user types: which form ('create-team', 'team-update') and the team being edited. */
  draft: { form: string; teamId?: number };
  /** Said after the invitations field's usual help (create: when invitations go out). */
  inviteHelp?: string;
  /** Update: shown just above the invite field (who is invited and has not joined yet). */
  beforeInvite?: ReactNode;
}

/**
 * The create-team and edit-team form (SPEC 2, 5, 7): the team's profile fields (shared with the admin team
 * wizard) and invitations. States idle → saving → error (data-state on the form); a save keeps the button
 * disabled until it fails, a failure keeps every value (the image included) and shows the server's message
 * above the fields.
 */
export function TeamForm({
  defaultValues,
  submitLabel,
  onSave,
  currentImage,
  cancelHref,
  draft: scope,
  inviteHelp,
  beforeInvite,
}: TeamFormProps) {
  const { config } = useHostData();
  const maxUploadSize = useMaxUploadSize();
  const upload = useUploadRejections();
  const [uploadKey, setUploadKey] = useState(0);
  const form = useForm<TeamFormValues>({ defaultValues });
  const draft = useFormDraft(form, {
    storageKey: useDraftKey(scope.form, scope.teamId),
    fields: ['name', 'story', 'goal', 'access', 'emails'],
  });
  const submit = useFormSubmit(form, async (values) => {
    await onSave(values);
    draft.clear();
  });
  const { errors } = form.formState;

  return (
    <FormProvider {...form}>
      <DraftFormFrame
        submit={submit}
        submitLabel={submitLabel}
        draft={draft}
        upload={upload}
        cancelHref={cancelHref}
        data-state={teamFormState(submit.submitting, submit.formError)}
        aria-label={submitLabel}
        foot={<UploadBlockedHint upload={upload} onDiscard={() => setUploadKey((key) => key + 1)} />}
      >
        <TeamProfileFields
          currencySymbol={config.currencySymbol}
          maxUploadSize={maxUploadSize}
          upload={upload}
          uploadKey={uploadKey}
          currentImage={currentImage}
        />
        {beforeInvite}
        <Controller
          control={form.control}
          name="emails"
          rules={{ validate: (emails) => checkInviteEmails(emails) ?? true }}
          render={({ field }) => (
            <EmailTagInput
              ref={field.ref}
              label={__('Invite people by email (optional)')}
              helpText={
                inviteHelp
                  ? `${__('Separate addresses with commas, or press Enter after each one.')} ${inviteHelp}`
                  : undefined
              }
              value={field.value}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.emails?.message}
            />
          )}
        />
      </DraftFormFrame>
    </FormProvider>
  );
}
