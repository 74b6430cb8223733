// Every route URL of SPEC section 2, relative to the router basename (campaign.base_url).
// Use them with router links for moves inside a flow; use campaignUrl() for full page loads.

type Id = number | string;

export const paths = {
  home: () => '/',
  teamLeaderboard: () => '/team-leaderboard/',
  fundraiserLeaderboard: () => '/fundraiser-leaderboard/',
  donate: () => '/donate/',
  createTeam: () => '/create-team/',
  team: (teamId: Id) => `/team/${teamId}/`,
  teamJoin: (teamId: Id) => `/team/${teamId}/join/`,
  teamDonate: (teamId: Id) => `/team/${teamId}/donate`,
  teamUpdate: (teamId: Id) => `/team/${teamId}/update`,
  fundraiser: (fundraiserId: Id) => `/fundraiser/${fundraiserId}/`,
  fundraiserDonate: (fundraiserId: Id) => `/fundraiser/${fundraiserId}/donate/`,
  fundraiserUpdate: (fundraiserId: Id) => `/fundraiser/${fundraiserId}/update/`,
  startFundraising: () => '/start-fundraising/',
  /** The fundraising-tools extension's dashboard (docs/fundraising-tools.md): only when the host advertises it. */
  myFundraising: () => '/my-fundraising/',
  selectTeam: () => '/select-team/',
  register: () => '/register/',
  registerTeams: () => '/register/teams/',
  registerIndividual: () => '/register/individual/',
  registerCaptain: () => '/register/captain/',
  registerCreateProfile: () => '/register/create-profile/',
  login: () => '/login/',
  lostPassword: () => '/lost-password/',
  lostPasswordSent: () => '/lost-password/sent',
} as const;

/**
 * The absolute URL of a route, for full page loads (team and fundraiser pages need host data no API call
 * returns; auth changes need a fresh nonce): campaign.campaign_url + path, with exactly one slash between.
 */
export function campaignUrl(campaignUrlBase: string, path = ''): string {
  const base = campaignUrlBase.replace(/\/+$/, '');
  return `${base}/${path.replace(/^\/+/, '')}`;
}

/** campaign.base_url as a router basename: a path with a leading slash and no trailing one ('/' for none). */
export function routerBasename(baseUrl: string): string {
  let path = baseUrl.trim();
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(path)) {
    try {
      path = new URL(path).pathname;
    } catch {
      return '/';
    }
  }
  return `/${path.replace(/^\/+|\/+$/g, '')}`;
}
