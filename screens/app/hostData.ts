import * as v from 'valibot';
import {
  authSchema,
  campaignSchema,
  campaignStatsSchema,
  donationSchema,
  fundraiserSchema,
  pageStatsSchema,
  sponsorSchema,
  teamSchema,
  userInfoSchema,
  type Auth,
  type Campaign,
  type CampaignStats,
  type Donation,
  type Fundraiser,
  type PageStats,
  type Sponsor,
  type Team,
  type UserInfo,
} from '../api/entities';
import { hostConfigSchema, toIntlLocale, type HostConfig } from './hostConfig';

/** Everything the host page supplies, checked once at start-up. Optional parts are absent on pages without them. */
export interface HostData {
  campaign: Campaign;
  auth: Auth;
  user?: UserInfo;
  team?: Team;
  fundraiser?: Fundraiser;
  donations?: Donation[];
  sponsors?: Sponsor[];
  campaignStats?: CampaignStats;
  teamStats?: PageStats;
  fundraiserStats?: PageStats;
  config: HostConfig & { intlLocale: string };
}

/** One bad value: `source` names the attribute or global ('data-campaign', 'window.GiveP2P'). */
export interface HostDataProblem {
  source: string;
  message: string;
}

export type HostDataResult = { ok: true; data: HostData } | { ok: false; problems: HostDataProblem[] };

const ATTRIBUTES = {
  campaign: { attribute: 'data-campaign', schema: campaignSchema, required: true },
  auth: { attribute: 'data-auth', schema: authSchema, required: true },
  user: { attribute: 'data-user', schema: userInfoSchema, required: false },
  team: { attribute: 'data-team', schema: teamSchema, required: false },
  fundraiser: { attribute: 'data-fundraiser', schema: fundraiserSchema, required: false },
  donations: { attribute: 'data-donations', schema: v.array(donationSchema), required: false },
  sponsors: { attribute: 'data-sponsors', schema: v.array(sponsorSchema), required: false },
  campaignStats: { attribute: 'data-campaign-stats', schema: campaignStatsSchema, required: false },
  teamStats: { attribute: 'data-team-stats', schema: pageStatsSchema, required: false },
  fundraiserStats: { attribute: 'data-fundraiser-stats', schema: pageStatsSchema, required: false },
} as const;

function describeIssues(source: string, issues: ReadonlyArray<v.BaseIssue<unknown>>): HostDataProblem[] {
  return issues.map((issue) => {
    const path = v.getDotPath(issue);
    return { source: path ? `${source}.${path}` : source, message: issue.message };
  });
}

/** Parses one attribute: undefined when absent (or JSON null), otherwise the value or the problems. */
function readAttribute<TSchema extends v.GenericSchema>(
  element: Element,
  attribute: string,
  schema: TSchema,
  required: boolean,
  problems: HostDataProblem[],
): v.InferOutput<TSchema> | undefined {
  const raw = element.getAttribute(attribute);
  if (raw === null || raw.trim() === '') {
    if (required) problems.push({ source: attribute, message: 'Missing' });
    return undefined;
  }
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    problems.push({ source: attribute, message: 'Not valid JSON' });
    return undefined;
  }
  if (json === null && !required) return undefined;
  const result = v.safeParse(schema, json);
  if (!result.success) {
    problems.push(...describeIssues(attribute, result.issues));
    return undefined;
  }
  return result.output;
}

/**
 * Reads and validates the mount element's data-* attributes and window.GiveP2P once.
 * Lenient where WordPress is (numeric strings, '1'/'0' booleans, title arrays); strict about shape.
 */
export function readHostData(element: Element | null, config: unknown): HostDataResult {
  if (!element) return { ok: false, problems: [{ source: '#p2p-app', message: 'Mount element not found' }] };
  const problems: HostDataProblem[] = [];
  const read = <K extends keyof typeof ATTRIBUTES>(key: K) => {
    const { attribute, schema, required } = ATTRIBUTES[key];
    return readAttribute(element, attribute, schema as (typeof ATTRIBUTES)[K]['schema'], required, problems);
  };
  const campaign = read('campaign');
  const auth = read('auth');
  const parts = {
    user: read('user'),
    team: read('team'),
    fundraiser: read('fundraiser'),
    donations: read('donations'),
    sponsors: read('sponsors'),
    campaignStats: read('campaignStats'),
    teamStats: read('teamStats'),
    fundraiserStats: read('fundraiserStats'),
  };

  let hostConfig: HostConfig | undefined;
  if (config === undefined || config === null) {
    problems.push({ source: 'window.GiveP2P', message: 'Missing' });
  } else {
    const result = v.safeParse(hostConfigSchema, config);
    if (result.success) hostConfig = result.output;
    else problems.push(...describeIssues('window.GiveP2P', result.issues));
  }

  if (problems.length > 0 || !campaign || !auth || !hostConfig) return { ok: false, problems };
  return {
    ok: true,
    data: { campaign, auth, ...parts, config: { ...hostConfig, intlLocale: toIntlLocale(hostConfig.locale) } },
  };
}

/** One line per problem, for the on-page start-up error. */
export function formatHostDataProblems(problems: ReadonlyArray<HostDataProblem>): string[] {
  return problems.map((problem) => `${problem.source}: ${problem.message}`);
}
