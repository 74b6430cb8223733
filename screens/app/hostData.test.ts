import { describe, expect, it } from 'vitest';
import { toIntlLocale } from './hostConfig';
import { formatHostDataProblems, readHostData } from './hostData';

const campaign = {
  campaign_id: '7',
  campaign_title: 'Run for Water',
  campaign_url: 'https://site.test/campaigns/run',
  base_url: '/campaigns/run/',
  campaign_goal: '10000',
  is_active: '1',
  status: 'active',
};
const auth = { is_logged_in: true, user_id: '3', fundraiser_id: 0 };
const config = { apiRoot: 'https://site.test/wp-json/give-api/v2/p2p-campaigns', apiNonce: 'abc', locale: 'en_US' };

function mount(attributes: Record<string, string>): HTMLElement {
  const element = document.createElement('div');
  element.id = 'p2p-app';
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
}

const goodPage = () => ({ 'data-campaign': JSON.stringify(campaign), 'data-auth': JSON.stringify(auth) });

describe('readHostData', () => {
  it('reads a good page and coerces WordPress forms', () => {
    const result = readHostData(
      mount({
        ...goodPage(),
        'data-team': JSON.stringify({ id: '4', name: 'Blue', goal: '', access: 'private', captain_user_id: '3' }),
        'data-campaign-stats': JSON.stringify({ raisedAmount: '1500.5', donationsCount: 12 }),
      }),
      config,
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data.campaign.campaign_id).toBe(7);
    expect(result.data.campaign.campaign_goal).toBe(10000);
    expect(result.data.campaign.is_active).toBe(true);
    expect(result.data.auth).toEqual({ is_logged_in: true, user_id: 3, fundraiser_id: 0 });
    expect(result.data.team).toMatchObject({ id: 4, goal: 0, access: 'private', captain_user_id: 3 });
    expect(result.data.campaignStats).toMatchObject({ raisedAmount: 1500.5, donationsCount: 12, teamsCount: 0 });
    expect(result.data.fundraiser).toBeUndefined();
    expect(result.data.config).toMatchObject({ currencySymbol: '$', currencyPosition: 'before', intlLocale: 'en-US' });
  });

  it('uses the last item of a campaign_title array', () => {
    const result = readHostData(
      mount({
        ...goodPage(),
        'data-campaign': JSON.stringify({ ...campaign, campaign_title: ['Old', 'Run for Water'] }),
      }),
      config,
    );
    expect(result.ok && result.data.campaign.campaign_title).toBe('Run for Water');
  });

  it.each([
    ['is_active', '0', false],
    ['is_active', false, false],
    ['is_active', 'true', true],
  ])('reads %s %j as %s', (field, value, expected) => {
    const result = readHostData(
      mount({ ...goodPage(), 'data-campaign': JSON.stringify({ ...campaign, [field]: value }) }),
      config,
    );
    expect(result.ok && result.data.campaign.is_active).toBe(expected);
  });

  it('names a missing campaign', () => {
    const result = readHostData(mount({ 'data-auth': JSON.stringify(auth) }), config);
    expect(result).toEqual({ ok: false, problems: [{ source: 'data-campaign', message: 'Missing' }] });
  });

  it('names the attribute holding malformed JSON', () => {
    const result = readHostData(mount({ ...goodPage(), 'data-sponsors': '[{"id": 1,' }), config);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(formatHostDataProblems(result.problems)).toEqual(['data-sponsors: Not valid JSON']);
  });

  it('lists every bad field by attribute and path', () => {
    const result = readHostData(
      mount({
        'data-campaign': JSON.stringify({ ...campaign, campaign_url: 'not a url' }),
        'data-auth': JSON.stringify({ ...auth, user_id: 'three' }),
      }),
      { apiNonce: 'abc' },
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.map((problem) => problem.source)).toEqual([
      'data-campaign.campaign_url',
      'data-auth.user_id',
      'window.GiveP2P.apiRoot',
    ]);
  });

  it('reads the optional account fields: display_name and team_id in data-auth, logoutUrl in the config', () => {
    const logout = 'https://site.test/wp-login.php?action=logout&redirect_to=%2F&_wpnonce=abc123';
    const result = readHostData(
      mount({
        ...goodPage(),
        'data-auth': JSON.stringify({ ...auth, display_name: '  Carla Captain ', team_id: '4' }),
      }),
      { ...config, logoutUrl: logout },
    );
    expect(result.ok && result.data.auth).toEqual({
      is_logged_in: true,
      user_id: 3,
      fundraiser_id: 0,
      display_name: 'Carla Captain',
      team_id: 4,
    });
    expect(result.ok && result.data.config.logoutUrl).toBe(logout);
  });

  it.each([undefined, null, '', '   '])('treats a logoutUrl of %j as not given', (logoutUrl) => {
    const result = readHostData(mount(goodPage()), { ...config, logoutUrl });
    expect(result.ok).toBe(true);
    expect(result.ok && result.data.config.logoutUrl).toBeUndefined();
  });

  it.each(['javascript:alert(1)', '/wp-login.php?action=logout', 'not a url', 42])(
    'refuses a logoutUrl of %j',
    (logoutUrl) => {
      const result = readHostData(mount(goodPage()), { ...config, logoutUrl });
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(result.problems.map((problem) => problem.source)).toEqual(['window.GiveP2P.logoutUrl']);
    },
  );

  it.each<[unknown, boolean | undefined]>([
    [undefined, undefined],
    [null, false],
    ['0', false],
    [true, true],
    ['1', true],
  ])('reads statsRead %j as %j (issue 15: without it nothing polls)', (statsRead, expected) => {
    const result = readHostData(mount(goodPage()), { ...config, statsRead });
    expect(result.ok && result.data.config.statsRead).toBe(expected);
  });

  it('refuses a statsRead that is not a boolean', () => {
    const result = readHostData(mount(goodPage()), { ...config, statsRead: 'sometimes' });
    expect(result.ok || result.problems.map((problem) => problem.source)).toEqual(['window.GiveP2P.statsRead']);
  });

  it('refuses a display_name that is not text', () => {
    const result = readHostData(
      mount({ ...goodPage(), 'data-auth': JSON.stringify({ ...auth, display_name: { html: '<b>' } }) }),
      config,
    );
    expect(result.ok).toBe(false);
  });

  it('treats an optional attribute holding null as absent', () => {
    const result = readHostData(mount({ ...goodPage(), 'data-fundraiser': 'null' }), config);
    expect(result.ok && result.data.fundraiser).toBeUndefined();
  });

  it('reports a missing mount element and a missing config', () => {
    expect(readHostData(null, config)).toEqual({
      ok: false,
      problems: [{ source: '#p2p-app', message: 'Mount element not found' }],
    });
    for (const absent of [undefined, null]) {
      expect(readHostData(mount(goodPage()), absent)).toEqual({
        ok: false,
        problems: [{ source: 'window.GiveP2P', message: 'Missing' }],
      });
    }
  });

  it('reads a blank attribute as missing: required ones are named, optional ones are absent', () => {
    const blankCampaign = readHostData(mount({ ...goodPage(), 'data-campaign': '  ' }), config);
    expect(blankCampaign).toEqual({ ok: false, problems: [{ source: 'data-campaign', message: 'Missing' }] });
    const blankTeam = readHostData(mount({ ...goodPage(), 'data-team': ' ' }), config);
    expect(blankTeam.ok && blankTeam.data.team).toBeUndefined();
    expect(blankTeam.ok).toBe(true);
  });
});

describe('toIntlLocale', () => {
  it.each([
    ['en_US', 'en-US'],
    ['de_DE_formal', 'de-DE'],
    ['fr', 'fr'],
    ['', 'en-US'],
  ])('%s → %s', (input, expected) => {
    expect(toIntlLocale(input)).toBe(expected);
  });
});
