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
