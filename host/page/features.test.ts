import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseCli } from '../cli.ts';
import { Client, createTestHost, type TestHost } from '../testing/harness.ts';
import { parseFeatures } from './features.ts';

/*
 * window.GiveP2P.features (docs/fundraising-tools.md, "Advertising the extension"): the reference host prints both
 * of its extensions unless told otherwise (--features, P2P_FEATURES), and the /__test__/features hook changes the
 * list for the running process until the next reset.
 */

/** window.GiveP2P as the page printed it. */
function giveP2P(html: string): Record<string, unknown> {
  const json = /window\.GiveP2P = (\{.*?\});<\/script>/s.exec(html)?.[1];
  if (!json) throw new Error('no window.GiveP2P');
  return JSON.parse(json) as Record<string, unknown>;
}

const post = (c: Client, path: string, json: unknown) =>
  c.request(path, { method: 'POST', body: JSON.stringify(json), headers: { 'content-type': 'application/json' } });

describe('parseFeatures', () => {
  it.each([
    ['fundraiser-tools,csv-export', ['fundraiser-tools', 'csv-export']],
    [' csv-export , fundraiser-tools ', ['fundraiser-tools', 'csv-export']],
    ['csv-export', ['csv-export']],
    ['none', []],
    ['', []],
  ])('reads %j', (value, expected) => {
    expect(parseFeatures(value)).toEqual(expected);
  });

  it('refuses an unknown name', () => {
    expect(() => parseFeatures('fundraiser-tools,teleport')).toThrow('Unknown feature: teleport');
  });
});

describe('parseCli --features', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  const featuresOf = (argv: string[]) => {
    const config = parseCli(argv);
    if (config === 'help') throw new Error('help');
    return config.options.features;
  };

  it('leaves the default without the flag, takes --features, else P2P_FEATURES', () => {
    vi.stubEnv('P2P_FEATURES', undefined);
    expect(featuresOf([])).toBeUndefined();
    expect(featuresOf(['--features', 'none'])).toEqual([]);
    expect(featuresOf(['--features', 'csv-export'])).toEqual(['csv-export']);
    vi.stubEnv('P2P_FEATURES', 'none');
    expect(featuresOf([])).toEqual([]);
    expect(featuresOf(['--features', 'fundraiser-tools'])).toEqual(['fundraiser-tools']);
  });
});

describe('window.GiveP2P.features', () => {
  let t: TestHost;
  beforeAll(async () => {
    t = await createTestHost({ testHooks: true });
  });
  afterAll(() => t.close());

  it('lists both extensions on the visitor pages and the admin pages by default', async () => {
    const visitor = new Client(t);
    expect(giveP2P((await visitor.page('/')).html).features).toEqual(['fundraiser-tools', 'csv-export']);
    const admin = new Client(t);
    await admin.login('admin@example.org');
    const html = await (await admin.request('/wp-admin/admin.php?page=p2p-edit-campaign&id=1&tab=teams')).text();
    // The admin pages may advertise more of their own (their lists' extras).
    expect(giveP2P(html).features).toEqual(expect.arrayContaining(['fundraiser-tools', 'csv-export']));
  });

  it('prints none when the host is started with --features none, and the calls still answer', async () => {
    const plain = await createTestHost({ features: [] });
    try {
      const client = new Client(plain);
      await client.login('fundraiser@example.org');
      expect(giveP2P((await client.page('/')).html)).not.toHaveProperty('features');
      expect((await client.api('get-fundraiser-dashboard', { query: { campaignId: 1 } })).status).toBe(200);
    } finally {
      plain.close();
    }
  });

  it('changes for the running process through /__test__/features, until a reset', async () => {
    const c = new Client(t);
    expect((await post(c, '/__test__/features', { features: [] })).status).toBe(200);
    expect(giveP2P((await c.page('/')).html)).not.toHaveProperty('features');
    expect((await post(c, '/__test__/features', { features: ['csv-export'] })).status).toBe(200);
    expect(await (await c.request('/__test__/features')).json()).toEqual({ features: ['csv-export'] });
    expect(giveP2P((await c.page('/')).html).features).toEqual(['csv-export']);
    expect((await post(c, '/__test__/features', { features: ['teleport'] })).status).toBe(400);
    expect((await post(c, '/__test__/features', {})).status).toBe(400);
    expect((await post(c, '/__test__/reset', {})).status).toBe(200);
    expect(giveP2P((await c.page('/')).html).features).toEqual(['fundraiser-tools', 'csv-export']);
  });

  it('serves /my-fundraising/ as a page of the app', async () => {
    const res = await new Client(t).request('/campaigns/run-for-clean-water/my-fundraising/');
    expect(res.status).toBe(200);
  });
});
