/** Fixed text of the demo data. */

export const CAMPAIGN_SLUG = 'run-for-clean-water';
export const CAMPAIGN_BASE_URL = `/campaigns/${CAMPAIGN_SLUG}`;
export const DEMO_PASSWORD = 'demo1234';

export const CAMPAIGN = {
  id: 1,
  title: 'Run for Clean Water',
  short_desc: 'Lace up and raise money for wells, filters and hygiene training in rural communities.',
  long_desc: [
    '<p>One in four people in the world still lacks safe drinking water at home. <strong>Run for Clean Water</strong> brings runners, walkers and their friends together to change that, one kilometre at a time.</p>',
    '<!--more-->',
    '<p>Every dollar you raise goes to community-run water projects:</p>',
    '<ul><li>drilling and repairing wells</li><li>household water filters</li><li>hygiene training in schools</li></ul>',
    '<p>Read about <a href="https://example.org/water-projects">the projects we funded last year</a>, then <em>start your own page</em> or join a team.</p>',
  ].join('\n'),
  campaign_goal: 150_000,
  fundraiser_goal: 1_000,
  fundraiser_story_placeholder: 'Tell people why clean water matters to you and what your run will look like.',
  team_goal: 5_000,
  team_story_placeholder: 'Tell people who your team is and why you are running for clean water together.',
  primary_color: '#1a5f9e',
  secondary_color: '#f2a93b',
  sponsor_section_heading: 'Our Sponsors',
  sponsor_linking: 'enabled',
  sponsor_application_page: 'https://example.org/become-a-sponsor',
};

export const SPONSORS: ReadonlyArray<{ name: string; url: string; colour: string }> = [
  { name: 'AquaPure', url: 'https://example.com/aquapure', colour: '#1f7a8c' },
  { name: 'Stride Shoes', url: 'https://example.com/stride', colour: '#c0392b' },
  { name: 'Blue Bank', url: 'https://example.com/bluebank', colour: '#2c3e91' },
  { name: 'Green Valley', url: 'https://example.com/greenvalley', colour: '#2e7d32' },
  { name: 'Summit Co', url: 'https://example.com/summit', colour: '#6a4c93' },
];

export const FIRST_NAMES = [
  'Amara',
  'Ben',
  'Chloe',
  'Diego',
  'Elif',
  'Femi',
  'Grace',
  'Hiro',
  'Ines',
  'Jonas',
  'Kavya',
  'Liam',
  'Maya',
  'Noah',
  'Olga',
  'Priya',
  'Quinn',
  'Rosa',
  'Sami',
  'Tariq',
  'Uma',
  'Victor',
  'Wen',
  'Ximena',
  'Yusuf',
  'Zoe',
  'Aiden',
  'Bea',
  'Carlos',
  'Dana',
  'Emeka',
  'Freya',
  'Gabriel',
  'Hana',
  'Ivan',
  'Julia',
  'Kenji',
  'Lena',
];

export const LAST_NAMES = [
  'Adeyemi',
  'Brown',
  'Castillo',
  'Dubois',
  'Eriksen',
  'Fischer',
  'Garcia',
  'Haddad',
  'Ivanova',
  'Johnson',
  'Kowalski',
  'Lopez',
  'Mensah',
  'Nakamura',
  'Okafor',
  'Patel',
  'Quispe',
  'Rossi',
  'Schmidt',
  'Tanaka',
  'Usman',
  'Varga',
  'Williams',
  'Xu',
  'Yilmaz',
  'Zhang',
  'Silva',
  'Murphy',
  'Novak',
  'Moreau',
];

export const TEAM_ADJECTIVES = [
  'Blue',
  'Rapid',
  'Clear',
  'Flowing',
  'Morning',
  'Rainy',
  'Sunny',
  'Golden',
  'Swift',
  'Steady',
];
export const TEAM_NOUNS = ['River', 'Springs', 'Wells', 'Tides', 'Streams', 'Falls', 'Waves', 'Lakes'];
export const TEAM_SUFFIXES = ['Runners', 'Striders', 'Crew', 'Joggers', 'Club', 'Pacers'];

export const TEAM_STORIES = [
  '<p>We run together every Saturday morning and this year every kilometre counts for clean water.</p>',
  '<p>Colleagues, neighbours and friends: we are running so more families can drink safe water.</p>',
  '<p>Our goal is simple: fund one new well before the race. Help us get there!</p>',
];

export const FUNDRAISER_STORIES = [
  '<p>I am running my first 10K for clean water. Every donation keeps me going!</p>',
  '<p>Clean water changes everything: health, school, work. Please support my run.</p>',
  '<p>I have seen what a new well does for a village. Let us fund another one.</p>',
  '',
];

export const AVATAR_COLOURS = ['#1a5f9e', '#2e7d32', '#8e44ad', '#c0392b', '#00796b', '#5d4037', '#283593', '#ad1457'];

/**
 * A few donors leave a message (the demo form's optional comment), as real ones do: keyed by the donation's place
 * from the newest (0, which has none: SPEC's row is what the page data tests read first), so the seed's random stream, and every name and amount it draws, stay as they were.
 */
export const DONATION_MESSAGES: ReadonlyMap<number, string> = new Map([
  [1, 'So proud of you all. Clean water changes everything!'],
  [3, 'For Grandma, who walked miles for water as a girl.'],
  [6, 'Run fast, we are cheering for you from Leeds!'],
  [10, 'Happy to help. See you at the finish line.'],
  [15, 'In memory of Tom, who loved this race.'],
  [22, 'Every well counts. Good luck to the whole team!'],
  [31, "Matching my office's gift. Go go go!"],
]);

export const DONATION_AMOUNTS = [10, 20, 25, 25, 30, 50, 50, 50, 75, 100, 100, 100, 150, 200, 250, 500, 1000];

export interface DemoLogin {
  key: 'admin' | 'captain' | 'fundraiser' | 'pending' | 'solo' | 'noprofile';
  email: string;
  first: string;
  last: string;
  role: 'administrator' | 'subscriber';
}

/** Demo users get ids 1..6 in this order. */
export const DEMO_LOGINS: readonly DemoLogin[] = [
  { key: 'admin', email: 'admin@example.org', first: 'Ada', last: 'Admin', role: 'administrator' },
  { key: 'captain', email: 'captain@example.org', first: 'Carla', last: 'Captain', role: 'subscriber' },
  { key: 'fundraiser', email: 'fundraiser@example.org', first: 'Frank', last: 'Fundraiser', role: 'subscriber' },
  { key: 'pending', email: 'pending@example.org', first: 'Pat', last: 'Pending', role: 'subscriber' },
  { key: 'solo', email: 'solo@example.org', first: 'Sam', last: 'Solo', role: 'subscriber' },
  { key: 'noprofile', email: 'noprofile@example.org', first: 'Nora', last: 'Noprofile', role: 'subscriber' },
];
