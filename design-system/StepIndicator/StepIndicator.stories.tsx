import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { expectPartIndicator } from '../../.storybook/indicatorChecks';
import { indicatorPalettes } from '../../.storybook/palettes';
import { PaletteMatrix } from '../../.storybook/PaletteMatrix';
import { vars } from '../theme/contract.css';
import { StepIndicator } from './StepIndicator';
import { rightToLeft } from '../../.storybook/rtl';

// SPEC 4: the three wizard step sets.
const joinTeam = ['Find Team', 'Register', 'Create Profile', 'Start Fundraising'];
const joinIndividual = ['Register', 'Create Profile', 'Start Fundraising'];
const createTeam = ['Register', 'Create Team', 'Create Profile', 'Start Fundraising'];

const meta = {
  title: 'Primitives/StepIndicator',
  component: StepIndicator,
  args: { steps: joinTeam, current: 2 },
  argTypes: { current: { control: { type: 'number', min: 1, max: 4 } } },
} satisfies Meta<typeof StepIndicator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstStep: Story = { args: { steps: joinIndividual, current: 1 } };
export const MiddleStep: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Progress' })).toBeInTheDocument();
    await expect(canvas.getByRole('listitem', { current: 'step' })).toHaveTextContent('Register');
    await expect(canvas.getByText('Find Team').closest('li')).toHaveTextContent('Completed: Find Team');
  },
};

/** At 720 px (the wizard column from a 768 px screen up) the four steps of the longest set fit one line. */
export const OneLineInTheWizardColumn: Story = {
  args: { steps: createTeam, current: 2 },
  render: (args) => (
    <div style={{ maxWidth: 672 }}>
      <StepIndicator {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    const tops = new Set(items.map((item) => Math.round(item.getBoundingClientRect().top)));
    await expect(tops.size).toBe(1);
    await expect(canvas.getByText('Step 2 of 4', { exact: false })).not.toBeVisible();
  },
};
export const LastStep: Story = { args: { steps: createTeam, current: 4 } };
/** On a phone: one line, 'Step 2 of 4 · Register'; screen readers still get the whole list. */
export const Narrow: Story = {
  render: (args) => (
    <div style={{ maxWidth: 320 }}>
      <StepIndicator {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Step 2 of 4', { exact: false })).toBeVisible();
    await expect(canvas.getByRole('list')).toHaveTextContent('Find Team');
    const list = canvas.getByRole('list').getBoundingClientRect();
    await expect(list.width * list.height).toBeLessThanOrEqual(1);
  },
};

/**
 * Every position in the longest step set, under each stress palette and the pale yellow and beige ones. The
 * play checks a completed step's circle is edged in the primary's indicator colour, at 3:1 against the page.
 */
export const Matrix: Story = {
  render: () => (
    <PaletteMatrix style={{ display: 'grid', gap: 16 }} palettes={indicatorPalettes}>
      {(name) => (
        <div style={{ display: 'grid', gap: 12 }}>
          {[1, 2, 3, 4].map((current) => (
            <StepIndicator
              key={current}
              steps={createTeam}
              current={current}
              label={`${name} palette, step ${current}`}
            />
          ))}
        </div>
      )}
    </PaletteMatrix>
  ),
  play: async ({ canvas }) => {
    for (const name of Object.keys(indicatorPalettes)) {
      const nav = canvas.getByRole('navigation', { name: `${name} palette, step 4` });
      const completed = 'li[data-state="complete"] > [aria-hidden="true"]';
      await expectPartIndicator(nav, completed, 'border-top-color', vars.campaign.primaryIndicator);
    }
  },
};

/** Right to left the steps run from the right, in reading order. */
export const RightToLeft: Story = {
  ...rightToLeft,
  args: { steps: createTeam, current: 2 },
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('listitem');
    if (!first || !second) throw new Error('expected steps');
    await expect(first.getBoundingClientRect().left).toBeGreaterThan(second.getBoundingClientRect().left);
  },
};
