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
import { sprintf } from '@wordpress/i18n';
import { coreText } from '../i18n/coreText.ts';
import { localeSettings, requestLocale } from '../i18n/locales.ts';
import { siteText, type SiteText } from '../i18n/siteText.ts';
import { ADMIN_HANDLE, scriptTranslations } from '../i18n/translations.ts';

/** window.GiveP2P.features on admin pages only: the lists' extra requests (docs/fundraising-tools.md). */
const LIST_EXTRAS = 'list-extras';

/** WordPress core's answer (wp_die) to a user without the capability, in English. */
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
      // 'list-extras' (docs/fundraising-tools.md): the admin lists' search, Raised sort and No team, which the
      // host's admin calls always answer, whatever --features says about the fundraising tools.
      features: [...host.features, LIST_EXTRAS],
    }),
    adminURL: `${origin}${ADMIN_PATH}`,
    campaignsPage: CAMPAIGNS_PAGE,
    editCampaignPage: EDIT_CAMPAIGN_PAGE,
    addCampaignPage: ADD_CAMPAIGN_PAGE,
  };
}

/** The edit page's tabs, labelled as the plugin's edit screen labels them. */
const tabs = (text: SiteText): ReadonlyArray<[EditTab, string]> => [
  ['settings', text.__('Settings')],
  ['teams', text.__('Teams')],
  ['fundraisers', text.__('Fundraisers')],
];

function toTab(value: string | undefined): EditTab {
  return value === 'teams' || value === 'fundraisers' ? value : 'settings';
}

/** The edit page's heading and `<title>`: "Edit campaign: <title>". */
function editTitle(text: SiteText, campaign: CampaignRow): string {
  // translators: %s: the campaign's title
  return sprintf(text.__('Edit campaign: %s'), titleText(campaign.campaign_title));
}

/** "Edit campaign: <title>", View Campaign and the Settings | Teams | Fundraisers menu. */
function editHeader(text: SiteText, campaign: CampaignRow, origin: string, tab: EditTab): string {
  const items = tabs(text)
    .map(
      ([key, label]) =>
        `<li><a href="${escapeHtml(editCampaignPath(campaign.id, key))}"${key === tab ? ' aria-current="page"' : ''}>${escapeHtml(label)}</a></li>`,
    )
    .join('');
  return `<div class="p2p-edit-header">
<h1>${escapeHtml(editTitle(text, campaign))}</h1>
<a class="page-title-action" href="${escapeHtml(`${origin}${campaign.base_url}/`)}">${escapeHtml(text.__('View Campaign'))}</a>
</div>
<nav class="p2p-tabs" aria-label="${escapeHtml(text.__('Campaign sections'))}"><ul>${items}</ul></nav>
`;
}

function statusLabel(text: SiteText, status: string): string {
  if (status === 'active') return text._x('Active', 'campaign status');
  if (status === 'inactive') return text._x('Inactive', 'campaign status');
  if (status === 'draft') return text._x('Draft', 'campaign status');
  return status;
}

/** A whole amount in the site's currency and number format (GiveWP's settings: $150,000, 150.000 €, 150,000 ₪). */
function formatGoal(locale: string, amount: number): string {
  const { currency } = localeSettings(locale);
  const lang = /^[A-Za-z]{2,3}(_[A-Za-z0-9]+)*$/.test(locale) ? locale.replace(/_/g, '-') : 'en-US';
  const options = { style: 'currency', currency, maximumFractionDigits: 0 } as const;
  try {
    return new Intl.NumberFormat(lang, options).format(amount);
  } catch {
    return new Intl.NumberFormat('en-US', options).format(amount);
  }
}

/** The settings tab: the host's read-only stand-in for the plugin's settings form (its labels are the plugin's). */
function settingsSummary(text: SiteText, locale: string, campaign: CampaignRow, notice: string): string {
  const core = coreText(locale);
  const yesNo = (on: number) => (on === 1 ? text.__('Required') : text.__('Not required'));
  const row = (term: string, detail: string) => `<dt>${escapeHtml(term)}</dt><dd>${detail}</dd>`;
  return `${notice}<section class="p2p-settings" aria-labelledby="p2p-settings-title">
<h2 id="p2p-settings-title">${escapeHtml(text.__('Settings'))}</h2>
<dl>
${row(text.__('Title'), escapeHtml(titleText(campaign.campaign_title)))}
${row(text.__('Status'), escapeHtml(statusLabel(text, campaign.status)))}
${row(text._x('Goal', 'amount'), escapeHtml(formatGoal(locale, campaign.campaign_goal)))}
${row(text.__('Address'), `<code dir="ltr">${escapeHtml(campaign.base_url)}/</code>`)}
${row(text.__('Team approvals'), escapeHtml(yesNo(campaign.team_approvals)))}
${row(text.__('Fundraiser approvals'), escapeHtml(yesNo(campaign.fundraiser_approvals)))}
</dl>
<p class="description">${escapeHtml(core('Editing these settings is not part of the reference host; the Teams and Fundraisers tabs are.'))}</p>
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
    const locale = requestLocale(host, c);
    const core = coreText(locale);
    return c.html(renderAdminMessage(locale, core('Forbidden'), core(NOT_ALLOWED)), 403, headers(host, newNonce()));
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
    init: Omit<AdminPage, 'user' | 'logoutUrl' | 'locale'>,
    g: { session: Session; origin: string },
    status: 200 | 400 = 200,
  ) => {
    const nonce = init.app?.scriptNonce ?? newNonce();
    const html = renderAdminPage({
      ...init,
      locale: requestLocale(host, c),
      user: g.session.user,
      logoutUrl: logoutUrl(host.nonceSecret, g.session, g.origin, '/'),
    });
    return c.html(html, status, headers(host, nonce));
  };

  app.get(ADMIN_PHP, (c) => {
    const g = guard(c, host);
    if (g instanceof Response) return g;
    const which = c.req.query('page');
    const locale = requestLocale(host, c);
    const text = siteText(locale);
    const core = coreText(locale);
    const app = (mount: { screen: 'campaigns' | 'teams' | 'fundraisers'; campaign?: unknown }) => ({
      mount,
      config: adminConfig(host, g.session, g.origin, locale),
      translations: scriptTranslations(locale, ADMIN_HANDLE),
      scriptNonce: newNonce(),
      dev: host.options.dev,
    });
    if (which === 'p2p-campaigns') {
      const title = text.__('P2P Campaigns');
      return page(c, { title, menu: 'campaigns', body: '', app: app({ screen: 'campaigns' }) }, g);
    }
    if (which === 'p2p-add-campaign') {
      const body = addCampaignBody(host, g.session, locale, {});
      return page(c, { title: text.__('Add Campaign'), menu: 'add', body }, g);
    }
    if (which === 'p2p-edit-campaign') {
      const id = c.req.query('id') ?? '';
      const campaign = /^[1-9]\d{0,9}$/.test(id) ? getCampaign(host.db, Number(id)) : undefined;
      if (!campaign) {
        return c.html(
          renderAdminMessage(
            locale,
            text.__('Campaign not found'),
            text.__('This campaign does not exist. It may have been removed.'),
          ),
          404,
          headers(host, newNonce()),
        );
      }
      const tab = toTab(c.req.query('tab'));
      const header = editHeader(text, campaign, g.origin, tab);
      const title = editTitle(text, campaign);
      if (tab === 'settings') {
        const added = c.req.query('p2p-action') === 'campaign_added';
        const notice = added
          ? `<div class="notice notice-success" role="status"><p>${escapeHtml(text.__('New P2P Campaign added'))}</p></div>\n`
          : '';
        const body = header + settingsSummary(text, locale, campaign, notice);
        return page(c, { title, menu: 'campaigns', body }, g);
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
      renderAdminMessage(locale, core('Page not found'), core('This admin page does not exist.')),
      404,
      headers(host, newNonce()),
    );
  });

  app.post(ADMIN_PHP, async (c) => {
    const g = guard(c, host);
    if (g instanceof Response) return g;
    if (c.req.query('page') !== 'p2p-add-campaign') return c.text('Method Not Allowed', 405);
    const locale = requestLocale(host, c);
    const result = await handleAddCampaign(c, host, g.session, locale);
    if ('campaignId' in result) {
      return c.redirect(`${editCampaignPath(result.campaignId)}&p2p-action=campaign_added`, 303);
    }
    const body = addCampaignBody(host, g.session, locale, result);
    return page(c, { title: siteText(locale).__('Add Campaign'), menu: 'add', body }, g, 400);
  });
}
