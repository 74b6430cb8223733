import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Client,
  createTestHost,
  dataAttr,
  formData,
  JPEG_BYTES,
  PNG_BYTES,
  type TestHost,
} from '../testing/harness.ts';

let t: TestHost;
beforeAll(async () => {
  t = await createTestHost({ maxUploadSize: 1024 });
});
afterAll(() => t.close());

function profileForm(fields: Record<string, string>, file?: File): FormData {
  return formData({ action: 'give_p2p_update_fundraiser_profile', campaignId: '1', ...fields }, file);
}

async function messageOf(res: Response): Promise<string> {
  return ((await res.json()) as { message: string }).message;
}

describe('update-fundraiser-profile', () => {
  it('creates the profile of a new account (pending) with an uploaded image', async () => {
    const c = new Client(t);
    await c.page('/register/individual/');
    await c.api('register-fundraiser', {
      json: {
        firstName: 'Ivy',
        lastName: 'Image',
        email: 'ivy@example.org',
        password: 'secret1',
        password2: 'secret1',
        campaign_id: 1,
      },
    });
    await c.page('/register/create-profile/');
    const res = await c.api('update-fundraiser-profile', {
      form: profileForm({ goal: '1,500', story: 'My story' }, new File([PNG_BYTES], 'me.PNG', { type: 'image/png' })),
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { fundraiserId: number; redirect: string };
    expect(body.redirect).toBe('/start-fundraising/');
    const { html } = await c.page('/start-fundraising/');
    expect(dataAttr(html, 'auth')).toMatchObject({ fundraiser_id: body.fundraiserId });
    const info = (await (await c.api('get-fundraiser-info', { query: { campaignId: 1 } })).json()) as {
      data: { fundraiser: Record<string, unknown>; team: unknown };
    };
    expect(info.data.team).toBeNull();
    expect(info.data.fundraiser).toMatchObject({
      fundraiser_goal: 1500,
      story: 'My story',
      is_approved: false,
      team_id: 0,
      team: '',
    });
    const image = String(info.data.fundraiser.profile_image);
    expect(image).toMatch(/^\/wp-content\/uploads\/p2p\/[0-9a-f]{24}\.png$/);
    expect(existsSync(join(t.host.options.uploadsDir, image.split('/').pop() ?? ''))).toBe(true);
    const served = await c.request(image);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
  });

  it('approves new profiles at once with --auto-approve', async () => {
    const auto = await createTestHost({ autoApprove: true });
    const c = new Client(auto);
    await c.login('noprofile@example.org');
    await c.api('update-fundraiser-profile', { form: profileForm({ goal: '500', story: 'Hi' }) });
    const info = (await (await c.api('get-fundraiser-info', { query: { campaignId: 1 } })).json()) as {
      data: { fundraiser: { is_approved: boolean } };
    };
    expect(info.data.fundraiser.is_approved).toBe(true);
    auto.close();
  });

  it('updates the owner’s profile and keeps the image when none is sent', async () => {
    const c = new Client(t);
    await c.login('fundraiser@example.org');
    const res = await c.api('update-fundraiser-profile', {
      form: profileForm({ goal: '2000', story: 'Updated', fundraiserId: '2' }),
    });
    expect(await res.json()).toEqual({ fundraiserId: 2, redirect: '/fundraiser/2/' });
    const { html } = await c.page('/fundraiser/2/');
    expect(dataAttr(html, 'fundraiser')).toMatchObject({
      story: 'Updated',
      fundraiser_goal: 2000,
      profile_image: '/wp-content/uploads/p2p/seed/person-02.svg',
    });
  });

  it('refuses to update someone else’s profile', async () => {
    const c = new Client(t);
    await c.login('solo@example.org');
    const res = await c.api('update-fundraiser-profile', {
      form: profileForm({ goal: '10', story: 'hijack', fundraiserId: '2' }),
    });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { code: string }).code).toBe('rest_forbidden');
  });

  it('refuses a logged-out caller', async () => {
    const c = new Client(t);
    await c.page('/');
    expect((await c.api('update-fundraiser-profile', { form: profileForm({ goal: '10', story: 's' }) })).status).toBe(
      401,
    );
  });

  it.each([
    [{ goal: '', story: 'x' }, 'Goal is required.'],
    [{ goal: 'ten', story: 'x' }, 'Goal must be a number.'],
    [{ goal: '10', story: '' }, 'Story is required.'],
  ])('validates the fields (%o)', async (fields, message) => {
    const c = new Client(t);
    await c.login('solo@example.org');
    const res = await c.api('update-fundraiser-profile', { form: profileForm(fields) });
    expect(res.status).toBe(400);
    expect(await messageOf(res)).toBe(message);
  });

  it('answers 413 with the spec message for a file over maxUploadSize', async () => {
    const c = new Client(t);
    await c.login('solo@example.org');
    const big = new File([PNG_BYTES, new Uint8Array(2000)], 'huge.png', { type: 'image/png' });
    const res = await c.api('update-fundraiser-profile', { form: profileForm({ goal: '10', story: 's' }, big) });
    expect(res.status).toBe(413);
    expect(await messageOf(res)).toBe('huge.png exceeds the maximum upload size for this site');
  });

  it('answers 413 before reading a body far over the limit', async () => {
    const c = new Client(t);
    await c.login('solo@example.org');
    const huge = new File([new Uint8Array(400 * 1024)], 'giant.jpg', { type: 'image/jpeg' });
    const res = await c.api('update-fundraiser-profile', { form: profileForm({ goal: '10', story: 's' }, huge) });
    expect(res.status).toBe(413);
  });

  it.each([
    ['a GIF by name', new File([PNG_BYTES], 'me.gif', { type: 'image/gif' })],
    ['a script named .png', new File(['<script>alert(1)</script>'], 'evil.png', { type: 'image/png' })],
  ])('rejects %s as not an image', async (_label, file) => {
    const c = new Client(t);
    await c.login('solo@example.org');
    const res = await c.api('update-fundraiser-profile', { form: profileForm({ goal: '10', story: 's' }, file) });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { code: string }).code).toBe('rest_upload_invalid_type');
  });

  it('accepts a JPEG', async () => {
    const c = new Client(t);
    await c.login('solo@example.org');
    const res = await c.api('update-fundraiser-profile', {
      form: profileForm({ goal: '10', story: 's' }, new File([JPEG_BYTES], 'photo.jpeg', { type: 'image/jpeg' })),
    });
    expect(res.status).toBe(200);
  });
});

describe('get-fundraiser-info', () => {
  it('returns the fundraiser and its team summary', async () => {
    const c = new Client(t);
    await c.login('captain@example.org');
    const body = (await (await c.api('get-fundraiser-info', { query: { campaignId: 1 } })).json()) as {
      data: { fundraiser: Record<string, unknown>; team: Record<string, unknown> };
    };
    expect(body.data.fundraiser).toMatchObject({
      id: 1,
      fundraiser_name: 'Carla Captain',
      user_id: 2,
      team_id: 1,
      team: 'Clean Water Crew',
      is_approved: true,
    });
    expect(Object.keys(body.data.team).sort()).toEqual([
      'captain_user_id',
      'id',
      'is_approved',
      'members',
      'name',
      'profile_image',
    ]);
    expect(body.data.team).toMatchObject({ id: 1, captain_user_id: 2 });
  });

  it('is 404 for a user without a profile and 401 for a visitor', async () => {
    const c = new Client(t);
    await c.page('/');
    expect((await c.api('get-fundraiser-info', { query: { campaignId: 1 } })).status).toBe(401);
    const admin = new Client(t);
    await admin.login('admin@example.org');
    expect((await admin.api('get-fundraiser-info', { query: { campaignId: 1 } })).status).toBe(404);
  });
});
