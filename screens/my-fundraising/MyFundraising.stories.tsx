import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PageStory, type StoryAnswer } from '../app/testing/PageStory';
import { demoAuth, demoHostData } from '../app/testing/demoData';
import { pageStoryParameters, serverError, WAIT } from '../app/testing/storyHelpers';
import { dashboardAnswer as teamDashboardAnswer } from './captain/testing/captainFixtures';
import { ClockProvider } from './clock';
import { DASHBOARD_NOW, dashboardAnswer } from './testing/dashboardAnswer';

const base = demoHostData({ auth: demoAuth.fundraiser });
const hostData = { ...base, config: { ...base.config, features: ['fundraiser-tools'] } };

const answer = (...args: Parameters<typeof dashboardAnswer>): StoryAnswer => ({
  body: { data: dashboardAnswer(...args) },
});

const meta = {
  title: 'Pages/MyFundraising/Dashboard',
  component: PageStory,
  parameters: pageStoryParameters(
    "The fundraiser's own dashboard at `/my-fundraising/` (docs/fundraising-tools.md), shown only when the host advertises `fundraiser-tools`: raised against the goal with donors, gifts and days left, the goal edited in place with the raise-goal prompt, the first-gift and story prompts, the gifts with their thank-yous, the ask kit, the first-week checklist, the settings and, for a captain, the team.",
  ),
  args: {
    path: '/my-fundraising/',
    hostData,
    answers: {
      'get-fundraiser-dashboard': answer({ campaign: { end_date: '2026-12-08T18:00:00Z' } }),
      'thank-donor': { body: { data: { thanked: true, emailed: true } } },
      'update-fundraiser-profile': { body: { fundraiserId: 2 } },
      'update-fundraiser-tools-settings': { body: { data: { notify_of_donations: true, show_milestones: true } } },
    },
  },
  // Relative dates and days left are counted from one fixed moment, so every run renders the same.
  decorators: [
    (Story) => (
      <ClockProvider now={DASHBOARD_NOW}>
        <Story />
      </ClockProvider>
    ),
  ],
  // Tips closed in one story's play must not hide them in the next.
  beforeEach: () => {
    for (const key of Object.keys(localStorage)) if (key.startsWith('p2p-dismissed:')) localStorage.removeItem(key);
  },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement);
const body = () => within(document.body);

/** A fundraiser a few days in: four gifts (one thanked, one anonymous, one without an address), ten days left. */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    const figures = await canvas.findByRole('group', { name: 'Your fundraising' }, WAIT);
    await expect(figures).toHaveTextContent('raised of $1,000 goal');
    await expect(figures).toHaveTextContent(/Days left\s*10/);
    await expect(canvas.getByRole('button', { name: 'Thank Sam Ortiz' })).toBeVisible();
  },
};

/** The read has not answered yet: the heading holds the place. */
export const Loading: Story = {
  args: { answers: { 'get-fundraiser-dashboard': { pending: true } } },
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByText('Loading your fundraising', {}, WAIT)).toBeInTheDocument();
  },
};

/** The read failed: the host's message in the failure panel, with Try again. */
export const Failed: Story = {
  args: {
    answers: { 'get-fundraiser-dashboard': serverError('The fundraising data could not be read. Please try again.') },
  },
  play: async ({ canvasElement }) => {
    const alert = await page(canvasElement).findByRole('alert', {}, WAIT);
    await expect(alert).toHaveTextContent('The fundraising data could not be read.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** A first day: nothing raised, the sample story, no gifts: the first-gift invitation and the story prompts. */
export const FirstDay: Story = {
  args: {
    answers: {
      'get-fundraiser-dashboard': answer({
        fundraiser: { story_is_sample: true },
        totals: { raised: 0, donations_count: 0, donors_count: 0, last_gift_at: null },
        donations: [],
        donations_total: 0,
        milestones: [],
        shares_count: 0,
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    await expect(await canvas.findByText('Kick off your page with the first gift', {}, WAIT)).toBeVisible();
    await expect(canvas.getByText('Your story is still the sample text')).toBeVisible();
    await expect(canvas.getByText(/No donations yet/)).toBeVisible();
  },
};

/** At 92 % of the goal: a bigger goal is suggested. */
export const NearGoal: Story = {
  args: {
    answers: {
      'get-fundraiser-dashboard': answer({ totals: { raised: 920 }, milestones: ['first-gift', '25', '50', '75'] }),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByText('You are close to your goal!', {}, WAIT)).toBeVisible();
  },
};

/** Past the goal (241 %): the prompt again, every percentage milestone earned. */
export const OverGoal: Story = {
  args: {
    answers: {
      'get-fundraiser-dashboard': answer({
        totals: { raised: 2410, donations_count: 14, donors_count: 12 },
        donations_total: 14,
        milestones: ['first-gift', '25', '50', '75', '100', 'ten-donors', 'first-share'],
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    await expect(await canvas.findByText('You passed your goal!', {}, WAIT)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Set my goal to $3,750' })).toBeVisible();
  },
};

/** A captain: the team's view under their own figures. */
export const Captain: Story = {
  args: {
    answers: {
      'get-fundraiser-dashboard': answer({ captain_of: { team_id: 1, name: 'Clean Water Crew' } }),
      'get-team-dashboard': { body: teamDashboardAnswer() },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByRole('table', { name: 'Members' }, WAIT)).toBeVisible();
  },
};

/** The page waits for approval. */
export const PendingApproval: Story = {
  args: { answers: { 'get-fundraiser-dashboard': answer({ fundraiser: { status: 'pending' } }) } },
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByText('Pending Approval', {}, WAIT)).toBeVisible();
  },
};

/** The thank-you dialog, prefilled for a donor whose address the host holds. */
export const ThankDialog: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await page(canvasElement).findByRole('button', { name: 'Thank Sam Ortiz' }, WAIT));
    const dialog = await body().findByRole('dialog', { name: 'Thank Sam Ortiz' });
    await expect(within(dialog).getByRole('button', { name: 'Send thank-you' })).toBeVisible();
  },
};

/** No address for this donor: the fundraiser's own mail app, then Mark as thanked. */
export const ThankWithMailApp: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await page(canvasElement).findByRole('button', { name: 'Thank Lee Park' }, WAIT));
    const dialog = await body().findByRole('dialog', { name: 'Thank Lee Park' });
    await expect(within(dialog).getByRole('link', { name: 'Open my mail app' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Mark as thanked' })).toBeVisible();
  },
};

/** The host refuses (already thanked): its message in the dialog, the text kept. */
export const ThankRefused: Story = {
  args: {
    answers: {
      'get-fundraiser-dashboard': answer(),
      'thank-donor': {
        status: 409,
        body: { code: 'already_thanked', message: 'You already thanked this donor.', data: { status: 409 } },
      },
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await page(canvasElement).findByRole('button', { name: 'Thank Sam Ortiz' }, WAIT));
    const dialog = await body().findByRole('dialog', { name: 'Thank Sam Ortiz' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send thank-you' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('You already thanked this donor.');
  },
};

/** The goal editor open, in place of Edit goal. */
export const EditingGoal: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit goal' }, WAIT));
    await waitFor(() => expect(canvas.getByRole('spinbutton', { name: /Fundraising goal/ })).toHaveFocus());
  },
};

/** A host without the fundraising tools: no such page, and no call. */
export const NotAdvertised: Story = {
  args: { hostData: demoHostData({ auth: demoAuth.fundraiser }), answers: {} },
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByRole('heading', { name: 'Page not found' }, WAIT)).toBeVisible();
  },
};
