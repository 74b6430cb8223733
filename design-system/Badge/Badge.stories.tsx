import type { Meta, StoryObj } from '@storybook/react-vite';
import { vars } from '../theme/contract.css';
import { unionArgType } from '../../.storybook/argTypes';
import { Badge } from './Badge';
import { badge, badgeDefaults } from './Badge.css';

const tones = ['neutral', 'success', 'warning', 'info', 'danger', 'gold', 'silver', 'bronze'] as const;

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  args: { children: 'Captain' },
  argTypes: { tone: unionArgType(Object.keys(badge.classNames.variants.tone), { defaultValue: badgeDefaults.tone }) },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = { args: { tone: 'neutral', children: 'Closed' } };
export const Success: Story = { args: { tone: 'success', children: 'Approved' } };
export const Warning: Story = { args: { tone: 'warning', children: 'Pending Approval' } };
export const Info: Story = { args: { tone: 'info', children: 'Captain' } };
export const Danger: Story = { args: { tone: 'danger', children: 'Inactive' } };
export const Gold: Story = { args: { tone: 'gold', children: '1st' } };
export const Silver: Story = { args: { tone: 'silver', children: '2nd' } };
export const Bronze: Story = { args: { tone: 'bronze', children: '3rd' } };

/** Every tone, on the page colour and on a muted surface. */
export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      {[vars.color.page, vars.color.surfaceMuted].map((background) => (
        <div key={background} style={{ display: 'flex', flexWrap: 'wrap', gap: 8, padding: 8, background }}>
          {tones.map((tone) => (
            <Badge key={tone} tone={tone}>
              {tone}
            </Badge>
          ))}
        </div>
      ))}
    </div>
  ),
};

/** The matrix under the extreme campaign palettes, so the a11y check covers their contrast too. */
export const MatrixPalePalette: Story = { ...Matrix, globals: { palette: 'pale' } };
export const MatrixDarkPalette: Story = { ...Matrix, globals: { palette: 'dark' } };
