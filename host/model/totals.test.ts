import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestHost, dataAttr, type TestHost } from '../testing/harness.ts';
import { recordDonation } from './donations.ts';

/*
 * Issue 13, section 4: numbers a visitor can reconcile. Each test reads what crosses the wire (API answers and
 * page data), as a visitor comparing two pages would.
 */

let t: TestHost;
beforeAll(async () => {
  t = await createTestHost();
});
afterAll(() => t.close());

interface Item {
  id: number;
  name: string;
  amount: number;
  access?: string;
}

async function read<T>(name: string, query: Record<string, string | number>): Promise<T> {
  const c = new Client(t);
  await c.page('/');
  const res = await c.api(name, { query });
  expect(res.status, name).toBe(200);
  return (await res.json()) as T;
}

const team = async (id: number) => (await read<{ data: { amount_raised: number } }>('get-team', { team_id: id })).data;
const members = async (id: number) => (await read<{ data: Item[] }>('get-team-fundraisers-all', { team_id: id })).data;
const teamStats = async (id: number) => {
  const c = new Client(t);
  const { html } = await c.page(`/team/${id}/`);
  return dataAttr(html, 'team-stats') as { raisedAmount: number; donationsCount: number; donorsCount: number };
};

/** Gifts made on the team's own page (no fundraiser), straight from the table. */
function teamPageGifts(id: number): number {
  const row = t.host.db
    .prepare('SELECT COALESCE(SUM(amount_cents), 0) AS c FROM donations WHERE team_id = ? AND fundraiser_id IS NULL')
    .get(id) as { c: number };
  return row.c / 100;
}

const sum = (xs: number[]) => Math.round(xs.reduce((a, b) => a + b, 0) * 100) / 100;

describe('team total: gifts on the team page plus the current members’ totals', () => {
  it('member cards plus the team page’s own gifts add up to the total, on every team read', async () => {
    for (const id of [1, 3, 8, 12]) {
      const cards = await members(id);
      const expected = sum([teamPageGifts(id), ...cards.map((m) => m.amount)]);
      expect((await team(id)).amount_raised, `team ${id}`).toBe(expected);
      expect((await teamStats(id)).raisedAmount, `team ${id} stats`).toBe(expected);
      const listed = (
        await read<{ data: Item[] }>('get-campaign-teams-search', {
          campaign_id: 1,
          search: '',
          per_page: 100,
          showClosedTeams: 1,
        })
      ).data.find((x) => x.id === id);
      expect(listed?.amount, `team ${id} leaderboard`).toBe(expected);
    }
  });

  it('a member who joins brings their earlier total; the team page’s lists and counts follow', async () => {
    // Sam Solo (fundraiser 4) has no team; give him a gift first, then he joins team 1.
    recordDonation(t.host.db, {
      campaignId: 1,
      teamId: null,
      fundraiserId: 4,
      donorName: 'Early Bird',
      cents: 12_300,
      at: Date.now(),
    });
    const before = await team(1);
    const statsBefore = await teamStats(1);
    const solo = new Client(t);
    await solo.login('solo');
    await solo.page('/team/1/join/');
    const joined = await solo.api('fundraiser-join-team', { json: { teamId: 1, campaignId: 1 } });
    expect(joined.status).toBe(200);
    const soloTotal = (await members(1)).find((m) => Number(m.id) === 4)?.amount;
    expect(soloTotal).toBeGreaterThanOrEqual(123);
    expect((await team(1)).amount_raised).toBe(sum([before.amount_raised, soloTotal ?? 0]));
    const statsAfter = await teamStats(1);
    expect(statsAfter.donationsCount).toBeGreaterThan(statsBefore.donationsCount);
    const donors = await read<{ data: Array<{ name: string }> }>('get-team-top-donors', { team_id: 1 });
    expect(donors.data.map((d) => d.name)).toContain('Early Bird');
  });

  it('a pending member’s page counts for nothing until approved (the cards do not show them either)', async () => {
    // Pat Pending (fundraiser 3, pending) is put on team 3 and receives a gift.
    t.host.db.prepare('UPDATE fundraisers SET team_id = 3 WHERE id = 3').run();
    const before = (await team(3)).amount_raised;
    recordDonation(t.host.db, {
      campaignId: 1,
      teamId: 3,
      fundraiserId: 3,
      donorName: 'Pat’s Mum',
      cents: 5000,
      at: Date.now(),
    });
    expect((await members(3)).map((m) => Number(m.id))).not.toContain(3);
    expect((await team(3)).amount_raised).toBe(before);
    t.host.db.prepare("UPDATE fundraisers SET status = 'active' WHERE id = 3").run();
    expect((await team(3)).amount_raised).toBe(sum([before, 50]));
  });
});

describe('one ranking of teams everywhere', () => {
  it('ranks every active team, closed ones included, by the same total the team page shows', async () => {
    const all = (
      await read<{ data: Item[]; total: number }>('get-campaign-teams-search', {
        campaign_id: 1,
        per_page: 100,
        showClosedTeams: 1,
      })
    ).data;
    expect(all.some((x) => x.access === 'private')).toBe(true);
    for (const [i, item] of all.entries()) {
      expect((await team(item.id)).amount_raised).toBe(item.amount);
      const next = all[i + 1];
      if (next) expect(item.amount > next.amount || (item.amount === next.amount && item.id < next.id)).toBe(true);
    }
    // The public-only list (the team finder) is the same order with closed teams left out.
    const open = (
      await read<{ data: Item[] }>('get-campaign-teams-search', { campaign_id: 1, per_page: 100 })
    ).data.map((x) => x.id);
    expect(open).toEqual(all.filter((x) => x.access !== 'private').map((x) => x.id));
  });
});

describe('anonymous donors', () => {
  it('each anonymous gift is a donor of its own in counts and Top Donors, and no merged row outranks a name', async () => {
    // A fresh fundraiser page: one named donor gives 100 twice, three anonymous gifts of 80 each.
    const f = 150; // a generated fundraiser
    t.host.db.prepare('DELETE FROM donations WHERE fundraiser_id = ?').run(f);
    const give = (donorName: string, dollars: number) =>
      recordDonation(t.host.db, {
        campaignId: 1,
        teamId: null,
        fundraiserId: f,
        donorName,
        cents: dollars * 100,
        at: Date.now(),
      });
    give('Named Donor', 100);
    give('named donor', 100);
    give('Anonymous', 80);
    give('Anonymous', 80);
    give('Anonymous', 80);
    const { html } = await new Client(t).page(`/fundraiser/${f}/`);
    const stats = dataAttr(html, 'fundraiser-stats') as { donationsCount: number; donorsCount: number };
    expect(stats).toMatchObject({ donationsCount: 5, donorsCount: 4 });
    const top = await read<{ data: Array<{ name: string; amount: number }> }>('get-fundraiser-top-donors', {
      fundraiser_id: f,
    });
    expect(top.data).toEqual([
      { name: 'Named Donor', amount: 200 },
      { name: 'Anonymous', amount: 80 },
      { name: 'Anonymous', amount: 80 },
      { name: 'Anonymous', amount: 80 },
    ]);
  });

  it('a new anonymous gift moves the campaign’s donor count along with its donation count', async () => {
    const before = dataAttr((await new Client(t).page('/')).html, 'campaign-stats') as { donationsCount: number };
    const teamBefore = await teamStats(3);
    recordDonation(t.host.db, {
      campaignId: 1,
      teamId: 3,
      fundraiserId: null,
      donorName: 'Anonymous',
      cents: 500,
      at: Date.now(),
    });
    const after = dataAttr((await new Client(t).page('/')).html, 'campaign-stats') as { donationsCount: number };
    expect(after.donationsCount).toBe(before.donationsCount + 1);
    const teamAfter = await teamStats(3);
    expect(teamAfter.donationsCount).toBe(teamBefore.donationsCount + 1);
    expect(teamAfter.donorsCount).toBe(teamBefore.donorsCount + 1);
  });
});
