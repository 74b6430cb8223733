import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { __, RadioGroup, Select, sprintf, Stack, Text } from '../../../design-system';
import { useApi } from '../../api/ApiContext';
import { FormError, PERSON_NAME_LIMITS, useFormSubmit, useLiveLimits } from '../../forms';
import { FormActions, PersonFields } from '../app/FormParts';
import { adminAddTeamCaptain } from '../api/adminAddTeamCaptain';
import { adminTeamKey, type AdminTeam } from '../api/adminGetTeam';
import { adminUpdateTeamCaptain } from '../api/adminUpdateTeamCaptain';
import { useAdminCampaign } from '../app/AdminContext';
import { AdminPage } from '../app/AdminPage';
import { captainChoice, type CaptainFormValues } from './captainModel';
import { teamWizardPaths } from './paths';
import { revalidateTeamLists } from './revalidate';
import { TeamWizardSteps } from './TeamWizardSteps';
import { teamStep } from './WithAdminTeam';

/** `#/add-team-captain-<id>` (step 2): a new captain, or one of the team's members. "Skip for now" goes on. */
const TeamWizardCaptain = teamStep(() => __('Add a team captain'), CaptainForm);

export default TeamWizardCaptain;

function CaptainForm({ team }: { team: AdminTeam }) {
  const api = useApi();
  const campaign = useAdminCampaign();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const hasMembers = team.members.length > 0;
  const defaultValues = useMemo<CaptainFormValues>(
    () => ({ choice: 'new', firstName: '', lastName: '', email: '', memberId: '' }),
    [],
  );
  const form = useForm<CaptainFormValues>({ defaultValues, shouldUnregister: false });
  const { errors } = form.formState;
  const choice = captainChoice(form.watch('choice'), hasMembers);

  useLiveLimits(form, PERSON_NAME_LIMITS);
  const { onSubmit, submitting, formError, formErrorRef } = useFormSubmit(form, async (values) => {
    if (captainChoice(values.choice, hasMembers) === 'member') {
      await adminUpdateTeamCaptain(api, team.id, Number(values.memberId));
    } else {
      await adminAddTeamCaptain(api, team.id, {
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: values.email.trim(),
        story: campaign.fundraiser_story_placeholder,
        goal: campaign.fundraiser_goal,
      });
    }
    await Promise.all([mutate(adminTeamKey(team.id)), revalidateTeamLists(mutate)]);
    navigate(teamWizardPaths.invite(team.id));
  });

  const title = sprintf(/* translators: %s: team name */ __('Add a captain to %s'), team.name);
  return (
    <AdminPage width="form" title={title}>
      <Stack gap="lg">
        <TeamWizardSteps current="captain" />
        {team.captain ? (
          <Text>
            {team.captain.email
              ? sprintf(
                  /* translators: 1: captain name, 2: captain email address */ __(
                    'The captain now is %1$s (%2$s). Choose someone else to replace them.',
                  ),
                  team.captain.name,
                  team.captain.email,
                )
              : sprintf(
                  /* translators: %s: captain name */ __('The captain now is %s. Choose someone else to replace them.'),
                  team.captain.name,
                )}
          </Text>
        ) : (
          <Text>{__('The captain leads the team, gets its donation emails and can edit it.')}</Text>
        )}
        <form onSubmit={onSubmit} noValidate aria-label={title} data-state={submitting ? 'saving' : 'idle'}>
          <Stack gap="lg">
            <FormError ref={formErrorRef} message={formError} />
            {hasMembers ? (
              <RadioGroup
                label={__('Who will captain the team?')}
                options={[
                  { value: 'new', label: __('A new captain'), description: __('Someone who is not in the team yet.') },
                  {
                    value: 'member',
                    label: __('An existing member'),
                    description: __('One of the fundraisers already in the team.'),
                  },
                ]}
                {...form.register('choice')}
              />
            ) : (
              <Text tone="muted">
                {__('The team has no members yet, so its captain will be someone new. Enter their name and email.')}
              </Text>
            )}
            {choice === 'member' ? (
              <Select
                label={__('Member')}
                placeholder={__('Choose a member')}
                required
                options={team.members.map((member) => ({ value: String(member.id), label: member.name }))}
                error={errors.memberId?.message}
                {...form.register('memberId', {
                  validate: (value) => (value === '' ? __('Choose the member who will captain the team') : true),
                })}
              />
            ) : (
              <Stack gap="md">
                <PersonFields
                  register={(name, rule) => form.register(name, rule)}
                  errors={errors}
                  emailHelp={__('An existing account with this email becomes the captain; otherwise one is created.')}
                />
              </Stack>
            )}
            <FormActions
              submitting={submitting}
              submitLabel={__('Save captain and continue')}
              to={teamWizardPaths.invite(team.id)}
              toLabel={__('Skip for now')}
            />
          </Stack>
        </form>
      </Stack>
    </AdminPage>
  );
}
