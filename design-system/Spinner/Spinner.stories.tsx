import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button/Button';
import { unionArgType } from '../../.storybook/argTypes';
import { Spinner } from './Spinner';
import { spinner, spinnerDefaults } from './Spinner.css';

const sizes = ['tiny', 'small', 'medium', 'large'] as const;

const meta = {
  title: 'Primitives/Spinner',
  component: Spinner,
  argTypes: {
    size: unionArgType(Object.keys(spinner.classNames.variants.size), {
      defaultValue: spinnerDefaults.size,
      control: 'inline-radio',
    }),
    tone: unionArgType(Object.keys(spinner.classNames.variants.tone), {
      defaultValue: spinnerDefaults.tone,
      control: 'inline-radio',
    }),
  },
  // Screenshots should not depend on the frame the animation was caught in.
  parameters: { chromatic: { pauseAnimationAtEnd: true } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Medium: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  },
};
export const Tiny: Story = { args: { size: 'tiny' } };
export const Small: Story = { args: { size: 'small' } };
export const Large: Story = { args: { size: 'large' } };
export const CustomLabel: Story = {
  args: { label: 'Loading top donors' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading top donors' })).toBeInTheDocument();
  },
};
/** A read past its loading timeout (SPEC 9: 3 s, 5 s on slow connections): a quiet line under the spinner. */
export const StillLoading: Story = {
  args: { size: 'large', label: 'Loading the team', hint: 'Still loading…' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading the team' })).toBeInTheDocument();
    await expect(canvas.getByText('Still loading…')).toBeVisible();
  },
};
export const InsideButton: Story = {
  render: () => (
    <Button aria-busy="true">
      <Spinner size="tiny" tone="inherit" label="Saving" />
      Save
    </Button>
  ),
};

/** Every size in both tones. */
export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      {(['campaign', 'inherit'] as const).map((tone) => (
        <div key={tone} style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
          {sizes.map((size) => (
            <Spinner key={size} size={size} tone={tone} label={`Loading ${tone} ${size}`} />
          ))}
        </div>
      ))}
    </div>
  ),
};

/** The matrix under the extreme campaign palettes, so the a11y check covers their contrast too. */
export const MatrixPalePalette: Story = { ...Matrix, globals: { palette: 'pale' } };
export const MatrixDarkPalette: Story = { ...Matrix, globals: { palette: 'dark' } };
