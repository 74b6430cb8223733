import { Controller, useForm } from 'react-hook-form';
import { __, Avatar, Button, FileUpload, Inline, Stack, Text, TextArea, TextField } from '../../design-system';
import { useApi } from '../api/ApiContext';
import { updateFundraiserProfile } from '../api/updateFundraiserProfile';
import { useHostData } from '../app/HostDataContext';
import { paths } from '../app/paths';
import {
  FormError,
  SubmitButton,
  followServerRedirect,
  rules,
  useFormSubmit,
  useMaxUploadSize,
  useUploadRejections,
} from '../forms';
import { editableStory } from '../shared/storyText';

export interface ProfileValues {
  story: string;
  goal: string;
  image: File[];
}

export interface ProfileFormProps {
  /** 'create' in the registration wizard (server answers /start-fundraising/), 'update' on the edit page. */
  action: 'create' | 'update';
  /** The fundraiser's own story and goal; the campaign's placeholder and fundraiser_goal otherwise (SPEC 5). */
  story?: string;
  goal?: number;
  /** The current picture (edit page), shown beside the upload. */
  currentImage?: string;
  /** The profile being edited: sent so the server refuses anyone but its owner, and the fallback redirect. */
  fundraiserId?: number;
  /**
   * SPEC 4: "the supplied redirect handler, or else the campaign URL plus /fundraiser/{id}". Without one, the
   * server's redirect is followed (full page load), then /fundraiser/{id}/.
   */
  onSaved?: (result: { redirect?: string; fundraiserId?: number }) => void;
  submitLabel?: string;
  /** Edit page: where 'Cancel' goes without saving (the fundraiser page, a full page load). */
  cancelHref?: string;
}

/** Story, goal and image of a fundraiser profile (create-profile and fundraiser update pages). */
export function ProfileForm({
  action,
  story,
  goal,
  currentImage,
  fundraiserId,
  onSaved,
  submitLabel,
  cancelHref,
}: ProfileFormProps) {
  const api = useApi();
  const { campaign } = useHostData();
  const maxUploadSize = useMaxUploadSize();
  const upload = useUploadRejections();
  const form = useForm<ProfileValues>({
    defaultValues: {
      story: editableStory(story && story.trim() !== '' ? story : campaign.fundraiser_story_placeholder),
      goal: String(goal && goal > 0 ? goal : campaign.fundraiser_goal || ''),
      image: [],
    },
  });
  const { register, control, formState } = form;
  const { errors } = formState;

  const { onSubmit, submitting, formError, formErrorRef } = useFormSubmit(form, async (values) => {
    const result = await updateFundraiserProfile(api, {
      action,
      goal: values.goal.trim(),
      story: values.story,
      file: values.image[0] ?? null,
      fundraiserId,
    });
    const savedId = typeof result.fundraiserId === 'number' ? result.fundraiserId : fundraiserId;
    if (onSaved) {
      onSaved({ redirect: result.redirect, fundraiserId: savedId });
      return;
    }
    const redirect = result.redirect ?? (savedId ? paths.fundraiser(savedId) : undefined);
    followServerRedirect(redirect, campaign.campaign_url);
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="lg">
        <FormError ref={formErrorRef} message={formError} />
        <TextArea
          label={__('Your story')}
          helpText={__('Tell supporters why you are fundraising.')}
          rows={10}
          required
          error={errors.story?.message}
          {...register('story', rules.required('storyRequired'))}
        />
        <TextField
          label={__('Fundraising goal')}
          type="number"
          min={1}
          step={1}
          required
          error={errors.goal?.message}
          {...register('goal', rules.goal())}
        />
        {currentImage ? (
          <Stack gap="xs">
            <Text weight="bold">{__('Current picture')}</Text>
            <Avatar src={currentImage} name={__('Your current profile picture')} size="large" />
          </Stack>
        ) : null}
        <Controller
          control={control}
          name="image"
          render={({ field }) => (
            <FileUpload
              ref={field.ref}
              name={field.name}
              label={currentImage ? __('New profile picture') : __('Profile picture')}
              helpText={__('Recommended size: 250x250 px')}
              maxSize={maxUploadSize}
              value={field.value}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              onRejected={upload.onRejected}
              disabled={submitting}
            />
          )}
        />
        <Inline gap="md" align="center">
          <SubmitButton submitting={submitting} disabled={upload.blocked}>
            {submitLabel ?? (action === 'create' ? __('Create profile') : __('Save profile'))}
          </SubmitButton>
          {cancelHref ? (
            <Button color="outline" href={cancelHref}>
              {__('Cancel')}
            </Button>
          ) : null}
        </Inline>
      </Stack>
    </form>
  );
}
