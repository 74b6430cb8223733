import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestHost, type TestHost } from '../testing/harness.ts';
import { isLoopbackPeer } from './page.ts';

let demo: TestHost;
let production: TestHost;
beforeAll(async () => {
  demo = await createTestHost({ demo: true });
  production = await createTestHost({ demo: false });
  // One mail in each outbox: a password reset for a seeded account.
  for (const t of [demo, production]) {
    const c = new Client(t);
    await c.page('/');
    await c.api('send-password-reset-email', { json: { user_handle: 'solo@example.org', campaign_id: 1 } });
  }
});
afterAll(() => {
  demo.close();
  production.close();
});

function from(t: TestHost, peer: string): Client {
  const c = new Client(t);
  c.peer = peer;
  return c;
}

describe('/outbox/', () => {
  it('in demo mode shows this machine the kept mail, and says it is demo-only and local', async () => {
    for (const peer of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) {
      const res = await from(demo, peer).request('/outbox/');
      expect(res.status, peer).toBe(200);
      const html = await res.text();
      expect(html).toContain('Demo mode: this host sends no mail and keeps it here instead.');
      expect(html).toContain('answers only requests from');
      expect(html).toContain('wp-login.php?action=rp&amp;key=');
    }
  });

  it('is a 404 to any other peer, even in demo mode', async () => {
    for (const peer of ['10.0.0.5', '192.168.1.20', '::ffff:10.0.0.5', '2001:db8::1', '']) {
      const res = await from(demo, peer).request('/outbox/');
      expect(res.status, peer).toBe(404);
      expect(await res.text()).not.toContain('action=rp');
      expect((await from(demo, peer).request('/outbox')).status, peer).toBe(404);
    }
  });

  it('does not exist outside demo mode, even for this machine', async () => {
    const res = await from(production, '127.0.0.1').request('/outbox/');
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('action=rp');
  });
});

describe('isLoopbackPeer', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.255.255.254', true],
    ['::1', true],
    ['::ffff:127.0.0.1', true],
    ['128.0.0.1', false],
    ['1270.0.0.1', false],
    ['::ffff:8.8.8.8', false],
    ['::2', false],
    [undefined, false],
  ])('%s → %s', (address, expected) => {
    expect(isLoopbackPeer(address)).toBe(expected);
  });
});
