import { describe, expect, it, vi } from 'vitest';
import { formData, hostPerFile } from '../testing/harness.ts';

// New accounts hash a password (scrypt) each; on a loaded two-core machine a test can pass 5 s.
vi.setConfig({ testTimeout: 30_000 });

const { t, client: admin } = hostPerFile('admin@example.org');

async function json<T = Record<string, unknown>>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

async function codeOf(res: Response): Promise<[number, string]> {
  return [res.status, (await json<{ code: string }>(res)).code];
}

const db = () => t.host.db;
const one = <T>(sql: string, ...args: unknown[]): T =>
  db()
    .prepare(sql)
    .get(...args) as T;
const count = (sql: string, ...args: unknown[]): number => one<{ n: number }>(sql, ...args).n;

/** A fresh team in campaign 2 with a captain and `members` more members; returns ids. */
async function teamWith(members: number, name: string): Promise<{ team: number; captain: number; members: number[] }> {
  const form = formData({ campaignId: '2', name, story: '', goal: '100', access: 'public' });
  const { teamId } = await json<{ teamId: number }>(await admin.api('admin-create-team', { form }));
  const slug = name.toLowerCase().replace(/\W+/g, '');
  const { fundraiserId } = await json<{ fundraiserId: number }>(
    await admin.api('admin-add-team-captain', {
      json: { campaignId: 2, teamId, firstName: 'Cap', lastName: name, email: `cap.${slug}@example.org` },
    }),
  );
  const ids: number[] = [];
  for (let i = 0; i < members; i++) {
    const { userId } = await json<{ userId: number }>(
      await admin.api('admin-add-wp-user', {
        json: { campaignId: 2, firstName: `M${i}`, lastName: name, email: `m${i}.${slug}@example.org` },
      }),
    );
    const form = formData({
      campaignId: '2',
      userId: String(userId),
      story: '',
      goal: '10',
      teamId: String(teamId),
    });
    ids.push((await json<{ fundraiserId: number }>(await admin.api('admin-create-fundraiser', { form }))).fundraiserId);
  }
  // A donation to the team and one to the captain: they must survive every deletion.
  db()
    .prepare(
      "INSERT INTO donations (campaign_id, team_id, fundraiser_id, donor_name, amount_cents, created_at) VALUES (2, ?, NULL, 'D', 500, 1)",
    )
    .run(teamId);
  db()
    .prepare(
      "INSERT INTO donations (campaign_id, team_id, fundraiser_id, donor_name, amount_cents, created_at) VALUES (2, ?, ?, 'D', 700, 1)",
    )
    .run(teamId, fundraiserId);
  return { team: teamId, captain: fundraiserId, members: ids };
}

describe('team deletion', () => {
  it('offers what applies: no move without another team; a team without members needs no choice', async () => {
    const lonely = await json<{ teamId: number }>(
      await admin.api('admin-create-team', {
        form: formData({
          campaignId: '5',
          name: 'Alone',
          story: '',
          goal: '1',
          access: 'public',
        }),
      }),
    );
    // Campaign 5 (a draft) has no other team.
    expect(await json(await admin.api('get-delete-team-strategy', { query: { team_id: lonely.teamId } }))).toEqual({
      team_id: lonely.teamId,
      team_name: 'Alone',
      members: 0,
      options: ['deleteMembers'],
      teams: [],
    });
    const withMembers = await teamWith(2, 'Strategy');
    const strategy = await json<{ members: number; options: string[]; teams: Array<{ id: number }> }>(
      await admin.api('get-delete-team-strategy', { query: { team_id: withMembers.team } }),
    );
    expect(strategy.members).toBe(3);
    expect(strategy.options).toEqual(['detachMembers', 'deleteMembers', 'moveMembers']);
    expect(strategy.teams.map((x) => x.id)).not.toContain(withMembers.team);
    expect(await json(await admin.api('delete-team-strategy', { json: { team_id: lonely.teamId } }))).toEqual({
      strategy: null,
      fundraiser: null,
      members_affected: 0,
    });
  });

  it('detachMembers keeps the members without a team; donations stay, unattributed to the team', async () => {
    const x = await teamWith(2, 'Detach');
    const res = await json(
      await admin.api('delete-team-strategy', { json: { team_id: x.team, members: 'detachMembers' } }),
    );
    expect(res).toEqual({ strategy: null, fundraiser: null, members_affected: 3 });
    expect(count('SELECT COUNT(*) AS n FROM teams WHERE id = ?', x.team)).toBe(0);
    expect(
      count('SELECT COUNT(*) AS n FROM fundraisers WHERE id IN (?, ?, ?) AND team_id IS NULL', x.captain, ...x.members),
    ).toBe(3);
    expect(count('SELECT COUNT(*) AS n FROM donations WHERE team_id = ?', x.team)).toBe(0);
    expect(count('SELECT COUNT(*) AS n FROM donations WHERE fundraiser_id = ? AND team_id IS NULL', x.captain)).toBe(1);
  });

  it('moveMembers moves everyone to another team of the campaign, never one of another campaign', async () => {
    const x = await teamWith(1, 'Mover');
    const target = await teamWith(0, 'Target');
    expect(
      await codeOf(await admin.api('delete-team-strategy', { json: { team_id: x.team, members: 'moveMembers' } })),
    ).toEqual([422, 'invalid_target_team']);
    for (const bad of [1, x.team, 999_999]) {
      expect(
        await codeOf(
          await admin.api('delete-team-strategy', {
            json: { team_id: x.team, members: 'moveMembers', target_team_id: bad },
          }),
        ),
      ).toEqual([422, 'invalid_target_team']);
    }
    const res = await json(
      await admin.api('delete-team-strategy', {
        json: { team_id: x.team, members: 'moveMembers', target_team_id: target.team },
      }),
    );
    expect(res).toEqual({ strategy: null, fundraiser: null, members_affected: 2 });
    expect(count('SELECT COUNT(*) AS n FROM fundraisers WHERE team_id = ?', target.team)).toBe(3);
    // The target keeps its own captain.
    expect(one('SELECT captain_user_id FROM teams WHERE id = ?', target.team)).toEqual(
      one('SELECT user_id AS captain_user_id FROM fundraisers WHERE id = ?', target.captain),
    );
  });

  it('moveMembers into a team without a captain: the deleted team’s captain stays a captain, of that team', async () => {
    const x = await teamWith(1, 'Leader');
    await teamWith(0, 'Guide');
    const form = formData({
      campaignId: '2',
      name: 'Captainless',
      story: '',
      goal: '100',
      access: 'public',
    });
    const { teamId: target } = await json<{ teamId: number }>(await admin.api('admin-create-team', { form }));
    // The strategy read names each team's captain, so the choice shows who leads the team moved into.
    const strategy = await json<{ teams: Array<{ id: number; captain: string | null }> }>(
      await admin.api('get-delete-team-strategy', { query: { team_id: x.team } }),
    );
    expect(strategy.teams.find((team) => team.id === target)?.captain).toBeNull();
    expect(strategy.teams.find((team) => team.captain === 'Cap Guide')).toBeDefined();
    await json(
      await admin.api('delete-team-strategy', {
        json: { team_id: x.team, members: 'moveMembers', target_team_id: target },
      }),
    );
    const rows = await json<{ data: Array<{ id: string; is_captain: boolean }> }>(
      await admin.api('get-team-fundraisers', { query: { campaign_id: 2, team_id: target } }),
    );
    expect(rows.data.map((row) => [Number(row.id), row.is_captain]).sort()).toEqual(
      [
        [x.captain, true],
        [x.members[0], false],
      ].sort(),
    );
    const teams = await json<{ data: Array<{ team_id: string; team_captains: Array<{ id: string }> }> }>(
      await admin.api('get-teams', { query: { campaign_id: 2, per_page: 100 } }),
    );
    expect(teams.data.find((team) => team.team_id === String(target))?.team_captains).toMatchObject([
      { id: String(x.captain) },
    ]);
  });

  it('deleteMembers deletes the members; their donations stay without a fundraiser', async () => {
    const x = await teamWith(1, 'Deleter');
    const before = count('SELECT COUNT(*) AS n FROM donations');
    const res = await json(
      await admin.api('delete-team-strategy', { json: { team_id: x.team, members: 'deleteMembers' } }),
    );
    expect(res).toEqual({ strategy: null, fundraiser: null, members_affected: 2 });
    expect(count('SELECT COUNT(*) AS n FROM fundraisers WHERE id IN (?, ?)', x.captain, ...x.members)).toBe(0);
    expect(count('SELECT COUNT(*) AS n FROM donations')).toBe(before);
    expect(count('SELECT COUNT(*) AS n FROM donations WHERE fundraiser_id = ?', x.captain)).toBe(0);
  });

  it('refuses a strategy the server does not offer, or none, and a team that does not exist', async () => {
    const lonelyCampaignTeam = await json<{ teamId: number }>(
      await admin.api('admin-create-team', {
        form: formData({
          campaignId: '12',
          name: 'Only',
          story: '',
          goal: '1',
          access: 'public',
        }),
      }),
    );
    // Campaign 12 has one fundraiser (no team): put it in, so the team has a member and no other team exists.
    const member = one<{ id: number }>('SELECT id FROM fundraisers WHERE campaign_id = 12 LIMIT 1');
    db().prepare('UPDATE fundraisers SET team_id = ? WHERE id = ?').run(lonelyCampaignTeam.teamId, member.id);
    for (const members of ['moveMembers', 'everything', '']) {
      expect(
        await codeOf(
          await admin.api('delete-team-strategy', {
            json: { team_id: lonelyCampaignTeam.teamId, members, target_team_id: 1 },
          }),
        ),
      ).toEqual([422, 'invalid_member_strategy']);
    }
    expect(count('SELECT COUNT(*) AS n FROM teams WHERE id = ?', lonelyCampaignTeam.teamId)).toBe(1);
    expect(
      (await admin.api('delete-team-strategy', { json: { team_id: 999_999, members: 'deleteMembers' } })).status,
    ).toBe(404);
  });
});

describe('fundraiser deletion: the strategy is derived on the server', () => {
  it('campaignFundraiser: no team', async () => {
    const solo = 4;
    expect(await json(await admin.api('get-delete-fundraiser-strategy', { query: { fundraiser_id: solo } }))).toEqual({
      strategy: 'campaignFundraiser',
      fundraiser_id: String(solo),
      name: 'Sam Solo',
      team: null,
      members: [],
    });
    // A strategy that does not fit (the plugin trusted it) is refused; the one the server derives is taken.
    expect(
      await codeOf(
        await admin.api('delete-fundraiser-strategy', { json: { fundraiser_id: solo, strategy: 'teamOwner' } }),
      ),
    ).toEqual([422, 'strategy_changed']);
    expect(
      await json(
        await admin.api('delete-fundraiser-strategy', {
          json: { fundraiser_id: solo, strategy: 'campaignFundraiser' },
        }),
      ),
    ).toEqual({ strategy: 'campaignFundraiser', fundraiser: solo, deleted_team: false });
    expect(count('SELECT COUNT(*) AS n FROM fundraisers WHERE id = ?', solo)).toBe(0);
  });

  it('teamMember: a member who is not captain; the team stays', async () => {
    const x = await teamWith(1, 'Member');
    const member = x.members[0] ?? 0;
    const strategy = await json<{ strategy: string; team: unknown }>(
      await admin.api('get-delete-fundraiser-strategy', { query: { fundraiser_id: member } }),
    );
    expect(strategy).toMatchObject({ strategy: 'teamMember', team: { id: x.team, name: 'Member' } });
    expect(
      await json(await admin.api('delete-fundraiser-strategy', { json: { fundraiser_id: member } })),
    ).toMatchObject({
      strategy: 'teamMember',
      deleted_team: false,
    });
    expect(count('SELECT COUNT(*) AS n FROM teams WHERE id = ?', x.team)).toBe(1);
  });

  it('teamOnlyFundraiser: the captain and only member; the team goes too, donations stay', async () => {
    const x = await teamWith(0, 'Only Captain');
    expect(
      (
        await json<{ strategy: string }>(
          await admin.api('get-delete-fundraiser-strategy', { query: { fundraiser_id: x.captain } }),
        )
      ).strategy,
    ).toBe('teamOnlyFundraiser');
    const donations = count('SELECT COUNT(*) AS n FROM donations');
    expect(await json(await admin.api('delete-fundraiser-strategy', { json: { fundraiser_id: x.captain } }))).toEqual({
      strategy: 'teamOnlyFundraiser',
      fundraiser: x.captain,
      deleted_team: true,
    });
    expect(count('SELECT COUNT(*) AS n FROM teams WHERE id = ?', x.team)).toBe(0);
    expect(count('SELECT COUNT(*) AS n FROM donations')).toBe(donations);
  });

  it('teamOwner: needs a new owner among the other members (422 otherwise), who becomes captain', async () => {
    const x = await teamWith(2, 'Owner');
    const other = await teamWith(1, 'Elsewhere');
    const strategy = await json<{ strategy: string; members: Array<{ id: number }> }>(
      await admin.api('get-delete-fundraiser-strategy', { query: { fundraiser_id: x.captain } }),
    );
    expect(strategy.strategy).toBe('teamOwner');
    expect(strategy.members.map((m) => m.id).sort()).toEqual([...x.members].sort());
    for (const bad of [undefined, x.captain, other.members[0], 999_999, 'abc']) {
      expect(
        await codeOf(
          await admin.api('delete-fundraiser-strategy', {
            json: { fundraiser_id: x.captain, new_team_owner_fundraiser_id: bad },
          }),
        ),
      ).toEqual([422, 'invalid_new_owner']);
    }
    expect(count('SELECT COUNT(*) AS n FROM fundraisers WHERE id = ?', x.captain)).toBe(1);
    const heir = x.members[1] ?? 0;
    expect(
      await json(
        await admin.api('delete-fundraiser-strategy', {
          json: { fundraiser_id: x.captain, new_team_owner_fundraiser_id: heir },
        }),
      ),
    ).toEqual({ strategy: 'teamOwner', fundraiser: x.captain, deleted_team: false });
    expect(one('SELECT captain_user_id FROM teams WHERE id = ?', x.team)).toEqual(
      one('SELECT user_id AS captain_user_id FROM fundraisers WHERE id = ?', heir),
    );
  });

  it('an unknown fundraiser → 404', async () => {
    expect((await admin.api('get-delete-fundraiser-strategy', { query: { fundraiser_id: 999_999 } })).status).toBe(404);
    expect((await admin.api('delete-fundraiser-strategy', { json: { fundraiser_id: 999_999 } })).status).toBe(404);
  });
});
