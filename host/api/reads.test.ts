import { describe, expect, it } from 'vitest';
import { API, Client, createTestHost, hostPerFile, PLAIN_API } from '../testing/harness.ts';

const { t, client: visitor } = hostPerFile();

const listItemKeys = ['amount', 'goal', 'id', 'name', 'profile_image'];

describe('both apiRoot forms', () => {
  it.each([
    ['pretty permalinks', API],
    ['plain permalinks (?rest_route=)', PLAIN_API],
  ])('answers get-campaign-teams-search under %s', async (_label, root) => {
    const res = await visitor.api('get-campaign-teams-search', {
      root,
      query: { campaign_id: 1, search: '', page: 1, per_page: 9 },
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: Array<Record<string, unknown>>; total: number; count: number };
    expect(body.count).toBe(9);
    expect(body.data).toHaveLength(9);
    expect(Object.keys(body.data[0] ?? {}).sort()).toEqual([...listItemKeys, 'access'].sort());
  });

  it('prints the plain form as apiRoot when asked', async () => {
    const plain = await createTestHost({}, true);
    const { html } = await new Client(plain).page('/');
    expect(html).toContain('"apiRoot":"http://127.0.0.1:8080/?rest_route=/give-api/v2/p2p-campaigns"');
    plain.close();
  });
});

describe('nonce', () => {
  it.each([
    ['missing', null],
    ['wrong', 'deadbeef00'],
  ])('refuses a %s nonce with 403 rest_cookie_invalid_nonce', async (_label, nonce) => {
    const res = await visitor.api('get-campaign-top-donors', { query: { campaign_id: 1 }, nonce });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      code: 'rest_cookie_invalid_nonce',
      message: 'Cookie check failed',
      data: { status: 403 },
    });
  });

  it('changes when the session changes', async () => {
    const c = new Client(t);
    await c.page('/');
    const guestNonce = c.nonce;
    await c.login('fundraiser@example.org');
    expect(c.nonce).not.toBe(guestNonce);
    const stale = await c.api('get-user-info', { query: { campaignId: 1 }, nonce: guestNonce });
    expect(stale.status).toBe(403);
  });

  it('answers an unknown call with rest_no_route', async () => {
    const res = await visitor.api('no-such-call');
    expect(res.status).toBe(404);
    expect(((await res.json()) as { code: string }).code).toBe('rest_no_route');
  });
});

describe('leaderboards', () => {
  it('pages through approved public teams by amount raised', async () => {
    const p1 = (await (
      await visitor.api('get-campaign-teams-search', { query: { campaign_id: 1, page: 1, per_page: 9 } })
    ).json()) as {
      data: Array<{ id: number; amount: number }>;
      total: number;
    };
    const p4 = (await (
      await visitor.api('get-campaign-teams-search', { query: { campaign_id: 1, page: 4, per_page: 9 } })
    ).json()) as {
      data: unknown[];
      total: number;
      count: number;
    };
    expect(p1.total).toBe(28);
    expect(p4.count).toBe(1);
    const amounts = p1.data.map((d) => d.amount);
    expect([...amounts].sort((a, b) => b - a)).toEqual(amounts);
  });

  it('includes private teams with showClosedTeams', async () => {
    const body = (await (
      await visitor.api('get-campaign-teams-search', {
        query: { campaign_id: 1, showClosedTeams: 'true', per_page: 50 },
      })
    ).json()) as { total: number; data: Array<{ access: string }> };
    expect(body.total).toBe(36);
    // Each item says its access, so the leaderboard can mark private teams 'Closed'.
    expect(new Set(body.data.map((team) => team.access))).toEqual(new Set(['public', 'private']));
  });

  it('searches by name, case-insensitively, and reports zero matches', async () => {
    const hit = (await (
      await visitor.api('get-campaign-teams-search', { query: { campaign_id: 1, search: 'clean water' } })
    ).json()) as {
      data: Array<{ name: string }>;
    };
    expect(hit.data.map((d) => d.name)).toEqual(['Clean Water Crew']);
    const none = await (
      await visitor.api('get-campaign-fundraisers-search', { query: { campaign_id: 1, search: '%_zzz' } })
    ).json();
    expect(none).toEqual({ data: [], total: 0, count: 0 });
  });

  it('lists approved fundraisers only', async () => {
    const body = (await (
      await visitor.api('get-campaign-fundraisers-search', { query: { campaign_id: 1, search: 'Pat Pending' } })
    ).json()) as {
      total: number;
    };
    expect(body.total).toBe(0);
    const all = (await (
      await visitor.api('get-campaign-fundraisers-search', { query: { campaign_id: 1 } })
    ).json()) as {
      total: number;
      count: number;
    };
    expect(all.count).toBe(9);
    expect(all.total).toBeGreaterThan(120);
  });

  it('rejects an unknown campaign with 404', async () => {
    const res = await visitor.api('get-campaign-teams-search', { query: { campaign_id: 99 } });
    expect(res.status).toBe(404);
  });

  it('rejects a non-numeric page with a WordPress-style 400', async () => {
    const res = await visitor.api('get-campaign-teams-search', { query: { campaign_id: 1, page: 'x' } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { data: { status: number } }).data.status).toBe(400);
  });
});

describe('team and donor reads', () => {
  it('get-team returns the team entity', async () => {
    const body = (await (await visitor.api('get-team', { query: { team_id: 1 } })).json()) as {
      data: Record<string, unknown>;
    };
    expect(body.data).toMatchObject({
      id: 1,
      name: 'Clean Water Crew',
      access: 'public',
      captain_user_id: 2,
      owner_id: 2,
      captain: 'Carla Captain',
    });
    expect(body.data.iframe_url).toBe('/give-form/?campaign=1&team=1');
    expect(typeof body.data.fundraiser_count).toBe('number');
  });

  it('hides a pending team from visitors', async () => {
    expect((await visitor.api('get-team', { query: { team_id: 9 } })).status).toBe(404);
  });

  it('get-team-fundraisers-all lists the approved members', async () => {
    const body = (await (await visitor.api('get-team-fundraisers-all', { query: { team_id: 1 } })).json()) as {
      data: Array<Record<string, unknown>>;
    };
    expect(body.data.map((d) => d.name)).toEqual(expect.arrayContaining(['Carla Captain', 'Frank Fundraiser']));
    expect(Object.keys(body.data[0] ?? {}).sort()).toEqual(listItemKeys);
  });

  it.each([
    ['get-campaign-top-donors', { campaign_id: 1 }],
    ['get-team-top-donors', { team_id: 1 }],
    ['get-fundraiser-top-donors', { fundraiser_id: 1 }],
  ])('%s returns { data: [{ name, amount }] } highest first', async (name, query) => {
    const body = (await (await visitor.api(name, { query })).json()) as {
      data: Array<{ name: string; amount: number }>;
    };
    expect(body.data.length).toBeGreaterThan(0);
    for (const d of body.data) expect(Object.keys(d).sort()).toEqual(['amount', 'name']);
    const amounts = body.data.map((d) => d.amount);
    expect([...amounts].sort((a, b) => b - a)).toEqual(amounts);
  });

  it('needs the id of a top-donor call', async () => {
    const res = await visitor.api('get-team-top-donors');
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe('Team is required.');
  });
});
