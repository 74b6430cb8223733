import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { ReactNode } from 'react';
import { unionArgType } from '../../.storybook/argTypes';
import { vars } from '../theme/contract.css';
import { Inline, Page, PageFrame, Stack } from './Layout';
import { stack, stackDefaults } from './Layout.css';

function Box({ children }: { children: ReactNode }) {
  return (
    <div
      style={{ padding: vars.space.sm, background: vars.color.surfaceMuted, border: `1px solid ${vars.color.border}` }}
    >
      {children}
    </div>
  );
}

const items = ['Riverside Runners', 'Harbour Swimmers', 'Hill Climbers', 'Night Walkers'];

const meta = {
  title: 'Primitives/Layout',
  component: Stack,
  args: { gap: 'lg' },
  argTypes: {
    gap: unionArgType(Object.keys(vars.space), { defaultValue: stackDefaults.gap }),
    align: unionArgType(Object.keys(stack.classNames.variants.align), { defaultValue: stackDefaults.align }),
  },
  render: (args) => (
    <Stack {...args}>
      {items.map((item) => (
        <Box key={item}>{item}</Box>
      ))}
    </Stack>
  ),
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const StackDefault: Story = {};
export const StackTight: Story = { args: { gap: 'xs' } };
export const StackLoose: Story = { args: { gap: 'xxxl' } };
export const StackAsList: Story = {
  render: (args) => (
    <Stack {...args} as="ul" aria-label="Teams">
      {items.map((item) => (
        <li key={item}>
          <Box>{item}</Box>
        </li>
      ))}
    </Stack>
  ),
};

export const InlineWrapping: Story = {
  render: () => (
    <div style={{ maxWidth: 320 }}>
      <Inline gap="sm">
        {items.map((item) => (
          <Box key={item}>{item}</Box>
        ))}
      </Inline>
    </div>
  ),
};

export const InlineSpaceBetween: Story = {
  render: () => (
    <Inline justify="between" align="baseline">
      <Box>Top fundraisers</Box>
      <Box>View all</Box>
    </Inline>
  ),
};

/** The frame and a page at both widths: gutters, the space above, the content width and the form column. */
export const PageWidths: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <PageFrame>
      <Page>
        <Box>A wide page: campaign, team and fundraiser pages, leaderboards.</Box>
      </Page>
      <Page width="narrow">
        <Box>A narrow page: every form and every wizard step, at one width from step to step.</Box>
      </Page>
    </PageFrame>
  ),
};

function Sections() {
  return (
    <Page>
      <Box>First section</Box>
      <Box>Second section</Box>
    </Page>
  );
}

/**
 * The same page in a theme's 720 px content column and at full width: the page asks the frame (a size
 * container) how much room it has, not the window, so it keeps the tighter rhythm inside the column.
 */
export const InThemeColumn: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      <div style={{ maxWidth: 720 }} data-testid="column">
        <PageFrame>
          <Sections />
        </PageFrame>
      </div>
      <div style={{ width: 1000 }} data-testid="full">
        <PageFrame>
          <Sections />
        </PageFrame>
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const gapIn = (id: string) => {
      const page = canvas.getByTestId(id).querySelector(':scope > div > div');
      return page ? getComputedStyle(page).rowGap : '';
    };
    await expect(getComputedStyle(canvas.getByTestId('column').firstElementChild as Element).containerType).toBe(
      'inline-size',
    );
    await expect(gapIn('column')).toBe('32px');
    await expect(gapIn('full')).toBe('48px');
  },
};

/** Stack gaps and inline alignments inside the page frame. */
export const Matrix: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <PageFrame>
      <Stack gap="xl">
        <Inline gap="xl" align="start">
          {(['xs', 'md', 'xl'] as const).map((gap) => (
            <Stack key={gap} gap={gap}>
              <Box>{`gap ${gap}`}</Box>
              <Box>second</Box>
              <Box>third</Box>
            </Stack>
          ))}
        </Inline>
        {(['start', 'center', 'end', 'between'] as const).map((justify) => (
          <Inline key={justify} justify={justify}>
            <Box>{`justify ${justify}`}</Box>
            <Box>second</Box>
          </Inline>
        ))}
      </Stack>
    </PageFrame>
  ),
};

/** The matrix under the extreme campaign palettes, so the a11y check covers their contrast too. */
export const MatrixPalePalette: Story = { ...Matrix, globals: { palette: 'pale' } };
export const MatrixDarkPalette: Story = { ...Matrix, globals: { palette: 'dark' } };
