import { useMemo, useState } from 'react';
import { __, Heading, Notice, Stack, StepIndicator, Text, TextLink } from '../../design-system';
import { useApi } from '../api/ApiContext';
import { useCampaignUrl, useHostData } from '../app/HostDataContext';
import { paths } from '../app/paths';
import { navigateFullPage, resolveRedirect } from '../app/redirects';
import { useWizardStep } from '../app/wizard';
import { RedirectRefusedError } from '../forms';
import { InvitationsNotSent, type InvitationsNotSentProps } from '../team-form/InvitationsNotSent';
import { createTeamDefaults, toTeamFields, type TeamFormValues } from '../team-form/model';
import { saveTeam } from '../team-form/saveTeam';
import { TeamForm } from '../team-form/TeamForm';

/**
 * /create-team/ (logged in): step 2 'Create Team' of the captain's createTeam set. Saves the team, mails the
 * invitations, then follows campaign URL + the server's redirect (the profile step for a new captain). When the
 * invitations fail, the form gives way to InvitationsNotSent before moving on. A user already on a team of this
 * campaign (its captain or a member: auth.team_id) cannot create another (create-team refuses both), so the page
 * says so with a link to their team instead of a form they would fill in for nothing.
 */
export default function CreateTeamPage() {
  const api = useApi();
  const { campaign, auth } = useHostData();
  const toUrl = useCampaignUrl();
  // A captain registering has no profile yet: this page is step 2 of createTeam. A fundraiser creating a
  // team later keeps whatever set is stored (usually none, so no indicator).
  const wizard = useWizardStep(auth.fundraiser_id > 0 ? undefined : 'createTeam', 'createTeam');
  const defaultValues = useMemo(() => createTeamDefaults(campaign), [campaign]);

  const [unsent, setUnsent] = useState<InvitationsNotSentProps | null>(null);

  const save = async (values: TeamFormValues) => {
    const fields = toTeamFields(values);
    const saved = await saveTeam(api, { mode: 'create' }, fields);
    const next = resolveRedirect(saved.redirect, campaign.campaign_url);
    if (!next.ok) throw new RedirectRefusedError(next.reason);
    if (!saved.invitationsSent && saved.teamId) {
      setUnsent({
        teamId: saved.teamId,
        emails: fields.emails,
        message: saved.invitationError ?? '',
        continueUrl: next.url,
      });
      return;
    }
    navigateFullPage(next.url);
  };

  return (
    <Stack gap="xl">
      {wizard.set && wizard.current > 0 ? <StepIndicator steps={wizard.steps} current={wizard.current} /> : null}
      <Stack gap="sm">
        <Heading level={1} tabIndex={-1}>
          {__('Create your team')}
        </Heading>
        <Text tone="muted">
          {__('Give your team a name, a story and a goal, then invite people to fundraise with you.')}
        </Text>
      </Stack>
      {auth.team_id ? (
        <Notice type="info" title={__('You are already on a team')}>
          <Stack gap="sm">
            <Text>
              {__(
                'You lead or belong to a team in this campaign, and a fundraiser can be on one team only, so you cannot create another.',
              )}
            </Text>
            <Text>
              <TextLink href={toUrl(paths.team(auth.team_id))}>{__('Go to your team')}</TextLink>
            </Text>
          </Stack>
        </Notice>
      ) : unsent ? (
        <InvitationsNotSent {...unsent} />
      ) : (
        <TeamForm
          defaultValues={defaultValues}
          submitLabel={__('Create Team')}
          onSave={save}
          // The page cannot know whether this campaign approves teams first (the plugin does not print it).
          inviteHelp={__(
            'If new teams need the organiser’s approval, invitations are sent once your team is approved.',
          )}
          draft={{ form: 'create-team' }}
        />
      )}
    </Stack>
  );
}
