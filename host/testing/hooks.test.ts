import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestHost, dataAttr, type TestHost } from './harness.ts';

let t: TestHost;
beforeAll(async () => {
  t = await createTestHost({ testHooks: true });
});
afterAll(() => t.close());

const post = (c: Client, path: string, json: unknown) =>
  c.request(path, { method: 'POST', body: JSON.stringify(json), headers: { 'content-type': 'application/json' } });

describe('test hooks', () => {
  it('are absent without --test-hooks', async () => {
    const plain = await createTestHost();
    const c = new Client(plain);
    expect((await post(c, '/__test__/reset', {})).status).toBe(404);
    expect((await c.request('/__test__/outbox')).status).toBe(404);
    plain.close();
  });

  it('patch the campaign, rows and approvals, then reset', async () => {
    const c = new Client(t);
    expect((await post(c, '/__test__/campaign', { campaign_title: ['A', '<b>B</b>'], is_active: false })).status).toBe(
      200,
    );
    expect((await post(c, '/__test__/campaign', { is_active: true })).status).toBe(200);
    expect((await post(c, '/__test__/campaign', { nope: 1 })).status).toBe(400);
    expect(
      (await post(c, '/__test__/patch', { table: 'team', id: 1, fields: { name: '<img src=x onerror=alert(1)>' } }))
        .status,
    ).toBe(200);
    expect((await post(c, '/__test__/patch', { table: 'team', id: 1, fields: { captain_user_id: '5' } })).status).toBe(
      400,
    );
    let page = await c.page('/team/1/');
    expect(dataAttr(page.html, 'campaign')).toMatchObject({
      campaign_title: ['A', '<b>B</b>'],
      is_active: true,
      status: 'active',
    });
    expect(dataAttr(page.html, 'team')).toMatchObject({ name: '<img src=x onerror=alert(1)>' });
    expect(await (await post(c, '/__test__/approve-all', {})).json()).toMatchObject({ ok: true });
    expect((await c.page('/fundraiser/3/')).res.status).toBe(200);
    expect((await post(c, '/__test__/reset', {})).status).toBe(200);
    page = await c.page('/team/1/');
    expect(dataAttr(page.html, 'team')).toMatchObject({ name: 'Clean Water Crew' });
    expect((await c.page('/fundraiser/3/')).res.status).toBe(404);
  });

  it('list the outbox as JSON', async () => {
    const c = new Client(t);
    await c.page('/');
    await c.api('send-password-reset-email', { json: { user_handle: 'admin', campaign_id: 1 } });
    const body = (await (await c.request('/__test__/outbox')).json()) as {
      data: Array<{ to_email: string; kind: string }>;
    };
    expect(body.data[0]).toMatchObject({ to_email: 'admin@example.org', kind: 'password-reset' });
  });

  it.each([
    ['error500', 500, 'application/json'],
    ['nonce403', 403, 'application/json'],
    ['malformed', 200, 'application/json'],
    ['html', 500, 'text/html'],
  ])('inject the %s failure into a call', async (mode, status, type) => {
    const c = new Client(t);
    await c.page('/');
    await post(c, '/__test__/fault', { name: 'get-team', mode, times: 1 });
    const res = await c.api('get-team', { query: { team_id: 1 } });
    expect(res.status).toBe(status);
    expect(res.headers.get('content-type')).toContain(type);
    expect((await c.api('get-team', { query: { team_id: 1 } })).status).toBe(200);
  });

  it('delay a call with the slow fault until cleared', async () => {
    const c = new Client(t);
    await c.page('/');
    await post(c, '/__test__/fault', { name: '*', mode: 'slow', delayMs: 150 });
    const started = Date.now();
    expect((await c.api('get-team', { query: { team_id: 1 } })).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    await c.request('/__test__/fault', { method: 'DELETE' });
    expect(await (await c.request('/__test__/fault')).json()).toEqual({ data: {} });
  });
});

describe('admin approval', () => {
  it('lets an administrator approve a pending fundraiser through update-fundraiser-approval, and nobody else', async () => {
    const c = new Client(t);
    await c.login('fundraiser@example.org');
    expect((await c.api('update-fundraiser-approval', { json: { fundraiser_id: 3, status: 'active' } })).status).toBe(
      403,
    );
    expect((await new Client(t).page('/fundraiser/3/')).res.status).toBe(404);
    const admin = new Client(t);
    await admin.login('admin@example.org');
    expect(
      await (await admin.api('update-fundraiser-approval', { json: { fundraiser_id: 3, status: 'active' } })).json(),
    ).toEqual({ message: 'Fundraiser updated', updated: ['3'] });
    expect((await new Client(t).page('/fundraiser/3/')).res.status).toBe(200);
  });
});
