import { describe, expect, it } from 'vitest';
import { dataAttr, hostPerFile } from '../testing/harness.ts';

const { client: visitor } = hostPerFile();

async function stats(query: Record<string, string | number>): Promise<{ status: number; body: unknown }> {
  const res = await visitor.api('get-stats', { query });
  return { status: res.status, body: await res.json() };
}

function donate(url: string, amount: string): Promise<Response> {
  return visitor.request(url, {
    method: 'POST',
    body: new URLSearchParams({ amount, name: 'Live Giver' }),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

describe('get-stats (issue 15, totals that move)', () => {
  it('is announced in window.GiveP2P as statsRead', async () => {
    const { html } = await visitor.page('/');
    expect(html).toContain('"statsRead":true');
  });

  it.each([
    ['campaign', '/', 'campaign-stats', { campaign_id: 1 }],
    ['team', '/team/1/', 'team-stats', { campaign_id: 1, team_id: 1 }],
    ['fundraiser', '/fundraiser/2/', 'fundraiser-stats', { campaign_id: 1, fundraiser_id: 2 }],
  ])('answers the %s stats the page data carries', async (_label, path, attribute, query) => {
    const { html } = await visitor.page(path);
    const { status, body } = await stats(query);
    expect(status).toBe(200);
    expect(body).toEqual({ data: dataAttr(html, attribute) });
  });

  it('moves with a donation', async () => {
    const before = (await stats({ campaign_id: 1, team_id: 1 })).body as { data: { raisedAmount: number } };
    expect((await donate('/give-form/?campaign=1&team=1', '250')).status).toBe(303);
    const after = (await stats({ campaign_id: 1, team_id: 1 })).body as {
      data: { raisedAmount: number; donationsCount: number };
    };
    expect(after.data.raisedAmount).toBe(before.data.raisedAmount + 250);
  });

  it.each([
    ['an unknown campaign', { campaign_id: 999 }, 404],
    ['a missing campaign', { team_id: 1 }, 400],
    ['an unknown team', { campaign_id: 1, team_id: 999 }, 404],
    ['an unknown fundraiser', { campaign_id: 1, fundraiser_id: 999 }, 404],
    ['a bad id', { campaign_id: 1, team_id: 'x' }, 400],
  ])('refuses %s', async (_label, query, code) => {
    expect((await stats(query)).status).toBe(code);
  });
});
