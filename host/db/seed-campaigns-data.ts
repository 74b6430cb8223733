/*
 * The specs of campaigns 2..14 (see seed-campaigns.ts, which inserts them): a campaign's id is 2 + its index here,
 * so the order is the ids' order. Their teams, fundraisers and donations are generated from these counts.
 */

/** Names a test of escaping looks for; only in campaign HOSTILE_CAMPAIGN_ID. */
export const HOSTILE_TEAM_NAME = '<img src=x onerror=alert(1)> Crew';
export const HOSTILE_FUNDRAISER_NAME = '<script>alert("fundraiser")</script> Mallory';
export const HOSTILE_CAMPAIGN_ID = 6;

export interface MoreCampaign {
  title: string;
  slug: string;
  status: 'active' | 'inactive' | 'draft';
  goal: number;
  primary: string;
  secondary: string;
  teams: number;
  fundraisers: number;
  donations: number;
  /** Approvals asked for new teams / fundraisers (the demo host's default is yes). */
  approvals?: boolean;
}

export const MORE_CAMPAIGNS: readonly MoreCampaign[] = [
  {
    title: 'Bake Sale for the Library',
    slug: 'bake-sale-for-the-library',
    status: 'active',
    goal: 5_000,
    primary: '#8e44ad',
    secondary: '#f1c40f',
    teams: 3,
    fundraisers: 8,
    donations: 30,
  },
  {
    title: 'Coastal Cleanup 2025',
    slug: 'coastal-cleanup-2025',
    status: 'active',
    goal: 25_000,
    primary: '#00796b',
    secondary: '#ffb74d',
    teams: 5,
    fundraisers: 14,
    donations: 60,
  },
  {
    title: 'Winter Coat Drive',
    slug: 'winter-coat-drive',
    status: 'inactive',
    goal: 12_000,
    primary: '#283593',
    secondary: '#90caf9',
    teams: 2,
    fundraisers: 6,
    donations: 25,
  },
  {
    title: 'Spring Gala',
    slug: 'spring-gala',
    status: 'draft',
    goal: 80_000,
    primary: '#ad1457',
    secondary: '#f8bbd0',
    teams: 0,
    fundraisers: 0,
    donations: 0,
  },
  {
    title: 'Tree Planting Marathon',
    slug: 'tree-planting-marathon',
    status: 'active',
    goal: 40_000,
    primary: '#2e7d32',
    secondary: '#c5e1a5',
    teams: 4,
    fundraisers: 12,
    donations: 40,
  },
  {
    title: 'Tom & Jerry\'s "Big" Swim',
    slug: 'tom-and-jerrys-big-swim',
    status: 'active',
    goal: 7_500,
    primary: '#1565c0',
    secondary: '#ffca28',
    teams: 3,
    fundraisers: 9,
    donations: 20,
  },
  {
    title: 'Books for Every Child',
    slug: 'books-for-every-child',
    status: 'inactive',
    goal: 15_000,
    primary: '#5d4037',
    secondary: '#ffcc80',
    teams: 1,
    fundraisers: 4,
    donations: 12,
  },
  {
    title: 'Animal Shelter Walk',
    slug: 'animal-shelter-walk',
    status: 'draft',
    goal: 9_000,
    primary: '#c0392b',
    secondary: '#f5b7b1',
    teams: 1,
    fundraisers: 2,
    donations: 0,
  },
  {
    title: 'Community Garden Build',
    slug: 'community-garden-build',
    status: 'active',
    goal: 18_000,
    primary: '#558b2f',
    secondary: '#fff176',
    teams: 3,
    fundraisers: 10,
    donations: 35,
    approvals: false,
  },
  {
    title: 'Million Meals Challenge',
    slug: 'million-meals-challenge',
    status: 'active',
    goal: 2_500_000,
    primary: '#e65100',
    secondary: '#ffe0b2',
    teams: 6,
    fundraisers: 16,
    donations: 80,
  },
  {
    title: 'Music in Schools',
    slug: 'music-in-schools',
    status: 'draft',
    goal: 30_000,
    primary: '#6a1b9a',
    secondary: '#ce93d8',
    teams: 0,
    fundraisers: 1,
    donations: 0,
  },
  {
    title: 'Bike for Hearts',
    slug: 'bike-for-hearts',
    status: 'inactive',
    goal: 60_000,
    primary: '#b71c1c',
    secondary: '#ef9a9a',
    teams: 2,
    fundraisers: 5,
    donations: 18,
  },
  {
    title: 'Night Run for Shelters',
    slug: 'night-run-for-shelters',
    status: 'active',
    goal: 22_000,
    primary: '#263238',
    secondary: '#ffd54f',
    teams: 2,
    fundraisers: 7,
    donations: 28,
  },
];
