import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { demoHostData } from '../app/testing/demoData';
import { SponsorStrip } from './SponsorStrip';

const host = demoHostData();

const meta = {
  title: 'Shared/SponsorStrip',
  component: SponsorStrip,
  parameters: {
    docs: {
      description: {
        component:
          "The campaign's sponsors at the foot of its pages (SPEC 2, issue 26): a rule, a small heading and one row of grey logos that take their colour when pointed at, so they thank the sponsors without competing with the story.",
      },
    },
  },
  args: { campaign: { ...host.campaign, sponsors_enabled: 'enabled' }, sponsors: host.sponsors },
} satisfies Meta<typeof SponsorStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const strip = canvas.getByRole('region');
    // A strip, not a section: one or two lines of logos, far from the 96 px boxes it replaces.
    await expect(strip.getBoundingClientRect().height).toBeLessThan(200);
  },
};

/** No heading of the campaign's own: 'Our sponsors'. */
export const DefaultHeading: Story = {
  args: { campaign: { ...host.campaign, sponsors_enabled: 'enabled', sponsor_section_heading: '' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Our sponsors' })).toBeVisible();
  },
};

/** On a phone the logos wrap to a second line. */
export const Phone: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
};
