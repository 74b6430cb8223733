import type { Context, Hono } from 'hono';
import { logoutUrl } from '../auth/logout.ts';
import { nonceRenewalUrl, restNonce } from '../auth/nonce.ts';
import type { Session } from '../auth/session.ts';
import type { Host, HostEnv } from '../context.ts';
import { getCampaign, titleText, type CampaignRow } from '../model/campaign.ts';
import { isAdministrator } from '../model/users.ts';
import { cspHeader, newNonce } from '../page/csp.ts';
import { escapeHtml } from '../page/escape.ts';
import { giveP2PConfig } from '../page/render.ts';
import { REST_NAMESPACE, REST_PRETTY_PREFIX } from '../urls.ts';
import { addCampaignBody, handleAddCampaign } from './addCampaign.ts';
import { adminCampaignData } from './campaignAdmin.ts';
import { renderAdminMessage, renderAdminPage, type AdminConfig, type AdminPage } from './render.ts';
import {
  ADD_CAMPAIGN_PAGE,
  ADMIN_PATH,
  ADMIN_PHP,
  adminPagePath,
  CAMPAIGNS_PAGE,
  EDIT_CAMPAIGN_PAGE,
  editCampaignPath,
  type EditTab,
  loginRedirect,
} from './urls.ts';
import { requestLocale } from '../i18n/locales.ts';
import { ADMIN_HANDLE, scriptTranslations } from '../i18n/translations.ts';

export const NOT_ALLOWED = 'Sorry, you are not allowed to access this page.';

function headers(host: Host, nonce: string): Record<string, string> {
  const h: Record<string, string> = {
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    // wp-admin is never framed by another site.
    'X-Frame-Options': 'SAMEORIGIN',
  };
  if (host.options.csp) h['Content-Security-Policy'] = cspHeader(nonce);
  return h;
}

function adminConfig(
  host: Host & { plainPermalinks?: boolean },
  session: Session,
  origin: string,
  locale: string,
): AdminConfig {
  const apiRoot = host.plainPermalinks ? `${origin}/?rest_route=${REST_NAMESPACE}` : `${origin}${REST_PRETTY_PREFIX}`;
  return {
    ...giveP2PConfig(apiRoot, restNonce(host, session), host.options.maxUploadSize, {
      logoutUrl: logoutUrl(host.nonceSecret, session, origin, '/'),
      locale,
      nonceRenewalUrl: nonceRenewalUrl(origin),
    }),
    adminURL: `${origin}${ADMIN_PATH}`,
    campaignsPage: CAMPAIGNS_PAGE,
    editCampaignPage: EDIT_CAMPAIGN_PAGE,
    addCampaignPage: ADD_CAMPAIGN_PAGE,
  };
}

const TABS: ReadonlyArray<[EditTab, string]> = [
  ['settings', 'Settings'],
  ['teams', 'Teams'],
  ['fundraisers', 'Fundraisers'],
];

function toTab(value: string | undefined): EditTab {
  return value === 'teams' || value === 'fundraisers' ? value : 'settings';
}

/** "Edit campaign: <title>", View Campaign and the Settings | Teams | Fundraisers menu. */
function editHeader(campaign: CampaignRow, origin: string, tab: EditTab): string {
  const tabs = TABS.map(
    ([key, label]) =>
      `<li><a href="${escapeHtml(editCampaignPath(campaign.id, key))}"${key === tab ? ' aria-current="page"' : ''}>${label}</a></li>`,
  ).join('');
  return `<div class="p2p-edit-header">
<h1>Edit campaign: ${escapeHtml(titleText(campaign.campaign_title))}</h1>
<a class="page-title-action" href="${escapeHtml(`${origin}${campaign.base_url}/`)}">View Campaign</a>
</div>
<nav class="p2p-tabs" aria-label="Campaign sections"><ul>${tabs}</ul></nav>
`;
}

const STATUS_LABELS: Record<string, string> = { active: 'Active', inactive: 'Inactive', draft: 'Draft' };

function settingsSummary(campaign: CampaignRow, notice: string): string {
  const goal = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(
    campaign.campaign_goal,
  );
  const yesNo = (on: number) => (on === 1 ? 'Required' : 'Not required');
  return `${notice}<section class="p2p-settings" aria-labelledby="p2p-settings-title">
<h2 id="p2p-settings-title">Settings</h2>
<dl>
<dt>Title</dt><dd>${escapeHtml(titleText(campaign.campaign_title))}</dd>
<dt>Status</dt><dd>${escapeHtml(STATUS_LABELS[campaign.status] ?? campaign.status)}</dd>
<dt>Goal</dt><dd>${escapeHtml(goal)}</dd>
<dt>Address</dt><dd><code>${escapeHtml(campaign.base_url)}/</code></dd>
<dt>Team approvals</dt><dd>${yesNo(campaign.team_approvals)}</dd>
<dt>Fundraiser approvals</dt><dd>${yesNo(campaign.fundraiser_approvals)}</dd>
</dl>
<p class="description">Editing these settings is not part of the reference host; the Teams and Fundraisers tabs are.</p>
</section>
`;
}

type Guarded = { session: Session; origin: string } | Response;

/** auth_redirect() + current_user_can('manage_options'): 302 to the login page, or a 403 page. */
function guard(c: Context<HostEnv>, host: Host): Guarded {
  const session = c.get('session');
  const url = new URL(c.req.url);
  if (!session) return c.redirect(loginRedirect(`${url.pathname}${url.search}`), 302);
  if (!isAdministrator(session.user)) {
    return c.html(renderAdminMessage('Forbidden', NOT_ALLOWED), 403, headers(host, newNonce()));
  }
  return { session, origin: url.origin };
}

export function mountAdminPages(app: Hono<HostEnv>, host: Host & { plainPermalinks?: boolean }): void {
  const toList = (c: Context<HostEnv>) => c.redirect(adminPagePath(CAMPAIGNS_PAGE), 302);
  app.get(ADMIN_PATH, toList);
  app.get(ADMIN_PATH.slice(0, -1), toList);
  app.get(`${ADMIN_PATH}index.php`, toList);

  const page = (
    c: Context<HostEnv>,
    init: Omit<AdminPage, 'user' | 'logoutUrl'>,
    g: { session: Session; origin: string },
    status: 200 | 400 = 200,
  ) => {
    const nonce = init.app?.scriptNonce ?? newNonce();
    const html = renderAdminPage({
      ...init,
      user: g.session.user,
      logoutUrl: logoutUrl(host.nonceSecret, g.session, g.origin, '/'),
    });
    return c.html(html, status, headers(host, nonce));
  };

  app.get(ADMIN_PHP, (c) => {
    const g = guard(c, host);
    if (g instanceof Response) return g;
    const which = c.req.query('page');
    const app = (mount: { screen: 'campaigns' | 'teams' | 'fundraisers'; campaign?: unknown }) => ({
      mount,
      config: adminConfig(host, g.session, g.origin, requestLocale(host, c)),
      translations: scriptTranslations(requestLocale(host, c), ADMIN_HANDLE),
      scriptNonce: newNonce(),
      dev: host.options.dev,
    });
    if (which === 'p2p-campaigns') {
      return page(c, { title: 'P2P Campaigns', menu: 'campaigns', body: '', app: app({ screen: 'campaigns' }) }, g);
    }
    if (which === 'p2p-add-campaign') {
      return page(c, { title: 'Add Campaign', menu: 'add', body: addCampaignBody(host, g.session, {}) }, g);
    }
    if (which === 'p2p-edit-campaign') {
      const id = c.req.query('id') ?? '';
      const campaign = /^[1-9]\d{0,9}$/.test(id) ? getCampaign(host.db, Number(id)) : undefined;
      if (!campaign) {
        return c.html(
          renderAdminMessage('Campaign not found', 'This campaign does not exist. It may have been removed.'),
          404,
          headers(host, newNonce()),
        );
      }
      const tab = toTab(c.req.query('tab'));
      const header = editHeader(campaign, g.origin, tab);
      const title = `Edit campaign: ${titleText(campaign.campaign_title)}`;
      if (tab === 'settings') {
        const added = c.req.query('p2p-action') === 'campaign_added';
        const notice = added
          ? '<div class="notice notice-success" role="status"><p>New P2P Campaign added</p></div>\n'
          : '';
        return page(c, { title, menu: 'campaigns', body: header + settingsSummary(campaign, notice) }, g);
      }
      return page(
        c,
        {
          title,
          menu: 'campaigns',
          body: header,
          app: app({ screen: tab, campaign: adminCampaignData(campaign, g.origin) }),
        },
        g,
      );
    }
    return c.html(
      renderAdminMessage('Page not found', 'This admin page does not exist.'),
      404,
      headers(host, newNonce()),
    );
  });

  app.post(ADMIN_PHP, async (c) => {
    const g = guard(c, host);
    if (g instanceof Response) return g;
    if (c.req.query('page') !== 'p2p-add-campaign') return c.text('Method Not Allowed', 405);
    const result = await handleAddCampaign(c, host, g.session);
    if ('campaignId' in result) {
      return c.redirect(`${editCampaignPath(result.campaignId)}&p2p-action=campaign_added`, 303);
    }
    return page(c, { title: 'Add Campaign', menu: 'add', body: addCampaignBody(host, g.session, result) }, g, 400);
  });
}
