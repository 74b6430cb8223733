import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '../Button/Button';
import { SearchField } from '../SearchField/SearchField';
import { Select } from '../Select/Select';
import { Toolbar } from './Toolbar';

const filters = (
  <>
    <Select
      label="Status"
      options={[
        { value: 'all', label: 'All statuses' },
        { value: 'pending', label: 'Pending Approval' },
        { value: 'denied', label: 'Denied' },
      ]}
    />
    <SearchField label="Search teams" value="" onSearch={fn()} />
    <Button color="outline">Reset</Button>
  </>
);

const meta = {
  title: 'Primitives/Toolbar',
  component: Toolbar,
  args: { label: 'Team filters', start: filters, end: <Button href="#/create-team">Create a team</Button> },
} satisfies Meta<typeof Toolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Team filters' })).toBeInTheDocument();
  },
};

/** A 375 px admin page: the groups wrap, nothing sticks out. */
export const Narrow: Story = {
  render: (args) => (
    <div style={{ width: 375 }} data-testid="page">
      <Toolbar {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const page = canvas.getByTestId('page');
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth + 1);
  },
};
