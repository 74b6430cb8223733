import * as v from 'valibot';
import type { HostDataProblem } from '../../app/hostData';
import type { AdminContextValue } from './AdminContext';
import {
  adminCampaignSchema,
  adminConfigSchema,
  withSeparatorAliases,
  type AdminCampaign,
  type AdminConfig,
} from './adminHostData';

export const ADMIN_MOUNT_ID = 'give-p2p-campaigns-app';

export type AdminHostDataResult = { ok: true; data: AdminContextValue } | { ok: false; problems: HostDataProblem[] };

const SCREENS = ['campaigns', 'teams', 'fundraisers'] as const;

function describeIssues(source: string, issues: ReadonlyArray<v.BaseIssue<unknown>>): HostDataProblem[] {
  return issues.map((issue) => {
    const path = v.getDotPath(issue);
    return { source: path ? `${source}.${path}` : source, message: issue.message };
  });
}

function readCampaign(element: Element, problems: HostDataProblem[]): AdminCampaign | undefined {
  const raw = element.getAttribute('data-campaign');
  if (raw === null || raw.trim() === '') {
    problems.push({ source: 'data-campaign', message: 'Missing (the teams and fundraisers screens need it)' });
    return undefined;
  }
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    problems.push({ source: 'data-campaign', message: 'Not valid JSON' });
    return undefined;
  }
  const result = v.safeParse(adminCampaignSchema, json);
  if (!result.success) {
    problems.push(...describeIssues('data-campaign', result.issues));
    return undefined;
  }
  return result.output;
}

/**
 * Reads the admin mount's data-screen and data-campaign and window.GiveP2P once, at start-up. Unlike the
 * plugin (whose router falls back to the campaign list for any screen name), a screen name we do not know is
 * a start-up error: a typo in the host page should be seen, not silently show the wrong list.
 */
export function readAdminHostData(element: Element | null, config: unknown): AdminHostDataResult {
  if (!element) return { ok: false, problems: [{ source: `#${ADMIN_MOUNT_ID}`, message: 'Mount element not found' }] };
  const problems: HostDataProblem[] = [];
  const screenName = element.getAttribute('data-screen')?.trim() || 'campaigns';
  const screen = SCREENS.find((name) => name === screenName);
  if (!screen) problems.push({ source: 'data-screen', message: `Unknown screen "${screenName}"` });

  const campaign = screen === 'teams' || screen === 'fundraisers' ? readCampaign(element, problems) : undefined;

  let adminConfig: AdminConfig | undefined;
  if (config === undefined || config === null) {
    problems.push({ source: 'window.GiveP2P', message: 'Missing' });
  } else {
    const result = v.safeParse(adminConfigSchema, withSeparatorAliases(config));
    if (result.success) adminConfig = result.output;
    else problems.push(...describeIssues('window.GiveP2P', result.issues));
  }

  if (problems.length > 0 || !screen || !adminConfig) return { ok: false, problems };
  return { ok: true, data: { screen, config: adminConfig, campaign: campaign ?? null } };
}
