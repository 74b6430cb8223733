import type { Context } from 'hono';
import type { Session } from '../auth/session.ts';
import type { Host, HostEnv } from '../context.ts';
import { escapeHtml } from '../page/escape.ts';
import { createCampaign } from './campaignAdmin.ts';
import { formNonce, isValidFormNonce } from './formNonce.ts';
import { ADD_CAMPAIGN_PAGE, adminPagePath } from './urls.ts';

const ACTION = 'add-campaign';
const MAX_GOAL = 1_000_000_000_000;

export interface AddCampaignState {
  /** What was typed, printed back (escaped) after an error. */
  values?: { title: string; goal: string; status: string };
  errors?: { form?: string; title?: string; goal?: string; status?: string };
}

const fieldError = (id: string, message: string | undefined): string =>
  message ? `<p class="error" id="${id}-error">${escapeHtml(message)}</p>` : '';

const describedBy = (id: string, message: string | undefined): string =>
  message ? ` aria-describedby="${id}-error" aria-invalid="true"` : '';

/** The add-campaign form (the empty state's "Create Campaign" comes here). */
export function addCampaignBody(host: Host, session: Session, state: AddCampaignState): string {
  const v = state.values ?? { title: '', goal: '', status: 'active' };
  const e = state.errors ?? {};
  const checked = (status: string) => (v.status === status ? ' checked' : '');
  const summary = Object.values(e).some(Boolean)
    ? `<div class="notice notice-error" role="alert"><p>${escapeHtml(e.form ?? 'The campaign was not added. Check the fields below.')}</p></div>\n`
    : '';
  return `<h1>Add Campaign</h1>
${summary}<form method="post" action="${escapeHtml(adminPagePath(ADD_CAMPAIGN_PAGE))}" class="p2p-form" novalidate>
<input type="hidden" name="give-p2p-nonce" value="${escapeHtml(formNonce(host.nonceSecret, session, ACTION))}">
<label for="p2p-title">Campaign title</label>
<input type="text" id="p2p-title" name="title" required maxlength="200" value="${escapeHtml(v.title)}"${describedBy('p2p-title', e.title)}>
${fieldError('p2p-title', e.title)}
<label for="p2p-goal">Goal (whole dollars)</label>
<input type="text" inputmode="numeric" id="p2p-goal" name="goal" required value="${escapeHtml(v.goal)}"${describedBy('p2p-goal', e.goal)}>
${fieldError('p2p-goal', e.goal)}
<fieldset${describedBy('p2p-status', e.status)}>
<legend>Status</legend>
<label class="check"><input type="radio" name="status" value="active"${checked('active')}> Active</label>
<label class="check"><input type="radio" name="status" value="draft"${checked('draft')}> Draft</label>
</fieldset>
${fieldError('p2p-status', e.status)}
<button type="submit">Add Campaign</button>
</form>
`;
}

/** Nonce-checked POST: the new campaign's id, or the form state with its errors (values kept). */
export async function handleAddCampaign(
  c: Context<HostEnv>,
  host: Host,
  session: Session,
): Promise<{ campaignId: number } | AddCampaignState> {
  const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  const text = (key: string): string => (typeof body[key] === 'string' ? (body[key] as string) : '');
  const values = { title: text('title').trim(), goal: text('goal').trim(), status: text('status') || 'active' };
  if (!isValidFormNonce(host.nonceSecret, session, ACTION, body['give-p2p-nonce'])) {
    return { values, errors: { form: 'The link you followed has expired. Please try again.' } };
  }
  const errors: NonNullable<AddCampaignState['errors']> = {};
  if (!values.title) errors.title = 'Enter a campaign title.';
  else if (values.title.length > 200) errors.title = 'The title must be at most 200 characters.';
  const goal = /^\d{1,13}$/.test(values.goal) ? Number(values.goal) : Number.NaN;
  if (!(goal >= 1 && goal <= MAX_GOAL)) errors.goal = 'Enter the goal as a whole number of dollars, at least 1.';
  if (values.status !== 'active' && values.status !== 'draft') errors.status = 'Choose Active or Draft.';
  if (Object.keys(errors).length > 0) return { values, errors };
  return {
    campaignId: createCampaign(host.db, {
      title: values.title,
      goal,
      status: values.status === 'draft' ? 'draft' : 'active',
    }),
  };
}
