import { describe, expect, it, vi } from 'vitest';
import { Client, hostPerFile, PNG_BYTES, formData } from '../testing/harness.ts';

// New accounts hash a password (scrypt) each; on a loaded two-core machine a test can pass 5 s.
vi.setConfig({ testTimeout: 30_000 });

const { t, client: admin } = hostPerFile('admin@example.org');

async function ok<T = Record<string, unknown>>(res: Response): Promise<T> {
  const body = (await res.clone().json()) as T;
  if (res.status !== 200) throw new Error(`${res.status}: ${JSON.stringify(body)}`);
  return body;
}

async function codeOf(res: Response): Promise<[number, string]> {
  return [res.status, ((await res.json()) as { code: string }).code];
}

const invitationsTo = (): string[] =>
  (
    t.host.db.prepare("SELECT to_email FROM outbox WHERE kind = 'team-invitation' ORDER BY id").all() as Array<{
      to_email: string;
    }>
  ).map((r) => r.to_email);

describe('clone-campaign', () => {
  it('makes a draft copy with a unique slug every time, without teams, fundraisers or donations', async () => {
    // The plugin answers null; the copy's id (a string) and title are our additions.
    const first = await ok<{ campaign_id: string; title: string }>(
      await admin.api('clone-campaign', { json: { campaign_id: 1 } }),
    );
    const second = await ok<{ campaign_id: string; title: string }>(
      await admin.api('clone-campaign', { json: { campaign_id: 1 } }),
    );
    expect(first).toEqual({ campaign_id: expect.stringMatching(/^\d+$/), title: 'Run for Clean Water (copy)' });
    const urls = t.host.db
      .prepare('SELECT id, base_url, status, is_active FROM campaigns WHERE id IN (?, ?) ORDER BY id')
      .all(first.campaign_id, second.campaign_id);
    expect(urls).toEqual([
      { id: Number(first.campaign_id), base_url: '/campaigns/run-for-clean-water-copy', status: 'draft', is_active: 0 },
      {
        id: Number(second.campaign_id),
        base_url: '/campaigns/run-for-clean-water-copy-2',
        status: 'draft',
        is_active: 0,
      },
    ]);
    // A copy of the copy does not pile up suffixes.
    const third = await ok<{ campaign_id: string }>(
      await admin.api('clone-campaign', { json: { campaign_id: first.campaign_id } }),
    );
    expect(t.host.db.prepare('SELECT base_url FROM campaigns WHERE id = ?').get(third.campaign_id)).toEqual({
      base_url: '/campaigns/run-for-clean-water-copy-3',
    });
    const counts = t.host.db
      .prepare(
        `SELECT (SELECT COUNT(*) FROM teams WHERE campaign_id = @id) AS teams,
                (SELECT COUNT(*) FROM fundraisers WHERE campaign_id = @id) AS fundraisers,
                (SELECT COUNT(*) FROM donations WHERE campaign_id = @id) AS donations,
                (SELECT COUNT(*) FROM sponsors WHERE campaign_id = @id) AS sponsors`,
      )
      .get({ id: first.campaign_id });
    expect(counts).toEqual({ teams: 0, fundraisers: 0, donations: 0, sponsors: 5 });
    expect((await admin.api('clone-campaign', { json: { campaign_id: 999 } })).status).toBe(404);
  });
});

describe('approvals', () => {
  it('approving a pending team mails the invitations held while it was pending', async () => {
    const team = await ok<{ teamId: number }>(
      await admin.api('admin-create-team', {
        form: formData({ campaignId: '1', name: 'Held Invites', story: 'x', goal: '1000', access: 'public' }),
      }),
    );
    await ok(await admin.api('update-team-approval', { json: { team_id: team.teamId, status: 'denied' } }));
    const held = await ok(
      await admin.api('admin-send-team-invitation-emails', {
        json: { campaignId: 1, teamId: team.teamId, emails: ['Held1@example.org', 'held2@example.org'] },
      }),
    );
    expect(held).toEqual({ sent: 0, held: 2 });
    expect(invitationsTo()).not.toContain('held1@example.org');
    const approved = await ok(
      await admin.api('update-team-approval', { json: { team_ids: [team.teamId], status: 'active', campaign_id: 1 } }),
    );
    expect(approved).toEqual({ message: 'Team updated', updated: [String(team.teamId)] });
    expect(invitationsTo()).toEqual(expect.arrayContaining(['held1@example.org', 'held2@example.org']));
    // The plugin's admin follows an approval with send-team-invitation-emails (7.9): allowed, and nothing twice.
    const mailed = invitationsTo().length;
    const followUp = await admin.api('send-team-invitation-emails', { json: { team_id: String(team.teamId) } });
    expect(followUp.status).toBe(200);
    expect(await followUp.json()).toEqual({ sent: 0, held: 0 });
    expect(invitationsTo()).toHaveLength(mailed);
    // Approving again changes nothing (section 7.8: 400 update_failed) and mails nothing twice.
    const before = invitationsTo().length;
    const again = await admin.api('update-team-approval', { json: { team_id: team.teamId, status: 'active' } });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ error: 'update_failed', message: 'Team not updated' });
    expect(invitationsTo()).toHaveLength(before);
    // Sent ones are marked so in the team read.
    const read = await ok<{ data: { invitations: unknown[] } }>(
      await admin.api('get-team', { query: { team_id: team.teamId } }),
    );
    expect(read.data.invitations).toEqual([
      { email: 'held1@example.org', sent: true },
      { email: 'held2@example.org', sent: true },
    ]);
  });

  it('a seeded pending team (9) shows on its page only after approval; deny hides it again', async () => {
    const visitor = new Client(t);
    expect((await visitor.page('/team/9/')).res.status).toBe(404);
    await ok(await admin.api('update-team-approval', { json: { team_ids: [9, 19], status: 'active' } }));
    expect((await visitor.page('/team/9/')).res.status).toBe(200);
    await ok(await admin.api('update-team-approval', { json: { team_id: 9, status: 'denied' } }));
    expect((await visitor.page('/team/9/')).res.status).toBe(404);
  });

  it('fundraiser approval: bulk, status whitelisted, ids of another campaign → 404 and nothing changes', async () => {
    expect(
      await ok(await admin.api('update-fundraiser-approval', { json: { fundraiser_ids: [3], status: 'active' } })),
    ).toEqual({ message: 'Fundraiser updated', updated: ['3'] });
    expect((await new Client(t).page('/fundraiser/3/')).res.status).toBe(200);
    expect(
      await codeOf(await admin.api('update-fundraiser-approval', { json: { fundraiser_id: 3, status: 'approved' } })),
    ).toEqual([400, 'rest_invalid_param']);
    const foreign = (
      t.host.db.prepare('SELECT id FROM fundraisers WHERE campaign_id = 2 LIMIT 1').get() as { id: number }
    ).id;
    const res = await admin.api('update-fundraiser-approval', {
      json: { fundraiser_ids: [2, foreign], status: 'denied' },
    });
    expect(await codeOf(res)).toEqual([404, 'p2p_fundraiser_not_found']);
    expect(t.host.db.prepare('SELECT status FROM fundraisers WHERE id = 2').get()).toEqual({ status: 'active' });
    const scoped = await admin.api('update-team-approval', {
      json: { team_ids: [1], status: 'denied', campaign_id: 2 },
    });
    expect(scoped.status).toBe(404);
    expect((await admin.api('update-team-approval', { json: { team_ids: [], status: 'active' } })).status).toBe(400);
    expect((await admin.api('update-team-approval', { json: { team_ids: [123456], status: 'active' } })).status).toBe(
      404,
    );
  });
});

describe('update-team-approval refuses a status outside active/denied', () => {
  const teamRows = () => t.host.db.prepare('SELECT id, status FROM teams ORDER BY id').all();
  const mails = () => (t.host.db.prepare('SELECT COUNT(*) AS n FROM outbox').get() as { n: number }).n;

  it.each([
    ['approved', 'approved'],
    ['DROP', 'DROP'],
    ['SQL text', "active'; DROP TABLE teams; --"],
    ['empty', ''],
    ['case', 'Active'],
    ['pending (a state, but not one to set)', 'pending'],
    ['a number', 1],
    ['null', null],
    ['an array', ['active']],
  ])('%s → 400 WordPress error naming the status; no row changes, no mail', async (_label, status) => {
    // Team 29 is a seeded pending team with held state to lose: nothing, of any team, may move.
    const before = teamRows();
    const mailed = mails();
    const res = await admin.api('update-team-approval', { json: { team_ids: [29, 1], status } });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { code: string; message: string; data: { status: number; params?: object } };
    expect(body).toEqual({
      code: 'rest_invalid_param',
      message: "status must be 'active' or 'denied'.",
      data: { status: 400, params: { status: "status must be 'active' or 'denied'." } },
    });
    expect(teamRows()).toEqual(before);
    expect(mails()).toBe(mailed);
  });

  it('a missing status is the same 400, and the team stays pending', async () => {
    const res = await admin.api('update-team-approval', { json: { team_ids: [29] } });
    expect(await codeOf(res)).toEqual([400, 'rest_invalid_param']);
    expect(t.host.db.prepare('SELECT status FROM teams WHERE id = 29').get()).toEqual({ status: 'pending' });
  });
});

describe('money is whole units, exactly', () => {
  it('a goal of 1500000 round-trips; "12.50", "1,250" and -5 are 400s', async () => {
    const created = await ok<{ teamId: number }>(
      await admin.api('admin-create-team', {
        form: formData({ campaignId: '1', name: 'Big Goal', story: '', goal: '1500000', access: 'private' }),
      }),
    );
    const read = await ok<{ data: { goal: number; access: string; captain: unknown; status: string } }>(
      await admin.api('get-team', { query: { team_id: created.teamId } }),
    );
    expect(read.data).toMatchObject({ goal: 1_500_000, access: 'private', captain: null, status: 'active' });
    for (const goal of ['12.50', '1,250', '1.250.000', '-5', 'abc', '']) {
      const res = await admin.api('admin-update-team', {
        form: formData({ teamId: String(created.teamId), name: 'Big Goal', story: '', goal, access: 'public' }),
      });
      expect([goal, res.status]).toEqual([goal, 400]);
    }
    const json = await admin.api('admin-update-team', {
      json: { teamId: created.teamId, name: 'Big Goal', goal: 12.5, access: 'public' },
    });
    expect(json.status).toBe(400);
    expect((await admin.api('get-team', { query: { team_id: created.teamId } })).status).toBe(200);
    expect(t.host.db.prepare('SELECT goal FROM teams WHERE id = ?').get(created.teamId)).toEqual({ goal: 1_500_000 });
  });
});

describe('team wizard', () => {
  it('create (with an image) → captain → invite → edit; the captain can be changed to a member only', async () => {
    const team = await ok<{ teamId: number }>(
      await admin.api('admin-create-team', {
        form: formData(
          {
            campaignId: '2',
            name: 'Wizard Team',
            story: 'Line one',
            goal: '2000',
            access: 'public',
            notify_of_donations: '1',
          },
          new File([PNG_BYTES], 'team.png', { type: 'image/png' }),
        ),
      }),
    );
    // A new account as the captain; the same call twice is refused below.
    const addCaptain = () =>
      admin.api('admin-add-team-captain', {
        json: {
          campaignId: 2,
          teamId: team.teamId,
          firstName: 'Cap',
          lastName: 'Tain',
          email: 'cap.tain@example.org',
          goal: '300',
        },
      });
    const captain = await ok<{ teamId: number; fundraiserId: number }>(await addCaptain());
    expect(captain.teamId).toBe(String(team.teamId));
    // get-team as an administrator: section 7.5's row plus the wizard's additions.
    const read = await ok<{ data: Record<string, unknown> }>(
      await admin.api('get-team', { query: { team_id: team.teamId } }),
    );
    expect(read.data).toMatchObject({
      campaign_id: '2',
      name: 'Wizard Team',
      story: 'Line one',
      notify_of_team_donations: true,
      captain: 'Cap Tain',
      captain_fundraiser: { fundraiser_id: captain.fundraiserId, name: 'Cap Tain', email: 'cap.tain@example.org' },
      members: [{ id: String(captain.fundraiserId), name: 'Cap Tain' }],
    });
    expect(String(read.data.profile_image)).toMatch(/^\/wp-content\/uploads\/p2p\/[0-9a-f]+\.png$/);

    expect(
      await ok(
        await admin.api('admin-send-team-invitation-emails', {
          json: { campaignId: 2, teamId: team.teamId, emails: ['one@example.org'] },
        }),
      ),
    ).toEqual({ sent: 1, held: 0 });
    expect(invitationsTo()).toContain('one@example.org');
    const bad = await admin.api('admin-send-team-invitation-emails', {
      json: { campaignId: 2, teamId: team.teamId, emails: ['ok@example.org', 'not-an-email', 'x@'] },
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toContain('not-an-email, x@');

    // The same captain again: already a fundraiser of the campaign.
    expect(await codeOf(await addCaptain())).toEqual([409, 'already_fundraiser']);
    // A fundraiser of another team cannot become captain; a team of another campaign is a 404.
    const outsider = (
      t.host.db
        .prepare('SELECT id FROM fundraisers WHERE campaign_id = 2 AND team_id != ? LIMIT 1')
        .get(team.teamId) as {
        id: number;
      }
    ).id;
    expect(
      await codeOf(
        await admin.api('admin-update-team-captain', {
          json: { campaignId: 2, teamId: team.teamId, captain: outsider },
        }),
      ),
    ).toEqual([422, 'not_team_member']);
    expect(
      (
        await admin.api('admin-update-team-captain', {
          json: { campaignId: 1, teamId: team.teamId, captain: captain.fundraiserId },
        })
      ).status,
    ).toBe(404);
    expect(
      await ok(
        await admin.api('admin-update-team-captain', {
          json: { campaignId: 2, teamId: team.teamId, captain: captain.fundraiserId },
        }),
      ),
    ).toEqual({
      teamId: String(team.teamId),
    });

    // Update keeps status and campaign: another campaign's id is a 404 (the plugin moved the team there).
    await ok(await admin.api('update-team-approval', { json: { team_id: team.teamId, status: 'denied' } }));
    const moved = (campaignId: string) =>
      admin.api('admin-update-team', {
        form: formData({
          teamId: String(team.teamId),
          campaignId,
          name: 'Moved',
          story: '',
          goal: '1',
          access: 'public',
        }),
      });
    expect((await moved('1')).status).toBe(404);
    await ok(
      await admin.api('admin-update-team', {
        form: formData({
          teamId: String(team.teamId),
          campaignId: '2',
          name: 'Renamed',
          story: 'New',
          goal: '2500',
          access: 'private',
        }),
      }),
    );
    expect(
      t.host.db
        .prepare('SELECT campaign_id, status, name, notify_of_donations FROM teams WHERE id = ?')
        .get(team.teamId),
    ).toEqual({
      campaign_id: 2,
      status: 'denied',
      name: 'Renamed',
      notify_of_donations: 0,
    });
  });

  it('rate-limits invitations per team (429) and caps one call at 50', async () => {
    const team = await ok<{ teamId: number }>(
      await admin.api('admin-create-team', {
        form: formData({ campaignId: '3', name: 'Spam Target', story: '', goal: '10', access: 'public' }),
      }),
    );
    const batch = (n: number, from: number) => Array.from({ length: n }, (_, i) => `p${from + i}@example.org`);
    const send = (emails: string[]) =>
      admin.api('admin-send-team-invitation-emails', { json: { campaignId: 3, teamId: team.teamId, emails } });
    expect((await send(batch(51, 0))).status).toBe(400);
    expect((await send(batch(50, 0))).status).toBe(200);
    expect((await send(batch(50, 50))).status).toBe(200);
    expect(await codeOf(await send(batch(1, 100)))).toEqual([429, 'too_many_invitations']);
    // Addresses already invited do not count again.
    expect((await send(batch(3, 0))).status).toBe(200);
  });
});

describe('fundraiser wizard', () => {
  it('add a WordPress user (or reuse one), create the approved fundraiser, edit it; a captain’s team is locked', async () => {
    const added = await ok<{ userId: number; existing: boolean }>(
      await admin.api('admin-add-wp-user', {
        json: { campaignId: 2, firstName: 'Wanda', lastName: 'Wizard', email: 'wanda@example.org' },
      }),
    );
    expect(added.existing).toBe(false);
    const reused = await ok<{ userId: number; existing: boolean }>(
      await admin.api('admin-add-wp-user', {
        json: { campaignId: 2, firstName: 'W', lastName: 'W', email: 'WANDA@example.org' },
      }),
    );
    expect(reused).toEqual({ userId: added.userId, existing: true });
    expect(
      (await admin.api('admin-add-wp-user', { json: { campaignId: 2, firstName: 'A', lastName: 'B', email: 'nope' } }))
        .status,
    ).toBe(400);

    const team2 = (
      t.host.db.prepare('SELECT id FROM teams WHERE campaign_id = 2 ORDER BY id LIMIT 1').get() as { id: number }
    ).id;
    const team1 = 1;
    expect(
      await codeOf(
        await admin.api('admin-create-fundraiser', {
          form: formData({
            campaignId: '2',
            userId: String(added.userId),
            story: 's',
            goal: '100',
            teamId: String(team1),
          }),
        }),
      ),
    ).toEqual([422, 'invalid_team']);
    const created = await ok<{ fundraiserId: number }>(
      await admin.api('admin-create-fundraiser', {
        form: formData({
          campaignId: '2',
          userId: String(added.userId),
          story: 'My story',
          goal: '1200000',
          teamId: String(team2),
          notify_of_donations: '1',
        }),
      }),
    );
    const read = await ok<{ data: Record<string, unknown> }>(
      await admin.api('get-fundraiser', { query: { fundraiserId: created.fundraiserId } }),
    );
    // Section 7.4's row (ids as strings, status a boolean); email and approval_status are our additions.
    expect(read.data).toMatchObject({
      fundraiser_name: 'Wanda Wizard',
      email: 'wanda@example.org',
      story: 'My story',
      fundraiser_goal: 1_200_000,
      team_id: String(team2),
      is_captain: false,
      notify_of_donations: true,
      status: true,
      approval_status: 'active',
    });
    expect(
      await codeOf(
        await admin.api('admin-add-wp-user', {
          json: { campaignId: 2, firstName: 'W', lastName: 'W', email: 'wanda@example.org' },
        }),
      ),
    ).toEqual([409, 'already_fundraiser']);

    // teamId keeps (or sets) the team; absent removes it, as in the plugin (section 7.13).
    await ok(
      await admin.api('admin-update-fundraiser', {
        form: formData({
          fundraiserId: String(created.fundraiserId),
          story: 'Edited',
          goal: '5',
          teamId: String(team2),
        }),
      }),
    );
    expect(
      t.host.db.prepare('SELECT team_id, story, goal FROM fundraisers WHERE id = ?').get(created.fundraiserId),
    ).toEqual({
      team_id: team2,
      story: 'Edited',
      goal: 5,
    });
    await ok(
      await admin.api('admin-update-fundraiser', {
        form: formData({ fundraiserId: String(created.fundraiserId), story: 'Edited', goal: '5' }),
      }),
    );
    expect(t.host.db.prepare('SELECT team_id FROM fundraisers WHERE id = ?').get(created.fundraiserId)).toEqual({
      team_id: null,
    });

    // Fundraiser 1 captains team 1.
    expect(
      await codeOf(
        await admin.api('admin-update-fundraiser', {
          form: formData({ fundraiserId: '1', story: 's', goal: '5' }),
        }),
      ),
    ).toEqual([409, 'captain_team_locked']);
    // get-fundraiser gives the stored HTML story as plain text.
    const captain = await ok<{ data: { story: string; is_captain: boolean } }>(
      await admin.api('get-fundraiser', { query: { fundraiserId: 1 } }),
    );
    expect(captain.data.is_captain).toBe(true);
    expect(captain.data.story).not.toMatch(/<p>/);
  });

  it('a posted file_url is never taken as the image (the original stored it unchecked): images come only as uploads', async () => {
    const res = await admin.api('admin-create-team', {
      form: formData({
        campaignId: '2',
        name: 'Url Image',
        story: '',
        goal: '10',
        access: 'public',
        file_url: 'javascript:alert(1)//https://evil.example/x.png',
      }),
    });
    expect(res.status).toBe(200);
    const row = t.host.db.prepare("SELECT profile_image FROM teams WHERE name = 'Url Image'").get() as {
      profile_image: string | null;
    };
    expect(String(row.profile_image ?? '')).not.toContain('evil.example');
    expect(String(row.profile_image ?? '')).not.toContain('javascript:');
  });

  it('an upload that is not an image is refused by the shared upload checks', async () => {
    const res = await admin.api('admin-create-team', {
      form: formData(
        { campaignId: '2', name: 'Bad File', story: '', goal: '10', access: 'public' },
        new File([new TextEncoder().encode('<svg onload=alert(1)>')], 'x.png', { type: 'image/png' }),
      ),
    });
    expect(await codeOf(res)).toEqual([400, 'rest_upload_invalid_type']);
    expect(t.host.db.prepare("SELECT COUNT(*) AS n FROM teams WHERE name = 'Bad File'").get()).toEqual({ n: 0 });
  });
});
