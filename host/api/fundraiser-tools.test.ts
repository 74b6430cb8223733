import { describe, expect, it } from 'vitest';
import { SEED_EPOCH } from '../clock.ts';
import type { Mail } from '../model/outbox.ts';
import { Client, dataAttr, hostPerFile } from '../testing/harness.ts';
import { answer, signedIn, visitor } from '../testing/clients.ts';
import { SHARES_PER_HOUR, THANK_MESSAGE_MAX, THANKS_PER_HOUR } from './fundraiser-tools.ts';

/*
 * The fundraiser's calls of the fundraising-tools extension (docs/fundraising-tools.md) against the seed: Frank
 * Fundraiser (fundraiser 2, fundraiser@example.org) has gifts with and without an address, anonymous ones and one
 * thanked (db/seed-tools.ts); Carla Captain (fundraiser 1) captains team 1.
 */

const { t, client: frank } = hostPerFile('fundraiser@example.org');

const HOUR = 3_600_000;
const db = () => t.host.db;

const dashboard = async (client: Client, campaignId: number | string = 1) =>
  answer(await client.api('get-fundraiser-dashboard', { query: { campaignId } }));

interface Dashboard {
  fundraiser: Record<string, unknown>;
  totals: { raised: number; donations_count: number; donors_count: number; last_gift_at: string | null };
  donations: Array<Record<string, unknown> & { id: number; donor_name: string; anonymous: boolean }>;
  donations_total: number;
  milestones: string[];
  shares_count: number | null;
  settings: { notify_of_donations: boolean; show_milestones: boolean };
  campaign: { end_date: string | null };
  captain_of: { team_id: number; name: string } | null;
}

const dashboardOf = async (client: Client): Promise<Dashboard> => {
  const { status, body } = await dashboard(client);
  expect(status).toBe(200);
  return body.data as Dashboard;
};

/** A new gift to Frank's page, as the demo form stores it. */
function gift(fields: { name?: string; email?: string | null; anonymous?: boolean; message?: string } = {}): number {
  const result = db()
    .prepare(
      `INSERT INTO donations (campaign_id, team_id, fundraiser_id, donor_name, amount_cents, created_at, message,
                              donor_email, anonymous)
       VALUES (1, 1, 2, ?, 1000, ?, ?, ?, ?)`,
    )
    .run(
      fields.anonymous ? 'Anonymous' : (fields.name ?? 'Test Giver'),
      t.host.clock.now() - 60_000,
      fields.message ?? '',
      fields.email === undefined ? 'giver@example.com' : fields.email,
      fields.anonymous ? 1 : 0,
    );
  return Number(result.lastInsertRowid);
}

const lastMailId = (): number =>
  (db().prepare('SELECT COALESCE(MAX(id), 0) AS n FROM outbox').get() as { n: number }).n;
const mailSince = (id: number): Mail[] =>
  db().prepare('SELECT * FROM outbox WHERE id > ? ORDER BY id').all(id) as Mail[];
const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/;

describe('get-fundraiser-dashboard', () => {
  it("answers the signed-in fundraiser's own dashboard in the doc's shape", async () => {
    const data = await dashboardOf(frank);
    expect(Object.keys(data).sort()).toEqual(
      [
        'campaign',
        'captain_of',
        'donations',
        'donations_total',
        'fundraiser',
        'milestones',
        'settings',
        'shares_count',
        'totals',
      ].sort(),
    );
    expect(data.fundraiser).toEqual({
      id: 2,
      name: 'Frank Fundraiser',
      profile_image: expect.stringMatching(/^\/wp-content\/uploads\/p2p\/seed\//),
      goal: 500,
      story: expect.any(String),
      story_is_sample: false,
      status: 'active',
      url: 'http://127.0.0.1:8080/campaigns/run-for-clean-water/fundraiser/2/',
      donate_url: 'http://127.0.0.1:8080/campaigns/run-for-clean-water/fundraiser/2/donate/',
      team_id: 1,
    });
    // Noah Usman's $25 of the generated seed plus the five gifts of db/seed-tools.ts.
    expect(data.totals).toEqual({ raised: 250, donations_count: 6, donors_count: 6, last_gift_at: expect.any(String) });
    expect(data.totals.last_gift_at).toMatch(ISO);
    expect(data.donations_total).toBe(6);
    expect(data.milestones).toEqual(['first-gift', '25', '50']);
    expect(data.shares_count).toBe(0);
    expect(data.settings).toEqual({ notify_of_donations: false, show_milestones: true });
    expect(data.campaign).toEqual({ end_date: null });
    expect(data.captain_of).toBeNull();
  });

  it('lists the gifts newest first, each with the fields of the doc, and never an address', async () => {
    const data = await dashboardOf(frank);
    for (const row of data.donations) {
      expect(Object.keys(row).sort()).toEqual(
        ['amount', 'anonymous', 'can_email', 'created_at', 'donor_name', 'id', 'message', 'thanked'].sort(),
      );
      expect(row.created_at).toMatch(ISO);
    }
    const times = data.donations.map((row) => Date.parse(String(row.created_at)));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(data.donations[0]).toEqual({
      id: expect.any(Number),
      donor_name: 'Priya Shah',
      anonymous: false,
      amount: 50,
      created_at: expect.any(String),
      message: 'Go Frank! Proud of you.',
      thanked: false,
      can_email: true,
    });
    expect(data.donations.map((row) => [row.donor_name, row.can_email, row.thanked])).toEqual([
      ['Priya Shah', true, false],
      ['', true, false],
      ['Liam Okafor', false, false],
      ['', false, false],
      ['Rosa Delgado', true, false],
      ['Noah Usman', true, true],
    ]);
    expect(JSON.stringify(data)).not.toContain('@example.com');
  });

  it('never names an anonymous donor, whatever name the row holds', async () => {
    const id = gift({ name: 'Secret Sam' });
    db().prepare('UPDATE donations SET anonymous = 1 WHERE id = ?').run(id);
    const row = (await dashboardOf(frank)).donations.find((d) => d.id === id);
    expect(row).toMatchObject({ donor_name: '', anonymous: true });
    expect(JSON.stringify(await dashboardOf(frank))).not.toContain('Secret Sam');
    db().prepare('DELETE FROM donations WHERE id = ?').run(id);
  });

  it('moves the gift times onto the real clock: the newest seeded gift is as old as the page data says', async () => {
    // The seed's clock starts at SEED_EPOCH; Priya's gift is two days before it (db/seed-tools.ts).
    const newest = (await dashboardOf(frank)).donations[0];
    const age = Date.now() - Date.parse(String(newest?.created_at));
    expect(Math.round(age / HOUR)).toBe(48);
    expect(t.host.clock.now()).toBe(SEED_EPOCH);
  });

  it('keeps a message with markup as the text it is', async () => {
    const message = '<script>alert("x")</script> & <b>bold</b>';
    const id = gift({ message });
    const row = (await dashboardOf(frank)).donations.find((d) => d.id === id);
    expect(row?.message).toBe(message);
    db().prepare('DELETE FROM donations WHERE id = ?').run(id);
  });

  it('says story_is_sample when the story is still the campaign placeholder, compared as text', async () => {
    const placeholder = (
      db().prepare('SELECT fundraiser_story_placeholder AS p FROM campaigns WHERE id = 1').get() as { p: string }
    ).p;
    const before = (db().prepare('SELECT story FROM fundraisers WHERE id = 2').get() as { story: string }).story;
    db().prepare('UPDATE fundraisers SET story = ? WHERE id = 2').run(`  ${placeholder}\n`);
    expect((await dashboardOf(frank)).fundraiser.story_is_sample).toBe(true);
    db().prepare('UPDATE fundraisers SET story = ? WHERE id = 2').run(`<p>${placeholder}</p>`);
    expect((await dashboardOf(frank)).fundraiser.story_is_sample).toBe(true);
    db().prepare('UPDATE fundraisers SET story = ? WHERE id = 2').run(`${placeholder} And my own words.`);
    expect((await dashboardOf(frank)).fundraiser.story_is_sample).toBe(false);
    db().prepare('UPDATE fundraisers SET story = ? WHERE id = 2').run(before);
  });

  it('tells a captain which team they captain', async () => {
    const carla = await signedIn(t, 'captain@example.org');
    const data = await dashboardOf(carla);
    expect(data.fundraiser.id).toBe(1);
    expect(data.captain_of).toEqual({ team_id: 1, name: 'Clean Water Crew' });
  });

  it('shows at most 100 gifts and counts them all', async () => {
    // Named donors count once per name (totals.ts): a hundred different names are a hundred donors.
    const ids = Array.from({ length: 100 }, (_, i) => gift({ name: `Giver ${i}`, email: null }));
    const data = await dashboardOf(frank);
    expect(data.donations).toHaveLength(100);
    expect(data.donations_total).toBe(106);
    expect(data.totals.donations_count).toBe(106);
    expect(data.milestones).toContain('ten-donors');
    expect(data.totals.donors_count).toBe(106);
    db()
      .prepare(`DELETE FROM donations WHERE id IN (${ids.join(',')})`)
      .run();
  });

  it.each([
    ['a visitor', null, 1, 401, 'rest_not_logged_in'],
    ['a user without a profile', 'noprofile@example.org', 1, 404, 'no_fundraiser'],
    ['an administrator without a profile', 'admin@example.org', 1, 404, 'no_fundraiser'],
    ['a fundraiser of another campaign', 'fundraiser@example.org', 2, 404, 'no_fundraiser'],
    ['an unknown campaign', 'fundraiser@example.org', 999, 400, 'invalid_campaign'],
    ['a campaign id that is not a number', 'fundraiser@example.org', 'one', 400, 'invalid_campaign'],
  ])('refuses %s', async (_label, login, campaignId, status, code) => {
    const client = login ? await signedIn(t, login) : await visitor(t);
    const res = await dashboard(client, campaignId);
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ code, data: { status } });
    expect(typeof res.body.message).toBe('string');
  });

  it('is refused without the REST nonce, as every call is', async () => {
    const res = await frank.api('get-fundraiser-dashboard', { query: { campaignId: 1 }, nonce: null });
    expect(res.status).toBe(403);
  });
});

describe('thank-donor', () => {
  const thank = async (client: Client, json: Record<string, unknown>) =>
    answer(await client.api('thank-donor', { json: { campaignId: 1, ...json } }));

  it('mails the message to the donor with the fundraiser as sender name and records the thanks', async () => {
    const id = gift({ name: 'Tia Thanks', email: 'tia@example.com' });
    const before = lastMailId();
    const res = await thank(frank, { donationId: id, message: 'Thank you, Tia!' });
    expect(res).toEqual({ status: 200, body: { data: { thanked: true, emailed: true } } });
    const [mail, ...more] = mailSince(before);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ kind: 'thank-you', to_email: 'tia@example.com', from_name: 'Frank Fundraiser' });
    expect(mail?.subject).toBe('[Run for Clean Water] A thank-you from Frank Fundraiser');
    expect(mail?.body).toContain('Thank you, Tia!');
    expect(mail?.body).toContain('http://127.0.0.1:8080/campaigns/run-for-clean-water/fundraiser/2/');
    expect((await dashboardOf(frank)).donations.find((d) => d.id === id)?.thanked).toBe(true);
    // Once only.
    expect(await thank(frank, { donationId: id, message: 'Again' })).toMatchObject({
      status: 409,
      body: { code: 'already_thanked' },
    });
  });

  it('only marks a gift thanked with markOnly, even without an address', async () => {
    const id = gift({ email: null });
    const before = lastMailId();
    expect(await thank(frank, { donationId: id, markOnly: true })).toEqual({
      status: 200,
      body: { data: { thanked: true, emailed: false } },
    });
    expect(mailSince(before)).toEqual([]);
    expect((await dashboardOf(frank)).donations.find((d) => d.id === id)?.thanked).toBe(true);
  });

  it('keeps a message with markup as plain text in the mail', async () => {
    const id = gift({ email: 'hostile@example.com' });
    const message = '<script>alert(1)</script><img src=x onerror=alert(2)> Thanks & "cheers"';
    const before = lastMailId();
    expect((await thank(frank, { donationId: id, message })).status).toBe(200);
    const [mail] = mailSince(before);
    expect(mail?.body.startsWith(message)).toBe(true);
    // The demo outbox prints it escaped.
    const outbox = await (await frank.request('/outbox/')).text();
    expect(outbox).toContain('&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt;');
    expect(outbox).not.toContain('<script>alert(1)');
    expect(outbox).toContain('From Frank Fundraiser');
  });

  it.each([
    ['an empty message', { message: '   ' }, 422, 'invalid_message'],
    ['no message', {}, 422, 'invalid_message'],
    ['a message over 2,000 characters', { message: 'x'.repeat(THANK_MESSAGE_MAX + 1) }, 422, 'invalid_message'],
    ['a message that is not text', { message: 42 }, 422, 'invalid_message'],
  ])('refuses %s', async (_label, fields, status, code) => {
    const id = gift();
    expect(await thank(frank, { donationId: id, ...fields })).toMatchObject({ status, body: { code } });
  });

  it('takes a message of exactly 2,000 characters', async () => {
    const id = gift();
    expect((await thank(frank, { donationId: id, message: 'y'.repeat(THANK_MESSAGE_MAX) })).status).toBe(200);
  });

  it('refuses a message for a donor without an address', async () => {
    const id = gift({ email: null });
    expect(await thank(frank, { donationId: id, message: 'Thanks!' })).toMatchObject({
      status: 422,
      body: { code: 'no_donor_email' },
    });
  });

  it("refuses another fundraiser's gift, a team's gift and an unknown gift", async () => {
    const carlas = (db().prepare('SELECT id FROM donations WHERE fundraiser_id = 1 LIMIT 1').get() as { id: number })
      .id;
    const teams = (
      db().prepare('SELECT id FROM donations WHERE fundraiser_id IS NULL AND team_id = 1 LIMIT 1').get() as {
        id: number;
      }
    ).id;
    expect(await thank(frank, { donationId: carlas, message: 'Hi' })).toMatchObject({
      status: 403,
      body: { code: 'not_your_donation' },
    });
    expect(await thank(frank, { donationId: teams, markOnly: true })).toMatchObject({
      status: 403,
      body: { code: 'not_your_donation' },
    });
    expect(await thank(frank, { donationId: 99_999, message: 'Hi' })).toMatchObject({
      status: 404,
      body: { code: 'unknown_donation' },
    });
    // A gift of another campaign is unknown in this one.
    const other = (db().prepare('SELECT id FROM donations WHERE campaign_id = 2 LIMIT 1').get() as { id: number }).id;
    expect(await thank(frank, { donationId: other, message: 'Hi' })).toMatchObject({
      status: 404,
      body: { code: 'unknown_donation' },
    });
    expect((await thank(await visitor(t), { donationId: carlas, message: 'Hi' })).status).toBe(401);
  });

  it(`sends at most ${THANKS_PER_HOUR} thank-you emails an hour, then again an hour later`, async () => {
    const now = t.host.clock.now();
    const log = db().prepare('INSERT INTO thank_you_mails (fundraiser_id, donation_id, created_at) VALUES (2, ?, ?)');
    const anyGift = gift();
    const already = (
      db()
        .prepare('SELECT COUNT(*) AS n FROM thank_you_mails WHERE fundraiser_id = 2 AND created_at > ?')
        .get(now - HOUR) as { n: number }
    ).n;
    for (let i = already; i < THANKS_PER_HOUR; i++) log.run(anyGift, now - 1000);
    const id = gift();
    expect(await thank(frank, { donationId: id, message: 'One more' })).toMatchObject({
      status: 429,
      body: { code: 'too_many_thanks' },
    });
    // Marking only sends no mail: not counted, not refused.
    expect((await thank(frank, { donationId: gift(), markOnly: true })).status).toBe(200);
    t.host.clock.anchor(now + HOUR);
    try {
      expect((await thank(frank, { donationId: id, message: 'One more' })).status).toBe(200);
    } finally {
      t.host.clock.anchor(now);
    }
  });
});

describe('update-fundraiser-tools-settings', () => {
  const update = async (client: Client, json: Record<string, unknown>) =>
    answer(await client.api('update-fundraiser-tools-settings', { json: { campaignId: 1, ...json } }));

  it('changes either setting and answers both', async () => {
    expect(await update(frank, { show_milestones: false })).toEqual({
      status: 200,
      body: { data: { notify_of_donations: false, show_milestones: false } },
    });
    expect(await update(frank, { notify_of_donations: true })).toEqual({
      status: 200,
      body: { data: { notify_of_donations: true, show_milestones: false } },
    });
    expect((await dashboardOf(frank)).settings).toEqual({ notify_of_donations: true, show_milestones: false });
    expect(await update(frank, {})).toMatchObject({ status: 200 });
    expect(await update(frank, { notify_of_donations: false, show_milestones: true })).toEqual({
      status: 200,
      body: { data: { notify_of_donations: false, show_milestones: true } },
    });
  });

  it.each([
    ['text', { show_milestones: 'yes' }],
    ['a number', { notify_of_donations: 1 }],
    ['null', { notify_of_donations: null }],
  ])('refuses a setting that is %s', async (_label, fields) => {
    expect(await update(frank, fields)).toMatchObject({ status: 400, body: { code: 'invalid_setting' } });
  });

  it('refuses a visitor and a user without a profile', async () => {
    expect((await update(await visitor(t), { show_milestones: true })).status).toBe(401);
    expect(await update(await signedIn(t, 'noprofile@example.org'), { show_milestones: true })).toMatchObject({
      status: 404,
      body: { code: 'no_fundraiser' },
    });
  });

  it('drives the gift notices: notify_of_donations on mails the fundraiser, off mails nobody', async () => {
    const giveToFrank = async () => {
      const res = await new Client(t).request('/give-form/?campaign=1&fundraiser=2', {
        method: 'POST',
        body: new URLSearchParams({ amount: '12', name: 'Nora Notice' }),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(res.status).toBe(303);
    };
    await update(frank, { notify_of_donations: true });
    let before = lastMailId();
    await giveToFrank();
    expect(mailSince(before).map((m) => [m.kind, m.to_email])).toEqual([['donation', 'fundraiser@example.org']]);
    await update(frank, { notify_of_donations: false });
    before = lastMailId();
    await giveToFrank();
    expect(mailSince(before)).toEqual([]);
  });
});

describe('record-fundraiser-share', () => {
  const share = async (client: Client, channel: unknown) =>
    answer(await client.api('record-fundraiser-share', { json: { campaignId: 1, channel } }));

  it('counts each share, and the first one earns first-share', async () => {
    const solo = await signedIn(t, 'solo@example.org');
    expect((await dashboardOf(solo)).milestones).not.toContain('first-share');
    expect(await share(solo, 'email')).toEqual({ status: 200, body: { data: { shares_count: 1 } } });
    expect(await share(solo, 'native')).toEqual({ status: 200, body: { data: { shares_count: 2 } } });
    const data = await dashboardOf(solo);
    expect(data.shares_count).toBe(2);
    expect(data.milestones).toContain('first-share');
  });

  it.each([['mastodon'], [''], [7], [null]])('refuses the channel %j', async (channel) => {
    expect(await share(frank, channel)).toMatchObject({ status: 400, body: { code: 'invalid_channel' } });
  });

  it('refuses a visitor and a user without a profile', async () => {
    expect((await share(await visitor(t), 'x')).status).toBe(401);
    expect((await share(await signedIn(t, 'noprofile@example.org'), 'x')).status).toBe(404);
  });

  it(`records at most ${SHARES_PER_HOUR} shares an hour`, async () => {
    const now = t.host.clock.now();
    const log = db().prepare("INSERT INTO fundraiser_shares (fundraiser_id, channel, created_at) VALUES (1, 'x', ?)");
    for (let i = 0; i < SHARES_PER_HOUR; i++) log.run(now - 1000);
    const carla = await signedIn(t, 'captain@example.org');
    expect((await share(carla, 'copy')).status).toBe(429);
    t.host.clock.anchor(now + HOUR);
    try {
      expect(await share(carla, 'copy')).toEqual({
        status: 200,
        body: { data: { shares_count: SHARES_PER_HOUR + 1 } },
      });
    } finally {
      t.host.clock.anchor(now);
    }
  });
});

describe('milestones on the public fundraiser page', () => {
  const fundraiserOnPage = async () =>
    dataAttr((await (await visitor(t)).page('/fundraiser/2/')).html, 'fundraiser') as Record<string, unknown>;

  it('adds the earned keys when the fundraiser shows them and the tools are advertised', async () => {
    db().prepare('UPDATE fundraisers SET show_milestones = 1 WHERE id = 2').run();
    expect((await fundraiserOnPage()).milestones).toEqual((await dashboardOf(frank)).milestones);
  });

  it('leaves them out when the fundraiser hides them', async () => {
    db().prepare('UPDATE fundraisers SET show_milestones = 0 WHERE id = 2').run();
    expect(await fundraiserOnPage()).not.toHaveProperty('milestones');
    db().prepare('UPDATE fundraisers SET show_milestones = 1 WHERE id = 2').run();
  });

  it('leaves them out when the host does not advertise fundraiser-tools', async () => {
    t.host.features = ['csv-export'];
    try {
      expect(await fundraiserOnPage()).not.toHaveProperty('milestones');
    } finally {
      t.host.features = ['fundraiser-tools', 'csv-export'];
    }
  });
});
