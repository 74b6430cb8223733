import { DEV_SERVER_ORIGIN, PLUGIN_DIST_PATH, versioned } from '../urls.ts';
import { escapeHtml, jsonAttr, scriptJson } from './escape.ts';
import type { PageData } from './data.ts';
import { htmlLanguageAttributes } from './direction.ts';
import { localeSettings } from '../i18n/locales.ts';
import { translationScripts, VISITOR_HANDLE } from '../i18n/translations.ts';
import type { GiveP2PConfig } from './config.ts';
import { socialTags, type SocialMeta } from './social.ts';
import { DEMO_FONT_URL } from '../static/demoFont.ts';

export function giveP2PConfig(
  apiRoot: string,
  apiNonce: string,
  maxUploadSize: number,
  extra: {
    logoutUrl?: string | undefined;
    locale?: string | undefined;
    nonceRenewalUrl?: string | undefined;
    features?: readonly string[] | undefined;
  } = {},
): GiveP2PConfig {
  return {
    apiRoot,
    apiNonce,
    ...localeSettings(extra.locale ?? 'en_US'),
    numberDecimals: 0,
    maxUploadSize,
    ...(extra.logoutUrl ? { logoutUrl: extra.logoutUrl } : {}),
    ...(extra.nonceRenewalUrl ? { nonceRenewalUrl: extra.nonceRenewalUrl } : {}),
    // The reference host implements the stats read (host/api/stats.ts).
    statsRead: true,
    // The fundraising tools (docs/fundraising-tools.md), printed as a JSON array as wp_json_encode would.
    ...(extra.features?.length ? { features: [...extra.features] } : {}),
  };
}

export interface HostPage {
  title: string;
  description: string;
  data: PageData;
  config: GiveP2PConfig;
  /** Nonce for the inline scripts (always printed; only enforced when the CSP header is sent). */
  scriptNonce: string;
  dev: boolean;
  /** Build files (relative to dist/) the first screen imports: announced as modulepreload. */
  modulePreloads?: readonly string[];
  /** The first screen's large image (the campaign cover): fetched with the HTML, not after the JS renders. */
  preloadImage?: string;
  /** Width in px of the theme's content column around the app (0 or absent: a full-width template). */
  themeColumn?: number;
  /** The link card (Open Graph, Twitter) for this page; absent: none printed. */
  social?: SocialMeta;
  /** Jed locale data for the visitor script's handle (null or absent: English, no wp-i18n). */
  translations?: unknown;
}

const stripTags = (html: string): string =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 300);

/**
 * `--dev`: Vite's backend integration with @vitejs/plugin-react, the React Refresh preamble, then Vite's client
 * and the entry (a path under the repository root) from the dev server. `nonce` is the page's escaped CSP nonce.
 */
export function viteDevScripts(nonce: string, entry: string): string {
  return [
    `<script type="module" nonce="${nonce}">import RefreshRuntime from '${DEV_SERVER_ORIGIN}/@react-refresh';`,
    'RefreshRuntime.injectIntoGlobalHook(window); window.$RefreshReg$ = () => {};',
    'window.$RefreshSig$ = () => (type) => type; window.__vite_plugin_react_preamble_installed__ = true;</script>',
    `<script type="module" src="${DEV_SERVER_ORIGIN}/@vite/client"></script>`,
    `<script type="module" src="${DEV_SERVER_ORIGIN}/${entry}"></script>`,
  ].join('\n');
}

function assets(page: HostPage): string {
  const nonce = escapeHtml(page.scriptNonce);
  if (page.dev) {
    return viteDevScripts(nonce, 'screens/main.tsx');
  }
  const preloads = (page.modulePreloads ?? [])
    .map((file) => `<link rel="modulepreload" href="${PLUGIN_DIST_PATH}/${escapeHtml(file)}">\n`)
    .join('');
  return `${preloads}<script type="module" src="${versioned('p2p.js')}"></script>`;
}

function imagePreload(page: HostPage): string {
  if (!page.preloadImage) return '';
  return `<link rel="preload" as="image" href="${escapeHtml(page.preloadImage)}" fetchpriority="high">\n`;
}

/** The campaign page as the plugin prints it: mount element with JSON data-* attributes, config, assets. */
export function renderHostPage(page: HostPage): string {
  const attrs = page.data.map(([name, value]) => ` data-${name}='${jsonAttr(value)}'`).join('');
  const stylesheet = page.dev ? '' : `<link rel="stylesheet" href="${versioned('p2p.css')}">\n`;
  // The theme's font is preloaded: with `font-display: optional` only a font that is in by first paint is used.
  const theme = `<link rel="stylesheet" href="/host-assets/theme.css${page.themeColumn ? `?column=${page.themeColumn}` : ''}">
<link rel="preload" href="${DEMO_FONT_URL}" as="font" type="font/woff2" crossorigin>\n`;
  return `<!DOCTYPE html>
<html ${htmlLanguageAttributes(page.config.locale)}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(page.title)}</title>
<meta name="description" content="${escapeHtml(stripTags(page.description))}">
${page.social ? socialTags(page.social) : ''}<link rel="icon" href="/favicon.svg" type="image/svg+xml">
${theme}${stylesheet}${imagePreload(page)}</head>
<body>
<main class="site-main">
<div id="p2p-app"${attrs}></div>
</main>
<script nonce="${escapeHtml(page.scriptNonce)}">window.GiveP2P = ${scriptJson(page.config)};</script>
${translationScripts(page.translations, VISITOR_HANDLE, escapeHtml(page.scriptNonce))}${assets(page)}
</body>
</html>
`;
}

/**
 * A plain page for errors and small host tools, in the site's language (`locale`: `<html lang dir>`; the caller
 * prints the text in it). `mainLabel` names the page's main landmark: a page shown in a frame of another page
 * (the donation form) needs one, or axe sees two unnamed main landmarks on the visitor's page (landmark-unique).
 */
export function renderSimplePage(
  title: string,
  bodyHtml: string,
  options: { locale: string; scripts?: readonly string[]; mainLabel?: string },
): string {
  const { locale, scripts = [], mainLabel } = options;
  const tags = scripts.map((src) => `<script src="${escapeHtml(src)}"></script>\n`).join('');
  return `<!DOCTYPE html>
<html ${htmlLanguageAttributes(locale)}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/host-assets/host.css">
</head>
<body>
<main${mainLabel ? ` aria-label="${escapeHtml(mainLabel)}"` : ''}>
${bodyHtml}
</main>
${tags}</body>
</html>
`;
}
