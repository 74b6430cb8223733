import { Controller, type Path, type UseFormReturn } from 'react-hook-form';
import { __, Avatar, FileUpload, Stack, Text, TextArea, TextField } from '../../design-system';
import {
  checkGoalLimit,
  MAX_GOAL,
  rules,
  useLiveLimits,
  type FieldRule,
  type LiveLimits,
  type UploadRejections,
} from '../forms';
import { FacePreview } from '../shared/FacePreview';

export interface ProfileValues {
  story: string;
  goal: string;
  image: File[];
}

export interface ProfileFieldsProps<Values extends ProfileValues> {
  form: UseFormReturn<Values>;
  submitting: boolean;
  /** FileUpload's cap in bytes (useMaxUploadSize in the visitor app). */
  maxUploadSize: number;
  upload: UploadRejections;
  /** The current picture, shown beside the upload (edit pages). */
  currentImage?: string;
  /** Whose profile: 'own' (the visitor's wording) or 'other' (an administrator filling it in for someone). */
  voice?: 'own' | 'other';
  /**
   * How the goal is typed: 'number' (a plain number input, the visitor default) or a rule for a text field that
   * accepts the site's thousands separators ('1,250,000'), parsed by the caller before sending.
   */
  goalRule?: FieldRule;
  /** The goal's upper limit as typed, for a goalRule's format (checkLocaleGoalLimit); else checkGoalLimit. */
  goalLimit?: (value: string) => string | null;
}

// The three fields share their names with every form that embeds them; Values extends ProfileValues, so each
// of these is one of its paths (TypeScript cannot see that through react-hook-form's Path type).
const STORY = 'story';
const GOAL = 'goal';
const IMAGE = 'image';
function path<Values extends ProfileValues>(name: keyof ProfileValues): Path<Values> {
  return name as Path<Values>;
}

/**
 * Story, goal and picture of a fundraiser profile: the visitor's ProfileForm and the admin fundraiser wizard
 * both render these inside their own form (each with its own submit and extra fields).
 */
export function ProfileFields<Values extends ProfileValues>({
  form,
  submitting,
  maxUploadSize,
  upload,
  currentImage,
  voice = 'own',
  goalRule,
  goalLimit = checkGoalLimit,
}: ProfileFieldsProps<Values>) {
  const { register, control, formState } = form;
  // A goal over the server's maximum is marked as it is typed, not only after submit.
  useLiveLimits(form, { [path<Values>(GOAL)]: goalLimit } as LiveLimits<Values>);
  const errors = formState.errors as Partial<Record<keyof ProfileValues, { message?: string }>>;
  const own = voice === 'own';
  return (
    <>
      <TextArea
        label={own ? __('Your story') : __('Story')}
        helpText={own ? __('Tell supporters why you are fundraising.') : __('Why this fundraiser is raising money.')}
        rows={10}
        required
        error={errors.story?.message}
        {...register(path<Values>(STORY), rules.required('storyRequired'))}
      />
      <TextField
        label={__('Fundraising goal')}
        required
        error={errors.goal?.message}
        {...(goalRule
          ? { type: 'text', inputMode: 'numeric', autoComplete: 'off' }
          : { type: 'number', min: 1, max: MAX_GOAL, step: 1 })}
        {...register(path<Values>(GOAL), goalRule ?? rules.goal())}
      />
      {currentImage ? (
        <Stack gap="xs">
          <Text weight="bold">{__('Current picture')}</Text>
          <Avatar
            src={currentImage}
            name={own ? __('Your current profile picture') : __('Current profile picture')}
            size="large"
          />
        </Stack>
      ) : null}
      <Controller
        control={control}
        name={path<Values>(IMAGE)}
        render={({ field }) => (
          <>
            <FileUpload
              ref={field.ref}
              name={field.name}
              label={currentImage ? __('New profile picture') : __('Profile picture')}
              helpText={__('Recommended size: 250x250 px')}
              maxSize={maxUploadSize}
              value={field.value as File[]}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              onRejected={upload.onRejected}
              disabled={submitting}
            />
            <FacePreview file={(field.value as File[] | undefined)?.[0]} />
          </>
        )}
      />
    </>
  );
}
