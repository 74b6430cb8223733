import { useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { __, Checkbox, sprintf, Stack, TextField } from '../../../design-system';
import { useApi } from '../../api/ApiContext';
import { FormError, maxUploadBytes, useFormSubmit, useLiveLimits, useUploadRejections } from '../../forms';
import { FormActions } from '../app/FormParts';
import { TeamProfileFields, UploadBlockedHint } from '../../team-form/TeamProfileFields';
import { adminCreateTeam } from '../api/adminCreateTeam';
import { adminTeamKey, type AdminTeam } from '../api/adminGetTeam';
import { adminUpdateTeam } from '../api/adminUpdateTeam';
import { useAdmin, useAdminCampaign } from '../app/AdminContext';
import { AdminPage } from '../app/AdminPage';
import { useAdminFlash } from '../app/flash';
import { teamWizardPaths } from './paths';
import {
  checkAdminGoal,
  checkAdminGoalLimit,
  createTeamValues,
  editTeamValues,
  toAdminTeamProfile,
  type AdminTeamFormValues,
} from './profileModel';
import { revalidateTeamLists } from './revalidate';
import { TeamWizardSteps } from './TeamWizardSteps';
import { WithAdminTeam } from './WithAdminTeam';

/**
 * `#/create-team` (step 1 of the wizard) and `#/edit-team-<id>`: the team's profile. Creating goes on to the
 * captain step with the new id in the address; editing saves and returns to the list with "Team updated".
 */
export function TeamWizardProfile({ teamId }: { teamId?: number | undefined }) {
  if (teamId === undefined) return <ProfileForm team={null} />;
  return (
    <WithAdminTeam teamId={teamId} title={__('Edit team')}>
      {(team) => <ProfileForm team={team} />}
    </WithAdminTeam>
  );
}

export default TeamWizardProfile;

function ProfileForm({ team }: { team: AdminTeam | null }) {
  const api = useApi();
  const { config } = useAdmin();
  const campaign = useAdminCampaign();
  const navigate = useNavigate();
  const { showFlash } = useAdminFlash();
  const { mutate } = useSWRConfig();
  const upload = useUploadRejections();
  const [uploadKey, setUploadKey] = useState(0);
  const defaultValues = useMemo(
    () => (team ? editTeamValues(team, config) : createTeamValues(campaign, config)),
    [team, campaign, config],
  );
  const form = useForm<AdminTeamFormValues>({ defaultValues });
  // The goal field is this page's own (the site's separators): its limit is marked as typed here.
  useLiveLimits(form, { goal: (value) => checkAdminGoalLimit(value, config) });
  const { errors } = form.formState;

  const { onSubmit, submitting, formError, formErrorRef } = useFormSubmit(form, async (values) => {
    const profile = toAdminTeamProfile(values, config);
    if (team) {
      await adminUpdateTeam(api, team.id, profile);
      await Promise.all([mutate(adminTeamKey(team.id)), revalidateTeamLists(mutate)]);
      showFlash('success', __('Team updated'));
      navigate(teamWizardPaths.list());
      return;
    }
    const { teamId } = await adminCreateTeam(api, profile);
    void revalidateTeamLists(mutate);
    navigate(teamWizardPaths.captain(teamId));
  });

  const title = team ? sprintf(/* translators: %s: team name */ __('Edit team: %s'), team.name) : __('Create a team');
  const submitLabel = team ? __('Save team') : __('Create team and continue');

  return (
    <AdminPage width="form" title={title}>
      <Stack gap="lg">
        {team ? null : <TeamWizardSteps current="profile" />}
        <FormProvider {...form}>
          <form onSubmit={onSubmit} noValidate aria-label={title} data-state={submitting ? 'saving' : 'idle'}>
            <Stack gap="lg">
              <FormError ref={formErrorRef} message={formError} />
              <TeamProfileFields
                currencySymbol={config.currencySymbol}
                maxUploadSize={maxUploadBytes(config.maxUploadSize)}
                upload={upload}
                uploadKey={uploadKey}
                currentImage={team?.profile_image ? { src: team.profile_image, name: team.name } : undefined}
                privateDescription={__('Only people the captain or you invite can join.')}
                goalField={
                  <TextField
                    label={sprintf(
                      /* translators: %s: currency symbol */ __('Team goal (%s)'),
                      config.currencySymbol || '$',
                    )}
                    helpText={__('A whole amount, written as on your site.')}
                    inputMode="numeric"
                    autoComplete="off"
                    required
                    error={errors.goal?.message}
                    {...form.register('goal', {
                      validate: (value) => checkAdminGoal(value, config) ?? true,
                    })}
                  />
                }
              />
              <Checkbox
                label={__('Notify the team of donations')}
                helpText={__('The captain gets an email for each donation to the team.')}
                {...form.register('notifyOfDonations')}
              />
              <FormActions
                submitting={submitting}
                submitLabel={submitLabel}
                disabled={upload.blocked}
                to={teamWizardPaths.list()}
                toLabel={__('Cancel')}
              />
              <UploadBlockedHint upload={upload} onDiscard={() => setUploadKey((key) => key + 1)} />
            </Stack>
          </form>
        </FormProvider>
      </Stack>
    </AdminPage>
  );
}
