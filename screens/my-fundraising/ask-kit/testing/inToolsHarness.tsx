import type { Decorator } from '@storybook/react-vite';
import { ToolsHarness } from './ToolsHarness';

/** The stories' decorator: each story of a My fundraising section inside the page's providers. */
export const inToolsHarness: Decorator = (Story) => (
  <ToolsHarness>
    <Story />
  </ToolsHarness>
);
