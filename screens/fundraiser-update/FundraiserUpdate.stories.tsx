import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PageStory } from '../app/testing/PageStory';
import { demoAuth, demoFundraiser, demoHostData } from '../app/testing/demoData';

const owner = demoHostData({ auth: demoAuth.fundraiser, fundraiser: demoFundraiser });

const meta = {
  title: 'Pages/FundraiserUpdate',
  component: PageStory,
  args: { path: '/fundraiser/2/update/', hostData: owner },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "The edit-profile page at `/fundraiser/{id}/update/`: only the fundraiser's owner gets the prefilled profile form; anyone else is told they may not edit it.",
      },
    },
  },
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
      'update-fundraiser-profile': {
        status: 500,
        body: { code: 'internal_server_error', message: 'The profile could not be saved.', data: { status: 500 } },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Save profile' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The profile could not be saved.');
  },
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
