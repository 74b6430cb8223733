import { __, Inline, Stack, Text, TextLink, sprintf } from '../../../design-system';
import { RouterButton } from '../../shared/links';
import { useAdminCampaign } from '../app/AdminContext';
import { AdminPage } from '../app/AdminPage';
import { useAdminFundraiser } from '../api/getFundraiser';
import { BadAddress } from './BadAddress';
import { fundraiserPageUrl, fundraiserPaths, FundraiserWizardSteps } from './wizardSteps';

/** `#/fundraiser-created-{id}`, step 3: the fundraiser exists; view it, go back to the list or create another. */
function FundraiserWizardDonePage({ fundraiserId }: { fundraiserId: number }) {
  const campaign = useAdminCampaign();
  // Only for the name; the page works without it.
  const fundraiser = useAdminFundraiser(fundraiserId);
  const name = fundraiser.data?.name;
  return (
    <AdminPage width="form" title={__('Fundraiser created')}>
      <Stack gap="lg">
        <FundraiserWizardSteps current={3} />
        <Text>
          {name
            ? sprintf(
                /* translators: %s: fundraiser name */ __('%s can start fundraising now: their page is live.'),
                name,
              )
            : __('The fundraiser can start fundraising now: their page is live.')}
        </Text>
        <Inline gap="md" align="center">
          <TextLink href={fundraiserPageUrl(campaign.campaign_url, fundraiserId)} external>
            {__('View fundraiser')}
          </TextLink>
          <RouterButton to={fundraiserPaths.list} color="outline">
            {__('Back to fundraisers')}
          </RouterButton>
          <RouterButton to={fundraiserPaths.createUser} color="primary">
            {__('Create another')}
          </RouterButton>
        </Inline>
      </Stack>
    </AdminPage>
  );
}

export default function FundraiserWizardDone({ fundraiserId }: { fundraiserId: number }) {
  if (fundraiserId <= 0) return <BadAddress title={__('Fundraiser created')} />;
  return <FundraiserWizardDonePage fundraiserId={fundraiserId} />;
}
