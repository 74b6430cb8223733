import type { Donation, Fundraiser, ListItem, PageStats, Sponsor, Team, TopDonor } from '../../api/entities';
import type { HostData } from '../hostData';
import { hostDataFixture } from './fixtures';

// Deterministic demo content for page stories and component tests (no clock, no randomness).

const SVG_AVATAR =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'%3E%3Crect width='64' height='64' fill='%2324405f'/%3E%3Ccircle cx='32' cy='26' r='12' fill='%23ffffff'/%3E%3C/svg%3E";
const SVG_COVER =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 1200 400'%3E%3Crect width='1200' height='400' fill='%231e7a5a'/%3E%3Cpath d='M0 300 Q300 200 600 300 T1200 300 V400 H0Z' fill='%2324405f'/%3E%3C/svg%3E";

export const demoImages = { avatar: SVG_AVATAR, cover: SVG_COVER };

const TEAM_NAMES = [
  'Clean Water Crew',
  'River Runners',
  'Well Wishers',
  'Aqua Allies',
  'Drop Squad',
  'Rain Makers',
  'Blue Stride',
  'Spring Team',
  'Tide Turners',
  'Current Club',
  'Wave Walkers',
  'Pump It Up',
];
const PEOPLE = [
  'Carla Captain',
  'Frank Fundraiser',
  'Ana Lima',
  'Ben Okoro',
  'Chen Wei',
  'Dana Levi',
  'Eli Novak',
  'Fatima Noor',
  'Goran Ilic',
  'Hana Sato',
  'Ivan Petrov',
  'Jade Moss',
];

export function demoListItems(kind: 'team' | 'fundraiser', count: number, offset = 0): ListItem[] {
  const names = kind === 'team' ? TEAM_NAMES : PEOPLE;
  return Array.from({ length: count }, (_, index) => {
    const n = index + offset;
    return {
      id: n + 1,
      name: `${names[n % names.length]}${n >= names.length ? ` ${Math.floor(n / names.length) + 1}` : ''}`,
      profile_image: n % 3 === 0 ? '' : SVG_AVATAR,
      amount: Math.max(0, 9000 - n * 650),
      goal: kind === 'team' ? 10000 : 2500,
      ...(kind === 'team' ? { access: n % 5 === 1 ? ('private' as const) : ('public' as const) } : {}),
    };
  });
}

export const demoDonations: Donation[] = [
  {
    donorName: 'Maria G.',
    donationType: 'fundraiser',
    relativeDateString: '3 mins ago',
    teamOrFundraiserName: 'Frank Fundraiser',
    amount: 50,
    sourceLink: '/campaigns/run-for-water/fundraiser/2/',
  },
  {
    donorName: 'Anonymous',
    donationType: 'campaign',
    relativeDateString: '1 hour ago',
    teamOrFundraiserName: '',
    amount: 250,
    sourceLink: '',
  },
  {
    donorName: 'Tom K.',
    donationType: 'team',
    relativeDateString: '2 hours ago',
    teamOrFundraiserName: 'Clean Water Crew',
    amount: 1000,
    sourceLink: '/campaigns/run-for-water/team/1/',
  },
  {
    donorName: 'Priya S.',
    donationType: 'fundraiser',
    relativeDateString: 'yesterday',
    teamOrFundraiserName: 'Ana Lima',
    amount: 35,
    sourceLink: '/campaigns/run-for-water/fundraiser/3/',
  },
];

export const demoTopDonors: TopDonor[] = [
  { name: 'Tom K.', amount: 1000 },
  { name: 'Anonymous', amount: 500 },
  { name: 'Maria G.', amount: 320 },
];

export const demoSponsors: Sponsor[] = [
  { id: 1, sponsor_name: 'Blue Spring Co.', sponsor_image: SVG_AVATAR, sponsor_url: 'https://sponsor.example/blue' },
  { id: 2, sponsor_name: 'Pipe & Pump Ltd', sponsor_image: SVG_AVATAR, sponsor_url: 'https://sponsor.example/pipe' },
];

export const demoTeam: Team = {
  id: 1,
  name: 'Clean Water Crew',
  profile_image: SVG_AVATAR,
  goal: 10000,
  story: 'We walk 10 km every Saturday.\n\nEvery kilometre funds a well.',
  access: 'public',
  captain_user_id: 11,
  owner_id: 11,
  captain: 'Carla Captain',
  fundraiser_count: 4,
  iframe_url: '/give-form/?campaign=7&team=1',
};

export const demoFundraiser: Fundraiser = {
  id: 2,
  fundraiser_name: 'Frank Fundraiser',
  profile_image: SVG_AVATAR,
  fundraiser_goal: 2500,
  story: 'I am running my first marathon for clean water.',
  user_id: 12,
  team_id: 1,
  team: 'Clean Water Crew',
  iframe_url: '/give-form/?campaign=7&fundraiser=2',
  is_approved: true,
  amount_raised: 1320,
};

/** demoFundraiser's page figures: its amount raised of its goal, and the donations that made it. */
export const demoFundraiserStats: PageStats = {
  raisedAmount: 1320,
  raisedPercentage: 52,
  averageAmount: 44,
  donationsCount: 30,
  donorsCount: 28,
};

/** A complete campaign page: sponsors on, stats, recent donations, a story with an excerpt marker. */
export function demoHostData(overrides: Partial<HostData> = {}): HostData {
  const base = hostDataFixture();
  return {
    ...base,
    campaign: {
      ...base.campaign,
      campaign_title: 'Run for Clean Water',
      campaign_logo: SVG_AVATAR,
      campaign_image: SVG_COVER,
      short_desc: 'Every step brings clean water closer to a village.',
      long_desc:
        '<p>Our <strong>runners</strong> raise money for wells.</p><!--more--><p>Since 2019 we have built 14 wells.</p><ul><li>Safe water</li><li>Schools</li></ul>',
      iframe_url: '/give-form/?campaign=7',
      sponsors_enabled: 'enabled',
      sponsor_section_heading: 'Our Sponsors',
      sponsor_linking: 'enabled',
    },
    sponsors: demoSponsors,
    donations: demoDonations,
    campaignStats: {
      raisedAmount: 48250,
      raisedPercentage: 48,
      donationsCount: 612,
      averageAmount: 79,
      fundraisersCount: 150,
      teamsCount: 40,
    },
    ...overrides,
  };
}

/** Auth states by role, for guard and permission stories/tests. */
export const demoAuth = {
  visitor: { is_logged_in: false, user_id: 0, fundraiser_id: 0 },
  noProfile: { is_logged_in: true, user_id: 30, fundraiser_id: 0 },
  fundraiser: { is_logged_in: true, user_id: 12, fundraiser_id: 2, display_name: 'Frank Fundraiser', team_id: 1 },
  captain: { is_logged_in: true, user_id: 11, fundraiser_id: 1, display_name: 'Carla Captain', team_id: 1 },
} as const;
