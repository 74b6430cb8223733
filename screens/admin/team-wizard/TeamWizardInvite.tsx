import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useSWRConfig } from 'swr';
import { __, EmailTagInput, Notice, sprintf, Stack, Text } from '../../../design-system';
import { useApi } from '../../api/ApiContext';
import { isApiError } from '../../api/errors';
import { FormError, useFormSubmit } from '../../forms';
import { FormActions } from '../app/FormParts';
import { InvitationList } from '../../shared/InvitationList';
import { adminTeamKey, type AdminTeam } from '../api/adminGetTeam';
import { adminSendTeamInvitationEmails, type InvitationResult } from '../api/adminSendTeamInvitationEmails';
import { AdminPage } from '../app/AdminPage';
import { checkInvitations, invitationResultText, namedInMessage } from './inviteModel';
import { teamWizardPaths } from './paths';
import { TeamWizardSteps } from './TeamWizardSteps';
import { teamStep } from './WithAdminTeam';

/** `#/invite-team-members-<id>` (step 3): invitations by email, then on to the summary. */
const TeamWizardInvite = teamStep(() => __('Invite team members'), InviteForm);

export default TeamWizardInvite;

interface InviteValues {
  emails: string[];
}

function InviteForm({ team }: { team: AdminTeam }) {
  const api = useApi();
  const { mutate } = useSWRConfig();
  const [result, setResult] = useState<InvitationResult | null>(null);
  const [refused, setRefused] = useState<string[]>([]);
  const form = useForm<InviteValues>({ defaultValues: { emails: [] } });
  const { errors } = form.formState;

  const { onSubmit, submitting, formError, formErrorRef } = useFormSubmit(form, async ({ emails }) => {
    setResult(null);
    setRefused([]);
    try {
      const answer = await adminSendTeamInvitationEmails(api, team.id, emails);
      setResult(answer);
      form.reset({ emails: [] });
      await mutate(adminTeamKey(team.id));
      return 'unlock';
    } catch (error) {
      // A 400 names the addresses it refused: mark them in the field (everything typed stays).
      if (isApiError(error) && error.status === 400) setRefused(namedInMessage(error.message, emails));
      throw error;
    }
  });

  const title = sprintf(/* translators: %s: team name */ __('Invite members to %s'), team.name);
  const continueLabel = result ? __('Continue') : __('Skip for now');
  return (
    <AdminPage width="form" title={title}>
      <Stack gap="lg">
        <TeamWizardSteps current="invite" />
        {team.status === 'pending' ? (
          <Notice type="info">
            <p>{__('This team is waiting for approval: invitations are held and sent once it is approved.')}</p>
          </Notice>
        ) : null}
        <InvitedList invitations={team.invitations} />
        <form onSubmit={onSubmit} noValidate aria-label={title} data-state={submitting ? 'saving' : 'idle'}>
          <Stack gap="lg">
            <FormError ref={formErrorRef} message={formError} />
            {result ? (
              <Notice type="success" role="status">
                <p>{invitationResultText(result)}</p>
              </Notice>
            ) : null}
            <Controller
              control={form.control}
              name="emails"
              rules={{ validate: (emails) => checkInvitations(emails) ?? true }}
              render={({ field }) => (
                <EmailTagInput
                  ref={field.ref}
                  label={__('Email addresses')}
                  value={field.value}
                  onValueChange={field.onChange}
                  onBlur={field.onBlur}
                  invalidEmails={refused}
                  error={errors.emails?.message}
                />
              )}
            />
            <FormActions
              submitting={submitting}
              submitLabel={__('Send invitations')}
              to={teamWizardPaths.done(team.id)}
              toLabel={continueLabel}
            />
          </Stack>
        </form>
      </Stack>
    </AdminPage>
  );
}

function InvitedList({ invitations }: { invitations: AdminTeam['invitations'] }) {
  if (invitations.length === 0) return <Text tone="muted">{__('Nobody has been invited to this team yet.')}</Text>;
  return <InvitationList invitations={invitations} heading={__('Already invited')} level={3} />;
}
