import type { HostData } from '../hostData';

/** A valid host page's data for tests: a logged-out visitor on an active campaign. */
export function hostDataFixture(overrides: Partial<HostData> = {}): HostData {
  return {
    campaign: {
      campaign_id: 7,
      campaign_title: 'Run for Water',
      campaign_logo: '',
      campaign_image: '',
      campaign_url: 'https://site.test/campaigns/run-for-water',
      base_url: '/campaigns/run-for-water',
      short_desc: '',
      long_desc: '',
      campaign_goal: 10000,
      fundraiser_goal: 500,
      fundraiser_story_placeholder: '',
      team_goal: 2000,
      team_story_placeholder: '',
      iframe_url: '',
      primary_color: '#1e7a5a',
      secondary_color: '#24405f',
      is_active: true,
      status: 'active',
      sponsors_enabled: 'disabled',
      sponsor_section_heading: '',
      sponsor_linking: '',
      sponsor_application_page: '',
    },
    auth: { is_logged_in: false, user_id: 0, fundraiser_id: 0 },
    config: {
      apiRoot: 'https://site.test/wp-json/give-api/v2/p2p-campaigns',
      apiNonce: 'nonce-1',
      locale: 'en_US',
      intlLocale: 'en-US',
      currency: 'USD',
      currencySymbol: '$',
      currencyPosition: 'before',
      thousandsSeparator: ',',
      decimalSeparator: '.',
      numberDecimals: 0,
      maxUploadSize: 2097152,
      features: [],
    },
    ...overrides,
  };
}
