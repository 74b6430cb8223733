import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PageStory } from '../app/testing/PageStory';
import { demoAuth, demoFundraiser, demoHostData } from '../app/testing/demoData';
import { draftKey } from '../forms';
import { pageStoryParameters, pressAndExpectAlert, serverError } from '../app/testing/storyHelpers';

const owner = demoHostData({ auth: demoAuth.fundraiser, fundraiser: demoFundraiser });

const meta = {
  title: 'Pages/FundraiserUpdate',
  component: PageStory,
  parameters: pageStoryParameters(
    "The edit-profile page at `/fundraiser/{id}/update/`: only the fundraiser's owner gets the prefilled profile form; anyone else is told they may not edit it.",
  ),
  args: { path: '/fundraiser/2/update/', hostData: owner },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The owner, prefilled from host data, with the current picture. */
export const Owner: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText(/Your story/)).toHaveValue(demoFundraiser.story);
  },
};

export const ServerError: Story = {
  args: {
    answers: {
      'update-fundraiser-profile': serverError('The profile could not be saved.'),
    },
  },
  play: async ({ canvasElement }) =>
    pressAndExpectAlert(canvasElement, 'Save profile', 'The profile could not be saved.'),
};

/** Another fundraiser: a clear not-allowed state, no form. */
export const NotOwner: Story = {
  args: { hostData: demoHostData({ auth: demoAuth.captain, fundraiser: demoFundraiser }) },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'You cannot edit this profile' }),
    ).toBeVisible();
  },
};

const DRAFT = 'A story typed yesterday, kept as a draft while the tab was closed.';

/** Issue 15: the owner comes back to the form; the draft typed before is put back, with a way to discard it. */
export const DraftRestored: Story = {
  beforeEach: () => {
    const key = draftKey({
      campaignId: owner.campaign.campaign_id,
      form: 'profile-update',
      entityId: demoFundraiser.id,
      userId: owner.auth.user_id,
    });
    sessionStorage.setItem(key, JSON.stringify({ story: DRAFT }));
    return () => sessionStorage.removeItem(key);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('We restored what you typed before you left this page.')).toBeVisible();
    await expect(await canvas.findByLabelText(/Your story/)).toHaveValue(DRAFT);
    await expect(canvas.getByRole('button', { name: 'Discard' })).toBeVisible();
  },
};

/**
 * Issue 15: the page's nonce expired and the host refused a new one (signed out in another tab): the form says
 * what to do, and keeps what was typed.
 */
export const SessionExpired: Story = {
  args: {
    hostData: {
      ...owner,
      config: { ...owner.config, nonceRenewalUrl: 'https://example.org/wp-admin/admin-ajax.php?action=rest-nonce' },
    },
    answers: {
      'update-fundraiser-profile': {
        status: 403,
        body: { code: 'rest_cookie_invalid_nonce', message: 'Cookie check failed', data: { status: 403 } },
      },
      'admin-ajax.php': { status: 400, body: 0 },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Save profile' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Your session has expired. Reload the page: what you typed is kept as a draft.',
    );
  },
};
