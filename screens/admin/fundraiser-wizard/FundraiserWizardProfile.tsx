import { useNavigate, useSearchParams } from 'react-router-dom';
import { __, Notice, Stack } from '../../../design-system';
import { useApi } from '../../api/ApiContext';
import { editableStory } from '../../shared/storyText';
import { useAdminCampaign } from '../app/AdminContext';
import { AdminPage } from '../app/AdminPage';
import { adminCreateFundraiser } from '../api/adminCreateFundraiser';
import { useCampaignTeams } from '../api/getTeamFundraisers';
import { FundraiserProfileForm } from './FundraiserProfileForm';
import { TeamsNotice } from './TeamsNotice';
import { useGoalInput } from './useAdminMoney';
import { formatWholeAmount } from '../../forms';
import { BadAddress } from './BadAddress';
import { fundraiserPaths, FundraiserWizardSteps } from './wizardSteps';

/**
 * `#/create-fundraiser-{userId}`, step 2: story, goal, picture, team and donation emails for the user of step 1
 * (admin-create-fundraiser; an admin-created fundraiser is approved at once). Then the done page.
 */
function FundraiserWizardProfilePage({ userId }: { userId: number }) {
  const api = useApi();
  const campaign = useAdminCampaign();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const teams = useCampaignTeams(campaign.campaign_id);
  const { separators } = useGoalInput();
  const existing = query.get('existing') === '1';

  return (
    <AdminPage width="form" title={__('Create a fundraiser')}>
      <Stack gap="lg">
        <FundraiserWizardSteps current={2} />
        {existing ? (
          <Notice type="info">
            <p>
              {__(
                'A WordPress user with this email already existed, so the fundraiser is created for that account. Their name and password are unchanged.',
              )}
            </p>
          </Notice>
        ) : null}
        <TeamsNotice error={teams.error} retry={() => void teams.mutate()} />
        <FundraiserProfileForm
          defaults={{
            story: editableStory(campaign.fundraiser_story_placeholder),
            goal: campaign.fundraiser_goal > 0 ? formatWholeAmount(campaign.fundraiser_goal, separators) : '',
            teamId: '',
            notify: true,
          }}
          teams={teams.data ?? []}
          submitLabel={__('Create fundraiser')}
          onSubmit={async (fields) => {
            const fundraiserId = await adminCreateFundraiser(api, userId, fields);
            navigate(fundraiserPaths.created(fundraiserId));
          }}
        />
      </Stack>
    </AdminPage>
  );
}

export default function FundraiserWizardProfile({ userId }: { userId: number }) {
  if (userId <= 0) return <BadAddress title={__('Create a fundraiser')} />;
  return <FundraiserWizardProfilePage userId={userId} />;
}
