import { useForm } from 'react-hook-form';
import { __ } from '../../design-system';
import { useApi } from '../api/ApiContext';
import { updateFundraiserProfile } from '../api/updateFundraiserProfile';
import { useHostData } from '../app/HostDataContext';
import { paths } from '../app/paths';
import {
  DraftFormFrame,
  followServerRedirect,
  useFormSubmit,
  useMaxUploadSize,
  useDraftKey,
  useFormDraft,
  useUploadRejections,
} from '../forms';
import { editableStory } from '../shared/storyText';
import { ProfileFields, type ProfileValues } from './ProfileFields';

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
  const draft = useFormDraft(form, {
    storageKey: useDraftKey(`profile-${action}`, fundraiserId),
    fields: ['story', 'goal'],
  });
  const submit = useFormSubmit(form, async (values) => {
    const result = await updateFundraiserProfile(api, {
      action,
      goal: values.goal.trim(),
      story: values.story,
      file: values.image[0] ?? null,
      fundraiserId,
    });
    draft.clear();
    const savedId = typeof result.fundraiserId === 'number' ? result.fundraiserId : fundraiserId;
    if (onSaved) {
      onSaved({ redirect: result.redirect, fundraiserId: savedId });
      return;
    }
    const redirect = result.redirect ?? (savedId ? paths.fundraiser(savedId) : undefined);
    followServerRedirect(redirect, campaign.campaign_url);
  });

  const label = submitLabel ?? (action === 'create' ? __('Create profile') : __('Save profile'));
  return (
    <DraftFormFrame submit={submit} submitLabel={label} draft={draft} upload={upload} cancelHref={cancelHref}>
      <ProfileFields
        form={form}
        submitting={submit.submitting}
        maxUploadSize={maxUploadSize}
        upload={upload}
        currentImage={currentImage}
      />
    </DraftFormFrame>
  );
}
