import { vi } from 'vitest';

// The pages both shell tests (App, guards) visit, as bare headings (see placeholderPages). Imported by a test file;
// the campaign home is mocked by each test file, with the links it clicks.
vi.mock('../../team-leaderboard/index', async () =>
  (await import('./placeholderPages')).placeholderPage('Team leaderboard'),
);
vi.mock('../../login/index', async () => (await import('./placeholderPages')).placeholderPage('Login'));
vi.mock('../../lost-password/index', async () => (await import('./placeholderPages')).placeholderPage('Lost password'));
vi.mock('../../lost-password-sent/index', async () =>
  (await import('./placeholderPages')).placeholderPage('Check your email'),
);
vi.mock('../../start-fundraising/index', async () =>
  (await import('./placeholderPages')).placeholderPage('Start fundraising status'),
);
vi.mock('../../register-form/index', async () =>
  (await import('./placeholderPages')).placeholderPage('Register as a team captain'),
);
vi.mock('../../create-profile/index', async () =>
  (await import('./placeholderPages')).placeholderPage('Create your profile'),
);
vi.mock('../../create-team/index', async () => (await import('./placeholderPages')).placeholderPage('Create team'));
vi.mock('../../select-team/index', async () =>
  (await import('./placeholderPages')).placeholderPage('Find a team to join'),
);
