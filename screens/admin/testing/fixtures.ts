import { hostDataFixture } from '../../app/testing/fixtures';
import type { AdminContextValue } from '../app/AdminContext';
import type { AdminCampaign, AdminConfig } from '../app/adminHostData';
import { LIST_EXTRAS } from '../app/listExtras';

/**
 * window.GiveP2P on an admin page of the test site: the visitor page's (but intlLocale) and the admin pages. Like
 * the reference host, it advertises 'list-extras' (search, Raised sort, No team); the plugin's page does not
 * (`features: []`, as pluginAnswers.test.tsx renders).
 */
export function adminConfigFixture(overrides: Partial<AdminConfig> = {}): AdminConfig {
  const { intlLocale: _derived, ...visitorConfig } = hostDataFixture().config;
  return {
    ...visitorConfig,
    logoutUrl: undefined,
    adminURL: 'https://site.test/wp-admin/',
    campaignsPage: 'admin.php?page=p2p-campaigns',
    editCampaignPage: 'admin.php?page=p2p-edit-campaign',
    addCampaignPage: 'admin.php?page=p2p-add-campaign',
    features: [LIST_EXTRAS],
    ...overrides,
  };
}

/** data-campaign of the teams and fundraisers screens: an active campaign with both approvals on. */
export function adminCampaignFixture(overrides: Partial<AdminCampaign> = {}): AdminCampaign {
  return {
    campaign_id: 7,
    title: 'Run for Water',
    campaign_url: 'https://site.test/campaigns/run-for-water/',
    base_url: '/campaigns/run-for-water',
    status: 'active',
    campaign_goal: 10000,
    fundraiser_goal: 500,
    team_goal: 2000,
    primary_color: '#1e7a5a',
    secondary_color: '#24405f',
    campaign_image: '',
    fundraiser_story_placeholder: 'Tell people why you are raising money.',
    team_story_placeholder: 'Tell people what your team is raising money for.',
    team_approvals: true,
    fundraiser_approvals: true,
    ...overrides,
  };
}

/**
 * What the admin shell reads from the page, for one screen: the campaign list has no campaign; the teams and
 * fundraisers screens get the fixture campaign unless `campaign` says otherwise.
 */
export function adminFixture(
  screen: AdminContextValue['screen'] = 'campaigns',
  overrides: { config?: Partial<AdminConfig>; campaign?: Partial<AdminCampaign> | null } = {},
): AdminContextValue {
  const campaign =
    screen === 'campaigns' || overrides.campaign === null ? null : adminCampaignFixture(overrides.campaign ?? {});
  return { screen, config: adminConfigFixture(overrides.config), campaign };
}
