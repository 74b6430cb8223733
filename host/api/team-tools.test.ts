import { describe, expect, it } from 'vitest';
import type { Mail } from '../model/outbox.ts';
import { Client, createTestHost, dataAttr, hostPerFile } from '../testing/harness.ts';
import { answer, signedIn, visitor } from '../testing/clients.ts';
import { REMINDER_MESSAGE_MAX } from './team-tools.ts';

/*
 * The captain's calls of the fundraising-tools extension (docs/fundraising-tools.md) against the seed: Carla
 * Captain (captain@example.org) captains team 1 "Clean Water Crew" with Frank Fundraiser (2), Kenji Varga (116),
 * Mia Novak (raised nothing yet) and Omar Haddad (waiting for approval), and two sent invitations (db/seed-tools.ts).
 */

const { t, client: carla } = hostPerFile('captain@example.org');

const HOUR = 3_600_000;
const db = () => t.host.db;
const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/;

const call = async (client: Client, name: string, json: Record<string, unknown>) =>
  answer(await client.api(name, { json }));

interface Member {
  fundraiser_id: number;
  name: string;
  raised: number;
  is_captain: boolean;
  status: string;
  last_reminded_at: string | null;
  [key: string]: unknown;
}
interface Invitation {
  id: number;
  email: string;
  sent_at: string | null;
  status: string;
}
interface TeamDashboard {
  team: Record<string, unknown>;
  members: Member[];
  invitations: Invitation[];
}

/** A member of the team and another team's captain are both refused the captain's call. */
async function expectNotCaptain(name: string, json: Record<string, unknown>): Promise<void> {
  for (const login of ['fundraiser@example.org', captainOfTeam(2)]) {
    expect(await call(await signedIn(t, login), name, json)).toMatchObject({
      status: 403,
      body: { code: 'not_captain' },
    });
  }
}

async function dashboardOf(client: Client, teamId: number | string = 1): Promise<TeamDashboard> {
  const res = await answer(await client.api('get-team-dashboard', { query: { team_id: teamId } }));
  expect(res.status).toBe(200);
  return res.body.data as TeamDashboard;
}

const fundraiserId = (name: string): number =>
  (db().prepare('SELECT id FROM fundraisers WHERE name = ? AND campaign_id = 1').get(name) as { id: number }).id;
const lastMailId = (): number =>
  (db().prepare('SELECT COALESCE(MAX(id), 0) AS n FROM outbox').get() as { n: number }).n;
const mailSince = (id: number): Mail[] =>
  db().prepare('SELECT * FROM outbox WHERE id > ? ORDER BY id').all(id) as Mail[];

describe('get-team-dashboard', () => {
  it("answers the captain's team in the doc's shape: the team, every member, the open invitations", async () => {
    const data = await dashboardOf(carla);
    expect(Object.keys(data).sort()).toEqual(['invitations', 'members', 'team']);
    expect(data.team).toEqual({
      id: 1,
      name: 'Clean Water Crew',
      goal: 2500,
      raised: expect.any(Number),
      status: 'active',
      url: 'http://127.0.0.1:8080/campaigns/run-for-clean-water/team/1/',
    });
    // The team total is what the team page shows (totals.ts): the pending member's page does not count.
    const { html } = await carla.page('/team/1/');
    expect((dataAttr(html, 'team') as { amount_raised: number }).amount_raised).toBe(data.team.raised);
    for (const member of data.members) {
      expect(Object.keys(member).sort()).toEqual(
        [
          'fundraiser_id',
          'goal',
          'is_captain',
          'last_gift_at',
          'last_reminded_at',
          'name',
          'profile_image',
          'raised',
          'status',
          'url',
        ].sort(),
      );
    }
    expect(data.members.map((m) => [m.name, m.raised, m.is_captain, m.status])).toEqual([
      ['Carla Captain', 1130, true, 'active'],
      ['Frank Fundraiser', 250, false, 'active'],
      ['Kenji Varga', 210, false, 'active'],
      ['Mia Novak', 0, false, 'active'],
      ['Omar Haddad', 0, false, 'pending'],
    ]);
    const mia = data.members.find((m) => m.name === 'Mia Novak');
    expect(mia).toMatchObject({ last_gift_at: null, last_reminded_at: null, goal: 500 });
    expect(data.members[0]?.last_gift_at).toMatch(ISO);
    expect(data.invitations).toEqual([
      { id: expect.any(Number), email: 'lee.wong@example.org', sent_at: expect.stringMatching(ISO), status: 'sent' },
      { id: expect.any(Number), email: 'ana.lima@example.org', sent_at: expect.stringMatching(ISO), status: 'sent' },
    ]);
  });

  it('lists the invitations of a team waiting for approval as held', async () => {
    db().prepare("UPDATE teams SET status = 'pending' WHERE id = 1").run();
    db().prepare("INSERT INTO team_invites (team_id, email, created_at) VALUES (1, 'held@example.org', 1)").run();
    try {
      const data = await dashboardOf(carla);
      expect(data.team.status).toBe('pending');
      expect(data.invitations.find((i) => i.email === 'held@example.org')).toMatchObject({
        sent_at: null,
        status: 'held',
      });
    } finally {
      db().prepare("DELETE FROM team_invites WHERE email = 'held@example.org'").run();
      db().prepare("UPDATE teams SET status = 'active' WHERE id = 1").run();
    }
  });

  it.each([
    ['a visitor', null, 1, 401, 'rest_not_logged_in'],
    ['a member who is not the captain', 'fundraiser@example.org', 1, 403, 'not_captain'],
    ["another team's captain", 'team-2-captain', 1, 403, 'not_captain'],
    ['an administrator (not the captain)', 'admin@example.org', 1, 403, 'not_captain'],
    ['an unknown team', 'captain@example.org', 999, 404, 'unknown_team'],
    ['a team id that is not a number', 'captain@example.org', 'x', 404, 'unknown_team'],
  ])('refuses %s', async (_label, login, teamId, status, code) => {
    const client = login ? await signedIn(t, login === 'team-2-captain' ? captainOfTeam(2) : login) : await visitor(t);
    const res = await answer(await client.api('get-team-dashboard', { query: { team_id: teamId } }));
    expect(res).toMatchObject({ status, body: { code, data: { status } } });
  });
});

/** The email of team N's captain (a generated login). */
function captainOfTeam(teamId: number): string {
  return (
    db().prepare('SELECT u.email FROM teams t JOIN users u ON u.id = t.captain_user_id WHERE t.id = ?').get(teamId) as {
      email: string;
    }
  ).email;
}

describe('remind-team-member', () => {
  it('mails the member a reminder with their page and My fundraising, and shows when', async () => {
    const mia = fundraiserId('Mia Novak');
    const before = lastMailId();
    const res = await call(carla, 'remind-team-member', { team_id: 1, fundraiser_id: mia });
    expect(res.status).toBe(200);
    const remindedAt = (res.body.data as { reminded_at: string }).reminded_at;
    expect(remindedAt).toMatch(ISO);
    const [mail, ...more] = mailSince(before);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({
      kind: 'team-reminder',
      to_email: 'mia.novak@example.org',
      from_name: 'Carla Captain',
    });
    expect(mail?.body).toContain(`http://127.0.0.1:8080/campaigns/run-for-clean-water/fundraiser/${mia}/`);
    expect(mail?.body).toContain('http://127.0.0.1:8080/campaigns/run-for-clean-water/my-fundraising/');
    const member = (await dashboardOf(carla)).members.find((m) => m.fundraiser_id === mia);
    expect(member?.last_reminded_at).toBe(remindedAt);
  });

  it("sends the captain's own words as plain text", async () => {
    const kenji = fundraiserId('Kenji Varga');
    const message = '<b>Go</b> <script>alert(1)</script> Kenji & co!';
    const before = lastMailId();
    expect((await call(carla, 'remind-team-member', { team_id: 1, fundraiser_id: kenji, message })).status).toBe(200);
    expect(mailSince(before)[0]?.body.startsWith(message)).toBe(true);
  });

  it('reminds a member once a day, and says when the next reminder is possible', async () => {
    const frank = fundraiserId('Frank Fundraiser');
    const now = t.host.clock.now();
    expect((await call(carla, 'remind-team-member', { team_id: 1, fundraiser_id: frank })).status).toBe(200);
    t.host.clock.anchor(now + 5 * HOUR);
    try {
      const again = await call(carla, 'remind-team-member', { team_id: 1, fundraiser_id: frank });
      expect(again).toMatchObject({ status: 429, body: { code: 'recently_reminded' } });
      expect(again.body.message).toBe(
        'Frank Fundraiser was reminded less than a day ago. You can send the next reminder in 19 hours.',
      );
      t.host.clock.anchor(now + 24 * HOUR);
      expect((await call(carla, 'remind-team-member', { team_id: 1, fundraiser_id: frank })).status).toBe(200);
    } finally {
      t.host.clock.anchor(now);
    }
  });

  it.each([
    ['the captain themselves', () => fundraiserId('Carla Captain'), {}, 409, 'is_captain'],
    ['a fundraiser of another team', () => 5, {}, 404, 'unknown_member'],
    ['an unknown fundraiser', () => 99_999, {}, 404, 'unknown_member'],
    [
      'a message over 2,000 characters',
      () => fundraiserId('Omar Haddad'),
      { message: 'x'.repeat(REMINDER_MESSAGE_MAX + 1) },
      422,
      'invalid_message',
    ],
    ['a message that is not text', () => fundraiserId('Omar Haddad'), { message: ['hi'] }, 422, 'invalid_message'],
  ])('refuses %s', async (_label, member, fields, status, code) => {
    expect(await call(carla, 'remind-team-member', { team_id: 1, fundraiser_id: member(), ...fields })).toMatchObject({
      status,
      body: { code },
    });
  });

  it('refuses a visitor, a member and another captain', async () => {
    const omar = fundraiserId('Omar Haddad');
    expect((await call(await visitor(t), 'remind-team-member', { team_id: 1, fundraiser_id: omar })).status).toBe(401);
    await expectNotCaptain('remind-team-member', { team_id: 1, fundraiser_id: omar });
  });
});

describe('resend-team-invitation', () => {
  const invitation = async (email: string): Promise<Invitation> => {
    const found = (await dashboardOf(carla)).invitations.find((i) => i.email === email);
    if (!found) throw new Error(`no invitation for ${email}`);
    return found;
  };
  const tokenOf = (id: number) =>
    (db().prepare('SELECT token_hash FROM team_invites WHERE id = ?').get(id) as { token_hash: string | null })
      .token_hash;

  it('mails the invitation again with a fresh link, once an hour', async () => {
    const lee = await invitation('lee.wong@example.org');
    const before = lastMailId();
    const res = await call(carla, 'resend-team-invitation', { team_id: 1, invitation_id: lee.id });
    expect(res.status).toBe(200);
    const sentAt = (res.body.data as { sent_at: string }).sent_at;
    expect(sentAt).toMatch(ISO);
    const [mail] = mailSince(before);
    expect(mail).toMatchObject({ kind: 'team-invitation', to_email: 'lee.wong@example.org' });
    const firstLink = /\?invite=([\w-]+)/.exec(mail?.body ?? '')?.[1];
    expect(firstLink).toBeTruthy();
    expect((await invitation('lee.wong@example.org')).sent_at).toBe(sentAt);
    const firstHash = tokenOf(lee.id);

    expect(await call(carla, 'resend-team-invitation', { team_id: 1, invitation_id: lee.id })).toMatchObject({
      status: 429,
      body: { code: 'recently_sent' },
    });
    const now = t.host.clock.now();
    t.host.clock.anchor(now + HOUR);
    try {
      const second = lastMailId();
      expect((await call(carla, 'resend-team-invitation', { team_id: 1, invitation_id: lee.id })).status).toBe(200);
      const secondLink = /\?invite=([\w-]+)/.exec(mailSince(second)[0]?.body ?? '')?.[1];
      // A fresh single-use link: the old one no longer opens the invitation.
      expect(secondLink).not.toBe(firstLink);
      expect(tokenOf(lee.id)).not.toBe(firstHash);
    } finally {
      t.host.clock.anchor(now);
    }
  });

  it('refuses a used invitation, one of a team waiting for approval, and an unknown one', async () => {
    const ana = await invitation('ana.lima@example.org');
    db().prepare("UPDATE teams SET status = 'pending' WHERE id = 1").run();
    try {
      expect(await call(carla, 'resend-team-invitation', { team_id: 1, invitation_id: ana.id })).toMatchObject({
        status: 409,
        body: { code: 'team_not_approved' },
      });
    } finally {
      db().prepare("UPDATE teams SET status = 'active' WHERE id = 1").run();
    }
    db().prepare('UPDATE team_invites SET used_at = 1 WHERE id = ?').run(ana.id);
    try {
      expect(await call(carla, 'resend-team-invitation', { team_id: 1, invitation_id: ana.id })).toMatchObject({
        status: 409,
        body: { code: 'invitation_used' },
      });
    } finally {
      db().prepare('UPDATE team_invites SET used_at = NULL WHERE id = ?').run(ana.id);
    }
    expect(await call(carla, 'resend-team-invitation', { team_id: 1, invitation_id: 99_999 })).toMatchObject({
      status: 404,
      body: { code: 'unknown_invitation' },
    });
  });

  it("refuses another team's invitation and another captain", async () => {
    const other = Number(
      db()
        .prepare("INSERT INTO team_invites (team_id, email, sent_at, created_at) VALUES (3, 'x@example.org', 1, 1)")
        .run().lastInsertRowid,
    );
    expect(await call(carla, 'resend-team-invitation', { team_id: 1, invitation_id: other })).toMatchObject({
      status: 404,
      body: { code: 'unknown_invitation' },
    });
    const ana = await invitation('ana.lima@example.org');
    expect(
      await call(await signedIn(t, captainOfTeam(3)), 'resend-team-invitation', { team_id: 1, invitation_id: ana.id }),
    ).toMatchObject({ status: 403, body: { code: 'not_captain' } });
    expect((await call(await visitor(t), 'resend-team-invitation', { team_id: 1, invitation_id: ana.id })).status).toBe(
      401,
    );
  });
});

describe('remove-team-member', () => {
  it('lets the member go on alone: their gifts stay on their page and leave the team total', async () => {
    const kenji = fundraiserId('Kenji Varga');
    const before = await dashboardOf(carla);
    const kenjiRaised = before.members.find((m) => m.fundraiser_id === kenji)?.raised ?? 0;
    expect(kenjiRaised).toBeGreaterThan(0);
    expect(await call(carla, 'remove-team-member', { team_id: 1, fundraiser_id: kenji })).toEqual({
      status: 200,
      body: { data: { strategy: 'individual' } },
    });
    const after = await dashboardOf(carla);
    expect(after.members.map((m) => m.fundraiser_id)).not.toContain(kenji);
    expect(after.team.raised).toBe(Number(before.team.raised) - kenjiRaised);
    const row = db().prepare('SELECT team_id, status FROM fundraisers WHERE id = ?').get(kenji);
    expect(row).toEqual({ team_id: null, status: 'active' });
    const { html } = await (await visitor(t)).page(`/fundraiser/${kenji}/`);
    expect((dataAttr(html, 'fundraiser') as { amount_raised: number }).amount_raised).toBe(kenjiRaised);
    // Gone from the team: a second removal finds no such member.
    expect(await call(carla, 'remove-team-member', { team_id: 1, fundraiser_id: kenji })).toMatchObject({
      status: 404,
      body: { code: 'unknown_member' },
    });
  });

  it('refuses to remove the captain, another team’s fundraiser, and anyone but the captain asking', async () => {
    expect(
      await call(carla, 'remove-team-member', { team_id: 1, fundraiser_id: fundraiserId('Carla Captain') }),
    ).toMatchObject({ status: 409, body: { code: 'is_captain' } });
    expect(await call(carla, 'remove-team-member', { team_id: 1, fundraiser_id: 5 })).toMatchObject({
      status: 404,
      body: { code: 'unknown_member' },
    });
    const omar = fundraiserId('Omar Haddad');
    await expectNotCaptain('remove-team-member', { team_id: 1, fundraiser_id: omar });
    expect((await call(await visitor(t), 'remove-team-member', { team_id: 1, fundraiser_id: omar })).status).toBe(401);
    expect(
      (db().prepare('SELECT team_id FROM fundraisers WHERE id = ?').get(omar) as { team_id: number }).team_id,
    ).toBe(1);
  });
});

describe("the tools' messages in the site's language", () => {
  it('says when the next reminder is possible in German, and the refusals too', async () => {
    const german = await createTestHost({ locale: 'de_DE' });
    try {
      const captain = new Client(german);
      await captain.login('captain@example.org');
      const frank = { team_id: 1, fundraiser_id: 2 };
      expect((await captain.api('remind-team-member', { json: frank })).status).toBe(200);
      expect(await answer(await captain.api('remind-team-member', { json: frank }))).toMatchObject({
        status: 429,
        body: {
          code: 'recently_reminded',
          message:
            'Frank Fundraiser wurde vor weniger als einem Tag erinnert. Die nächste Erinnerung kannst du in 24 Stunden senden.',
        },
      });
      const member = new Client(german);
      await member.login('fundraiser@example.org');
      expect(await answer(await member.api('get-team-dashboard', { query: { team_id: 1 } }))).toMatchObject({
        status: 403,
        body: { code: 'not_captain', message: 'Das kann nur die Teamkapitän:in.' },
      });
    } finally {
      german.close();
    }
  });
});
