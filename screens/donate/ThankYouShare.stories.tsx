import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ThankYouShare } from './ThankYouShare';

const meta = {
  title: 'Pages/DonateThankYouShare',
  component: ThankYouShare,
  parameters: {
    docs: {
      description: {
        component:
          "Under the donation form's thank-you, once the form reports the gift (give-p2p:donation-completed): the page given to, to share (issue 26).",
      },
    },
  },
  args: { name: 'Clean Water Crew', url: 'https://example.org/campaigns/run-for-clean-water/team/1/' },
} satisfies Meta<typeof ThankYouShare>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const card = canvas.getByRole('region', { name: 'Thank you! Now share this page' });
    await expect(card).toHaveTextContent('Friends give when they hear about Clean Water Crew from someone they know.');
    const x = new URL(canvas.getByRole('link', { name: 'Share on X' }).getAttribute('href') ?? '');
    await expect(x.searchParams.get('url')).toBe(args.url);
  },
};

/** On a phone. */
export const Phone: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 343 }}>
        <Story />
      </div>
    ),
  ],
};
