import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { PaletteMatrix } from '../../.storybook/PaletteMatrix';
import { LinkCard } from './LinkCard';
import { MIRRORED_TRANSFORM, rightToLeft } from '../../.storybook/rtl';

const flag = (
  <svg
    aria-hidden="true"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    <path d="M5 21V4" />
    <path d="M5 4h11l-2 4 2 4H5" />
  </svg>
);

const meta = {
  title: 'Primitives/LinkCard',
  component: LinkCard,
  args: {
    href: '#create-team',
    title: 'Create a Team',
    description: 'Start a team, invite others to join and lead it towards your goal.',
    icon: flag,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LinkCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toContainElement(
      canvas.getByRole('link', { name: 'Create a Team' }),
    );
  },
};

export const WithoutIcon: Story = { args: { icon: undefined } };

/** Focused from the keyboard: the ring goes round the whole card, the link's real extent. */
export const Focused: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Create a Team' })).toHaveFocus();
  },
};

/** A long title and sentence wrap inside a phone-width card. */
export const LongText: Story = {
  args: {
    title: 'Join as an Individual fundraiser with a very long title',
    description:
      'Create your own fundraising page, tell your story and invite friends, family and colleagues to give to the campaign.',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 300 }}>
        <Story />
      </div>
    ),
  ],
};

/** Under each stress palette (the icon disc and arrow take the campaign colours). */
export const Matrix: Story = {
  decorators: [],
  render: (args) => (
    <PaletteMatrix style={{ display: 'grid', gap: 16, maxWidth: 360 }}>
      {(name) => <LinkCard {...args} title={`Create a Team (${name})`} />}
    </PaletteMatrix>
  ),
};

/** Right to left the icon sits at the right and the arrow points left, towards the end of the line. */
export const RightToLeft: Story = {
  ...rightToLeft,
  play: async ({ canvasElement }) => {
    const arrow = canvasElement.querySelector('a svg');
    await expect(arrow && getComputedStyle(arrow).transform).toBe(MIRRORED_TRANSFORM);
  },
};
