import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestHost, dataAttr, formData, PNG_BYTES, type TestHost } from '../testing/harness.ts';

let t: TestHost;
beforeAll(async () => {
  t = await createTestHost();
});
afterAll(() => t.close());

function teamForm(fields: Record<string, string>, file?: File): FormData {
  return formData(
    {
      action: 'give_p2p_create_team',
      campaign_id: '1',
      name: 'Night Owls',
      goal: '4000',
      story: 'We run at night',
      access: 'public',
      emails: '',
      ...fields,
    },
    file,
  );
}

async function outbox(c: Client): Promise<string> {
  return (await c.request('/outbox/')).text();
}

describe('create-team', () => {
  it('creates a pending team for a new captain, stores invitations and sends them on request', async () => {
    const c = new Client(t);
    await c.page('/register/captain/');
    await c.api('register-fundraiser', {
      json: {
        firstName: 'Olive',
        lastName: 'Owl',
        email: 'olive@example.org',
        password: 'secret1',
        password2: 'secret1',
        team_captain: true,
        campaign_id: 1,
      },
    });
    await c.page('/create-team/');
    const res = await c.api('create-team', {
      form: teamForm(
        { access: 'private', emails: 'a@example.org, b@example.org' },
        new File([PNG_BYTES], 'team.png', { type: 'image/png' }),
      ),
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { teamId: number; redirect: string };
    expect(body.redirect).toBe('/register/create-profile/');
    const team = (await (await c.api('get-team', { query: { team_id: body.teamId } })).json()) as {
      data: Record<string, unknown>;
    };
    expect(team.data).toMatchObject({
      name: 'Night Owls',
      goal: 4000,
      access: 'private',
      captain: 'Olive Owl',
      is_approved: false,
    });

    // The team waits for approval: its invitations are held (an invitee would find no team page yet).
    const held = await c.api('send-team-invitation-emails', { json: { team_id: body.teamId } });
    expect(await held.json()).toEqual({ sent: 0, held: 2 });
    expect(await outbox(c)).not.toContain('To a@example.org');
    t.host.db.prepare("UPDATE teams SET status = 'active' WHERE id = ?").run(body.teamId);
    const sent = await c.api('send-team-invitation-emails', { json: { team_id: body.teamId } });
    expect(await sent.json()).toEqual({ sent: 2, held: 0 });
    const mail = await outbox(c);
    expect(mail).toContain('To a@example.org');
    expect(mail).toContain('invited you to join Night Owls');
    expect(await (await c.api('send-team-invitation-emails', { json: { team_id: body.teamId } })).json()).toEqual({
      sent: 0,
      held: 0,
    });

    // The profile created next joins the captain's own team.
    const profile = formData({ campaignId: '1', goal: '100', story: 'Captain story' });
    await c.api('update-fundraiser-profile', { form: profile });
    const info = (await (await c.api('get-fundraiser-info', { query: { campaignId: 1 } })).json()) as {
      data: { team: Record<string, unknown> };
    };
    // The status page's team card: the captain counts as a member while both wait for approval, and the
    // captain is named so the card can link the team page and its edit page.
    expect(info.data.team).toMatchObject({
      id: body.teamId,
      members: 1,
      captain_user_id: team.data.captain_user_id,
      is_approved: true,
    });
    expect(team.data.captain_user_id).toBeGreaterThan(0);
  });

  it('moves a fundraiser without a team into the team they create', async () => {
    const c = new Client(t);
    await c.login('solo@example.org');
    const res = await c.api('create-team', { form: teamForm({ name: 'Solo Squad' }) });
    const body = (await res.json()) as { teamId: number; redirect: string };
    expect(body.redirect).toBe(`/team/${body.teamId}/`);
  });

  it.each([
    [{ name: '' }, 'Team name is required.'],
    [{ goal: '' }, 'Goal is required.'],
    [{ story: '' }, 'Story is required.'],
    [{ access: 'secret' }, "Access must be 'public' or 'private'."],
    [{ emails: 'ok@example.org, not-an-email' }, 'Please enter valid email addresses, separated by commas.'],
  ])('validates %o', async (fields, message) => {
    const c = new Client(t);
    await c.login('pending@example.org');
    const res = await c.api('create-team', { form: teamForm(fields) });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe(message);
  });

  it('is refused to a logged-out caller and to someone already in a team', async () => {
    const visitor = new Client(t);
    await visitor.page('/');
    expect((await visitor.api('create-team', { form: teamForm({}) })).status).toBe(401);
    const member = new Client(t);
    await member.login('fundraiser@example.org');
    expect((await member.api('create-team', { form: teamForm({}) })).status).toBe(400);
  });
});

describe('update-team', () => {
  it('lets the captain edit the team', async () => {
    const c = new Client(t);
    await c.login('captain@example.org');
    const res = await c.api('update-team', {
      form: teamForm({ team_id: '1', name: 'Clean Water Crew 2', story: 'New story', goal: '6000' }),
    });
    expect(await res.json()).toEqual({ teamId: 1, redirect: '/team/1/' });
    const { html } = await c.page('/team/1/');
    expect(dataAttr(html, 'team')).toMatchObject({ name: 'Clean Water Crew 2', story: 'New story', goal: 6000 });
  });

  it('refuses anyone but the captain', async () => {
    const c = new Client(t);
    await c.login('fundraiser@example.org');
    const res = await c.api('update-team', { form: teamForm({ team_id: '1' }) });
    expect(res.status).toBe(403);
    expect((await c.api('send-team-invitation-emails', { json: { team_id: 1 } })).status).toBe(403);
    const visitor = new Client(t);
    await visitor.page('/');
    expect((await visitor.api('update-team', { form: teamForm({ team_id: '1' }) })).status).toBe(401);
  });
});

describe('the captain’s open invitations (ours, on the team object)', () => {
  type Invitations = Array<{ email: string; sent: boolean }> | undefined;
  const invitationsOf = async (c: Client, teamId: number): Promise<Invitations> =>
    (
      (await (await c.api('get-team', { query: { team_id: teamId } })).json()) as {
        data: { invitations?: Invitations };
      }
    ).data.invitations;

  it('lists who was invited and has not joined, held or sent, to the captain only (get-team and data-team)', async () => {
    const captain = new Client(t);
    await captain.page('/register/captain/');
    await captain.api('register-fundraiser', {
      json: {
        firstName: 'Ina',
        lastName: 'Viter',
        email: 'ina.viter@example.org',
        password: 'secret1',
        password2: 'secret1',
        team_captain: true,
        campaign_id: 1,
      },
    });
    await captain.page('/create-team/');
    const created = (await (
      await captain.api('create-team', {
        form: teamForm({ name: 'Inviters', emails: 'held.one@example.org, Held.Two@example.org' }),
      })
    ).json()) as { teamId: number };
    // Pending: held, and the captain is told which.
    expect(await invitationsOf(captain, created.teamId)).toEqual([
      { email: 'held.one@example.org', sent: false },
      { email: 'held.two@example.org', sent: false },
    ]);
    const { html } = await captain.page(`/team/${created.teamId}/update`);
    expect((dataAttr(html, 'team') as { invitations?: Invitations }).invitations).toHaveLength(2);

    // Approved and mailed: still listed until someone joins with one.
    t.host.db.prepare("UPDATE teams SET status = 'active' WHERE id = ?").run(created.teamId);
    await captain.api('send-team-invitation-emails', { json: { team_id: created.teamId } });
    t.host.db
      .prepare("UPDATE team_invites SET used_at = 1 WHERE team_id = ? AND email = 'held.one@example.org'")
      .run(created.teamId);
    expect(await invitationsOf(captain, created.teamId)).toEqual([{ email: 'held.two@example.org', sent: true }]);

    // Nobody else sees the addresses: a visitor, another fundraiser.
    const visitor = new Client(t);
    await visitor.page('/');
    expect(await invitationsOf(visitor, created.teamId)).toBeUndefined();
    const other = new Client(t);
    await other.login('fundraiser@example.org');
    expect(await invitationsOf(other, created.teamId)).toBeUndefined();
    const page = await visitor.page(`/team/${created.teamId}/`);
    expect(dataAttr(page.html, 'team')).not.toHaveProperty('invitations');
  });

  it('leaves out an address already on the team (joined without the invitation link)', async () => {
    const captain = new Client(t);
    await captain.login('captain@example.org');
    await captain.api('update-team', {
      form: teamForm({ team_id: '1', emails: 'fundraiser@example.org, newcomer@example.org' }),
    });
    // Team 1 also has the seed's two open invitations (db/seed-tools.ts).
    const open = await invitationsOf(captain, 1);
    expect(open).toContainEqual({ email: 'newcomer@example.org', sent: false });
    expect(open?.map((invite) => invite.email)).not.toContain('fundraiser@example.org');
  });
});
