import type { Hono } from 'hono';
import * as v from 'valibot';
import { DEFAULT_NONCE_TTL_SECONDS } from '../auth/nonce.ts';
import type { Host, HostEnv } from '../context.ts';
import { stmt } from '../db/stmt.ts';
import { getCampaign } from '../model/campaign.ts';
import { fundraiserApproved, teamApproved } from '../model/notices.ts';
import { listMail } from '../model/outbox.ts';
import { expireResetKeys } from '../model/passwordResets.ts';
import { FEATURE_NAMES } from '../page/features.ts';
import { FAULT_MODES } from './faults.ts';

const CAMPAIGN_TEXT = [
  'campaign_logo',
  'campaign_image',
  'short_desc',
  'long_desc',
  'fundraiser_story_placeholder',
  'team_story_placeholder',
  'primary_color',
  'secondary_color',
  'status',
  'sponsors_enabled',
  'sponsor_section_heading',
  'sponsor_linking',
  'sponsor_application_page',
] as const;
const CAMPAIGN_NUMBERS = ['campaign_goal', 'fundraiser_goal', 'team_goal'] as const;

const CampaignPatch = v.strictObject({
  id: v.optional(v.number()),
  campaign_title: v.optional(v.union([v.string(), v.array(v.string())])),
  is_active: v.optional(v.boolean()),
  ...Object.fromEntries(CAMPAIGN_TEXT.map((k) => [k, v.optional(v.string())])),
  ...Object.fromEntries(CAMPAIGN_NUMBERS.map((k) => [k, v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)))])),
});

/** Text columns a hostile-input test may overwrite, per table. */
const PATCHABLE: Record<string, { table: string; columns: readonly string[] }> = {
  team: { table: 'teams', columns: ['name', 'story', 'profile_image', 'access'] },
  fundraiser: { table: 'fundraisers', columns: ['name', 'story', 'profile_image'] },
  sponsor: { table: 'sponsors', columns: ['sponsor_name', 'sponsor_image', 'sponsor_url'] },
  donation: { table: 'donations', columns: ['donor_name'] },
  user: { table: 'users', columns: ['first_name', 'last_name'] },
};

const RowPatch = v.object({
  table: v.picklist(Object.keys(PATCHABLE) as [string, ...string[]]),
  id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  fields: v.record(v.string(), v.string()),
});

const FaultInput = v.object({
  name: v.pipe(v.string(), v.regex(/^([a-z0-9-]+|\*)$/)),
  mode: v.picklist(FAULT_MODES),
  times: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  delayMs: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(120_000)), 6000),
});

const FeaturesInput = v.object({ features: v.array(v.picklist(FEATURE_NAMES)) });

const bad = (message: string) => ({ code: 'rest_invalid_param', message, data: { status: 400 } });

/** /__test__/ hooks, mounted only with --test-hooks (P2P_TEST_HOOKS=1). */
export function mountTestHooks(app: Hono<HostEnv>, host: Host): void {
  const json = async (req: { json(): Promise<unknown> }): Promise<unknown> => req.json().catch(() => null);

  app.post('/__test__/reset', async (c) => {
    host.faults.clear();
    await host.reseed();
    return c.json({ ok: true });
  });

  app.post('/__test__/campaign', async (c) => {
    const parsed = v.safeParse(CampaignPatch, await json(c.req));
    if (!parsed.success) return c.json(bad(parsed.issues[0]?.message ?? 'Invalid patch'), 400);
    const { id = 1, campaign_title, is_active, ...rest } = parsed.output;
    const sets: Record<string, string | number> = {};
    for (const [k, val] of Object.entries(rest)) if (val !== undefined) sets[k] = val as string | number;
    if (campaign_title !== undefined) sets.campaign_title = JSON.stringify(campaign_title);
    if (is_active !== undefined) {
      sets.is_active = is_active ? 1 : 0;
      sets.status ??= is_active ? 'active' : 'draft';
    }
    const keys = Object.keys(sets);
    if (keys.length) {
      host.db
        .prepare(`UPDATE campaigns SET ${keys.map((k) => `${k} = @${k}`).join(', ')} WHERE id = @id`)
        .run({ ...sets, id });
    }
    return c.json({ ok: true, changed: keys });
  });

  app.post('/__test__/patch', async (c) => {
    const parsed = v.safeParse(RowPatch, await json(c.req));
    if (!parsed.success) return c.json(bad(parsed.issues[0]?.message ?? 'Invalid patch'), 400);
    const spec = PATCHABLE[parsed.output.table];
    if (!spec) return c.json(bad('Unknown table'), 400);
    const fields = parsed.output.fields;
    const keys = Object.keys(fields);
    const unknown = keys.find((k) => !spec.columns.includes(k));
    if (unknown || keys.length === 0) return c.json(bad(`Patchable fields: ${spec.columns.join(', ')}`), 400);
    const result = host.db
      .prepare(`UPDATE ${spec.table} SET ${keys.map((k) => `${k} = @${k}`).join(', ')} WHERE id = @id`)
      .run({ ...fields, id: parsed.output.id });
    return result.changes ? c.json({ ok: true }) : c.json(bad('No such row'), 404);
  });

  // Expires every REST nonce issued so far, as a night with the tab open would: nonce time moves on by one whole
  // lifetime (two ticks), so the page's nonce fails with rest_cookie_invalid_nonce and only a renewal helps.
  app.post('/__test__/expire-nonces', (c) => {
    host.nonceSkewMs += (host.options.nonceTtlSeconds ?? DEFAULT_NONCE_TTL_SECONDS) * 1000;
    return c.json({ ok: true });
  });

  app.post('/__test__/approve-all', (c) => {
    const pending = (table: 'teams' | 'fundraisers') =>
      stmt(host.db, `SELECT id, campaign_id FROM ${table} WHERE status = 'pending'`).all() as Array<{
        id: number;
        campaign_id: number;
      }>;
    const pendingTeams = pending('teams');
    const pendingFundraisers = pending('fundraisers');
    stmt(host.db, "UPDATE teams SET status = 'active' WHERE status = 'pending'").run();
    stmt(host.db, "UPDATE fundraisers SET status = 'active' WHERE status = 'pending'").run();
    // As an administrator's approval does: the held invitations go out and each approved person is told.
    const origin = new URL(c.req.url).origin;
    for (const { id, campaign_id } of pendingTeams) {
      const campaign = getCampaign(host.db, campaign_id);
      if (campaign) teamApproved(host.db, campaign, id, origin, host.clock.now());
    }
    for (const { id, campaign_id } of pendingFundraisers) {
      const campaign = getCampaign(host.db, campaign_id);
      if (campaign) fundraiserApproved(host.db, campaign, id, origin);
    }
    return c.json({ ok: true, teams: pendingTeams.length, fundraisers: pendingFundraisers.length });
  });

  // Password-reset keys live a day; the e2e suite cannot wait that long to see the expired-link page.
  app.post('/__test__/expire-reset-keys', (c) => c.json({ ok: true, expired: expireResetKeys(host.db) }));

  // window.GiveP2P.features for this process until the next reset (which restores the start-up list): one e2e
  // spec loads every page as a host without the fundraising tools would print it.
  app.get('/__test__/features', (c) => c.json({ features: host.features }));
  app.post('/__test__/features', async (c) => {
    const parsed = v.safeParse(FeaturesInput, await json(c.req));
    if (!parsed.success) return c.json(bad(parsed.issues[0]?.message ?? 'Invalid features'), 400);
    host.features = [...parsed.output.features];
    return c.json({ ok: true, features: host.features });
  });

  app.get('/__test__/outbox', (c) => c.json({ data: listMail(host.db) }));

  app.get('/__test__/fault', (c) => c.json({ data: host.faults.list() }));
  app.post('/__test__/fault', async (c) => {
    const parsed = v.safeParse(FaultInput, await json(c.req));
    if (!parsed.success) return c.json(bad(parsed.issues[0]?.message ?? 'Invalid fault'), 400);
    const { name, mode, times, delayMs } = parsed.output;
    host.faults.set(name, { mode, remaining: times ?? Number.POSITIVE_INFINITY, delayMs });
    return c.json({ ok: true });
  });
  app.delete('/__test__/fault', (c) => {
    host.faults.clear();
    return c.json({ ok: true });
  });
}
