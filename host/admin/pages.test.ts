import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestHost, ORIGIN, type TestHost } from '../testing/harness.ts';

let t: TestHost;
let admin: Client;
let fundraiser: Client;

beforeAll(async () => {
  t = await createTestHost({ csp: true });
  admin = new Client(t);
  await admin.login('admin@example.org');
  fundraiser = new Client(t);
  await fundraiser.login('fundraiser@example.org');
});
afterAll(() => t.close());

const ADMIN = '/wp-admin/admin.php';
const HOSTILE_TITLE = `Evil '"></div><script>alert(1)</script> & Co`;

function attr(html: string, name: string): string | undefined {
  const m = new RegExp(`${name}='([^']*)'`).exec(html);
  return m?.[1];
}

const fromEntities = (s: string): string =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

function config(html: string): Record<string, unknown> {
  const m = /<script nonce="([^"]*)">window\.GiveP2P = (.*?);<\/script>/.exec(html);
  if (!m?.[2]) throw new Error('no config');
  return JSON.parse(m[2]) as Record<string, unknown>;
}

const PAGES = [
  `${ADMIN}?page=p2p-campaigns`,
  `${ADMIN}?page=p2p-edit-campaign&id=1&tab=teams`,
  `${ADMIN}?page=p2p-edit-campaign&id=1&tab=fundraisers`,
  `${ADMIN}?page=p2p-edit-campaign&id=1`,
  `${ADMIN}?page=p2p-add-campaign`,
];

describe('access to the admin pages', () => {
  it.each(PAGES)('%s: logged out → 302 to the login page with redirect_to', async (path) => {
    const res = await new Client(t).request(path, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`/wp-login.php?redirect_to=${encodeURIComponent(path)}`);
  });

  it.each(PAGES)('%s: a non-administrator → 403 "not allowed" page', async (path) => {
    const res = await fundraiser.request(path);
    expect(res.status).toBe(403);
    const html = await res.text();
    expect(html).toContain('Sorry, you are not allowed to access this page.');
    expect(html).not.toContain('give-p2p-campaigns-app');
    expect(html).not.toContain('apiNonce');
  });

  it.each(PAGES)('%s: an administrator → 200', async (path) => {
    const res = await admin.request(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('a POST of the add form needs the role too', async () => {
    const res = await fundraiser.request(`${ADMIN}?page=p2p-add-campaign`, { method: 'POST', body: new FormData() });
    expect(res.status).toBe(403);
  });

  it('/wp-admin/ goes to the campaign list; an unknown campaign or page is a 404 page', async () => {
    const res = await admin.request('/wp-admin/', { redirect: 'manual' });
    expect(res.headers.get('location')).toBe(`${ADMIN}?page=p2p-campaigns`);
    for (const path of [
      `${ADMIN}?page=p2p-edit-campaign&id=999&tab=teams`,
      `${ADMIN}?page=p2p-edit-campaign&id=abc`,
      `${ADMIN}?page=nope`,
    ]) {
      const r = await admin.request(path);
      expect([path, r.status]).toEqual([path, 404]);
      expect(await r.text()).not.toContain('give-p2p-campaigns-app');
    }
  });
});

describe('the old /__admin/ back door stays gone', () => {
  const PATHS = ['/__admin/', '/__admin', '/__admin/anything', '/__admin/approve', '/__admin/?type=fundraiser&id=3'];

  it.each(PATHS)('GET %s → 404 for an administrator, with no admin mount and no approve form', async (path) => {
    const res = await admin.request(path);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).not.toContain('give-p2p-campaigns-app');
    expect(html).not.toMatch(/approve/i);
  });

  it('not even on a host with the test hooks on (as the e2e suite runs): GET 404, the approve POST 404 and nothing approved', async () => {
    const hooked = await createTestHost({ testHooks: true });
    try {
      const root = new Client(hooked);
      await root.login('admin@example.org');
      const pending = () =>
        hooked.host.db.prepare("SELECT id FROM fundraisers WHERE status = 'pending' ORDER BY id").all();
      const before = pending();
      expect(before.length).toBeGreaterThan(0);
      for (const path of PATHS) expect([path, (await root.request(path)).status]).toEqual([path, 404]);
      const json = await root.request('/__admin/approve', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ type: 'fundraiser', id: 3 }),
      });
      expect(json.status).toBe(404);
      const form = new FormData();
      form.set('type', 'team');
      form.set('id', '9');
      expect((await root.request('/__admin/approve', { method: 'POST', body: form })).status).toBe(404);
      expect(pending()).toEqual(before);
      expect(hooked.host.db.prepare('SELECT status FROM teams WHERE id = 9').get()).toEqual({ status: 'pending' });
    } finally {
      hooked.close();
    }
  });
});

describe('what the admin pages print', () => {
  it('campaign list: the mount, window.GiveP2P with the admin fields, the admin build, a CSP nonce', async () => {
    const res = await admin.request(`${ADMIN}?page=p2p-campaigns`);
    const html = await res.text();
    expect(html).toContain('<div id="give-p2p-campaigns-app" data-screen="campaigns"></div>');
    expect(html).toContain(
      '<script type="module" src="/wp-content/plugins/give-peer-to-peer/assets/dist/p2p-admin.js?ver=0.1.0"></script>',
    );
    expect(html).toContain(
      '<link rel="stylesheet" href="/wp-content/plugins/give-peer-to-peer/assets/dist/p2p-admin.css?ver=0.1.0">',
    );
    expect(config(html)).toMatchObject({
      apiRoot: `${ORIGIN}/wp-json/give-api/v2/p2p-campaigns`,
      currency: 'USD',
      adminURL: `${ORIGIN}/wp-admin/`,
      campaignsPage: 'admin.php?page=p2p-campaigns',
      editCampaignPage: 'admin.php?page=p2p-edit-campaign',
      addCampaignPage: 'admin.php?page=p2p-add-campaign',
      // The admin app renews an expired REST nonce here, as the visitor app does.
      nonceRenewalUrl: `${ORIGIN}/wp-admin/admin-ajax.php?action=rest-nonce`,
    });
    // The lists' search, Raised sort and No team (docs/fundraising-tools.md): the plugin's page has no features.
    expect(config(html).features).toContain('list-extras');
    expect(String(config(html).logoutUrl)).toMatch(/^http:\/\/127\.0\.0\.1:8080\/logout\/\?/);
    const nonce = /<script nonce="([^"]+)">window\.GiveP2P/.exec(html)?.[1];
    expect(res.headers.get('content-security-policy')).toContain(`'nonce-${nonce}'`);
    // The printed REST nonce works for the admin calls.
    const apiNonce = String(config(html).apiNonce);
    expect((await admin.api('get-campaigns', { nonce: apiNonce })).status).toBe(200);
  });

  it('teams tab: header, View Campaign, tab menu with aria-current, and data-campaign', async () => {
    const html = await (await admin.request(`${ADMIN}?page=p2p-edit-campaign&id=1&tab=teams`)).text();
    expect(html).toContain('<h1>Edit campaign: Run for Clean Water</h1>');
    expect(html).toContain(
      `<a class="page-title-action" href="${ORIGIN}/campaigns/run-for-clean-water/">View Campaign</a>`,
    );
    expect(html).toContain(
      '<a href="/wp-admin/admin.php?page=p2p-edit-campaign&amp;id=1&amp;tab=teams" aria-current="page">Teams</a>',
    );
    expect(html).toContain('<a href="/wp-admin/admin.php?page=p2p-edit-campaign&amp;id=1">Settings</a>');
    expect(html).toContain('data-screen="teams"');
    expect(JSON.parse(fromEntities(attr(html, 'data-campaign') ?? ''))).toEqual({
      campaign_id: 1,
      title: 'Run for Clean Water',
      campaign_url: `${ORIGIN}/campaigns/run-for-clean-water/`,
      base_url: '/campaigns/run-for-clean-water',
      status: 'active',
      campaign_goal: 150_000,
      fundraiser_goal: 1_000,
      team_goal: 5_000,
      primary_color: '#1a5f9e',
      secondary_color: '#f2a93b',
      campaign_image: '/wp-content/uploads/p2p/seed/lake-dawn.jpg',
      fundraiser_story_placeholder: expect.any(String),
      team_story_placeholder: expect.any(String),
      team_approvals: true,
      fundraiser_approvals: true,
    });
  });

  it('a hostile campaign title is escaped text everywhere and round-trips through data-campaign', async () => {
    t.host.db.prepare('UPDATE campaigns SET campaign_title = ? WHERE id = 3').run(JSON.stringify(HOSTILE_TITLE));
    for (const tab of ['fundraisers', 'settings']) {
      const html = await (await admin.request(`${ADMIN}?page=p2p-edit-campaign&id=3&tab=${tab}`)).text();
      expect(html).not.toContain('<script>alert(1)</script>');
      expect(html).toContain(
        'Edit campaign: Evil &#39;&quot;&gt;&lt;/div&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; Co',
      );
      if (tab === 'fundraisers') {
        const raw = attr(html, 'data-campaign') ?? '';
        expect(raw).not.toMatch(/[<>"']/);
        expect((JSON.parse(fromEntities(raw)) as { title: string }).title).toBe(HOSTILE_TITLE);
      }
    }
  });
});

describe('add campaign', () => {
  async function formNonce(): Promise<string> {
    const html = await (await admin.request(`${ADMIN}?page=p2p-add-campaign`)).text();
    return /name="give-p2p-nonce" value="([^"]+)"/.exec(html)?.[1] ?? '';
  }

  function post(fields: Record<string, string>): Promise<Response> {
    const body = new FormData();
    for (const [k, v] of Object.entries(fields)) body.set(k, v);
    return admin.request(`${ADMIN}?page=p2p-add-campaign`, { method: 'POST', body, redirect: 'manual' });
  }

  it('creates a campaign and lands on its settings with a notice', async () => {
    const res = await post({
      'give-p2p-nonce': await formNonce(),
      title: 'Sunrise Swim',
      goal: '2500000',
      status: 'draft',
    });
    expect(res.status).toBe(303);
    const location = res.headers.get('location') ?? '';
    expect(location).toMatch(/^\/wp-admin\/admin\.php\?page=p2p-edit-campaign&id=\d+&p2p-action=campaign_added$/);
    const html = await (await admin.request(location)).text();
    expect(html).toContain('New P2P Campaign added');
    expect(html).toContain('$2,500,000');
    expect(html).toContain('<dd>Draft</dd>');
    expect(
      t.host.db.prepare("SELECT base_url, status, is_active FROM campaigns WHERE base_url LIKE '%sunrise-swim'").get(),
    ).toEqual({
      base_url: '/campaigns/sunrise-swim',
      status: 'draft',
      is_active: 0,
    });
  });

  it('refuses a missing nonce, and prints errors with what was typed, escaped', async () => {
    const noNonce = await post({ title: 'X', goal: '10', status: 'active' });
    expect(noNonce.status).toBe(400);
    expect(await noNonce.text()).toContain('The link you followed has expired.');
    const res = await post({
      'give-p2p-nonce': await formNonce(),
      title: '<b>Bold</b>',
      goal: '12.50',
      status: 'active',
    });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('value="&lt;b&gt;Bold&lt;/b&gt;"');
    expect(html).toContain('Enter the goal as a whole number, at least 1.');
    expect(html).toContain('value="12.50"');
    expect(t.host.db.prepare("SELECT COUNT(*) AS n FROM campaigns WHERE campaign_title LIKE '%Bold%'").get()).toEqual({
      n: 0,
    });
  });
});
