import type { SessionUser } from '../auth/session.ts';
import { escapeHtml, jsonAttr, scriptJson } from '../page/escape.ts';
import type { GiveP2PConfig } from '../page/config.ts';
import { htmlLanguageAttributes } from '../page/direction.ts';
import { ADMIN_HANDLE, translationScripts } from '../i18n/translations.ts';
import { coreText } from '../i18n/coreText.ts';
import { siteText } from '../i18n/siteText.ts';
import { sprintf } from '@wordpress/i18n';
import { OUTBOX_PATH, versioned } from '../urls.ts';
import { viteDevScripts } from '../page/render.ts';
import { ADD_CAMPAIGN_PAGE, adminPagePath, CAMPAIGNS_PAGE } from './urls.ts';

/** window.GiveP2P on admin pages: the visitor fields plus the admin page addresses (adminConfigSchema). */
export interface AdminConfig extends GiveP2PConfig {
  adminURL: string;
  campaignsPage: string;
  editCampaignPage: string;
  addCampaignPage: string;
}

export interface AdminMount {
  screen: 'campaigns' | 'teams' | 'fundraisers';
  /** data-campaign (teams and fundraisers only). */
  campaign?: unknown;
}

export interface AdminPage {
  /** The site's language (or the test cookie's): `<html lang dir>` and the chrome's text. */
  locale: string;
  title: string;
  user: SessionUser;
  /** Which menu item is current. */
  menu: 'campaigns' | 'add';
  /** Trusted HTML above the mount (every interpolated value escaped by the caller). */
  body: string;
  /** The React app's mount and its config; absent on server-rendered pages (settings, add campaign, errors). */
  app?: { mount: AdminMount; config: AdminConfig; scriptNonce: string; dev: boolean; translations?: unknown };
  logoutUrl: string;
}

function appAssets(app: NonNullable<AdminPage['app']>): string {
  const nonce = escapeHtml(app.scriptNonce);
  const config = `<script nonce="${nonce}">window.GiveP2P = ${scriptJson(app.config)};</script>\n${translationScripts(app.translations, ADMIN_HANDLE, nonce)}`;
  if (app.dev) {
    return `${config}\n${viteDevScripts(nonce, 'screens/admin/main.tsx')}`;
  }
  return `${config}\n<script type="module" src="${versioned('p2p-admin.js')}"></script>`;
}

function mountElement(mount: AdminMount): string {
  const campaign = mount.campaign === undefined ? '' : ` data-campaign='${jsonAttr(mount.campaign)}'`;
  return `<div id="give-p2p-campaigns-app" data-screen="${escapeHtml(mount.screen)}"${campaign}></div>`;
}

const menuLink = (href: string, label: string, current: boolean): string =>
  `<li><a href="${escapeHtml(href)}"${current ? ' aria-current="page"' : ''}>${escapeHtml(label)}</a></li>`;

/** A wp-admin page: admin bar, side menu, then the page body and (for the React screens) the mount. */
export function renderAdminPage(page: AdminPage): string {
  const core = coreText(page.locale);
  const text = siteText(page.locale);
  const name = `${page.user.first_name} ${page.user.last_name}`.trim() || page.user.username;
  const stylesheet = page.app && !page.app.dev ? `<link rel="stylesheet" href="${versioned('p2p-admin.css')}">\n` : '';
  const logOut = `<a href="${escapeHtml(page.logoutUrl)}">${escapeHtml(core('Log Out'))}</a>`;
  // The plugin's add_menu_page() / add_submenu_page() titles.
  const campaignsMenu = text.__('P2P Campaigns');
  const addMenu = text.__('Add Campaign');
  return `<!DOCTYPE html>
<html ${htmlLanguageAttributes(page.locale)}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(page.title)} ‹ ${escapeHtml(core('Reference host'))} — WordPress</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/host-assets/admin.css">
${stylesheet}</head>
<body class="wp-admin">
<a class="skip-link" href="#wpbody">${escapeHtml(core('Skip to main content'))}</a>
<header id="wpadminbar">
<a href="/">${escapeHtml(core('Reference host'))}</a>
<span class="howdy">${escapeHtml(sprintf(core('Howdy, %s'), name))} · ${logOut}</span>
</header>
<div id="wpwrap">
<nav id="adminmenu" aria-label="${escapeHtml(core('Main menu'))}">
<ul>
${menuLink(adminPagePath(CAMPAIGNS_PAGE), campaignsMenu, page.menu === 'campaigns')}
${menuLink(adminPagePath(ADD_CAMPAIGN_PAGE), addMenu, page.menu === 'add')}
${menuLink(OUTBOX_PATH, core('Outbox'), false)}
</ul>
</nav>
<main id="wpbody" tabindex="-1">
${page.body}${page.app ? mountElement(page.app.mount) : ''}
</main>
</div>
${page.app ? appAssets(page.app) : ''}
</body>
</html>
`;
}

/** A WordPress-style message page (wp_die): 403 "not allowed", 404 unknown campaign. Title and message: text. */
export function renderAdminMessage(locale: string, title: string, message: string): string {
  const core = coreText(locale);
  return `<!DOCTYPE html>
<html ${htmlLanguageAttributes(locale)}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(title)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/host-assets/admin.css">
</head>
<body class="wp-die">
<main id="error-page">
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
<p><a href="/">${escapeHtml(core('Go to the site'))}</a></p>
</main>
</body>
</html>
`;
}
