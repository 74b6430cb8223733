import type { Context, Hono } from 'hono';
import * as v from 'valibot';
import type { Host, HostEnv } from '../context.ts';
import { getCampaign, isVisibleTo, titleText, type CampaignRow } from '../model/campaign.ts';
import { recordDonation } from '../model/donations.ts';
import { notifyGift } from '../model/notices.ts';
import { ANONYMOUS } from '../model/totals.ts';
import { isValidEmail } from '../api/validate.ts';
import { canViewFundraiser, getFundraiser } from '../model/fundraisers.ts';
import { canViewTeam, getTeam } from '../model/teams.ts';
import { escapeHtml } from '../page/escape.ts';
import { renderSimplePage } from '../page/render.ts';
import { DEFAULT_LOCALE } from '../i18n/translations.ts';
import { DONATION_FORM_PATH, donationFormUrl } from '../urls.ts';

interface Target {
  campaign: CampaignRow;
  campaignId: number;
  teamId: number | null;
  fundraiserId: number | null;
  label: string;
}

const positive = (x: string | undefined): number | null => (x && /^[1-9][0-9]{0,9}$/.test(x) ? Number(x) : null);

/** The campaign, team or fundraiser a donation is for, if the viewer may give to it. */
function resolveTarget(host: Host, c: Context<HostEnv>, q: Record<string, string | undefined>): Target | null {
  const campaignId = positive(q.campaign);
  const campaign = campaignId === null ? undefined : getCampaign(host.db, campaignId);
  const viewer = c.get('session')?.user ?? null;
  if (!campaign || !isVisibleTo(campaign, viewer)) return null;
  const fundraiserId = positive(q.fundraiser);
  if (fundraiserId !== null) {
    const f = getFundraiser(host.db, fundraiserId);
    if (!f || f.campaign_id !== campaign.id || !canViewFundraiser(f, viewer)) return null;
    return { campaign, campaignId: campaign.id, teamId: f.team_id, fundraiserId: f.id, label: f.name };
  }
  const teamId = positive(q.team);
  if (teamId !== null) {
    const t = getTeam(host.db, teamId);
    if (!t || t.campaign_id !== campaign.id || !canViewTeam(t, viewer)) return null;
    return { campaign, campaignId: campaign.id, teamId: t.id, fundraiserId: null, label: t.name };
  }
  return {
    campaign,
    campaignId: campaign.id,
    teamId: null,
    fundraiserId: null,
    label: titleText(campaign.campaign_title),
  };
}

/** A sentence or two, like the comment box of GiveWP's donation forms. */
export const MESSAGE_MAX = 280;

const DonationInput = v.object({
  amount: v.pipe(
    v.optional(v.string(), ''),
    v.transform((s) => s.trim().replace(/[$,]/g, '')),
    v.regex(/^[0-9]{1,7}$/, 'Enter a whole amount in dollars.'),
    v.transform(Number),
    v.minValue(1, 'The minimum donation is $1.'),
    v.maxValue(1_000_000, 'The maximum donation is $1,000,000.'),
  ),
  name: v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.nonEmpty('Enter your name.'),
    v.maxLength(100, 'Your name is too long.'),
  ),
  // Ours (schema 5): the donor's address, for the fundraiser's thank-you (never shown to them).
  email: v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.check((value) => value === '' || isValidEmail(value), 'Enter a valid email address, or leave it empty.'),
  ),
  anonymous: v.optional(v.string()),
  // Ours, optional (SPEC's donation row has none): shown under the donor's name, as plain text.
  message: v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.maxLength(MESSAGE_MAX, `Keep your message under ${MESSAGE_MAX} characters.`),
  ),
});

/**
 * The donation form is GiveWP's page, not ours: its text (another plugin's text domain) stays in English here,
 * so the page says so (`lang="en-US"`, left to right) whatever the site's language.
 */
const FORM_LOCALE = DEFAULT_LOCALE;

function page(target: Target, body: string): string {
  // Named landmark: this page lives in a frame on the campaign page, whose own main is unnamed.
  return renderSimplePage(`Donate to ${target.label}`, body, {
    locale: FORM_LOCALE,
    scripts: [`${DONATION_FORM_PATH}height.js`],
    mainLabel: 'Donation form',
  });
}

// The page around the frame already says 'Donate to …' beside its summary of the target, so the form's own
// heading names the step instead of repeating it (the document title keeps the target for the frame's name).
interface FormValues {
  amount: string;
  name: string;
  email: string;
  anonymous?: string | undefined;
  message: string;
}

function formHtml(action: string, values: FormValues, error: string): string {
  return `<h1>Your donation</h1>
${error ? `<p class="error" role="alert" id="form-error">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${escapeHtml(action)}" novalidate${error ? ' aria-describedby="form-error"' : ''}>
<label for="amount">Amount (USD)</label>
<input id="amount" name="amount" type="text" inputmode="numeric" autocomplete="transaction-amount" required value="${escapeHtml(values.amount)}">
<label for="name">Your name</label>
<input id="name" name="name" type="text" autocomplete="name" required maxlength="100" value="${escapeHtml(values.name)}">
<label for="email">Email (optional)</label>
<input id="email" name="email" type="email" autocomplete="email" maxlength="254" aria-describedby="email-help" value="${escapeHtml(values.email)}">
<p class="help" id="email-help">Only for a thank-you from the fundraiser: they never see your address.</p>
<label class="check"><input type="checkbox" name="anonymous" value="1"${values.anonymous ? ' checked' : ''}> Give anonymously</label>
<label for="message">Leave a message (optional)</label>
<textarea id="message" name="message" rows="3" maxlength="${MESSAGE_MAX}">${escapeHtml(values.message)}</textarea>
<button type="submit">Donate</button>
</form>`;
}

/** The demo donation form at every iframe_url: records a donation so stats and leaderboards move. */
export function mountDonationForm(app: Hono<HostEnv>, host: Host): void {
  app.get(DONATION_FORM_PATH, (c) => {
    const q = c.req.query();
    const target = resolveTarget(host, c, q);
    if (!target)
      return c.html(renderSimplePage('Not found', '<h1>Donation form not found</h1>', { locale: FORM_LOCALE }), 404);
    const action = donationFormUrl({
      campaign: target.campaignId,
      ...(target.fundraiserId ? { fundraiser: target.fundraiserId } : target.teamId ? { team: target.teamId } : {}),
    });
    const thanks = positive(q.thanks);
    const body =
      thanks !== null
        ? `<h1>Thank you!</h1>
<p class="thanks" role="status" data-donation-id="${thanks}">Your donation to ${escapeHtml(target.label)} was received.</p>
<p><a class="button" href="${escapeHtml(action)}">Make another donation</a></p>`
        : formHtml(action, { amount: '50', name: '', email: '', message: '' }, '');
    return c.html(page(target, body));
  });

  app.post(DONATION_FORM_PATH, async (c) => {
    const q = c.req.query();
    const target = resolveTarget(host, c, q);
    if (!target)
      return c.html(renderSimplePage('Not found', '<h1>Donation form not found</h1>', { locale: FORM_LOCALE }), 404);
    const form = await c.req.parseBody();
    const raw = {
      amount: typeof form.amount === 'string' ? form.amount : '',
      name: typeof form.name === 'string' ? form.name : '',
      email: typeof form.email === 'string' ? form.email : '',
      anonymous: typeof form.anonymous === 'string' ? form.anonymous : undefined,
      message: typeof form.message === 'string' ? form.message : '',
    };
    const parsed = v.safeParse(DonationInput, raw);
    const action = new URL(c.req.url).pathname + new URL(c.req.url).search;
    if (!parsed.success) {
      const message = parsed.issues[0]?.message ?? 'Check the form.';
      return c.html(page(target, formHtml(action, raw, message)), 400);
    }
    const gift = {
      teamId: target.teamId,
      fundraiserId: target.fundraiserId,
      // An anonymous gift keeps the name 'Anonymous' (what lists and totals read) and the flag (schema 5).
      donorName: parsed.output.anonymous ? ANONYMOUS : parsed.output.name,
      cents: parsed.output.amount * 100,
    };
    const id = recordDonation(host.db, {
      ...gift,
      campaignId: target.campaignId,
      at: host.clock.now(),
      message: parsed.output.message,
      donorEmail: parsed.output.email || null,
      anonymous: parsed.output.anonymous !== undefined,
    });
    notifyGift(host.db, target.campaign, gift, new URL(c.req.url).origin);
    const back = new URL(c.req.url);
    back.searchParams.set('thanks', String(id));
    return c.redirect(back.pathname + back.search, 303);
  });
}
