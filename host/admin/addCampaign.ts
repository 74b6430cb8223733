import type { Context } from 'hono';
import type { Session } from '../auth/session.ts';
import type { Host, HostEnv } from '../context.ts';
import { sprintf } from '@wordpress/i18n';
import { coreText } from '../i18n/coreText.ts';
import { localeSettings } from '../i18n/locales.ts';
import { siteText } from '../i18n/siteText.ts';
import { escapeHtml } from '../page/escape.ts';
import { createCampaign } from './campaignAdmin.ts';
import { formNonce, isValidFormNonce } from './formNonce.ts';
import { ADD_CAMPAIGN_PAGE, adminPagePath } from './urls.ts';

const ACTION = 'add-campaign';
const MAX_GOAL = 1_000_000_000_000;
const MAX_TITLE = 200;

export interface AddCampaignState {
  /** What was typed, printed back (escaped) after an error. */
  values?: { title: string; goal: string; status: string };
  /** The problems, as text in the site's language. */
  errors?: { form?: string; title?: string; goal?: string; status?: string };
}

const fieldError = (id: string, message: string | undefined): string =>
  message ? `<p class="error" id="${id}-error">${escapeHtml(message)}</p>` : '';

const describedBy = (id: string, message: string | undefined): string =>
  message ? ` aria-describedby="${id}-error" aria-invalid="true"` : '';

/** The add-campaign form (the empty state's "Create Campaign" comes here), in the site's language. */
export function addCampaignBody(host: Host, session: Session, locale: string, state: AddCampaignState): string {
  const text = siteText(locale);
  const v = state.values ?? { title: '', goal: '', status: 'active' };
  const e = state.errors ?? {};
  const checked = (status: string) => (v.status === status ? ' checked' : '');
  const problem = e.form ?? text.__('The campaign was not added. Check the fields below.');
  const summary = Object.values(e).some(Boolean)
    ? `<div class="notice notice-error" role="alert"><p>${escapeHtml(problem)}</p></div>\n`
    : '';
  const { currency } = localeSettings(locale);
  // translators: %s: the site's currency code (USD, EUR)
  const goalLabel = sprintf(text.__('Goal in %s (a whole amount)'), currency);
  const heading = escapeHtml(text.__('Add Campaign'));
  return `<h1>${heading}</h1>
${summary}<form method="post" action="${escapeHtml(adminPagePath(ADD_CAMPAIGN_PAGE))}" class="p2p-form" novalidate>
<input type="hidden" name="give-p2p-nonce" value="${escapeHtml(formNonce(host.nonceSecret, session, ACTION))}">
<label for="p2p-title">${escapeHtml(text.__('Campaign title'))}</label>
<input type="text" id="p2p-title" name="title" required maxlength="${MAX_TITLE}" value="${escapeHtml(v.title)}"${describedBy('p2p-title', e.title)}>
${fieldError('p2p-title', e.title)}
<label for="p2p-goal">${escapeHtml(goalLabel)}</label>
<input type="text" inputmode="numeric" id="p2p-goal" name="goal" required value="${escapeHtml(v.goal)}"${describedBy('p2p-goal', e.goal)}>
${fieldError('p2p-goal', e.goal)}
<fieldset${describedBy('p2p-status', e.status)}>
<legend>${escapeHtml(text.__('Status'))}</legend>
<label class="check"><input type="radio" name="status" value="active"${checked('active')}> ${escapeHtml(text._x('Active', 'campaign status'))}</label>
<label class="check"><input type="radio" name="status" value="draft"${checked('draft')}> ${escapeHtml(text._x('Draft', 'campaign status'))}</label>
</fieldset>
${fieldError('p2p-status', e.status)}
<button type="submit">${heading}</button>
</form>
`;
}

/** Nonce-checked POST: the new campaign's id, or the form state with its errors (values kept). */
export async function handleAddCampaign(
  c: Context<HostEnv>,
  host: Host,
  session: Session,
  locale: string,
): Promise<{ campaignId: number } | AddCampaignState> {
  const text = siteText(locale);
  const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  const field = (key: string): string => (typeof body[key] === 'string' ? (body[key] as string) : '');
  const values = { title: field('title').trim(), goal: field('goal').trim(), status: field('status') || 'active' };
  if (!isValidFormNonce(host.nonceSecret, session, ACTION, body['give-p2p-nonce'])) {
    // check_admin_referer() fails with WordPress core's wp_nonce_ays() message.
    return { values, errors: { form: coreText(locale)('The link you followed has expired. Please try again.') } };
  }
  const errors: NonNullable<AddCampaignState['errors']> = {};
  if (!values.title) errors.title = text.__('Enter a campaign title.');
  else if (values.title.length > MAX_TITLE) {
    // translators: %s: the most characters a campaign title may have (200)
    errors.title = sprintf(text.__('The title must be at most %s characters.'), String(MAX_TITLE));
  }
  const goal = /^\d{1,13}$/.test(values.goal) ? Number(values.goal) : Number.NaN;
  if (!(goal >= 1 && goal <= MAX_GOAL)) errors.goal = text.__('Enter the goal as a whole number, at least 1.');
  if (values.status !== 'active' && values.status !== 'draft') errors.status = text.__('Choose Active or Draft.');
  if (Object.keys(errors).length > 0) return { values, errors };
  return {
    campaignId: createCampaign(host.db, {
      title: values.title,
      goal,
      status: values.status === 'draft' ? 'draft' : 'active',
    }),
  };
}
