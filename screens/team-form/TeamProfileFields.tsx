import type { ReactNode } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import {
  __,
  Avatar,
  Button,
  FileUpload,
  Inline,
  RadioGroup,
  sprintf,
  Stack,
  Text,
  TextArea,
  TextField,
} from '../../design-system';
import {
  checkGoalLimit,
  checkNameLength,
  MAX_GOAL,
  MAX_NAME_LENGTH,
  rules,
  useLiveLimits,
  type UploadRejections,
} from '../forms';
import { FacePreview } from '../shared/FacePreview';

/** The fields every team form holds, whoever fills it in (the captain, or an admin in the team wizard). */
export interface TeamProfileValues {
  name: string;
  story: string;
  /** As typed; each form checks and converts it (whole number for captains, the site's money format for admins). */
  goal: string;
  access: 'public' | 'private';
  image: File[];
}

export interface TeamProfileFieldsProps {
  /** The site's currency symbol, shown in the goal's label. */
  currencySymbol: string;
  /** FileUpload's cap in bytes (maxUploadBytes / useMaxUploadSize). */
  maxUploadSize: number;
  /** From useUploadRejections(): the form disables its submit button while `blocked`. */
  upload: UploadRejections;
  /** Changing it remounts the upload, clearing its rejection messages (UploadBlockedHint's 'Continue without'). */
  uploadKey: number;
  /** Edit: the team's picture now, shown until a new one is chosen. */
  currentImage?: { src: string; name: string } | undefined;
  /** Replaces the default goal field (a whole-number input checked by rules.goal). */
  goalField?: ReactNode;
  /** Names the access choice's options for who reads them ('you' for a captain, 'the captain' for an admin). */
  privateDescription?: string | undefined;
}

const STORY_ROWS = 10;

/**
 * Name, story, goal, image and access of a team (SPEC 2, 5, 7), read from the surrounding FormProvider, so the
 * visitor's TeamForm and the admin team wizard share one set of fields, labels and rules. The form around it adds
 * what only it has (invitations, notify of donations), the form error and the submit button.
 */
export function TeamProfileFields({
  currencySymbol,
  maxUploadSize,
  upload,
  uploadKey,
  currentImage,
  goalField,
  privateDescription,
}: TeamProfileFieldsProps) {
  const form = useFormContext<TeamProfileValues>();
  const { errors } = form.formState;
  // Over the server's limits is marked as typed; a goalField of the page's own brings its own goal limit.
  useLiveLimits(form, goalField ? { name: checkNameLength } : { name: checkNameLength, goal: checkGoalLimit });

  return (
    <>
      <TextField
        label={__('Team name')}
        required
        autoComplete="off"
        maxLength={MAX_NAME_LENGTH}
        error={errors.name?.message}
        {...form.register('name', rules.name('teamNameRequired'))}
      />
      <TextArea
        label={__('Team story')}
        helpText={__('Tell people why your team is fundraising.')}
        rows={STORY_ROWS}
        required
        error={errors.story?.message}
        {...form.register('story', rules.required('storyRequired'))}
      />
      {goalField ?? (
        <TextField
          label={sprintf(/* translators: %s: currency symbol */ __('Team goal (%s)'), currencySymbol || '$')}
          type="number"
          min={1}
          max={MAX_GOAL}
          step={1}
          required
          error={errors.goal?.message}
          {...form.register('goal', rules.goal())}
        />
      )}
      <Stack gap="sm">
        {currentImage?.src ? (
          <Inline gap="sm" align="center">
            <Avatar
              src={currentImage.src}
              name={sprintf(/* translators: %s: team name */ __('Current image of %s'), currentImage.name)}
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
            <>
              <FileUpload
                // A new key clears the upload's own rejection messages when the user gives up on that file.
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
              <FacePreview file={field.value[0]} />
            </>
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
            description: privateDescription ?? __('Only people you invite can join.'),
          },
        ]}
        {...form.register('access')}
      />
    </>
  );
}

/**
 * Says why the submit button is disabled after an image was turned away, with a way on without it; placed by the
 * form beside its submit button. `onDiscard` should change TeamProfileFields' uploadKey.
 */
export function UploadBlockedHint({ upload, onDiscard }: { upload: UploadRejections; onDiscard: () => void }) {
  if (!upload.blocked) return null;
  return (
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
          onDiscard();
        }}
      >
        {__('Continue without that image')}
      </Button>
    </Inline>
  );
}
