import { useForm } from 'react-hook-form';
import { __, _x, Checkbox, Select, Stack } from '../../../design-system';
import { checkLocaleGoalLimit, FormError, parseWholeAmount, useFormSubmit, useUploadRejections } from '../../forms';
import { ProfileFields, type ProfileValues } from '../../profile-form';
import { FormActions } from '../app/FormParts';
import type { TeamOption } from '../api/getTeamFundraisers';
import { useGoalInput } from './useAdminMoney';

export interface FundraiserFormValues extends ProfileValues {
  /** '' = no team, else the team's id. */
  teamId: string;
  notify: boolean;
}

/** What the form hands to its page on submit: the goal parsed to whole units, the team as a number (0 = none). */
export interface FundraiserFormResult {
  story: string;
  goal: number;
  teamId: number;
  file: File | null;
  notifyOfDonations: boolean;
}

export interface FundraiserProfileFormProps {
  defaults: Omit<FundraiserFormValues, 'image'>;
  teams: readonly TeamOption[];
  /** Why the team cannot change (a captain's team is locked); the field is disabled and the reason shown. */
  teamLockedReason?: string | undefined;
  currentImage?: string | undefined;
  submitLabel: string;
  /** Throws to show the server's message above the form; every typed value stays. */
  onSubmit: (result: FundraiserFormResult) => Promise<void>;
}

/**
 * The admin's fundraiser profile: the visitor app's story, goal and picture fields (ProfileFields, with a goal
 * typed the site's way: '1,250,000'), plus the team and the donation emails. Used to create and to edit.
 */
export function FundraiserProfileForm({
  defaults,
  teams,
  teamLockedReason,
  currentImage,
  submitLabel,
  onSubmit,
}: FundraiserProfileFormProps) {
  const { separators, goalRule, maxUploadSize } = useGoalInput();
  const upload = useUploadRejections();
  const form = useForm<FundraiserFormValues>({ defaultValues: { ...defaults, image: [] } });
  const { register } = form;
  const {
    onSubmit: submit,
    submitting,
    formError,
    formErrorRef,
  } = useFormSubmit(form, async (values) => {
    const goal = parseWholeAmount(values.goal, separators);
    // The rule has already refused anything else; this keeps the type honest.
    if (goal === null) throw new Error(__('Enter a goal as a whole number greater than 0'));
    await onSubmit({
      story: values.story,
      goal,
      teamId: values.teamId ? Number(values.teamId) : 0,
      file: values.image[0] ?? null,
      notifyOfDonations: values.notify,
    });
  });

  const teamOptions = [
    { value: '', label: __('No team') },
    ...teams.map((team) => ({ value: String(team.id), label: team.name })),
  ];

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <FormError ref={formErrorRef} message={formError} />
        <ProfileFields
          form={form}
          submitting={submitting}
          maxUploadSize={maxUploadSize}
          upload={upload}
          currentImage={currentImage}
          voice="other"
          goalRule={goalRule}
          goalLimit={(value) => checkLocaleGoalLimit(value, separators)}
        />
        <Select
          label={/* translators: a team (noun), as a column or field label */ _x('Team', 'noun')}
          helpText={teamLockedReason ?? __('Optional: the team this fundraiser raises money with.')}
          options={teamOptions}
          disabled={teamLockedReason !== undefined || submitting}
          {...register('teamId')}
        />
        <Checkbox label={__('Email the fundraiser about each donation')} {...register('notify')} />
        <FormActions
          submitting={submitting}
          submitLabel={submitLabel}
          disabled={upload.blocked}
          to="/"
          toLabel={__('Cancel')}
        />
      </Stack>
    </form>
  );
}
