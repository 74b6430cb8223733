import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { __, Button, Inline, Stack, TextField } from '../../design-system';
import { useApi } from '../api/ApiContext';
import { updateFundraiserProfile } from '../api/updateFundraiserProfile';
import { FormError, MAX_GOAL, rules, SubmitButton, useFormSubmit } from '../forms';
import { goalField } from './GoalEditor.css';

export interface GoalEditorProps {
  fundraiserId: number;
  /** What the field starts from: the current goal, or the goal a prompt suggested. */
  initialGoal: number;
  /** Sent back unchanged: the plugin's profile call saves goal and story together. */
  story: string;
  onSaved: (goal: number) => Promise<void> | void;
  onCancel: () => void;
}

interface GoalValues {
  goal: string;
}

/**
 * The goal, edited where it is shown, through the plugin's own update-fundraiser-profile (the story goes back as
 * it is, the picture untouched). A refusal shows the host's message above the field and keeps the typed goal.
 */
export function GoalEditor({ fundraiserId, initialGoal, story, onSaved, onCancel }: GoalEditorProps) {
  const api = useApi();
  const form = useForm<GoalValues>({ defaultValues: { goal: String(initialGoal) } });
  const { setFocus, setValue } = form;
  // A suggestion picked while the editor is open replaces what is in the field.
  useEffect(() => {
    setValue('goal', String(initialGoal));
    setFocus('goal');
  }, [initialGoal, setValue, setFocus]);
  const submit = useFormSubmit(form, async ({ goal }) => {
    const value = Number(goal.trim());
    await updateFundraiserProfile(api, { action: 'update', goal: value, story, fundraiserId });
    await onSaved(value);
    return 'unlock';
  });
  return (
    <form onSubmit={submit.onSubmit} noValidate aria-label={__('Edit your goal')}>
      <Stack gap="md">
        <FormError ref={submit.formErrorRef} message={submit.formError} />
        <TextField
          className={goalField}
          label={__('Fundraising goal')}
          type="number"
          min={1}
          max={MAX_GOAL}
          step={1}
          required
          error={form.formState.errors.goal?.message}
          {...form.register('goal', rules.goal())}
        />
        <Inline gap="sm" align="center">
          <SubmitButton submitting={submit.submitting}>{__('Save goal')}</SubmitButton>
          <Button color="outline" onClick={onCancel} disabled={submit.submitting}>
            {__('Cancel')}
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}
