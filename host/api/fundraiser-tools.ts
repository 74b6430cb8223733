import { sprintf } from '@wordpress/i18n';
import { stmt } from '../db/stmt.ts';
import { callText } from '../i18n/siteText.ts';
import { titleText } from '../model/campaign.ts';
import { fundraiserDashboard, fundraiserUrls } from '../model/fundraiserDashboard.ts';
import { sendMail } from '../model/outbox.ts';
import { toolNow } from '../model/toolTimes.ts';
import { requireUser, type ApiRoute } from './call.ts';
import { ApiError } from './errors.ts';
import { callersFundraiser, HOUR_MS, idOf, toolCampaign } from './tools-common.ts';

/*
 * The fundraiser's calls of the fundraising-tools extension (docs/fundraising-tools.md): the dashboard read, the
 * thank-you, the settings and the share count. Each works on the caller's own fundraiser only.
 */

export const THANK_MESSAGE_MAX = 2_000;
export const THANKS_PER_HOUR = 30;
export const SHARES_PER_HOUR = 60;
export const SHARE_CHANNELS = ['facebook', 'x', 'email', 'whatsapp', 'sms', 'copy', 'native'] as const;

const getDashboard: ApiRoute = {
  method: 'GET',
  handler(call) {
    const { campaign, own } = callersFundraiser(call);
    return { data: fundraiserDashboard(call.host, campaign, own, call.origin) };
  },
};

interface ThankRow {
  id: number;
  campaign_id: number;
  fundraiser_id: number | null;
  donor_email: string | null;
  thanked_at: number | null;
  owner: number | null;
}

const thankDonor: ApiRoute = {
  method: 'POST',
  handler(call) {
    const user = requireUser(call);
    const campaign = toolCampaign(call);
    const text = callText(call);
    const { db } = call.host;
    const donationId = idOf(call.input.donationId ?? call.input.donation_id);
    const donation =
      donationId === null
        ? undefined
        : (stmt(
            db,
            `SELECT d.id, d.campaign_id, d.fundraiser_id, d.donor_email, d.thanked_at, f.user_id AS owner
               FROM donations d LEFT JOIN fundraisers f ON f.id = d.fundraiser_id WHERE d.id = ?`,
          ).get(donationId) as ThankRow | undefined);
    if (!donation || donation.campaign_id !== campaign.id) {
      throw new ApiError(404, 'unknown_donation', text.__('This donation does not exist.'));
    }
    if (donation.owner !== user.id || donation.fundraiser_id === null) {
      throw new ApiError(403, 'not_your_donation', text.__('You can only thank donors who gave on your own page.'));
    }
    if (donation.thanked_at !== null) {
      throw new ApiError(409, 'already_thanked', text.__('You have already thanked this donor.'));
    }
    const now = toolNow(call.host);
    const markThanked = () => stmt(db, 'UPDATE donations SET thanked_at = ? WHERE id = ?').run(now, donation.id);
    if (call.input.markOnly === true) {
      markThanked();
      return { data: { thanked: true, emailed: false } };
    }
    const message = typeof call.input.message === 'string' ? call.input.message.trim() : '';
    if (message === '' || message.length > THANK_MESSAGE_MAX) {
      throw new ApiError(
        422,
        'invalid_message',
        // translators: %d: the longest thank-you allowed, in characters
        sprintf(text.__('Write a thank-you of 1 to %d characters.'), THANK_MESSAGE_MAX),
      );
    }
    if (!donation.donor_email) {
      throw new ApiError(
        422,
        'no_donor_email',
        text.__('This donor left no email address. Thank them another way and mark the gift as thanked.'),
      );
    }
    const fundraiserId = donation.fundraiser_id;
    const recent = stmt(db, 'SELECT COUNT(*) AS n FROM thank_you_mails WHERE fundraiser_id = ? AND created_at > ?').get(
      fundraiserId,
      now - HOUR_MS,
    ) as { n: number };
    if (recent.n >= THANKS_PER_HOUR) {
      throw new ApiError(
        429,
        'too_many_thanks',
        sprintf(
          // translators: %d: how many thank-you emails may be sent in an hour
          text.__('You have sent %d thank-you emails in the last hour. Please try again later.'),
          THANKS_PER_HOUR,
        ),
      );
    }
    const fundraiser = stmt(db, 'SELECT name FROM fundraisers WHERE id = ?').get(fundraiserId) as { name: string };
    const title = titleText(campaign.campaign_title);
    db.transaction(() => {
      // Plain text throughout: the outbox (and a real mail's text part) prints the message as it was typed.
      sendMail(db, {
        kind: 'thank-you',
        to_email: donation.donor_email ?? '',
        from_name: fundraiser.name,
        subject: `[${title}] A thank-you from ${fundraiser.name}`,
        body: `${message}\n\n— ${fundraiser.name}, fundraising for ${title}: ${fundraiserUrls(call.origin, campaign, fundraiserId).url}`,
      });
      stmt(db, 'INSERT INTO thank_you_mails (fundraiser_id, donation_id, created_at) VALUES (?, ?, ?)').run(
        fundraiserId,
        donation.id,
        now,
      );
      markThanked();
    })();
    return { data: { thanked: true, emailed: true } };
  },
};

const updateSettings: ApiRoute = {
  method: 'POST',
  handler(call) {
    const { own } = callersFundraiser(call);
    const changes: Record<string, 0 | 1> = {};
    for (const key of ['notify_of_donations', 'show_milestones'] as const) {
      const value = call.input[key];
      if (value === undefined) continue;
      if (typeof value !== 'boolean') {
        throw new ApiError(400, 'invalid_setting', callText(call).__('A setting must be on or off (true or false).'));
      }
      changes[key] = value ? 1 : 0;
    }
    const keys = Object.keys(changes);
    if (keys.length) {
      stmt(call.host.db, `UPDATE fundraisers SET ${keys.map((k) => `${k} = @${k}`).join(', ')} WHERE id = @id`).run({
        ...changes,
        id: own.id,
      });
    }
    const row = stmt(call.host.db, 'SELECT notify_of_donations, show_milestones FROM fundraisers WHERE id = ?').get(
      own.id,
    ) as { notify_of_donations: number; show_milestones: number };
    return { data: { notify_of_donations: row.notify_of_donations === 1, show_milestones: row.show_milestones === 1 } };
  },
};

const recordShare: ApiRoute = {
  method: 'POST',
  handler(call) {
    const { own } = callersFundraiser(call);
    const text = callText(call);
    const channel = call.input.channel;
    if (typeof channel !== 'string' || !(SHARE_CHANNELS as readonly string[]).includes(channel)) {
      throw new ApiError(400, 'invalid_channel', text.__('This way of sharing is not known.'));
    }
    const { db } = call.host;
    const now = toolNow(call.host);
    const recent = stmt(
      db,
      'SELECT COUNT(*) AS n FROM fundraiser_shares WHERE fundraiser_id = ? AND created_at > ?',
    ).get(own.id, now - HOUR_MS) as { n: number };
    if (recent.n >= SHARES_PER_HOUR) {
      throw new ApiError(429, 'too_many_shares', text.__('Too many shares in the last hour. Please try again later.'));
    }
    stmt(db, 'INSERT INTO fundraiser_shares (fundraiser_id, channel, created_at) VALUES (?, ?, ?)').run(
      own.id,
      channel,
      now,
    );
    const count = stmt(db, 'SELECT COUNT(*) AS n FROM fundraiser_shares WHERE fundraiser_id = ?').get(own.id) as {
      n: number;
    };
    return { data: { shares_count: count.n } };
  },
};

export const fundraiserToolRoutes: Record<string, ApiRoute> = {
  'get-fundraiser-dashboard': getDashboard,
  'thank-donor': thankDonor,
  'update-fundraiser-tools-settings': updateSettings,
  'record-fundraiser-share': recordShare,
};
