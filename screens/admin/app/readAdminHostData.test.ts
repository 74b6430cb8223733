import { describe, expect, it } from 'vitest';
import { adminCampaignFixture, adminConfigFixture } from '../testing/fixtures';
import { readAdminHostData } from './readAdminHostData';

function mount(attributes: Record<string, string>): Element {
  const element = document.createElement('div');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
}

const config = adminConfigFixture();

describe('readAdminHostData', () => {
  it('reads the campaign list without data-campaign', () => {
    const result = readAdminHostData(mount({ 'data-screen': 'campaigns' }), config);
    expect(result).toEqual({ ok: true, data: { screen: 'campaigns', config, campaign: null } });
  });

  it('treats a mount without data-screen as the campaign list (the plugin prints an empty mount there)', () => {
    const result = readAdminHostData(mount({}), config);
    expect(result.ok && result.data.screen).toBe('campaigns');
  });

  it('reads the teams screen with its campaign, WordPress forms included', () => {
    const campaign = { ...adminCampaignFixture(), campaign_id: '7', team_approvals: '1', fundraiser_approvals: '0' };
    const result = readAdminHostData(
      mount({ 'data-screen': 'teams', 'data-campaign': JSON.stringify(campaign) }),
      config,
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data.campaign).toMatchObject({ campaign_id: 7, team_approvals: true, fundraiser_approvals: false });
  });

  it("reads the plugin's own mount and window.GiveP2P (sections 7.18 and 7.19: every global a string)", () => {
    // CampaignViewModel: campaign_title (not title), fundraiser_approvals enabled/disabled, no team_approvals.
    const campaign = {
      campaign_id: '12',
      campaign_title: 'Run for Clean Water',
      campaign_image: '',
      campaign_logo: '',
      campaign_url: 'https://site.test/campaign/run-for-clean-water',
      base_url: '/campaign/run-for-clean-water',
      iframe_url: 'https://site.test/?giveDonationFormInIframe=1',
      long_desc: '<p>About</p>',
      short_desc: '<p>Short</p>',
      campaign_goal: 150000,
      team_goal: 2000,
      fundraiser_goal: 500,
      primary_color: '#1e7a5a',
      secondary_color: '#24405f',
      team_story_placeholder: 'Team story',
      fundraiser_story_placeholder: 'My story',
      sponsor_linking: 'enabled',
      sponsors_enabled: 'enabled',
      sponsors_display: 'enabled',
      sponsor_section_heading: 'Sponsors',
      sponsor_application_page: '',
      teams_registration: true,
      is_active: true,
      fundraiser_approvals: 'enabled',
      status: 'active',
    };
    const giveP2P = {
      apiRoot: 'https://site.test/wp-json/give-api/v2/p2p-campaigns',
      apiNonce: 'abc123',
      giveRoot: 'https://site.test/wp-content/plugins/give/',
      adminURL: 'https://site.test/wp-admin/',
      locale: 'de-DE',
      currency: 'EUR',
      currencySymbol: '€',
      currencyPosition: 'after',
      thousands_separator: '.',
      decimal_separator: ',',
      editCampaignPage: 'admin.php?page=p2p-edit-campaign',
      maxUploadSize: '2097152',
      SSL: '1',
    };
    const result = readAdminHostData(
      mount({
        'data-screen': 'fundraisers',
        'data-campaign-id': '12',
        'data-team-id': '',
        'data-campaign': JSON.stringify(campaign),
      }),
      giveP2P,
    );
    expect(result.ok || result.problems).toBe(true);
    if (!result.ok) return;
    expect(result.data.campaign).toMatchObject({
      campaign_id: 12,
      title: 'Run for Clean Water',
      fundraiser_approvals: true,
      team_approvals: false,
    });
    expect(result.data.config).toMatchObject({
      maxUploadSize: 2097152,
      currencyPosition: 'after',
      thousandsSeparator: '.',
      decimalSeparator: ',',
    });
  });

  it.each([
    ['an unknown screen', { 'data-screen': 'team' }, 'data-screen'],
    ['teams without data-campaign', { 'data-screen': 'teams' }, 'data-campaign'],
    ['broken JSON', { 'data-screen': 'fundraisers', 'data-campaign': '{"campaign_id":' }, 'data-campaign'],
    [
      'a campaign without its URL',
      {
        'data-screen': 'fundraisers',
        'data-campaign': JSON.stringify({ ...adminCampaignFixture(), campaign_url: '/x' }),
      },
      'data-campaign.campaign_url',
    ],
  ])('names the bad value: %s', (_case, attributes, source) => {
    const result = readAdminHostData(mount(attributes), config);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.map((problem) => problem.source)).toContain(source);
  });

  it('names a missing or malformed window.GiveP2P and a missing mount', () => {
    const missing = readAdminHostData(mount({}), undefined);
    expect(!missing.ok && missing.problems).toEqual([{ source: 'window.GiveP2P', message: 'Missing' }]);
    const relative = readAdminHostData(mount({}), { ...config, adminURL: '/wp-admin/' });
    expect(!relative.ok && relative.problems.map((problem) => problem.source)).toEqual(['window.GiveP2P.adminURL']);
    const noMount = readAdminHostData(null, config);
    expect(!noMount.ok && noMount.problems[0]?.source).toBe('#give-p2p-campaigns-app');
  });
});
