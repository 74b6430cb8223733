import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import {
  __,
  Avatar,
  Button,
  EmailTagInput,
  FileUpload,
  Inline,
  RadioGroup,
  sprintf,
  Stack,
  Text,
  TextArea,
  TextField,
} from '../../design-system';
import { useHostData } from '../app/HostDataContext';
import { FormError, rules, SubmitButton, useFormSubmit, useMaxUploadSize, useUploadRejections } from '../forms';
import { checkInviteEmails, teamFormState, type TeamFormValues } from './model';

export interface TeamFormProps {
  defaultValues: TeamFormValues;
  submitLabel: string;
  /** Saves and leaves the page (a full page load); throws to show the server's message as a form-level error. */
  onSave: (values: TeamFormValues) => Promise<void>;
  /** Update: the team's picture now, shown until a new one is chosen. */
  currentImage?: { src: string; name: string };
  /** Update: where 'Cancel' goes (the team page, a full page load). */
  cancelHref?: string;
}

const STORY_ROWS = 10;

/**
 * The create-team and edit-team form (SPEC 2, 5, 7): name, story, goal, image, access and invitations.
 * States idle → saving → error (data-state on the form); a save keeps the button disabled until it fails,
 * a failure keeps every value (the image included) and shows the server's message above the fields.
 */
export function TeamForm({ defaultValues, submitLabel, onSave, currentImage, cancelHref }: TeamFormProps) {
  const { config } = useHostData();
  const maxUploadSize = useMaxUploadSize();
  const upload = useUploadRejections();
  const [uploadKey, setUploadKey] = useState(0);
  const form = useForm<TeamFormValues>({ defaultValues });
  const { onSubmit, submitting, formError, formErrorRef } = useFormSubmit(form, onSave);
  const { errors } = form.formState;

  return (
    <form onSubmit={onSubmit} noValidate data-state={teamFormState(submitting, formError)} aria-label={submitLabel}>
      <Stack gap="lg">
        <FormError ref={formErrorRef} message={formError} />
        <TextField
          label={__('Team name')}
          required
          maxLength={100}
          autoComplete="off"
          error={errors.name?.message}
          {...form.register('name', rules.required('teamNameRequired'))}
        />
        <TextArea
          label={__('Team story')}
          helpText={__('Tell people why your team is fundraising.')}
          rows={STORY_ROWS}
          required
          error={errors.story?.message}
          {...form.register('story', rules.required('storyRequired'))}
        />
        <TextField
          label={sprintf(__('Team goal (%s)'), config.currencySymbol || '$')}
          type="number"
          min={1}
          step={1}
          required
          error={errors.goal?.message}
          {...form.register('goal', rules.goal())}
        />
        <Stack gap="sm">
          {currentImage?.src ? (
            <Inline gap="sm" align="center">
              <Avatar
                src={currentImage.src}
                name={sprintf(__('Current image of %s'), currentImage.name)}
                size="medium"
              />
              <Text tone="muted" size="sm">
                {__('Current image. Choose a new one to replace it.')}
              </Text>
            </Inline>
          ) : null}
          <Controller
            control={form.control}
            name="image"
            render={({ field }) => (
              <FileUpload
                // A new key clears the upload's own rejection messages when the captain gives up on that file.
                key={uploadKey}
                ref={field.ref}
                label={__('Team image')}
                helpText={__('JPG or PNG. Recommended size: 250x250 px.')}
                maxSize={maxUploadSize}
                value={field.value}
                onValueChange={field.onChange}
                onRejected={upload.onRejected}
                onBlur={field.onBlur}
                name={field.name}
              />
            )}
          />
        </Stack>
        <RadioGroup
          label={__('Who can join?')}
          options={[
            { value: 'public', label: __('Public'), description: __('Anyone can find and join the team.') },
            {
              value: 'private',
              label: __('Closed (invite only)'),
              description: __('Only people you invite can join.'),
            },
          ]}
          {...form.register('access')}
        />
        <Controller
          control={form.control}
          name="emails"
          rules={{ validate: (emails) => checkInviteEmails(emails) ?? true }}
          render={({ field }) => (
            <EmailTagInput
              ref={field.ref}
              label={__('Invite people by email (optional)')}
              value={field.value}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.emails?.message}
            />
          )}
        />
        <Inline gap="md" align="center">
          <SubmitButton submitting={submitting} disabled={upload.blocked}>
            {submitLabel}
          </SubmitButton>
          {cancelHref ? (
            <Button color="outline" href={cancelHref}>
              {__('Cancel')}
            </Button>
          ) : null}
        </Inline>
        {upload.blocked ? (
          <Inline gap="sm" align="center">
            <Text tone="muted" size="sm">
              {upload.fix === 'type'
                ? __('Choose a JPG or PNG image to save the team.')
                : upload.fix === 'size'
                  ? __('Choose a smaller image to save the team.')
                  : __('Choose another image to save the team.')}
            </Text>
            <Button
              color="outline"
              size="small"
              onClick={() => {
                upload.onRejected([]);
                setUploadKey((key) => key + 1);
              }}
            >
              {__('Continue without that image')}
            </Button>
          </Inline>
        ) : null}
      </Stack>
    </form>
  );
}
