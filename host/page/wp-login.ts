import type { Context, Hono } from 'hono';
import { safeRedirectTarget } from '../auth/logout.ts';
import { sprintf } from '@wordpress/i18n';
import { authLimitMinutes, peerAddressOf, recordAuthAttempt } from '../auth/rateLimit.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../auth/password.ts';
import { startSession } from '../api/call.ts';
import type { Host, HostEnv } from '../context.ts';
import { getCampaign, listCampaigns, titleText, type CampaignRow } from '../model/campaign.ts';
import { checkResetKey, spendResetKey, type ResetKeyProblem } from '../model/passwordResets.ts';
import { findUserByHandle } from '../model/users.ts';
import { coreText, type CoreText } from '../i18n/coreText.ts';
import { requestLocale } from '../i18n/locales.ts';
import { escapeHtml } from './escape.ts';
import { renderSimplePage } from './render.ts';

/*
 * The reference host's wp-login.php: on a WordPress site this page belongs to WordPress, but the demo must
 * finish the journeys that lead here: the password-reset link mailed by send-password-reset-email
 * (?action=rp&key=…&login=…) and a plain login form (for links that send a visitor to WordPress's login).
 * Its text is WordPress core's, in the site's language from the host's table of core strings (i18n/coreText.ts),
 * not the plugin's text domain. The constants below are the English.
 */

export const WP_LOGIN_PATH = '/wp-login.php';

/** Same rule and wording as registration (SPEC 5). */
export const MIN_PASSWORD = 6;

/** The longest password the reset form takes. */
const MAX_PASSWORD = 200;

export const RESET_PROBLEMS = {
  invalid: 'Your password reset link appears to be invalid. Please request a new link.',
  expired: 'Your password reset link has expired. Please request a new link.',
  used: 'This password reset link has already been used. Log in with your new password, or request a new link.',
} as const satisfies Record<ResetKeyProblem, string>;

export const LOGIN_FAILED = 'Invalid username or password.';

/** The page's language and its core text, for one request. */
interface Lang {
  locale: string;
  core: CoreText;
}

const langOf = (c: Context<HostEnv>, host: Host): Lang => {
  const locale = requestLocale(host, c);
  return { locale, core: coreText(locale) };
};

/** A count in the site's number format (6, not a hard-coded digit). */
const count = (lang: Lang, n: number): string => new Intl.NumberFormat(lang.locale.replace(/_/g, '-')).format(n);

const HEADERS = {
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
  // The key is in the address: it must not leave in a Referer header (WordPress moves it into a cookie instead).
  'Referrer-Policy': 'no-referrer',
  // Nobody should draw a password form inside their own page.
  'X-Frame-Options': 'DENY',
};

function html(
  c: Context<HostEnv>,
  lang: Lang,
  title: string,
  body: string,
  status: 200 | 400 | 403 | 409 | 429 = 200,
): Response {
  return c.html(renderSimplePage(title, body, { locale: lang.locale }), status, HEADERS);
}

const firstCampaign = (host: Host): CampaignRow | undefined => listCampaigns(host.db)[0];

function errorBlock(message: string): string {
  return message ? `<p class="error" role="alert" id="form-error">${escapeHtml(message)}</p>` : '';
}

function lostPasswordHref(campaign: CampaignRow | undefined): string {
  return campaign ? `${campaign.base_url}/lost-password/` : '/';
}

function loginHref(campaign: CampaignRow | undefined): string {
  return campaign ? `${campaign.base_url}/login/` : WP_LOGIN_PATH;
}

/** WordPress's "Go to <site>" under its login pages, here back to the campaign the reset was asked from. */
function backToCampaign(lang: Lang, campaign: CampaignRow | undefined): string {
  if (!campaign) return '';
  const text = sprintf(lang.core('Back to %s'), titleText(campaign.campaign_title));
  return `\n<p class="back"><a href="${escapeHtml(campaign.base_url)}/">${escapeHtml(text)}</a></p>`;
}

// ---- Login -------------------------------------------------------------------------------------------------

function loginForm(host: Host, lang: Lang, values: { log: string; redirectTo: string }, error = ''): string {
  const { core } = lang;
  const described = error ? ' aria-describedby="form-error"' : '';
  const invalid = error ? ' aria-invalid="true"' : '';
  return `<h1>${escapeHtml(core('Log in'))}</h1>
${errorBlock(error)}
<form method="post" action="${WP_LOGIN_PATH}" novalidate${described}>
<label for="user_login">${escapeHtml(core('Username or Email Address'))}</label>
<input id="user_login" name="log" type="text" autocomplete="username" required maxlength="254" value="${escapeHtml(values.log)}"${invalid}>
<label for="user_pass">${escapeHtml(core('Password'))}</label>
<input id="user_pass" name="pwd" type="password" autocomplete="current-password" required${invalid}>
<input type="hidden" name="redirect_to" value="${escapeHtml(values.redirectTo)}">
<button type="submit">${escapeHtml(core('Log In'))}</button>
</form>
<p><a href="${escapeHtml(lostPasswordHref(firstCampaign(host)))}">${escapeHtml(core('Lost your password?'))}</a></p>`;
}

const field = (form: Record<string, unknown>, name: string): string =>
  typeof form[name] === 'string' ? (form[name] as string) : '';

/** A POST from another site's page is refused: nobody may sign a visitor in (or out) from elsewhere. */
function crossSite(c: Context<HostEnv>): boolean {
  const from = c.req.header('origin');
  return from !== undefined && from !== 'null' && from !== new URL(c.req.url).origin;
}

async function login(c: Context<HostEnv>, host: Host): Promise<Response> {
  const origin = new URL(c.req.url).origin;
  const lang = langOf(c, host);
  const { core } = lang;
  const form = await c.req.parseBody();
  const values = { log: field(form, 'log').trim(), redirectTo: field(form, 'redirect_to') };
  const page = (error: string, status: 400 | 403 | 429) =>
    html(c, lang, core('Log in'), loginForm(host, lang, values, error), status);
  if (crossSite(c)) return page(core('This form was sent from another site.'), 403);
  const password = field(form, 'pwd');
  if (!values.log || !password) return page(core('Enter your username or email address and your password.'), 400);
  // The same limit as the REST login (auth/rateLimit.ts): failed attempts per account and per address.
  const keys = { account: values.log, address: peerAddressOf(c) };
  const minutes = authLimitMinutes(host, 'login', keys);
  if (minutes !== null) {
    const wait = new Intl.NumberFormat(lang.locale.replace(/_/g, '-'), {
      style: 'unit',
      unit: 'minute',
      unitDisplay: 'long',
    }).format(minutes);
    return page(sprintf(core('Too many failed login attempts. Please try again in %s.'), wait), 429);
  }
  const user = findUserByHandle(host.db, values.log);
  // An unknown account costs the same time as a wrong password, and gets the same answer.
  const ok = await verifyPassword(password, user?.password_hash ?? (await dummyPasswordHash()));
  if (!user || !ok) {
    recordAuthAttempt(host, 'login', keys);
    return page(core(LOGIN_FAILED), 400);
  }
  startSession({ c, host, session: c.get('session'), input: {}, origin }, user.id);
  return c.redirect(safeRedirectTarget(host, origin, values.redirectTo), 302);
}

// ---- Password reset ----------------------------------------------------------------------------------------

function problemPage(c: Context<HostEnv>, host: Host, problem: ResetKeyProblem): Response {
  const lang = langOf(c, host);
  const { core } = lang;
  const campaign = firstCampaign(host);
  const requestLink = `<a href="${escapeHtml(lostPasswordHref(campaign))}">${escapeHtml(core('Request a new link'))}</a>`;
  const links =
    problem === 'used'
      ? `<a href="${escapeHtml(loginHref(campaign))}">${escapeHtml(core('Log in'))}</a> · ${requestLink}`
      : requestLink;
  return html(
    c,
    lang,
    core('Password reset'),
    `<h1>${escapeHtml(core('Password reset'))}</h1>
${errorBlock(core(RESET_PROBLEMS[problem]))}
<p>${links}</p>${backToCampaign(lang, campaign)}`,
    problem === 'invalid' ? 403 : 409,
  );
}

function resetForm(
  lang: Lang,
  campaign: CampaignRow | undefined,
  key: string,
  login: string,
  error = '',
  errorField: 'pass1' | 'pass2' | '' = '',
): string {
  const { core } = lang;
  const fieldAria = (name: 'pass1' | 'pass2') =>
    errorField === name ? ' aria-invalid="true" aria-describedby="form-error"' : ' aria-describedby="pass-hint"';
  // The sentence is escaped as text, then the account name goes in as markup (escaped itself) at its marker.
  const MARK = '\u0000';
  const hint = escapeHtml(
    sprintf(core('Enter a new password for %1$s: at least %2$s characters.'), MARK, count(lang, MIN_PASSWORD)),
  ).replace(MARK, () => `<strong>${escapeHtml(login)}</strong>`);
  return `<h1>${escapeHtml(core('Reset your password'))}</h1>
${errorBlock(error)}
<p id="pass-hint">${hint}</p>
<form method="post" action="${WP_LOGIN_PATH}?action=resetpass" novalidate>
<input type="hidden" name="rp_key" value="${escapeHtml(key)}">
<input type="hidden" name="login" value="${escapeHtml(login)}">
<label for="pass1">${escapeHtml(core('New password'))}</label>
<input id="pass1" name="pass1" type="password" autocomplete="new-password" required minlength="${MIN_PASSWORD}" maxlength="${MAX_PASSWORD}"${fieldAria('pass1')}>
<label for="pass2">${escapeHtml(core('Confirm new password'))}</label>
<input id="pass2" name="pass2" type="password" autocomplete="new-password" required minlength="${MIN_PASSWORD}" maxlength="${MAX_PASSWORD}"${fieldAria('pass2')}>
<button type="submit">${escapeHtml(core('Save Password'))}</button>
</form>${backToCampaign(lang, campaign)}`;
}

function showReset(c: Context<HostEnv>, host: Host): Response {
  const key = c.req.query('key') ?? '';
  const login = c.req.query('login') ?? '';
  const check = checkResetKey(host.db, login, key);
  if (!check.ok) return problemPage(c, host, check.problem);
  const lang = langOf(c, host);
  const campaign = getCampaign(host.db, check.row.campaign_id) ?? firstCampaign(host);
  return html(c, lang, lang.core('Reset your password'), resetForm(lang, campaign, key, login));
}

function passwordProblem(
  lang: Lang,
  pass1: string,
  pass2: string,
): { message: string; field: 'pass1' | 'pass2' } | null {
  const { core } = lang;
  if (pass1.length < MIN_PASSWORD) {
    return {
      message: sprintf(core('Password must have at least %s characters'), count(lang, MIN_PASSWORD)),
      field: 'pass1',
    };
  }
  if (pass1.length > MAX_PASSWORD) {
    return {
      message: sprintf(core('Password must be at most %s characters.'), count(lang, MAX_PASSWORD)),
      field: 'pass1',
    };
  }
  if (pass1 !== pass2) return { message: core('The passwords do not match'), field: 'pass2' };
  return null;
}

async function saveReset(c: Context<HostEnv>, host: Host): Promise<Response> {
  const form = await c.req.parseBody();
  const key = field(form, 'rp_key');
  const login = field(form, 'login');
  const check = checkResetKey(host.db, login, key);
  if (!check.ok) return problemPage(c, host, check.problem);
  const lang = langOf(c, host);
  const { core } = lang;
  const pass1 = field(form, 'pass1');
  const problem = passwordProblem(lang, pass1, field(form, 'pass2'));
  const campaign = getCampaign(host.db, check.row.campaign_id) ?? firstCampaign(host);
  if (problem) {
    const page = resetForm(lang, campaign, key, login, problem.message, problem.field);
    return html(c, lang, core('Reset your password'), page, 400);
  }
  const hash = await hashPassword(pass1);
  // Two tabs may race; the key is spent once, and the loser sees "already used".
  if (!spendResetKey(host.db, check.row, hash)) return problemPage(c, host, 'used');
  return html(
    c,
    lang,
    core('Password reset'),
    `<h1>${escapeHtml(core('Password reset'))}</h1>
<p class="thanks" role="status">${escapeHtml(core('Your password has been reset.'))}</p>
<p><a class="button" href="${escapeHtml(loginHref(campaign))}">${escapeHtml(core('Log in'))}</a></p>${backToCampaign(lang, campaign)}`,
  );
}

/** GET/POST /wp-login.php: the login form, and ?action=rp (reset form) / ?action=resetpass (its POST). */
export function mountWpLogin(app: Hono<HostEnv>, host: Host): void {
  app.get(WP_LOGIN_PATH, (c) => {
    const action = c.req.query('action') ?? 'login';
    if (action === 'rp' || action === 'resetpass') return showReset(c, host);
    const origin = new URL(c.req.url).origin;
    const redirectTo = safeRedirectTarget(host, origin, c.req.query('redirect_to'));
    const lang = langOf(c, host);
    return html(c, lang, lang.core('Log in'), loginForm(host, lang, { log: '', redirectTo }));
  });
  app.post(WP_LOGIN_PATH, (c) => {
    const action = c.req.query('action') ?? 'login';
    if (action === 'rp' || action === 'resetpass') return saveReset(c, host);
    return login(c, host);
  });
}
