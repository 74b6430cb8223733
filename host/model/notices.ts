import type { Db } from '../db/open.ts';
import { stmt } from '../db/stmt.ts';
import { titleText, type CampaignRow } from './campaign.ts';
import { getFundraiser } from './fundraisers.ts';
import { mailPendingInvites } from './invitations.ts';
import { sendMail } from './outbox.ts';
import { getTeam } from './teams.ts';

/*
 * The plugin's notices, mailed (to the demo outbox) as the plugin's emails would be: one to a fundraiser or a
 * team's captain for each gift when they opted in (notify_of_donations, which the admin wizards set), and one to
 * the person an administrator approves. Written in English, like the host's other mails.
 */

const usd = (cents: number): string =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
  }).format(cents / 100);

function emailOf(db: Db, userId: number | null): string | undefined {
  if (userId === null) return undefined;
  return (stmt(db, 'SELECT email FROM users WHERE id = ?').get(userId) as { email: string } | undefined)?.email;
}

const pageUrl = (origin: string, campaign: CampaignRow, path: string): string =>
  `${origin}${campaign.base_url}/${path}/`;

export interface GiftNotice {
  teamId: number | null;
  fundraiserId: number | null;
  /** As stored: 'Anonymous' for an anonymous gift. */
  donorName: string;
  cents: number;
}

/**
 * After a gift: the fundraiser whose page got it, and the captain of the team it counts for (a gift on the team
 * page or on a member's page), each when they opted in. One mail per address: a captain giving on their own
 * page hears of it once.
 */
export function notifyGift(db: Db, campaign: CampaignRow, gift: GiftNotice, origin: string): void {
  const title = titleText(campaign.campaign_title);
  const amount = `${usd(gift.cents)} from ${gift.donorName}`;
  const mailed = new Set<string>();
  const mail = (to: string | undefined, subject: string, body: string) => {
    if (!to || mailed.has(to.toLowerCase())) return;
    mailed.add(to.toLowerCase());
    sendMail(db, { kind: 'donation', to_email: to, subject: `[${title}] ${subject}`, body });
  };

  const fundraiser = gift.fundraiserId === null ? undefined : getFundraiser(db, gift.fundraiserId);
  if (fundraiser?.notify_of_donations === 1) {
    mail(
      emailOf(db, fundraiser.user_id),
      `New donation to your page: ${amount}`,
      `${gift.donorName} gave ${usd(gift.cents)} on your fundraising page for ${title}.\n\nYour page: ${pageUrl(origin, campaign, `fundraiser/${fundraiser.id}`)}`,
    );
  }
  const team = gift.teamId === null ? undefined : getTeam(db, gift.teamId);
  if (team?.notify_of_donations === 1) {
    const where = fundraiser ? `on ${fundraiser.name}'s page in your team` : 'on your team page';
    mail(
      emailOf(db, team.captain_user_id),
      `New donation to ${team.name}: ${amount}`,
      `${gift.donorName} gave ${usd(gift.cents)} ${where} for ${title}.\n\nYour team: ${pageUrl(origin, campaign, `team/${team.id}`)}`,
    );
  }
}

/**
 * An administrator approved a team: the invitations held while it waited go out (invitations.ts), and its captain
 * hears that the page is public.
 */
export function teamApproved(
  db: Db,
  campaign: CampaignRow,
  teamId: number,
  origin: string,
  now: number = Date.now(),
): void {
  const team = getTeam(db, teamId);
  if (!team) return;
  const { sent } = mailPendingInvites(db, campaign, team, origin, now);
  const to = emailOf(db, team.captain_user_id);
  if (!to) return;
  const title = titleText(campaign.campaign_title);
  const invites =
    sent > 0
      ? `\n\nThe ${sent === 1 ? 'invitation' : `${sent} invitations`} you sent while it waited went out now.`
      : '';
  sendMail(db, {
    kind: 'approval',
    to_email: to,
    subject: `[${title}] Your team ${team.name} is approved`,
    body: `Your team "${team.name}" for ${title} is approved: its page is public now.${invites}\n\nYour team: ${pageUrl(origin, campaign, `team/${team.id}`)}`,
  });
}

/** An administrator approved a fundraiser: they hear that their page is public. */
export function fundraiserApproved(db: Db, campaign: CampaignRow, fundraiserId: number, origin: string): void {
  const fundraiser = getFundraiser(db, fundraiserId);
  const to = emailOf(db, fundraiser?.user_id ?? null);
  if (!fundraiser || !to) return;
  const title = titleText(campaign.campaign_title);
  sendMail(db, {
    kind: 'approval',
    to_email: to,
    subject: `[${title}] Your fundraising page is approved`,
    body: `Your fundraising page for ${title} is approved: it is public now.\n\nYour page: ${pageUrl(origin, campaign, `fundraiser/${fundraiser.id}`)}`,
  });
}
