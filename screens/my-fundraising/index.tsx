import { __, FailurePanel, Heading, Stack } from '../../design-system';
import { useFundraiserDashboard } from '../api/getFundraiserDashboard';
import { FUNDRAISER_TOOLS, hasFeature } from '../app/hostConfig';
import { useHostData } from '../app/HostDataContext';
import NotFoundPage from '../not-found/index';
import { LoadingSpinner } from '../shared/LoadingSpinner';
import { Dashboard } from './Dashboard';

/** The dashboard read, with its heading held in place while it loads or after it failed. */
function DashboardRead() {
  const { campaign } = useHostData();
  const read = useFundraiserDashboard(campaign.campaign_id, true);
  // data, not isLoading: a revalidation after a thank-you must not unmount the page (and a dialog's typed text).
  if (read.data) return <Dashboard dashboard={read.data} update={read.mutate} />;
  return (
    <Stack gap="xl">
      <Heading level={1} tabIndex={-1}>
        {__('My fundraising')}
      </Heading>
      {read.error ? (
        <FailurePanel
          message={read.error.message}
          hint={__('Your fundraising could not be loaded.')}
          reloadLabel={__('Try again')}
          onReload={() => void read.mutate()}
        />
      ) : (
        <LoadingSpinner size="large" label={__('Loading your fundraising')} />
      )}
    </Stack>
  );
}

/**
 * /my-fundraising/ (fundraisers only, by the route guard): the fundraising-tools extension's dashboard. A host that
 * does not advertise the tools has no such page: not found, and no call is made.
 */
export default function MyFundraisingPage() {
  const { config } = useHostData();
  if (!hasFeature(config, FUNDRAISER_TOOLS)) return <NotFoundPage />;
  return <DashboardRead />;
}
