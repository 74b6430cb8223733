import type { Context } from 'hono';
import { setCookie } from 'hono/cookie';
import {
  createSession,
  deleteSession,
  SESSION_COOKIE,
  SESSION_TTL_MS,
  sessionCookieOptions,
  type Session,
  type SessionUser,
} from '../auth/session.ts';
import type { Host, HostEnv } from '../context.ts';
import { getCampaign, isVisibleTo, type CampaignRow } from '../model/campaign.ts';
import type { Body } from './body.ts';
import { notFound, notLoggedIn } from './errors.ts';

/** What an API handler receives: the request, the host, the caller's session and the merged parameters. */
export interface ApiCall {
  c: Context<HostEnv>;
  host: Host;
  session: Session | null;
  input: Body;
  origin: string;
}

export type ApiHandler = (call: ApiCall) => Promise<unknown> | unknown;

export interface ApiRoute {
  method: 'GET' | 'POST';
  handler: ApiHandler;
}

export function requireUser(call: ApiCall): SessionUser {
  if (!call.session) throw notLoggedIn();
  return call.session.user;
}

/** The campaign named by campaign_id or campaignId; 404 when missing or inactive for a non-administrator. */
export function campaignOf(
  call: ApiCall,
  campaignId: number,
  options: { ignoreVisibility?: boolean } = {},
): CampaignRow {
  const campaign = getCampaign(call.host.db, campaignId);
  if (!campaign || (!options.ignoreVisibility && !isVisibleTo(campaign, call.session?.user ?? null))) {
    throw notFound('campaign');
  }
  return campaign;
}

/** Replaces the caller's session with a new one for userId (so the REST nonce changes too). */
export function startSession(call: ApiCall, userId: number): void {
  if (call.session) deleteSession(call.host.db, call.session.idHash);
  const id = createSession(call.host.db, userId);
  const https = new URL(call.c.req.url).protocol === 'https:';
  setCookie(call.c, SESSION_COOKIE, id, sessionCookieOptions(https, Math.floor(SESSION_TTL_MS / 1000)));
}

/** campaign_id or campaignId, whichever the call uses. */
export function campaignIdParam(input: Body): unknown {
  return input.campaign_id ?? input.campaignId;
}

export function campaignUrl(call: ApiCall, campaign: CampaignRow): string {
  return `${call.origin}${campaign.base_url}`;
}
