import { describe, expect, it } from 'vitest';
import type { Mail } from '../model/outbox.ts';
import { Client, hostPerFile } from '../testing/harness.ts';

/*
 * The plugin's notices, written to the demo outbox: a mail for each gift to a fundraiser or team that opted in
 * (notify_of_donations), and one to the person an administrator approves.
 */

const { t, client: admin } = hostPerFile('admin@example.org');

const db = () => t.host.db;
const mailSince = (id: number): Mail[] =>
  db().prepare('SELECT * FROM outbox WHERE id > ? ORDER BY id').all(id) as Mail[];
const lastMailId = (): number =>
  (db().prepare('SELECT COALESCE(MAX(id), 0) AS n FROM outbox').get() as { n: number }).n;
const emailOf = (userId: number): string =>
  (db().prepare('SELECT email FROM users WHERE id = ?').get(userId) as { email: string }).email;
const set = (table: 'teams' | 'fundraisers', id: number, notify: 0 | 1) =>
  db().prepare(`UPDATE ${table} SET notify_of_donations = ? WHERE id = ?`).run(notify, id);

/** A gift through the demo donation form, as a visitor gives it. */
async function give(target: string, fields: Record<string, string>): Promise<void> {
  const res = await new Client(t).request(`/give-form/?campaign=1&${target}`, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(res.status).toBe(303);
}

/** Who each mail went to, with its kind. */
const sent = (mails: Mail[]) => mails.map((m) => [m.kind, m.to_email]);

describe('donation notices', () => {
  it('mail a fundraiser who opted in about each gift to their page: amount, donor and the page', async () => {
    set('fundraisers', 2, 1);
    const before = lastMailId();
    await give('fundraiser=2', { amount: '1,250', name: 'Grace Giver' });
    const mails = mailSince(before);
    expect(sent(mails)).toEqual([['donation', 'fundraiser@example.org']]);
    expect(mails[0]?.subject).toBe('[Run for Clean Water] New donation to your page: $1,250 from Grace Giver');
    expect(mails[0]?.body).toContain('http://127.0.0.1:8080/campaigns/run-for-clean-water/fundraiser/2/');
  });

  it('name an anonymous gift "Anonymous", never the name typed', async () => {
    set('fundraisers', 2, 1);
    const before = lastMailId();
    await give('fundraiser=2', { amount: '5', name: 'Secret Sam', anonymous: '1' });
    const [mail] = mailSince(before);
    expect(mail?.subject).toContain('$5 from Anonymous');
    expect(`${mail?.subject}${mail?.body}`).not.toContain('Secret Sam');
  });

  it('send nothing to a fundraiser who did not opt in', async () => {
    set('fundraisers', 2, 0);
    const before = lastMailId();
    await give('fundraiser=2', { amount: '20', name: 'Grace Giver' });
    expect(mailSince(before)).toEqual([]);
  });

  it('mail the captain of a team that opted in about each gift to the team: its page and its members’ pages', async () => {
    set('teams', 1, 1);
    set('fundraisers', 2, 0);
    const before = lastMailId();
    await give('team=1', { amount: '40', name: 'Tess Team' });
    await give('fundraiser=2', { amount: '60', name: 'Mo Member' });
    const mails = mailSince(before);
    expect(sent(mails)).toEqual([
      ['donation', 'captain@example.org'],
      ['donation', 'captain@example.org'],
    ]);
    expect(mails[0]?.subject).toBe('[Run for Clean Water] New donation to Clean Water Crew: $40 from Tess Team');
    expect(mails[1]?.subject).toBe('[Run for Clean Water] New donation to Clean Water Crew: $60 from Mo Member');
    expect(mails[1]?.body).toContain('Frank Fundraiser');
    set('teams', 1, 0);
  });

  it('mail both a member and their captain when both opted in, and the captain once for a gift to their own page', async () => {
    set('teams', 1, 1);
    set('fundraisers', 2, 1);
    set('fundraisers', 1, 1);
    const before = lastMailId();
    await give('fundraiser=2', { amount: '10', name: 'Both Ways' });
    // Fundraiser 1 is the captain: their page's gift is also the team's, one mail says it.
    await give('fundraiser=1', { amount: '15', name: 'Own Page' });
    expect(sent(mailSince(before))).toEqual([
      ['donation', 'fundraiser@example.org'],
      ['donation', 'captain@example.org'],
      ['donation', 'captain@example.org'],
    ]);
    set('teams', 1, 0);
    set('fundraisers', 2, 0);
    set('fundraisers', 1, 0);
  });

  it('send nothing for a gift to the campaign itself', async () => {
    const before = lastMailId();
    await give('', { amount: '30', name: 'Campaign Carol' });
    expect(mailSince(before)).toEqual([]);
  });
});

describe('approval notices', () => {
  it('mail the captain when an administrator approves their team, with its page', async () => {
    const team = db()
      .prepare(
        "SELECT id, captain_user_id, name FROM teams WHERE status = 'pending' AND campaign_id = 1 AND captain_user_id IS NOT NULL ORDER BY id LIMIT 1",
      )
      .get() as {
      id: number;
      captain_user_id: number;
      name: string;
    };
    const before = lastMailId();
    const res = await admin.api('update-team-approval', { json: { team_id: team.id, status: 'active' } });
    expect(res.status).toBe(200);
    const approvals = mailSince(before).filter((m) => m.kind === 'approval');
    expect(sent(approvals)).toEqual([['approval', emailOf(team.captain_user_id)]]);
    expect(approvals[0]?.subject).toBe(`[Run for Clean Water] Your team ${team.name} is approved`);
    expect(approvals[0]?.body).toContain(`http://127.0.0.1:8080/campaigns/run-for-clean-water/team/${team.id}/`);
    // Approving it again changes nothing and mails nobody.
    const again = lastMailId();
    expect((await admin.api('update-team-approval', { json: { team_id: team.id, status: 'active' } })).status).toBe(
      400,
    );
    expect(mailSince(again)).toEqual([]);
  });

  it('mail the fundraiser when an administrator approves them; a denial sends nothing', async () => {
    const before = lastMailId();
    expect(
      (await admin.api('update-fundraiser-approval', { json: { fundraiser_id: 3, status: 'denied' } })).status,
    ).toBe(200);
    expect(mailSince(before)).toEqual([]);
    expect(
      (await admin.api('update-fundraiser-approval', { json: { fundraiser_id: 3, status: 'active' } })).status,
    ).toBe(200);
    const mails = mailSince(before);
    expect(sent(mails)).toEqual([['approval', 'pending@example.org']]);
    expect(mails[0]?.subject).toBe('[Run for Clean Water] Your fundraising page is approved');
    expect(mails[0]?.body).toContain('http://127.0.0.1:8080/campaigns/run-for-clean-water/fundraiser/3/');
  });
});
