import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { rightToLeft } from '../../.storybook/rtl';
import { __ } from '../../design-system';
import { PageStory } from '../app/testing/PageStory';
import { demoFundraiser } from '../app/testing/demoData';
import { pageStoryParameters } from '../app/testing/storyHelpers';
import { fundraiserPageAnswers, fundraiserPageData } from './testing/fundraiserPageData';

const withMilestones = fundraiserPageData({ ...demoFundraiser, milestones: ['first-gift', '25', '50', 'ten-donors'] });

const meta = {
  title: 'Pages/FundraiserPage/Milestones',
  component: PageStory,
  parameters: pageStoryParameters(
    "A fundraiser's public page when the host sends the milestones they earned (fundraising tools on, and the fundraiser shows them): the badges under the name.",
  ),
  args: {
    path: '/fundraiser/2/',
    hostData: withMilestones,
    answers: fundraiserPageAnswers,
  },
  play: async ({ canvas, canvasElement }) => {
    const badges = await canvas.findByRole('list', { name: __('Milestones reached') }, { timeout: 5000 });
    await expect(badges.querySelectorAll('li')).toHaveLength(4);
    // The badges make the name's column taller than the face: the face still straddles the band's lower edge.
    const band = canvasElement.querySelector('[data-profile-cover]')?.getBoundingClientRect();
    const face = canvasElement.querySelector('[data-profile-face]')?.getBoundingClientRect();
    await expect(band && face && face.top < band.bottom && face.bottom > band.bottom).toBe(true);
  },
} satisfies Meta<typeof PageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Earned: Story = {};

export const RightToLeft: Story = { ...rightToLeft };

/** On a phone the name, team and badges go under the face, full width; the face stays on the band's edge. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  tags: ['visual-phone'],
};
