import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PageStory } from '../app/testing/PageStory';
import { pageStoryParameters } from '../app/testing/storyHelpers';
import { demoAuth, demoHostData } from '../app/testing/demoData';
import { laysOut, rightToLeft } from '../../.storybook/rtl';
import { __, sprintf } from '../../design-system';

const base = demoHostData({ auth: demoAuth.noProfile });
const hostData = {
  ...base,
  campaign: {
    ...base.campaign,
    team_goal: 5000,
    team_story_placeholder: 'Tell everyone why your team is fundraising.',
  },
};

const meta = {
  title: 'Pages/CreateTeam',
  component: PageStory,
  args: { path: '/create-team/', hostData },
  parameters: pageStoryParameters(
    'The create-team form at `/create-team/` (logged in): team name, story, goal, image, public or private access and invitation emails, then the team page.',
  ),
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

async function fillForm(canvas: Canvas) {
  await userEvent.type(await canvas.findByLabelText(/^Team name/), 'River Runners');
  await userEvent.click(canvas.getByRole('radio', { name: 'Closed (invite only)' }));
  await userEvent.type(canvas.getByLabelText(/^Invite people/), 'ana@example.org, ben@example.org{Enter}');
}

/** The captain's step 2: goal and story from the campaign, access public. */
export const Empty: Story = {};

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    await fillForm(within(canvasElement));
  },
};

/** Submitted with the required fields cleared: each is marked and the first has focus. */
export const FieldErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(await canvas.findByLabelText(/^Team story/));
    await userEvent.clear(canvas.getByLabelText(/^Team goal/));
    await userEvent.click(canvas.getByRole('button', { name: 'Create Team' }));
    await expect(await canvas.findByText('Enter a team name')).toBeVisible();
    await expect(canvas.getByLabelText(/^Team name/)).toHaveFocus();
  },
};

export const InvalidInviteEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/^Team name/), 'River Runners');
    await userEvent.type(canvas.getByLabelText(/^Invite people/), 'ana@example.org, ana@localhost{Enter}');
    await userEvent.click(canvas.getByRole('button', { name: 'Create Team' }));
    await expect(await canvas.findByText('Correct or remove the invalid email addresses before saving.')).toBeVisible();
  },
};

/** The server has not answered yet: the button is busy (it ignores presses and keeps focus). */
export const Saving: Story = {
  args: { answers: { 'create-team': { pending: true } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillForm(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Create Team' }));
    await expect(canvas.getByRole('button', { name: 'Create Team' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** The server refused: its message above the form, every value kept. */
export const ServerError: Story = {
  args: {
    answers: {
      'create-team': {
        body: { code: 'internal_server_error', message: 'The team could not be saved. Please try again.' },
        status: 500,
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillForm(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Create Team' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The team could not be saved. Please try again.');
    await expect(canvas.getByLabelText(/^Team name/)).toHaveValue('River Runners');
  },
};

/** A GIF chosen: the field and the line under the buttons say the type is wrong (not the size). */
export const WrongImageType: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await canvas.findByLabelText(/^Team image/, { selector: 'input' });
    await userEvent
      .setup({ applyAccept: false })
      .upload(input, new File(['GIF89a'], 'anim.gif', { type: 'image/gif' }));
    await expect(await canvas.findByText('Choose a JPG or PNG image to save the team.')).toBeInTheDocument();
  },
};

/**
 * The form right to left (Hebrew host page): labels, fields and their hints start at the right, the goal's label
 * names the site's currency ('יעד הצוות (₪)'), and a Hebrew team name typed in reads right to left.
 */
export const RightToLeft: Story = {
  ...rightToLeft,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: __('Create your team') }, { timeout: 5000 });
    const goal = canvas.getByLabelText(sprintf(__('Team goal (%s)'), '₪'), { exact: false });
    await expect(goal).toHaveValue(5000);
    const name = canvas.getByLabelText(__('Team name'), { exact: false, selector: 'input' });
    await userEvent.type(name, 'רצי הנהר');
    if (!laysOut()) return;
    // Each field starts at the right, level with its label.
    for (const field of [name, goal]) {
      const label = canvasElement.querySelector(`label[for="${field.id}"]`);
      if (!label) throw new Error(`no label for ${field.id}`);
      await expect(
        Math.abs(label.getBoundingClientRect().right - field.getBoundingClientRect().right),
      ).toBeLessThanOrEqual(1);
    }
  },
};
