/*
 * The parameters of every admin call as shared/ADMIN-CONTRACT.md section 7 lists them: name, type and how they
 * travel (query, JSON or multipart). `checkRequest` names every difference between a request and its call's
 * rules; our own additions are allowed only where `additions` lists them (host/README.md has the table).
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
  /** Parameters the reference host adds; the plugin ignores unknown ones. */
  additions?: readonly string[];
}

const LIST: Record<string, Param> = {
  page: { type: 'int' },
  per_page: { type: 'int' },
  status: { type: 'listStatus' },
  direction: { type: 'direction' },
};

const GOAL: Param = { type: 'string', required: true };

export const SECTION_7: Record<string, CallRules> = {
  'get-campaigns': {
    method: 'GET',
    transport: 'query',
    params: { ...LIST, sort: { type: 'string' } },
    additions: ['search'],
  },
  'get-teams': {
    method: 'GET',
    transport: 'query',
    params: {
      ...LIST,
      campaign_id: { type: 'int', required: true },
      sort: { type: 'string', oneOf: ['', 'name', 'goal', 'captain', 'date_created', 'status'] },
    },
    additions: ['search'],
  },
  'get-team-fundraisers': {
    method: 'GET',
    transport: 'query',
    params: {
      ...LIST,
      campaign_id: { type: 'int', required: true },
      team_id: { type: 'intOrAllOrEmpty' },
      sort: { type: 'string', oneOf: ['', 'goal', 'date_created', 'status', 'team_captain', 'team_id'] },
    },
    additions: ['search'],
  },
  'get-fundraiser': { method: 'GET', transport: 'query', params: { fundraiserId: { type: 'int', required: true } } },
  'get-team': { method: 'GET', transport: 'query', params: { team_id: { type: 'int', required: true } } },
  'get-team-fundraisers-all': {
    method: 'GET',
    transport: 'query',
    params: { team_id: { type: 'int', required: true } },
  },
  'update-team-approval': {
    method: 'POST',
    transport: 'json',
    params: { team_id: { type: 'int', required: true }, status: { type: 'string', required: true } },
  },
  'update-fundraiser-approval': {
    method: 'POST',
    transport: 'json',
    params: { fundraiser_id: { type: 'int', required: true }, status: { type: 'string', required: true } },
  },
  'clone-campaign': { method: 'POST', transport: 'json', params: { campaign_id: { type: 'int', required: true } } },
  'admin-add-wp-user': {
    method: 'POST',
    transport: 'json',
    params: {
      firstName: { type: 'string', required: true },
      lastName: { type: 'string', required: true },
      email: { type: 'email', required: true },
      campaignId: { type: 'int', required: true },
    },
  },
  'admin-create-fundraiser': {
    method: 'POST',
    transport: 'multipart',
    params: {
      campaignId: { type: 'int', required: true },
      userId: { type: 'int', required: true },
      story: { type: 'string', required: true },
      goal: GOAL,
      teamId: { type: 'int' },
      file_url: { type: 'string' },
      file: { type: 'file' },
      notify_of_donations: { type: 'bool' },
      action: { type: 'string' },
    },
  },
  'admin-update-fundraiser': {
    method: 'POST',
    transport: 'multipart',
    params: {
      fundraiserId: { type: 'int', required: true },
      userId: { type: 'string' },
      story: { type: 'string', required: true },
      goal: GOAL,
      teamId: { type: 'int' },
      file_url: { type: 'string' },
      file: { type: 'file' },
      notify_of_donations: { type: 'bool' },
      action: { type: 'string' },
    },
  },
  'admin-create-team': {
    method: 'POST',
    transport: 'multipart',
    params: {
      campaignId: { type: 'int', required: true },
      name: { type: 'string', required: true },
      story: { type: 'string', required: true },
      goal: GOAL,
      access: { type: 'string' },
      file_url: { type: 'string' },
      file: { type: 'file' },
      action: { type: 'string' },
      notify_of_fundraisers: { type: 'bool' },
      notify_of_team_donations: { type: 'bool' },
    },
  },
  'admin-update-team': {
    method: 'POST',
    transport: 'multipart',
    params: {
      campaignId: { type: 'int', required: true },
      teamId: { type: 'int', required: true },
      name: { type: 'string', required: true },
      story: { type: 'string', required: true },
      goal: GOAL,
      access: { type: 'string' },
      file_url: { type: 'string' },
      file: { type: 'file' },
      action: { type: 'string' },
      notify_of_fundraisers: { type: 'bool' },
      notify_of_team_donations: { type: 'bool' },
    },
  },
  'admin-add-team-captain': {
    method: 'POST',
    transport: 'json',
    params: {
      campaignId: { type: 'int', required: true },
      teamId: { type: 'int', required: true },
      firstName: { type: 'string', required: true },
      lastName: { type: 'string', required: true },
      email: { type: 'email', required: true },
      story: { type: 'string', required: true },
      goal: GOAL,
      file_url: { type: 'string' },
      file: { type: 'file' },
      notify_of_donations: { type: 'bool' },
    },
  },
  'admin-update-team-captain': {
    method: 'POST',
    transport: 'json',
    params: {
      campaignId: { type: 'int', required: true },
      teamId: { type: 'int', required: true },
      captain: { type: 'int', required: true },
    },
  },
  'admin-send-team-invitation-emails': {
    method: 'POST',
    transport: 'json',
    params: {
      campaignId: { type: 'int', required: true },
      teamId: { type: 'int', required: true },
      emails: { type: 'string', required: true },
    },
  },
  'get-delete-fundraiser-strategy': {
    method: 'GET',
    transport: 'query',
    params: { fundraiser_id: { type: 'int', required: true } },
  },
  'delete-fundraiser-strategy': {
    method: 'POST',
    transport: 'json',
    params: {
      strategy: {
        type: 'string',
        required: true,
        oneOf: ['campaignFundraiser', 'teamOnlyFundraiser', 'teamMember', 'teamOwner'],
      },
      fundraiser_id: { type: 'int', required: true },
      new_team_owner_fundraiser_id: { type: 'int' },
    },
  },
  'delete-team-strategy': {
    method: 'POST',
    transport: 'json',
    params: { team_id: { type: 'int', required: true } },
    additions: ['members', 'target_team_id'],
  },
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

/** Every difference between the request and section 7's rules for its call (empty: it conforms). */
export function checkRequest(request: SentRequest): string[] {
  const rules = SECTION_7[request.name];
  if (!rules) return [`${request.name} is not a call of section 7`];
  const problems: string[] = [];
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
