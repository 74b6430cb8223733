import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PageStory } from '../app/testing/PageStory';
import { demoAuth, demoHostData } from '../app/testing/demoData';
import { pixelPng, pngFile } from '../../tests/setup/imageFiles';
import { pageStoryParameters, submittingStory, serverError } from '../app/testing/storyHelpers';

const base = demoHostData({ auth: demoAuth.noProfile });
const hostData = {
  ...base,
  campaign: {
    ...base.campaign,
    fundraiser_goal: 1000,
    fundraiser_story_placeholder: 'Tell people why clean water matters to you.',
  },
};

const meta = {
  title: 'Pages/CreateProfile',
  component: PageStory,
  parameters: pageStoryParameters(
    'The fundraiser profile form at `/register/create-profile/`: a logged-in account without a fundraiser writes its story, sets a goal and uploads an image (250×250 px recommended), then goes on to `/start-fundraising/`. The step indicator shows where the visitor is in the flow.',
  ),
  args: { path: '/register/create-profile/', hostData },
  beforeEach: () => {
    sessionStorage.setItem('p2p-navigation-set', 'joinIndividual');
    return () => sessionStorage.removeItem('p2p-navigation-set');
  },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const png = () => pixelPng('avatar.png');
/** The page is lazy: wait for its file input before uploading (it is not there on the first frame). */
async function fileInput(canvasElement: HTMLElement): Promise<HTMLInputElement> {
  await within(canvasElement).findByRole('button', { name: /Choose image/ });
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('The profile form has no file input');
  return input;
}

async function fillStory(canvasElement: HTMLElement) {
  const story = await within(canvasElement).findByLabelText(/Your story/);
  await userEvent.clear(story);
  await userEvent.type(story, 'I run because every village deserves a well.');
}

/** Step 2 of Join as an Individual, defaults from the campaign. */
export const Empty: Story = {};

/** Step 3 when the wizard is Create a Team. */
export const InCreateTeam: Story = {
  beforeEach: () => {
    sessionStorage.setItem('p2p-navigation-set', 'createTeam');
  },
};

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    await fillStory(canvasElement);
    await userEvent.upload(await fileInput(canvasElement), png());
  },
};

export const FieldErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(await canvas.findByLabelText(/Your story/));
    await userEvent.clear(canvas.getByLabelText(/Fundraising goal/));
    await userEvent.click(canvas.getByRole('button', { name: 'Create profile' }));
    await expect(await canvas.findByText('Tell people why you are fundraising')).toBeVisible();
    await expect(canvas.getByText('Enter a fundraising goal')).toBeVisible();
  },
};

export const Submitting: Story = submittingStory('update-fundraiser-profile', fillStory, 'Create profile');

export const ServerError: Story = {
  args: {
    answers: {
      'update-fundraiser-profile': serverError('The profile could not be saved.'),
    },
  },
  play: async ({ canvasElement }) => {
    await fillStory(canvasElement);
    await userEvent.upload(await fileInput(canvasElement), png());
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create profile' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The profile could not be saved.');
    await expect(canvas.getByRole('img', { name: 'Preview of avatar.png' })).toBeVisible();
  },
};

/** An image over maxUploadSize: the message, and submit disabled. */
export const FileTooLarge: Story = {
  args: { hostData: { ...hostData, config: { ...hostData.config, maxUploadSize: 1024 } } },
  play: async ({ canvasElement }) => {
    await userEvent.upload(await fileInput(canvasElement), pngFile('huge.png', 4096));
    const canvas = within(canvasElement);
    await expect(
      (await canvas.findAllByText('huge.png exceeds the maximum upload size for this site'))[0],
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Create profile' })).toBeDisabled();
  },
};
