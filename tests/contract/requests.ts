/*
 * The parameters of every admin call as shared/ADMIN-CONTRACT.md section 7 lists them: name, type and how they
 * travel (query, JSON or multipart). `checkRequest` names every difference between a request and its call's
 * rules; our own additions are allowed only where `additions` lists them (host/README.md has the table), and the
 * requests of an advertised extension (window.GiveP2P.features, docs/fundraising-tools.md) only when the caller
 * says the host advertises it.
 */

type ParamType = 'int' | 'intOrAllOrEmpty' | 'string' | 'bool' | 'email' | 'file' | 'direction' | 'listStatus';

interface Param {
  type: ParamType;
  required?: boolean;
  oneOf?: readonly string[];
}

export interface CallRules {
  method: 'GET' | 'POST';
  transport: 'query' | 'json' | 'multipart';
  params: Record<string, Param>;
  /** Parameters the reference host adds that the plugin ignores harmlessly. */
  additions?: readonly string[];
  /**
   * What a feature of window.GiveP2P.features lets the client send: more parameters (which the plugin would
   * ignore, so the answer would not be what the screen asked for) and more values of a parameter (which it
   * refuses with a 400). Sent without the feature, each is a problem.
   */
  extensions?: Record<string, Extension>;
}

export interface Extension {
  params?: readonly string[];
  values?: Record<string, readonly string[]>;
}

/**
 * The admin lists' extension ('list-extras'): search; on the teams and fundraisers lists status=denied; on the
 * fundraisers list team_id=none and the Raised sort.
 */
const LIST_EXTRAS = { 'list-extras': { params: ['search'] } } as const;

/** A parameter in the table: its type, `!` when it is required, or the full rule where it also has `oneOf`. */
type Spec = ParamType | `${ParamType}!` | Param;

const TRANSPORT = {
  get: { method: 'GET', transport: 'query' },
  json: { method: 'POST', transport: 'json' },
  multipart: { method: 'POST', transport: 'multipart' },
} as const;

/** One call's rules from its row of the table. */
function call(
  kind: keyof typeof TRANSPORT,
  specs: Record<string, Spec>,
  additions?: readonly string[],
  extensions?: Record<string, Extension>,
): CallRules {
  const params: Record<string, Param> = {};
  for (const [name, spec] of Object.entries(specs)) {
    if (typeof spec !== 'string') params[name] = spec;
    else if (spec.endsWith('!')) params[name] = { type: spec.slice(0, -1) as ParamType, required: true };
    else params[name] = { type: spec as ParamType };
  }
  return { ...TRANSPORT[kind], params, ...(additions ? { additions } : {}), ...(extensions ? { extensions } : {}) };
}

const LIST: Record<string, Spec> = { page: 'int', per_page: 'int', status: 'listStatus', direction: 'direction' };

/** What the fundraiser forms send after the fundraiser's and user's ids. */
const FUNDRAISER_PROFILE: Record<string, Spec> = {
  story: 'string!',
  goal: 'string!',
  teamId: 'int',
  file_url: 'string',
  file: 'file',
  notify_of_donations: 'bool',
  action: 'string',
};

/** What the team forms send after the campaign's and team's ids. */
const TEAM_PROFILE: Record<string, Spec> = {
  name: 'string!',
  story: 'string!',
  goal: 'string!',
  access: 'string',
  file_url: 'string',
  file: 'file',
  action: 'string',
  notify_of_fundraisers: 'bool',
  notify_of_team_donations: 'bool',
};

export const SECTION_7: Record<string, CallRules> = {
  'get-campaigns': call('get', { ...LIST, sort: 'string' }, [], LIST_EXTRAS),
  'get-teams': call(
    'get',
    {
      ...LIST,
      campaign_id: 'int!',
      sort: { type: 'string', oneOf: ['', 'name', 'goal', 'captain', 'date_created', 'status'] },
    },
    [],
    { 'list-extras': { params: ['search'], values: { status: ['denied'] } } },
  ),
  'get-team-fundraisers': call(
    'get',
    {
      ...LIST,
      campaign_id: 'int!',
      team_id: 'intOrAllOrEmpty',
      sort: { type: 'string', oneOf: ['', 'goal', 'date_created', 'status', 'team_captain', 'team_id'] },
    },
    [],
    {
      'list-extras': { params: ['search'], values: { status: ['denied'], team_id: ['none'], sort: ['amount_raised'] } },
    },
  ),
  'get-fundraiser': call('get', { fundraiserId: 'int!' }),
  'get-team': call('get', { team_id: 'int!' }),
  'get-team-fundraisers-all': call('get', { team_id: 'int!' }),
  'update-team-approval': call('json', { team_id: 'int!', status: 'string!' }),
  'update-fundraiser-approval': call('json', { fundraiser_id: 'int!', status: 'string!' }),
  'send-team-invitation-emails': call('json', { team_id: 'int!' }),
  'clone-campaign': call('json', { campaign_id: 'int!' }),
  'admin-add-wp-user': call('json', { firstName: 'string!', lastName: 'string!', email: 'email!', campaignId: 'int!' }),
  'admin-create-fundraiser': call('multipart', { campaignId: 'int!', userId: 'int!', ...FUNDRAISER_PROFILE }),
  'admin-update-fundraiser': call('multipart', { fundraiserId: 'int!', userId: 'string', ...FUNDRAISER_PROFILE }),
  'admin-create-team': call('multipart', { campaignId: 'int!', ...TEAM_PROFILE }),
  'admin-update-team': call('multipart', { campaignId: 'int!', teamId: 'int!', ...TEAM_PROFILE }),
  'admin-add-team-captain': call('json', {
    campaignId: 'int!',
    teamId: 'int!',
    firstName: 'string!',
    lastName: 'string!',
    email: 'email!',
    story: 'string!',
    goal: 'string!',
    file_url: 'string',
    file: 'file',
    notify_of_donations: 'bool',
  }),
  'admin-update-team-captain': call('json', { campaignId: 'int!', teamId: 'int!', captain: 'int!' }),
  'admin-send-team-invitation-emails': call('json', { campaignId: 'int!', teamId: 'int!', emails: 'string!' }),
  'get-delete-fundraiser-strategy': call('get', { fundraiser_id: 'int!' }),
  'delete-fundraiser-strategy': call('json', {
    strategy: {
      type: 'string',
      required: true,
      oneOf: ['campaignFundraiser', 'teamOnlyFundraiser', 'teamMember', 'teamOwner'],
    },
    fundraiser_id: 'int!',
    new_team_owner_fundraiser_id: 'int',
  }),
  'delete-team-strategy': call('json', { team_id: 'int!' }, ['members', 'target_team_id']),
};

/** One request as it left the client. */
export interface SentRequest {
  name: string;
  method: string;
  contentType: string | null;
  query: Record<string, string>;
  /** JSON: the parsed object; multipart: the fields (a File stays a File). */
  body: Record<string, unknown> | FormData | null;
}

const INT = /^\d+$/;
const EMAIL = /^[^\s@,]+@[^\s@,]+\.[^\s@,]+$/;

function typeProblem(type: ParamType, value: unknown, transport: CallRules['transport']): string | null {
  const isText = typeof value === 'string';
  switch (type) {
    case 'int':
      return (typeof value === 'number' && Number.isSafeInteger(value)) || (isText && INT.test(value))
        ? null
        : 'an integer';
    case 'intOrAllOrEmpty':
      return typeof value === 'number' || (isText && (value === '' || value === 'all' || INT.test(value)))
        ? null
        : "an integer, 'all' or ''";
    case 'string':
      return isText || (transport !== 'multipart' && typeof value === 'number') ? null : 'a string';
    case 'email':
      return isText && EMAIL.test(value) ? null : 'an email address';
    case 'bool':
      return typeof value === 'boolean' || ['true', 'false', '1', '0'].includes(String(value))
        ? null
        : 'a boolean (true/false/"true"/"false"/"1"/"0")';
    case 'file':
      return value instanceof File || value === null || value === 'null' ? null : 'a File part';
    case 'direction':
      return isText && /^(asc|desc)$/i.test(value) ? null : 'ASC or DESC';
    case 'listStatus':
      return isText && ['all', '', 'active', 'inactive', 'draft', 'pending'].includes(value)
        ? null
        : "one of all, '', active, inactive, draft, pending";
  }
}

/** The feature of `rules` that lets `name` (with `value`, when given) be sent, if any. */
function extensionOf(rules: CallRules, name: string, value?: unknown): string | undefined {
  return Object.entries(rules.extensions ?? {}).find(([, extension]) =>
    value === undefined ? extension.params?.includes(name) : extension.values?.[name]?.includes(String(value)),
  )?.[0];
}

/**
 * Every difference between the request and section 7's rules for its call (empty: it conforms). `features`: the
 * names the host advertises in window.GiveP2P.features (none: the plain plugin).
 */
export function checkRequest(request: SentRequest, features: readonly string[] = []): string[] {
  const rules = SECTION_7[request.name];
  if (!rules) return [`${request.name} is not a call of section 7`];
  const problems: string[] = [];
  const unadvertised = (name: string, value: unknown, feature: string) =>
    `${name}=${JSON.stringify(value)} is the '${feature}' extension, which the host does not advertise`;
  if (request.method !== rules.method) problems.push(`method ${request.method}, expected ${rules.method}`);
  let fields: Record<string, unknown>;
  if (rules.transport === 'query') {
    if (request.body !== null) problems.push('a GET must not send a body');
    fields = request.query;
  } else if (rules.transport === 'multipart') {
    if (!(request.body instanceof FormData)) {
      problems.push('expected a multipart (FormData) body');
      fields = {};
    } else {
      fields = Object.fromEntries(request.body.entries());
    }
  } else {
    if (!request.contentType?.includes('application/json') || request.body instanceof FormData) {
      problems.push('expected a JSON body');
    }
    fields = request.body instanceof FormData || request.body === null ? {} : request.body;
  }
  for (const [name, param] of Object.entries(rules.params)) {
    if (param.required && (fields[name] === undefined || fields[name] === null)) problems.push(`${name} is missing`);
  }
  for (const [name, value] of Object.entries(fields)) {
    const param = rules.params[name];
    const extension = extensionOf(rules, name, param ? value : undefined);
    if (extension) {
      if (!features.includes(extension)) problems.push(unadvertised(name, value, extension));
      continue;
    }
    if (!param) {
      if (!rules.additions?.includes(name)) problems.push(`${name} is not a parameter of ${request.name}`);
      continue;
    }
    const expected = typeProblem(param.type, value, rules.transport);
    if (expected) problems.push(`${name}=${JSON.stringify(value)} should be ${expected}`);
    else if (param.oneOf && !param.oneOf.includes(String(value))) {
      problems.push(`${name}=${JSON.stringify(value)} should be one of ${param.oneOf.join(', ')}`);
    }
  }
  return problems;
}
