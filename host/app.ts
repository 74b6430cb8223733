import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { getCookie } from 'hono/cookie';
import { mountAdminPages } from './admin/pages.ts';
import { mountApi } from './api/dispatch.ts';
import { logoutUrl, mountLogout } from './auth/logout.ts';
import { mountNonceRenewal, nonceRenewalUrl, restNonce } from './auth/nonce.ts';
import { findSession, getNonceSecret, SESSION_COOKIE } from './auth/session.ts';
import { SEED_EPOCH, virtualClock, type Clock } from './clock.ts';
import type { Host, HostEnv, HostOptions } from './context.ts';
import { reseed, type Db } from './db/open.ts';
import { mountDonationForm } from './donate/form.ts';
import { listCampaigns, isVisibleTo, titleText } from './model/campaign.ts';
import { newestDonationTime } from './model/donations.ts';
import { mountOutbox } from './outbox/page.ts';
import { cspHeader, FRAME_OPTIONS, newNonce } from './page/csp.ts';
import { pageContent } from './page/data.ts';
import { DEFAULT_FEATURES } from './page/features.ts';
import { escapeHtml } from './page/escape.ts';
import { giveP2PConfig, renderHostPage, renderSimplePage } from './page/render.ts';
import { landingImage, modulePreloads } from './page/preload.ts';
import { socialMeta } from './page/social.ts';
import { mountWpLogin } from './page/wp-login.ts';
import { matchRoute, subPathOf } from './page/routes.ts';
import { faviconSvg } from './db/svg.ts';
import { faviconIco } from './static/favicon.ts';
import { readStatic } from './static/files.ts';
import { mountDemoFont } from './static/fontFiles.ts';
import { ADMIN_CSS, DONATION_FORM_JS, HOST_CSS, ROBOTS_TXT, themeCss } from './static/host-assets.ts';
import { FaultTable } from './testing/faults.ts';
import { coreText } from './i18n/coreText.ts';
import { requestLocale } from './i18n/locales.ts';
import { scriptTranslations, VISITOR_HANDLE, WP_I18N_PATH } from './i18n/translations.ts';
import { wpI18nScript } from './i18n/wpI18nScript.ts';
import { mountTestHooks } from './testing/hooks.ts';
import { DONATION_FORM_PATH, PLUGIN_DIST_PATH, REST_NAMESPACE, REST_PRETTY_PREFIX, UPLOADS_PATH } from './urls.ts';

export interface CreateHostInput {
  db: Db;
  options: HostOptions;
  clock?: Clock;
  /** apiRoot style printed in the page: WordPress pretty permalinks or ?rest_route= (plain permalinks). */
  plainPermalinks?: boolean;
}

/** Ties the database, options and clock together; the clock starts after the newest donation. */
export function createHost(input: CreateHostInput): Host & { plainPermalinks: boolean } {
  const anchor = (): number => Math.max(SEED_EPOCH, newestDonationTime(input.db) ?? 0);
  const clock = input.clock ?? virtualClock(anchor());
  const host = {
    db: input.db,
    options: input.options,
    clock,
    nonceSecret: getNonceSecret(input.db),
    nonceSkewMs: 0,
    faults: new FaultTable(),
    features: [...(input.options.features ?? DEFAULT_FEATURES)],
    plainPermalinks: input.plainPermalinks ?? false,
    async reseed() {
      await reseed(input.db, input.options.uploadsDir);
      host.nonceSecret = getNonceSecret(input.db);
      host.nonceSkewMs = 0;
      host.features = [...(input.options.features ?? DEFAULT_FEATURES)];
      clock.anchor(anchor());
    },
  };
  return host;
}

const ASSET_HEADERS = { 'X-Content-Type-Options': 'nosniff' };

function htmlHeaders(host: Host, nonce: string): Record<string, string> {
  const headers: Record<string, string> = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' };
  if (host.options.csp) headers['Content-Security-Policy'] = cspHeader(nonce);
  return headers;
}

export function createApp(host: Host & { plainPermalinks?: boolean }): Hono<HostEnv> {
  const app = new Hono<HostEnv>();
  const { options } = host;
  app.onError((error, c) => {
    console.error('[host] unhandled error:', error);
    return c.text('Internal Server Error', 500);
  });
  // As any WordPress host does (web server or CDN): gzip for text (HTML, JS, CSS, JSON, SVG) when asked.
  // Without it, Lighthouse's throttled network would time 250 KB of JS instead of the 80 KB a visitor gets.
  app.use(compress());

  // Static files first: no session lookup for them.
  app.get(`${PLUGIN_DIST_PATH}/*`, async (c) => {
    const rel = c.req.path.slice(PLUGIN_DIST_PATH.length + 1);
    const file = await readStatic(options.distDir, rel);
    if (!file) return c.text('Not found (run `npm run build:app` to build dist/)', 404);
    const immutable = /^(chunks|assets)\//.test(rel);
    return c.body(new Uint8Array(file.body), 200, {
      ...ASSET_HEADERS,
      'Content-Type': file.type,
      'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
  });
  app.get(`${UPLOADS_PATH}/*`, async (c) => {
    const file = await readStatic(options.uploadsDir, c.req.path.slice(UPLOADS_PATH.length + 1));
    if (!file?.type.startsWith('image/')) return c.text('Not found', 404);
    return c.body(new Uint8Array(file.body), 200, {
      ...ASSET_HEADERS,
      'Content-Type': file.type,
      'Cache-Control': 'public, max-age=3600',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    });
  });
  const favicon = faviconIco();
  app.get('/favicon.ico', (c) =>
    c.body(new Uint8Array(favicon), 200, { 'Content-Type': 'image/x-icon', 'Cache-Control': 'public, max-age=86400' }),
  );
  app.get('/favicon.svg', (c) =>
    c.body(faviconSvg(), 200, { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' }),
  );
  app.get('/robots.txt', (c) => c.text(ROBOTS_TXT));
  app.get('/host-assets/host.css', (c) =>
    c.body(HOST_CSS, 200, { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'no-cache' }),
  );
  app.get('/host-assets/admin.css', (c) =>
    c.body(ADMIN_CSS, 200, { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'no-cache' }),
  );
  mountDemoFont(app);
  app.get('/host-assets/theme.css', (c) =>
    c.body(themeCss(Number(c.req.query('column') ?? 0)), 200, {
      'Content-Type': 'text/css; charset=utf-8',
      'Cache-Control': 'no-cache',
    }),
  );
  app.get(WP_I18N_PATH, async (c) =>
    c.body(await wpI18nScript(), 200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'no-cache',
    }),
  );
  app.get(`${DONATION_FORM_PATH}height.js`, (c) =>
    c.body(DONATION_FORM_JS, 200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' }),
  );

  // Session for everything else.
  app.use('*', async (c, next) => {
    c.set('session', findSession(host.db, getCookie(c, SESSION_COOKIE)));
    await next();
    const html = (c.res.headers.get('content-type') ?? '').startsWith('text/html');
    if (html && !c.res.headers.has('X-Frame-Options')) c.res.headers.set('X-Frame-Options', FRAME_OPTIONS);
    if (options.csp && html && !c.res.headers.has('Content-Security-Policy')) {
      c.res.headers.set('Content-Security-Policy', cspHeader(newNonce()));
    }
  });

  mountApi(app, host);
  mountDonationForm(app, host);
  mountOutbox(app, host);
  mountAdminPages(app, host);
  if (options.testHooks) mountTestHooks(app, host);

  mountNonceRenewal(app, host);
  mountLogout(app, host);
  mountWpLogin(app, host);

  app.get('/', (c) => {
    const first = listCampaigns(host.db)[0];
    return first ? c.redirect(`${first.base_url}/`, 302) : c.notFound();
  });

  // The campaign pages.
  app.get('*', (c) => {
    const path = c.req.path;
    const session = c.get('session');
    const origin = new URL(c.req.url).origin;
    for (const campaign of listCampaigns(host.db)) {
      const sub = subPathOf(path, campaign.base_url);
      if (sub === null) continue;
      const nonce = newNonce();
      if (!isVisibleTo(campaign, session?.user ?? null)) break;
      const route = matchRoute(sub);
      const locale = requestLocale(host, c);
      const content = pageContent(host, campaign, route, session, origin, locale);
      const apiRoot = host.plainPermalinks
        ? `${origin}/?rest_route=${REST_NAMESPACE}`
        : `${origin}${REST_PRETTY_PREFIX}`;
      const html = renderHostPage({
        title: titleText(campaign.campaign_title),
        description: campaign.short_desc,
        data: content.data,
        config: giveP2PConfig(apiRoot, restNonce(host, session), options.maxUploadSize, {
          logoutUrl: session ? logoutUrl(host.nonceSecret, session, origin, `${campaign.base_url}/`) : undefined,
          locale,
          nonceRenewalUrl: nonceRenewalUrl(origin),
          features: host.features,
        }),
        translations: scriptTranslations(locale, VISITOR_HANDLE),
        scriptNonce: nonce,
        dev: options.dev,
        modulePreloads: options.dev ? [] : modulePreloads(options.distDir, route),
        preloadImage: landingImage(route, campaign.campaign_image, content.data),
        social: socialMeta(content.data, origin),
        themeColumn: options.themeColumn,
      });
      return c.html(html, content.status, htmlHeaders(host, nonce));
    }
    // The theme's 404 page, in the site's language (WordPress core's and the theme's strings, not the plugin's).
    const locale = requestLocale(host, c);
    const core = coreText(locale);
    const heading = escapeHtml(core('Page not found'));
    return c.html(
      renderSimplePage(
        core('Page not found'),
        `<h1>${heading}</h1><p>${escapeHtml(core('Nothing lives at this address.'))}</p>`,
        {
          locale,
        },
      ),
      404,
      htmlHeaders(host, newNonce()),
    );
  });

  return app;
}
