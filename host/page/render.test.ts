import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stmt } from '../db/stmt.ts';
import { BASE, Client, createTestHost, dataAttr, type TestHost } from '../testing/harness.ts';

let t: TestHost;
beforeAll(async () => {
  t = await createTestHost();
});
afterAll(() => t.close());

const HOSTILE = `'"></div><script>alert(1)</script>`;

function scriptConfig(html: string): Record<string, unknown> {
  const m = /<script nonce="[^"]*">window\.GiveP2P = (.*?);<\/script>/.exec(html);
  if (!m?.[1]) throw new Error('no config script');
  return JSON.parse(m[1]) as Record<string, unknown>;
}

describe('the host page', () => {
  it('prints the mount element, config and assets per the host contract', async () => {
    const { res, html } = await new Client(t).page('/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(html).toMatch(/^<!DOCTYPE html>\n<html lang="en-US">/);
    expect(html).toContain('<title>Run for Clean Water</title>');
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toContain(
      '<link rel="stylesheet" href="/wp-content/plugins/give-peer-to-peer/assets/dist/p2p.css?ver=0.1.0">',
    );
    expect(html).toContain(
      '<script type="module" src="/wp-content/plugins/give-peer-to-peer/assets/dist/p2p.js?ver=0.1.0"></script>',
    );
    expect(scriptConfig(html)).toMatchObject({
      apiRoot: 'http://127.0.0.1:8080/wp-json/give-api/v2/p2p-campaigns',
      locale: 'en_US',
      currency: 'USD',
      currencySymbol: '$',
      currencyPosition: 'before',
      thousandsSeparator: ',',
      decimalSeparator: '.',
      numberDecimals: 0,
      maxUploadSize: 64 * 1024,
    });
    expect(dataAttr(html, 'campaign')).toMatchObject({
      campaign_id: 1,
      campaign_title: 'Run for Clean Water',
      base_url: BASE,
      campaign_url: `http://127.0.0.1:8080${BASE}`,
      is_active: true,
      sponsors_enabled: 'enabled',
      iframe_url: '/give-form/?campaign=1',
    });
    expect(String((dataAttr(html, 'campaign') as { long_desc: string }).long_desc)).toContain('<!--more-->');
    expect(dataAttr(html, 'auth')).toEqual({ is_logged_in: false, user_id: 0, fundraiser_id: 0 });
    expect(dataAttr(html, 'user')).toBeUndefined();
    expect(scriptConfig(html)).not.toHaveProperty('logoutUrl');
    expect(dataAttr(html, 'sponsors')).toHaveLength(5);
    expect(Object.keys(dataAttr(html, 'campaign-stats') as object).sort()).toEqual([
      'averageAmount',
      'donationsCount',
      'fundraisersCount',
      'raisedAmount',
      'raisedPercentage',
      'teamsCount',
    ]);
    const donations = dataAttr(html, 'donations') as Array<Record<string, unknown>>;
    expect(donations).toHaveLength(20);
    expect(Object.keys(donations[0] ?? {}).sort()).toEqual([
      'amount',
      'donationType',
      'donorName',
      'relativeDateString',
      'sourceLink',
      'teamOrFundraiserName',
    ]);
    expect(donations[0]?.relativeDateString).toBe('3 mins ago');
  });

  it.each([
    '/team-leaderboard/',
    '/team-leaderboard',
    '/register/teams',
    '/lost-password/sent',
    '/lost-password/sent/',
    '',
  ])('serves the campaign route %s', async (path) => {
    const { res, html } = await new Client(t).page(path);
    expect(res.status).toBe(200);
    expect(html).toContain('id="p2p-app"');
  });

  it.each(['/team/1/', '/team/1', '/team/1/join/', '/team/1/donate', '/team/1/update'])(
    'serves team data on %s',
    async (path) => {
      const { res, html } = await new Client(t).page(path);
      expect(res.status).toBe(200);
      expect(dataAttr(html, 'team')).toMatchObject({ id: 1 });
      expect(Object.keys(dataAttr(html, 'team-stats') as object).sort()).toEqual([
        'averageAmount',
        'donationsCount',
        'donorsCount',
        'raisedAmount',
        'raisedPercentage',
      ]);
      const donations = dataAttr(html, 'donations') as Array<{ sourceLink: string }>;
      expect(donations.length).toBeGreaterThan(0);
    },
  );

  it.each(['/fundraiser/1/', '/fundraiser/1/donate/', '/fundraiser/1/update'])(
    'serves fundraiser data on %s',
    async (path) => {
      const { html } = await new Client(t).page(path);
      expect(dataAttr(html, 'fundraiser')).toMatchObject({
        id: 1,
        fundraiser_name: 'Carla Captain',
        team_id: 1,
        team: 'Clean Water Crew',
      });
      expect(dataAttr(html, 'fundraiser-stats')).toBeDefined();
      expect(dataAttr(html, 'team')).toBeUndefined();
    },
  );

  it.each(['/no-such-page/', '/team/abc/', '/team/999/', '/fundraiser/3/', '/team/9/'])(
    'answers 404 with the app (and no entity data) for %s',
    async (path) => {
      const { res, html } = await new Client(t).page(path);
      expect(res.status).toBe(404);
      expect(html).toContain('id="p2p-app"');
      expect(dataAttr(html, 'team')).toBeUndefined();
      expect(dataAttr(html, 'fundraiser')).toBeUndefined();
    },
  );

  it('shows a pending fundraiser to its owner, with user data and auth', async () => {
    const c = new Client(t);
    await c.login('pending@example.org');
    const { res, html } = await c.page('/fundraiser/3/');
    expect(res.status).toBe(200);
    expect(dataAttr(html, 'auth')).toEqual({
      is_logged_in: true,
      user_id: 4,
      fundraiser_id: 3,
      display_name: 'Pat Pending',
      team_id: 0,
    });
    expect(dataAttr(html, 'user')).toEqual({ firstName: 'Pat', lastName: 'Pending', email: 'pending@example.org' });
  });

  it('gives a captain without a profile the team they captain as auth.team_id (so /create-team/ can say so)', async () => {
    const user = stmt(t.host.db, 'SELECT id FROM users WHERE email = ?').get('noprofile@example.org') as { id: number };
    const c = new Client(t);
    await c.login('noprofile@example.org');
    expect(dataAttr((await c.page('/create-team/')).html, 'auth')).toMatchObject({ fundraiser_id: 0, team_id: 0 });
    stmt(t.host.db, 'UPDATE teams SET captain_user_id = ? WHERE id = 2').run(user.id);
    expect(dataAttr((await c.page('/create-team/')).html, 'auth')).toMatchObject({ fundraiser_id: 0, team_id: 2 });
  });

  it('serves robots.txt, a favicon and a 404 for a missing build', async () => {
    const c = new Client(t);
    expect((await c.request('/robots.txt')).status).toBe(200);
    const ico = await c.request('/favicon.ico');
    expect(ico.headers.get('content-type')).toBe('image/x-icon');
    expect((await c.request('/wp-content/plugins/give-peer-to-peer/assets/dist/p2p.js')).status).toBe(404);
  });

  it('serves dist/ under the plugin path with content types, and nothing outside it', async () => {
    mkdirSync(join(t.host.options.distDir, 'chunks'), { recursive: true });
    writeFileSync(join(t.host.options.distDir, 'p2p.js'), 'export {};');
    writeFileSync(join(t.host.options.distDir, 'chunks', 'a-1.js'), 'export {};');
    const c = new Client(t);
    const entry = await c.request('/wp-content/plugins/give-peer-to-peer/assets/dist/p2p.js');
    expect(entry.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const chunk = await c.request('/wp-content/plugins/give-peer-to-peer/assets/dist/chunks/a-1.js');
    expect(chunk.headers.get('cache-control')).toContain('immutable');
    // Files of allowed types beside the served folders: only the path guard keeps them in (files.test.ts has the rest).
    writeFileSync(join(t.host.options.distDir, '..', 'outside.js'), 'export const secret = 1;');
    writeFileSync(join(t.host.options.uploadsDir, '..', 'outside.png'), 'secret');
    for (const path of ['..%2foutside.js', '%2e%2e/outside.js', '..%5coutside.js']) {
      expect((await c.request(`/wp-content/plugins/give-peer-to-peer/assets/dist/${path}`)).status).toBe(404);
    }
    expect((await c.request('/wp-content/uploads/p2p/..%2foutside.png')).status).toBe(404);
  });
});

describe('hostile data', () => {
  it('cannot break out of the attributes or the config script', async () => {
    stmt(t.host.db, 'UPDATE campaigns SET campaign_title = ?, short_desc = ? WHERE id = 1').run(
      JSON.stringify(HOSTILE),
      HOSTILE,
    );
    stmt(t.host.db, 'UPDATE donations SET donor_name = ?').run(`</script><script>alert(2)</script>\u2028`);
    try {
      const { html } = await new Client(t).page('/');
      expect(html).not.toContain('<script>alert');
      expect(html).not.toContain('\'"></div>');
      expect((dataAttr(html, 'campaign') as { campaign_title: string }).campaign_title).toBe(HOSTILE);
      expect((dataAttr(html, 'donations') as Array<{ donorName: string }>)[0]?.donorName).toBe(
        '</script><script>alert(2)</script>\u2028',
      );
      expect(html).toContain(`<title>&#39;&quot;&gt;&lt;/div&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>`);
      // Exactly one element with attributes on the mount line, and the only scripts are ours.
      expect(html.match(/<script/g)).toHaveLength(2);
      expect(html.match(/<\/div>/g)).toHaveLength(1);
    } finally {
      stmt(t.host.db, 'UPDATE campaigns SET campaign_title = ? WHERE id = 1').run(
        JSON.stringify('Run for Clean Water'),
      );
    }
  });

  it('stands in for a full-width theme template: the app inside the theme main, body margins off', async () => {
    const { html } = await new Client(t).page('/');
    expect(html).toMatch(/<main class="site-main">\n<div id="p2p-app"[^>]*><\/div>\n<\/main>/);
    expect(html).toContain('<link rel="stylesheet" href="/host-assets/theme.css">');
    const css = await (await t.app.request('/host-assets/theme.css')).text();
    expect(css).toContain('body { margin: 0;');
    expect(css).not.toContain('max-width');
  });

  it('gives the theme a self-hosted web font: preloaded, optional, latin only, served from the font package', async () => {
    const { html } = await new Client(t).page('/');
    expect(html).toContain(
      '<link rel="preload" href="/host-assets/fonts/source-sans-3-latin-wght-normal.woff2" as="font" type="font/woff2" crossorigin>',
    );
    const css = await (await t.app.request('/host-assets/theme.css')).text();
    expect(css).toContain('font-display: optional');
    expect(css).toContain('src: url("/host-assets/fonts/source-sans-3-latin-wght-normal.woff2") format("woff2")');
    expect(css).toMatch(/body \{[^}]*font-family: "Source Sans 3", "Source Sans 3 Fallback",/);
    const font = await t.app.request('/host-assets/fonts/source-sans-3-latin-wght-normal.woff2');
    expect(font.status).toBe(200);
    expect(font.headers.get('content-type')).toBe('font/woff2');
    const bytes = new Uint8Array(await font.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 4))).toBe('wOF2');
    expect(bytes.length).toBeLessThanOrEqual(40 * 1024);
    expect((await t.app.request('/host-assets/fonts/source-sans-3-latin-wght-italic.woff2')).status).toBe(404);
  });

  it('puts the app in a theme content column with --column', async () => {
    const column = await createTestHost({ themeColumn: 720 });
    try {
      const { html } = await new Client(column).page('/team/1/');
      expect(html).toContain('<link rel="stylesheet" href="/host-assets/theme.css?column=720">');
      const css = await (await column.app.request('/host-assets/theme.css?column=720')).text();
      expect(css).toContain('.site-main { box-sizing: border-box; max-width: 720px;');
      // Out-of-range widths are ignored rather than echoed into the stylesheet.
      expect(await (await column.app.request('/host-assets/theme.css?column=9;}body{x')).text()).not.toContain(
        'max-width',
      );
    } finally {
      column.close();
    }
  });

  it('uses the last item of an array title for <title>', async () => {
    stmt(t.host.db, 'UPDATE campaigns SET campaign_title = ? WHERE id = 1').run(
      JSON.stringify(['Old', 'Run for Clean Water']),
    );
    const { html } = await new Client(t).page('/');
    expect(html).toContain('<title>Run for Clean Water</title>');
    expect((dataAttr(html, 'campaign') as { campaign_title: unknown }).campaign_title).toEqual([
      'Old',
      'Run for Clean Water',
    ]);
    stmt(t.host.db, 'UPDATE campaigns SET campaign_title = ? WHERE id = 1').run(JSON.stringify('Run for Clean Water'));
  });
});

describe('inactive campaign', () => {
  it('is a 404 for visitors and the API, and shown with is_active false to administrators', async () => {
    const fundraiser = new Client(t);
    await fundraiser.login('fundraiser@example.org');
    const admin = new Client(t);
    await admin.login('admin@example.org');
    stmt(t.host.db, "UPDATE campaigns SET is_active = 0, status = 'draft' WHERE id = 1").run();
    try {
      const visitor = new Client(t);
      const { res, html } = await visitor.page('/');
      expect(res.status).toBe(404);
      expect(html).not.toContain('p2p-app');
      expect((await fundraiser.page('/')).res.status).toBe(404);
      expect((await fundraiser.api('get-campaign-top-donors', { query: { campaign_id: 1 } })).status).toBe(404);
      const page = await admin.page('/');
      expect(page.res.status).toBe(200);
      expect(dataAttr(page.html, 'campaign')).toMatchObject({ is_active: false, status: 'draft' });
      expect((await admin.api('get-campaign-top-donors', { query: { campaign_id: 1 } })).status).toBe(200);
    } finally {
      stmt(t.host.db, "UPDATE campaigns SET is_active = 1, status = 'active' WHERE id = 1").run();
    }
  });
});

describe('Content-Security-Policy', () => {
  it('is absent by default', async () => {
    const { res } = await new Client(t).page('/');
    expect(res.headers.get('content-security-policy')).toBeNull();
  });

  it('with --csp, sends the strict policy with a fresh nonce that the config script carries', async () => {
    const csp = await createTestHost({ csp: true });
    const c = new Client(csp);
    const first = await c.page('/');
    const second = await c.page('/');
    const header = first.res.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(header)?.[1] ?? '';
    expect(header).toBe(
      `default-src 'self'; script-src 'self' 'nonce-${nonce}'; style-src 'self'; img-src 'self' data:; frame-src 'self'; connect-src 'self'; frame-ancestors 'self'`,
    );
    expect(first.html).toContain(`<script nonce="${nonce}">window.GiveP2P`);
    expect(second.res.headers.get('content-security-policy')).not.toBe(header);
    expect((await c.request('/give-form/?campaign=1')).headers.get('content-security-policy')).toContain(
      "default-src 'self'",
    );
    csp.close();
  });
});

describe('framing', () => {
  it('every HTML page (login included, with or without --csp) may be framed by this site only', async () => {
    const csp = await createTestHost({ csp: true });
    for (const host of [t, csp]) {
      const c = new Client(host);
      for (const path of ['/', '/login/', '/team/1/', '/no-such-page/']) {
        expect((await c.page(path)).res.headers.get('x-frame-options'), path).toBe('SAMEORIGIN');
      }
      expect((await c.request('/give-form/?campaign=1')).headers.get('x-frame-options')).toBe('SAMEORIGIN');
    }
    expect((await new Client(csp).page('/login/')).res.headers.get('content-security-policy')).toContain(
      "frame-ancestors 'self'",
    );
    csp.close();
  });
});

describe('dev mode', () => {
  it('loads the app from the Vite dev server', async () => {
    const dev = await createTestHost({ dev: true });
    const { html } = await new Client(dev).page('/');
    expect(html).toContain('<script type="module" src="http://127.0.0.1:5173/@vite/client"></script>');
    expect(html).toContain('<script type="module" src="http://127.0.0.1:5173/screens/main.tsx"></script>');
    expect(html).not.toContain('assets/dist/p2p.js');
    dev.close();
  });
});
