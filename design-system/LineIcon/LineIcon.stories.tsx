import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LineIcon } from './LineIcon';

const meta = {
  title: 'Primitives/LineIcon',
  component: LineIcon,
  parameters: {
    docs: {
      description: {
        component:
          'A decorative line drawing in the current text colour, hidden from screen readers. Notice, Modal, StepIndicator and LinkCard draw their icons with it; screens pass their own drawings (the register chooser).',
      },
    },
  },
  args: { size: 24, weight: 2, width: 32, height: 32, children: <path d="M3 12h18M13 5l7 7-7 7" /> },
} satisfies Meta<typeof LineIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Arrow: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** In a coloured line of text: the drawing follows the text colour. */
export const InText: Story = {
  render: (args) => (
    <p style={{ display: 'flex', alignItems: 'center', gap: 8, color: '#1d5fa8', margin: 0 }}>
      <LineIcon {...args} width={20} height={20}>
        <circle cx="12" cy="12" r="10" />
        <path d="M12 11v6M12 7v.5" />
      </LineIcon>
      Information
    </p>
  ),
};

export const FineGrid: Story = { args: { size: 16, weight: 2.5, children: <path d="M3 8.5l3.2 3L13 4.5" /> } };
