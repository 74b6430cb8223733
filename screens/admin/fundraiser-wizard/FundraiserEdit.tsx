import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { __, Button, Inline, Notice, Stack, Text, sprintf } from '../../../design-system';
import { useApi } from '../../api/ApiContext';
import { formatWholeAmount } from '../../forms';
import { LoadingSpinner } from '../../shared/LoadingSpinner';
import { editableStory } from '../../shared/storyText';
import { useAdminCampaign } from '../app/AdminContext';
import { AdminPage } from '../app/AdminPage';
import { useAdminFlash } from '../app/flash';
import { adminUpdateFundraiser } from '../api/adminUpdateFundraiser';
import { useAdminFundraiser, type AdminFundraiser } from '../api/getFundraiser';
import { useCampaignTeams, type TeamOption } from '../api/getTeamFundraisers';
import { FundraiserProfileForm } from './FundraiserProfileForm';
import { TeamsNotice } from './TeamsNotice';
import { useGoalInput } from './useAdminMoney';
import { BadAddress } from './BadAddress';
import { fundraiserPaths } from './wizardSteps';

function EditForm({ fundraiser, teams }: { fundraiser: AdminFundraiser; teams: readonly TeamOption[] }) {
  const api = useApi();
  const navigate = useNavigate();
  const { showFlash } = useAdminFlash();
  const { separators } = useGoalInput();
  // A captain's team is locked on the server (409 captain_team_locked): the field is shown but not sent.
  const locked = fundraiser.is_captain && fundraiser.team_id > 0;
  return (
    <FundraiserProfileForm
      defaults={{
        story: editableStory(fundraiser.story),
        goal: fundraiser.goal > 0 ? formatWholeAmount(fundraiser.goal, separators) : '',
        teamId: fundraiser.team_id > 0 ? String(fundraiser.team_id) : '',
        notify: fundraiser.notify_of_donations,
      }}
      teams={teams}
      teamLockedReason={
        locked
          ? __('This fundraiser is the team’s captain, so their team cannot change. Make another member captain first.')
          : undefined
      }
      currentImage={fundraiser.profile_image || undefined}
      submitLabel={__('Save fundraiser')}
      onSubmit={async (fields) => {
        await adminUpdateFundraiser(api, fundraiser.id, {
          ...fields,
          teamId: locked ? fundraiser.team_id : fields.teamId,
        });
        showFlash(
          'success',
          sprintf(/* translators: %s: fundraiser name */ __('Fundraiser %s updated.'), fundraiser.name),
        );
        navigate(fundraiserPaths.list);
      }}
    />
  );
}

/** `#/edit-fundraiser-{id}`: get-fundraiser, then the same profile form as the wizard (admin-update-fundraiser). */
function FundraiserEditPage({ fundraiserId }: { fundraiserId: number }) {
  const campaign = useAdminCampaign();
  const fundraiser = useAdminFundraiser(fundraiserId);
  const teams = useCampaignTeams(campaign.campaign_id);
  const teamsSettled = teams.data !== undefined || teams.error !== undefined;
  const title = fundraiser.data
    ? sprintf(/* translators: %s: fundraiser name */ __('Edit fundraiser: %s'), fundraiser.data.name)
    : __('Edit fundraiser');

  let body: ReactNode;
  if (fundraiser.error) {
    body = (
      <Notice type="error">
        <Stack gap="sm">
          <p>{fundraiser.error.message}</p>
          <Inline gap="md">
            <Button type="button" color="outline" size="small" onClick={() => void fundraiser.mutate()}>
              {__('Try again')}
            </Button>
          </Inline>
        </Stack>
      </Notice>
    );
  } else if (!fundraiser.data || !teamsSettled) {
    body = <LoadingSpinner size="medium" label={__('Loading the fundraiser')} />;
  } else {
    body = (
      <>
        {fundraiser.data.email ? <Text tone="muted">{fundraiser.data.email}</Text> : null}
        <TeamsNotice error={teams.error} retry={() => void teams.mutate()} />
        <EditForm fundraiser={fundraiser.data} teams={teams.data ?? []} />
      </>
    );
  }
  return (
    <AdminPage width="form" title={title}>
      <Stack gap="lg">{body}</Stack>
    </AdminPage>
  );
}

export default function FundraiserEdit({ fundraiserId }: { fundraiserId: number }) {
  if (fundraiserId <= 0) return <BadAddress title={__('Edit fundraiser')} />;
  return <FundraiserEditPage fundraiserId={fundraiserId} />;
}
